// ui-kit's own strings (namespace 'ui'), added to the one i18next instance the shell owns: English with the page (the
// fallback of every language), each other language in a chunk of its own, fetched before the page shows it
// (registerNamespaceLoaders, docs/architecture.md, "How the page stays light").
import type { i18n as I18n } from 'i18next';
import { registerNamespaceLoaders } from './languageLoaders';
import { UI_STRINGS_EN } from './locales/en';

export const UI_NAMESPACE = 'ui';

const LATER: Record<string, () => Promise<object>> = {
  de: () => import(/* webpackChunkName: "ui-strings-de" */ './locales/de').then((module) => module.default),
  fr: () => import(/* webpackChunkName: "ui-strings-fr" */ './locales/fr').then((module) => module.default),
  pt: () => import(/* webpackChunkName: "ui-strings-pt" */ './locales/pt').then((module) => module.default),
};

/**
 * Adds the English strings to `i18n` now and registers the other languages' loaders; settles once the page's current
 * language is in (idempotent: a second call only waits for it).
 */
export function registerUiTranslations(i18n: I18n): Promise<void> {
  if (!i18n.hasResourceBundle('en', UI_NAMESPACE))
    i18n.addResourceBundle('en', UI_NAMESPACE, UI_STRINGS_EN, true, false);
  return registerNamespaceLoaders(UI_NAMESPACE, { en: () => Promise.resolve(UI_STRINGS_EN), ...LATER }).then(
    () => undefined,
  );
}
