import { BLOG_SLUG_PATTERN } from './blog';
import { LRI, PDI, initialsOf, isolateLeftToRight, slugOf, withoutLayoutIsolates } from './text';

describe('initialsOf', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane', 'J'],
    ['Mary Ann Smith', 'MA'],
    ['  Élodie   Brun ', 'ÉB'],
    ['', ''],
    ['   ', ''],
  ])('%j gives %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('keeps a character outside the basic plane whole', () => {
    const initials = initialsOf('😀 𝒜lice');
    expect(initials).toBe('𝒜');
    // No lone surrogate: encodeURIComponent throws on one.
    expect(() => encodeURIComponent(initials)).not.toThrow();
  });

  // What a person sees in the circle: a letter of the name, never a piece of an emoji or of an accented letter.
  it.each([
    ['🙂Ana', 'A'],
    ['🙂 Ana Lima', 'AL'],
    ['👩‍💻Bea Ruiz', 'BR'],
    ['🇵🇹 Rui', 'R'],
    ['\u0065\u0301lodie Brun', '\u0045\u0301B'],
    ['«Zé» Silva', 'ZS'],
  ])('%j gives the letters %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it.each([
    ['👩‍💻', '👩‍💻'],
    ['🇵🇹 🙂', '🇵🇹🙂'],
    ['👍🏽', '👍🏽'],
  ])('a word without a letter keeps its first symbol whole: %j gives %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('slugOf', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['  Crème brûlée à la carte ', 'creme-brulee-a-la-carte'],
    ['--a--b--', 'a-b'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ['日本語', '日本語'],
    ['كيف تبدأ محادثة', 'كيف-تبدأ-محادثة'],
    ['Привет, Мир!', 'привет-мир'],
    ['한국어 블로그', '한국어-블로그'],
    ['Łódź 2026', 'łodz-2026'],
    ['🙂 !!!', ''],
  ])('%j gives %j', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });

  it('gives a slug of any script that the blog’s slug rule takes', () => {
    for (const title of ['كيف تبدأ محادثة', 'Привет, Мир!', '日本語のブログ', 'हिन्दी में लेख', 'Ελληνικά Νέα'])
      expect(slugOf(title)).toMatch(BLOG_SLUG_PATTERN);
  });

  it('cuts at the limit without leaving a dash at the end', () => {
    expect(slugOf('abc def', 4)).toBe('abc');
    expect(slugOf('abcd efgh', 6)).toBe('abcd-e');
  });

  it('never cuts a character in half', () => {
    expect(slugOf('𠜎𠜎𠜎', 3)).toBe('𠜎');
  });
});

describe('left-to-right isolates of a right-to-left layout', () => {
  test('a text is wrapped in one isolate, an empty one is left empty', () => {
    expect(isolateLeftToRight('30 Sek.')).toBe(`${LRI}30 Sek.${PDI}`);
    expect(isolateLeftToRight('')).toBe('');
  });

  test.each([
    ['a whole string', `${LRI}Re:${PDI}`, 'Re:'],
    ['a string inside a sentence the user typed', `${LRI}Re:${PDI} Quarterly numbers`, 'Re: Quarterly numbers'],
    ['nested', `${LRI}Total ${LRI}12 min${PDI}${PDI}`, 'Total 12 min'],
  ])('%s loses them', (_, marked, plain) => {
    expect(withoutLayoutIsolates(marked)).toBe(plain);
  });

  test("a user's own isolates and overrides stay as typed", () => {
    const typed = 'name: \u2068مرحبا\u2069 \u202egnp.exe';
    expect(withoutLayoutIsolates(typed)).toBe(typed);
    expect(withoutLayoutIsolates(`${LRI}Re:${PDI} \u2068مرحبا\u2069`)).toBe('Re: \u2068مرحبا\u2069');
  });
});
