// This remote's strings: one namespace, four languages, added to the shell's i18next instance. The routes
// module registers only the shared words and screen titles (./<lang>.json); each feature's strings live beside
// its code (features/<f>/locales) and arrive with the pages, one language at a time (./strings/<lang>.ts), so the
// shell downloads neither every screen's text to read the remote's routes nor the languages nobody chose.
import { registerNamespace, registerNamespaceLoaders } from '@live-agent/ui-kit';
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';

export const NAMESPACE = 'liveAgent';
export const baseResources = { en, de, fr, pt };

/** Adds this remote's shared words and screen titles to the page's i18next (see registerNamespace). */
export function registerTranslations() {
  registerNamespace(NAMESPACE, baseResources);
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
