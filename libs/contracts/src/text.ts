// How names and titles become the short forms both sides derive from them, written once for the apps and the mock
// server (docs/architecture.md, Contracts).

/**
 * The initials of a name: the first character of its first and of its last word, upper-cased; '' for a blank name.
 * Whole characters (code points), so a name starting with an emoji or an astral letter is never cut into half a
 * surrogate pair.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const firstOf = (word: string) => (Array.from(word)[0] ?? '').toUpperCase();
  return words.length === 1 ? firstOf(words[0]!) : firstOf(words[0]!) + firstOf(words[words.length - 1]!);
}

/**
 * The address part a title suggests: lowercase letters and digits joined by single dashes, accents dropped, none at
 * either end, cut to `max` characters without leaving a dash at the cut.
 */
export function slugOf(title: string, max = Infinity): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
