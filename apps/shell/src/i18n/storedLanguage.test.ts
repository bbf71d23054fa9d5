import { LANGUAGE_KEY, preloadsInLanguage, storedLanguage } from './storedLanguage';

describe('storedLanguage', () => {
  afterEach(() => localStorage.clear());

  it('is the language the user chose, and English when none or an unknown one is stored', () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_KEY, 'de');
    expect(storedLanguage()).toBe('de');
    localStorage.setItem(LANGUAGE_KEY, '<img src=x onerror=alert(1)>');
    expect(storedLanguage()).toBe('en');
  });
});

describe('preloadsInLanguage', () => {
  it("keeps a remote's feature strings in the page's language only, and every other file", () => {
    const files = [
      '3461.19b85cca1f.js',
      'strings-en.f74a68077b.js',
      'strings-de.c5dd7e603a.js',
      'strings-pt.4e8dab0748.js',
      '__federation_expose_routes.27492cfb6a.js',
    ];
    const kept = files.filter((file) => preloadsInLanguage(`http://localhost:3001/${file}`, 'de'));
    expect(kept).toEqual([
      '3461.19b85cca1f.js',
      'strings-de.c5dd7e603a.js',
      '__federation_expose_routes.27492cfb6a.js',
    ]);
  });
});
