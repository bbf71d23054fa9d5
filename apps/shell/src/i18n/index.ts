// The one i18next instance of the page. Remotes share i18next as a singleton and add their own
// namespaces to it; antd's and dayjs's locales switch together with it.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import deDE from 'antd/es/locale/de_DE';
import frFR from 'antd/es/locale/fr_FR';
import ptPT from 'antd/es/locale/pt_PT';
import { registerUiTranslations } from '@live-agent/ui-kit';
import en from './locales/en.json';
import de from './locales/de.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';

export const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'liveAgent.language';

export const antdLocales: Record<Language, Locale> = { en: enUS, de: deDE, fr: frFR, pt: ptPT };

export function storedLanguage(storage: Storage = localStorage): Language {
  const value = storage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

export async function initI18n(language: Language = storedLanguage()) {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { en: { shell: en }, de: { shell: de }, fr: { shell: fr }, pt: { shell: pt } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  registerUiTranslations(i18n);
  dayjs.locale(language);
  document.documentElement.lang = language;
  i18n.on('languageChanged', (lng) => {
    dayjs.locale(lng);
    document.documentElement.lang = lng;
    localStorage.setItem(LANGUAGE_KEY, lng);
  });
  return i18n;
}

export { i18n };
