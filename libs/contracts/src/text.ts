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

/**
 * The address part a title suggests: lowercase letters and digits joined by single dashes, accents dropped, none at
 * either end, cut to `max` characters without leaving a dash at the cut.
 */
export function slugOf(title: string, max = Infinity): string {
  return withoutAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
