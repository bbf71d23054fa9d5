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
