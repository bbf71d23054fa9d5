// The page's one i18next instance as the shell sets it up, for tests: initialised once per test file with
// ui-kit's and auth's strings, then each app's namespace added beside them (as registerNamespace does in the
// browser). Bundles are added, never replaced, so a test that added a language keeps it.
import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerAuthTranslations } from '@live-agent/auth';
import { UI_NAMESPACE } from '../i18n/resources';
import { UI_STRINGS_EN } from '../i18n/locales/en';
import uiGerman from '../i18n/locales/de';
import uiFrench from '../i18n/locales/fr';
import uiPortuguese from '../i18n/locales/pt';

// Every language of ui-kit's strings at once: a test switches language with changeLanguage, without the page's
// loaders (the browser fetches each language's chunk before a switch: resources.ts).
const UI_STRINGS = { en: UI_STRINGS_EN, de: uiGerman, fr: uiFrench, pt: uiPortuguese };

export interface TestNamespace {
  namespace: string;
  /** The namespace's strings by language (a remote passes all four; the shell passes what a test needs). */
  resources: Partial<Record<string, object>>;
  /** For apps whose components call useTranslation() without a namespace (the shell). */
  isDefault?: boolean;
}

/** Initialises i18next (once), adds `namespace`'s strings and switches to `lng`. */
export async function initTestI18n(lng = 'en', namespace?: TestNamespace): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(initReactI18next)
      .init({ lng, fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
    for (const [language, strings] of Object.entries(UI_STRINGS))
      i18n.addResourceBundle(language, UI_NAMESPACE, strings, true, false);
    registerAuthTranslations(i18n);
  }
  if (namespace) {
    for (const [language, bundle] of Object.entries(namespace.resources)) {
      if (bundle) i18n.addResourceBundle(language, namespace.namespace, bundle, true, false);
    }
    if (namespace.isDefault) i18n.setDefaultNamespace(namespace.namespace);
  }
  await i18n.changeLanguage(lng);
  return i18n;
}
