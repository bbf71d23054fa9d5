// How a person without a picture is shown: up to two initials (whole characters, so an accented or emoji
// initial stays intact).
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]!.toUpperCase())
    .join('');
}
