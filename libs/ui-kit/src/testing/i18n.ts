// The page's one i18next instance as the shell sets it up, for tests: initialised once per test file with
// ui-kit's and auth's strings, then each app's namespace added beside them (as registerNamespace does in the
// browser). Bundles are added, never replaced, so a test that added a language keeps it.
import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerAuthTranslations } from '@live-agent/auth';
import { registerUiTranslations } from '../i18n/resources';

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
    registerUiTranslations(i18n);
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
