// The one i18next instance of the page. Remotes share i18next as a singleton and add their own
// namespaces to it; dayjs's locale switches with it (antd's follows in app/AntdFrame). English is
// bundled (it is the fallback); the other languages' shell strings load only when chosen.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { loadAuthFormStrings } from '@live-agent/auth/forms';
import { LAYOUT_ISOLATION, addLanguageLoader, layoutIsolation, switchLanguage } from '@live-agent/ui-kit/language';
import en from './locales/en.json';

import { LANGUAGES, LANGUAGE_KEY, isLanguage, storedLanguage, type Language } from './storedLanguage';

export { LANGUAGES, LANGUAGE_KEY, isLanguage, storedLanguage, type Language };

const shellBundles: Record<Language, () => Promise<{ default: typeof en }>> = {
  en: () => Promise.resolve({ default: en }),
  de: () => import(/* webpackChunkName: "locale-de" */ './locales/de.json'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './locales/fr.json'),
  pt: () => import(/* webpackChunkName: "locale-pt" */ './locales/pt.json'),
};

/**
 * Switches the whole page's language: strings, dates, <html lang>, kept across reloads. The shell's strings, the
 * sign-in forms' and every remote's that registered a loader (a remote fetches one language at a time) are in first;
 * `complete` is false when some of them could not be fetched (those show in English until fetched again).
 */
export function changeLanguage(language: Language) {
  return switchLanguage(language);
}

async function addShellBundle(language: Language) {
  const bundle = await shellBundles[language]();
  if (!i18n.hasResourceBundle(language, 'shell')) i18n.addResourceBundle(language, 'shell', bundle.default, true, true);
}

const loadShellStrings = (language: string) => (isLanguage(language) ? addShellBundle(language) : Promise.resolve());
const loadSignInStrings = (language: string) => loadAuthFormStrings(i18n, language);

/**
 * The page's language on <html>: its code, and the direction its text reads in, as i18next knows it (the layout's
 * own direction is `dir`, the customizer's). Global CSS reads both: a right-to-left layout of a left-to-right
 * language (plain.css).
 */
function markLanguage(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dataset.languageDirection = i18n.dir(lng);
}

export async function initI18n(language: Language = storedLanguage()) {
  // In a right-to-left layout every string is a left-to-right run of its own (ui-kit i18n/layoutIsolation.ts).
  await i18n
    .use(initReactI18next)
    .use(layoutIsolation)
    .init({
      postProcess: [LAYOUT_ISOLATION],
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['shell'],
      defaultNS: 'shell',
      resources: { en: { shell: en } },
      interpolation: { escapeValue: false },
    });
  addLanguageLoader(loadShellStrings);
  addLanguageLoader(loadSignInStrings);
  i18n.on('languageChanged', (lng) => {
    // Every switch in this repository goes through switchLanguage, which loads the shell's strings first; a remote
    // deployed on its own may still call i18n.changeLanguage directly, and the shell's strings then follow.
    if (isLanguage(lng) && !i18n.hasResourceBundle(lng, 'shell')) void addShellBundle(lng);
    dayjs.locale(lng);
    markLanguage(lng);
    localStorage.setItem(LANGUAGE_KEY, lng);
  });
  if (language !== 'en') await changeLanguage(language);
  else markLanguage('en');
  return i18n;
}

export { i18n };
