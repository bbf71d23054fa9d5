// How typed text matches a suggestion: anywhere in it, ignoring case and accents ("sao" finds "São Paulo").
import { withoutAccents } from '@live-agent/contracts';

/** Text folded for comparison: lowercase, accents dropped. */
export const fold = (text: string): string => withoutAccents(text).toLowerCase();

/** Where `query` occurs in `text` (folded), or null. Folding keeps one code unit per letter, so indexes map back. */
export function matchRange(text: string, query: string): [number, number] | null {
  const needle = fold(query.trim());
  if (!needle) return null;
  // Folding one character at a time keeps positions aligned with the original text.
  const chars = Array.from(text);
  const folded = chars.map((char) => fold(char));
  const joined = folded.join('');
  const at = joined.indexOf(needle);
  if (at < 0) return null;
  let start = -1;
  let end = -1;
  let offset = 0;
  let position = 0;
  for (const [index, part] of folded.entries()) {
    if (start < 0 && offset + part.length > at) start = position;
    offset += part.length;
    position += chars[index].length;
    if (offset >= at + needle.length) {
      end = position;
      break;
    }
  }
  return start < 0 || end < 0 ? null : [start, end];
}

export const matches = (text: string, query: string): boolean => !query.trim() || matchRange(text, query) !== null;
