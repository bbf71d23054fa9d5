// How names and titles become the short forms both sides derive from them, written once for the apps and the mock
// server (docs/architecture.md, Contracts).

/**
 * The initials of a name: the first letter (or digit) of each of its first two words that have one, upper-cased; ''
 * for a blank name. A name of symbols only ('👩‍💻') keeps the first symbol of its first two words. Whole graphemes
 * (what a reader sees as one character: an emoji with its modifiers, a flag, a letter with its combining accent), so
 * the circle never shows half a surrogate pair or a lone piece of a sequence.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean).map(graphemesOf);
  const letters = words.map((word) => word.find((grapheme) => STARTS_WITH_LETTER.test(grapheme)));
  const firsts = letters.some(Boolean)
    ? letters.filter((letter) => letter !== undefined)
    : words.map(([first]) => first!);
  return firsts
    .slice(0, 2)
    .map((grapheme) => grapheme.toUpperCase())
    .join('');
}

const STARTS_WITH_LETTER = /^[\p{L}\p{N}]/u;

const graphemes =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The graphemes of a text (code points where the runtime has no segmenter). */
function graphemesOf(text: string): string[] {
  return graphemes ? Array.from(graphemes.segment(text), ({ segment }) => segment) : Array.from(text);
}

/** The text without its accents ('São Paulo' → 'Sao Paulo'): each letter stays one code unit, so indexes map back. */
export const withoutAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A slug's word: lowercase or caseless letters of any script, their marks, and digits. */
export const SLUG_WORD = '[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}\\p{Nd}]+';

/**
 * The address part a title suggests: its words of letters (of any script: 'كيف تبدأ' gives 'كيف-تبدأ', which a
 * browser's address bar percent-encodes) and digits, lowercased and joined by single dashes, Latin accents dropped,
 * cut to `max` characters without leaving a dash at the cut or half a character.
 */
export function slugOf(title: string, max = Infinity): string {
  const words = withoutAccents(title).toLowerCase().normalize('NFC').match(new RegExp(SLUG_WORD, 'gu')) ?? [];
  let slug = '';
  for (const char of words.join('-')) {
    if (slug.length + char.length > max) break;
    slug += char;
  }
  return slug.replace(/-+$/, '');
}

/** Left-to-right isolate (LRI) and the mark that closes an isolate (PDI). */
export const LRI = '\u2066';
export const PDI = '\u2069';
const OTHER_ISOLATES = new Set(['\u2067', '\u2068']); // RLI and FSI: a user's, closed by a PDI too

/**
 * A left-to-right text (a string of the product's languages, a figure written in one) set as its own run in a
 * right-to-left line: "30 Sek." keeps its order and its period, where the line's direction would read ".Sek 30".
 */
export const isolateLeftToRight = (text: string): string => (text ? `${LRI}${text}${PDI}` : text);

/**
 * The text without the left-to-right isolates a right-to-left layout sets around the page's own strings and figures:
 * marks for the screen, never sent to the API or written into a file. Other isolates and their closing marks stay.
 */
export function withoutLayoutIsolates(text: string): string {
  if (!text.includes(LRI)) return text;
  let kept = '';
  const open: boolean[] = []; // per isolate open at this point: whether it is one of ours
  for (const char of text) {
    if (char === LRI) open.push(true);
    else if (OTHER_ISOLATES.has(char)) {
      open.push(false);
      kept += char;
    } else if (char === PDI) {
      if (!open.pop()) kept += char;
    } else kept += char;
  }
  return kept;
}
