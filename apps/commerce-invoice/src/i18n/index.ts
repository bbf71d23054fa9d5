// This remote's strings: one namespace, four languages, added to the shell's i18next instance.
import { registerNamespace, registerNamespaceLoaders } from '@live-agent/ui-kit';
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';

export const NAMESPACE = 'commerceInvoice';
export const resources = { en, de, fr, pt };

/** Adds this remote's namespace to the page's i18next (see registerNamespace). */
export function registerTranslations() {
  registerNamespace(NAMESPACE, resources);
}

// The features' strings, one chunk per language, each fetched only when it is the page's language.
const featureStrings = {
  en: () => import(/* webpackChunkName: "strings-en" */ './strings/en').then((module) => module.default),
  de: () => import(/* webpackChunkName: "strings-de" */ './strings/de').then((module) => module.default),
  fr: () => import(/* webpackChunkName: "strings-fr" */ './strings/fr').then((module) => module.default),
  pt: () => import(/* webpackChunkName: "strings-pt" */ './strings/pt').then((module) => module.default),
};

/** Resolves once the features' strings of the page's language are in (each lazy page waits for it: routes.tsx). */
export function registerFeatureTranslations() {
  return registerNamespaceLoaders(NAMESPACE, featureStrings);
}
