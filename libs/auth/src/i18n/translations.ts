// The auth namespace is added to the shell's one i18next instance (docs/architecture.md, The remote contract). The instance given to
// registerAuthTranslations is also the one the error catalogue and sagas translate with; until one is
// registered (or while it is not initialised) they fall back to the global i18next, then to English, so a
// message is never empty.
import i18next, { type i18n as I18n } from 'i18next';
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';

export const AUTH_NAMESPACE = 'auth';

export type AuthTranslations = typeof en;

export const authTranslations: Record<'en' | 'de' | 'fr' | 'pt', AuthTranslations> = { en, de, fr, pt };

/** Keys of the auth namespace, e.g. 'errors.notFound'. */
export type AuthTranslationKey = {
  [Group in keyof AuthTranslations]: `${Group & string}.${keyof AuthTranslations[Group] & string}`;
}[keyof AuthTranslations];

let registered: Pick<I18n, 'addResourceBundle' | 't' | 'isInitialized'> | null = null;

/** Adds the auth bundles (en, de, fr, pt) to an i18next instance and makes it the one this lib translates with. */
export function registerAuthTranslations(instance: Pick<I18n, 'addResourceBundle' | 't' | 'isInitialized'>): void {
  for (const [lng, bundle] of Object.entries(authTranslations)) {
    instance.addResourceBundle(lng, AUTH_NAMESPACE, bundle, true, true);
  }
  registered = instance;
}

function english(key: AuthTranslationKey): string {
  const [group, name] = key.split('.') as [keyof AuthTranslations, string];
  return (en[group] as Record<string, string>)[name] ?? key;
}

/** Translates an auth key in the current language of the registered (or global) i18next instance. */
export function translateAuth(key: AuthTranslationKey): string {
  const instance = registered ?? i18next;
  const fallback = english(key);
  if (!instance.isInitialized) return fallback;
  const text = instance.t(key, { ns: AUTH_NAMESPACE, defaultValue: fallback });
  return typeof text === 'string' && text ? text : fallback;
}
