import i18next from 'i18next';
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';
import { registerAuthTranslations, translateAuth } from './translations';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>)
    .flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    .sort();
}

describe('auth translations', () => {
  it.each([
    ['de', de],
    ['fr', fr],
    ['pt', pt],
  ])('%s has exactly the keys of en.json, none of them blank', (_lng, bundle) => {
    expect(keysOf(bundle)).toEqual(keysOf(en));
    for (const key of keysOf(bundle)) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
      expect(typeof text).toBe('string');
      expect(String(text).trim()).not.toBe('');
    }
  });

  it('has the error texts of the catalogue in English', () => {
    expect(en.errors.notFound).toBe('Not Found');
    expect(en.errors.somethingWentWrong).toBe('Something went wrong');
    expect(en.errors.sessionEnded).toBe('Your session has ended, please sign in again.');
  });

  it('falls back to English before any i18next instance is initialised', () => {
    expect(translateAuth('errors.notFound')).toBe('Not Found');
  });

  it('adds all four bundles under the auth namespace and translates in the current language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'fr', fallbackLng: 'en', resources: {} });
    registerAuthTranslations(i18n);

    for (const lng of ['en', 'de', 'fr', 'pt']) expect(i18n.hasResourceBundle(lng, 'auth')).toBe(true);
    expect(translateAuth('errors.notFound')).toBe('Introuvable');
    await i18n.changeLanguage('de');
    expect(translateAuth('errors.somethingWentWrong')).toBe('Etwas ist schiefgelaufen');
    expect(i18n.t('errors.sessionEnded', { ns: 'auth', lng: 'pt' })).toBe(
      'A sua sessão terminou; inicie sessão novamente.',
    );
  });
});
