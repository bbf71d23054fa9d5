import en from './locales/en.json';
import de from './locales/de.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe.each([
  ['de', de],
  ['fr', fr],
  ['pt', pt],
])('shell locale %s', (_lng, locale) => {
  it('has exactly the keys of English', () => {
    expect(keys(locale).sort()).toEqual(keys(en).sort());
  });

  it('has no empty text', () => {
    const empty = keys(locale).filter(
      (key) => !key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale),
    );
    expect(empty).toEqual([]);
  });
});
