import { badInputs } from '@live-agent/test-fixtures';
import { fileIcon, initialsAvatar } from './images';

const svgOf = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml,', ''));

/** The SVG parses as XML (what a browser's <img> does with it): an unescaped "&" or "<" fails here. */
function parses(svg: string): boolean {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  return doc.getElementsByTagName('parsererror').length === 0;
}

describe('initialsAvatar', () => {
  it('takes the initials of the first two words', () => {
    expect(svgOf(initialsAvatar('ada lovelace byron'))).toContain('>AL</text>');
  });

  it('shows the letters of a name that starts with an emoji, and keeps a name of emoji whole (no lone surrogate)', () => {
    expect(svgOf(initialsAvatar('😀 Smile'))).toContain('>S</text>');
    const svg = svgOf(initialsAvatar('😀 👩‍💻'));
    expect(svg).toContain('>😀👩‍💻</text>');
    expect(parses(svg)).toBe(true);
  });

  it('escapes markup characters so the image stays valid', () => {
    const svg = svgOf(initialsAvatar('& <'));
    expect(svg).toContain('>&#38;&#60;</text>');
    expect(parses(svg)).toBe(true);
  });

  it.each([...badInputs.text, ...badInputs.markup].map((input) => [input.name, input.value]))(
    'makes a valid image for %s',
    (_name, value) => {
      const svg = svgOf(initialsAvatar(value));
      expect(parses(svg)).toBe(true);
      expect(svg).not.toMatch(/<(script|img|iframe|style)/i);
    },
  );
});

describe('fileIcon', () => {
  it('escapes the extension', () => {
    expect(parses(svgOf(fileIcon('<x>')))).toBe(true);
  });
});
