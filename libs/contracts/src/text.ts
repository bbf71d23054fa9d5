// How names and titles become the short forms both sides derive from them, written once for the apps and the mock
// server (docs/architecture.md, Contracts).

/**
 * The initials of a name: the first character of each of its first two words, upper-cased; '' for a blank name.
 * Whole characters (code points), so a name starting with an emoji or an astral letter is never cut into half a
 * surrogate pair.
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
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
