import { contrastRatio, mix, readableShade, textOn } from './contrast';

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
  });

  it.each(['#ea5455', '#52c41a', '#faad14', '#13c2c2', '#bfbfbf', '#7367f0', '#ff9f43', '#28c76f', '#ffffff'])(
    'finds a readable shade of %s on its own tint, in both skins',
    (color) => {
      const lightTint = mix(color, '#ffffff', 0.14);
      expect(contrastRatio(readableShade(color, lightTint), lightTint)).toBeGreaterThanOrEqual(4.5);
      const darkTint = mix(color, '#141414', 0.28);
      expect(contrastRatio(readableShade(color, darkTint), darkTint)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a colour that already reads', () => {
    expect(readableShade('#4f46e5', '#ffffff')).toBe('#4f46e5');
  });

  it('puts black on light colours and white on dark ones', () => {
    expect(textOn('#ff9f43')).toBe('#000000');
    expect(textOn('#1d39c4')).toBe('#ffffff');
  });
});
