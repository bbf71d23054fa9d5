// The strings of the sign-in forms, their own i18next namespace: the shell's sign-in pages and the pages
// remote's variants say the same things. English is bundled (it is the fallback and the first load's
// language); the others load when chosen, so the shell's first load carries one language only.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES, type Language } from '@live-agent/contracts';
import en from './locales/en';

export const AUTH_FORMS_NAMESPACE = 'authForms';
/** Every language the product speaks has the forms' strings. */
export const AUTH_FORM_LANGUAGES = LANGUAGES;
export type AuthFormLanguage = Language;
export type AuthFormStrings = typeof en;

const bundles: Record<Exclude<AuthFormLanguage, 'en'>, () => Promise<{ default: AuthFormStrings }>> = {
  de: () => import(/* webpackChunkName: "auth-forms-de" */ './locales/de'),
  fr: () => import(/* webpackChunkName: "auth-forms-fr" */ './locales/fr'),
  pt: () => import(/* webpackChunkName: "auth-forms-pt" */ './locales/pt'),
};

type Instance = Pick<I18n, 'addResourceBundle' | 'hasResourceBundle'>;

function addEnglish(instance: Instance) {
  if (!instance.hasResourceBundle('en', AUTH_FORMS_NAMESPACE))
    instance.addResourceBundle('en', AUTH_FORMS_NAMESPACE, en, true, true);
}

/** Adds the forms' strings in `language` (and English, the fallback) to an i18next instance. */
export async function loadAuthFormStrings(instance: Instance, language: string): Promise<void> {
  addEnglish(instance);
  if (language === 'en' || !(language in bundles) || instance.hasResourceBundle(language, AUTH_FORMS_NAMESPACE)) return;
  const bundle = await bundles[language as keyof typeof bundles]();
  instance.addResourceBundle(language, AUTH_FORMS_NAMESPACE, bundle.default, true, true);
}

/**
 * `t` of the forms' namespace. Re-renders when a bundle arrives ('added'), since a language switched from
 * anywhere (the navbar, a remote) changes the language before this namespace's strings are there.
 */
export function useAuthFormsTranslation() {
  const { i18n } = useTranslation();
  addEnglish(i18n);
  const translation = useTranslation(AUTH_FORMS_NAMESPACE);
  const language = translation.i18n.language;
  const [, setBundles] = useState(0);
  useEffect(() => {
    const added = (_lng: string, namespace: string) => {
      if (namespace === AUTH_FORMS_NAMESPACE) setBundles((count) => count + 1);
    };
    i18n.store.on('added', added);
    void loadAuthFormStrings(i18n, language);
    return () => i18n.store.off('added', added);
  }, [i18n, language]);
  return translation;
}
