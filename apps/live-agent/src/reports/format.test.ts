import { reportFormat } from './format';

// Intl output uses narrow no-break spaces in some languages; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('reportFormat', () => {
  const en = reportFormat('en');
  const de = reportFormat('de');

  it('writes durations with at most two units', () => {
    expect(en.duration(42.4)).toBe('42 sec');
    expect(en.duration(200)).toBe('3 min 20 sec');
    expect(en.duration(180)).toBe('3 min');
    expect(en.duration(8100)).toBe('2 hr 15 min');
    expect(plain(de.duration(200))).toBe('3 Min. 20 Sek.');
  });

  it('writes percentages from 0–100 values, trends with a sign, and missing figures as a dash', () => {
    expect(en.percent(87.456)).toBe('87.5%');
    expect(plain(de.percent(87.456))).toBe('87,5 %');
    expect(en.trend(12.5)).toBe('+12.5%');
    expect(en.trend(-3)).toBe('-3%');
    expect(en.percent(null)).toBe('—');
    expect(en.duration(undefined)).toBe('—');
    expect(en.integer(Number.NaN)).toBe('—');
  });

  it('writes numbers and hours the language’s way', () => {
    expect(en.integer(25079)).toBe('25,079');
    expect(plain(de.integer(25079))).toBe('25.079');
    expect(de.hour(14)).toBe('14:00');
  });
});
