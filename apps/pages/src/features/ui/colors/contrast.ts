// What WCAG 2 says of a contrast ratio, for the palette's tables: AAA at 7:1, AA at 4.5:1 for body text, and 3:1
// for large text (18 pt, or 14 pt bold) only.
export type Verdict = 'aaa' | 'aa' | 'aaLarge' | 'fail';

export function verdict(ratio: number): Verdict {
  if (ratio >= 7) return 'aaa';
  if (ratio >= 4.5) return 'aa';
  if (ratio >= 3) return 'aaLarge';
  return 'fail';
}
