// antd's locale for each language, loaded when the language is first used, with antd's gaps filled (antdLocaleFor).
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { antdLocaleFor } from '@live-agent/ui-kit';
import { isLanguage, type Language } from '../i18n';

const loaders: Record<Language, () => Promise<Locale>> = {
  en: () => Promise.resolve(enUS),
  de: () => import(/* webpackChunkName: "antd-locale-de" */ 'antd/es/locale/de_DE').then((m) => m.default),
  fr: () => import(/* webpackChunkName: "antd-locale-fr" */ 'antd/es/locale/fr_FR').then((m) => m.default),
  pt: () => import(/* webpackChunkName: "antd-locale-pt" */ 'antd/es/locale/pt_PT').then((m) => m.default),
};

export const defaultAntdLocale = enUS;

export function loadAntdLocale(language: string): Promise<Locale> {
  const chosen = isLanguage(language) ? language : 'en';
  return loaders[chosen]().then((locale) => antdLocaleFor(chosen, locale));
}
