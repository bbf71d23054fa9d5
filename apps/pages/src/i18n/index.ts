// This remote's strings: one namespace, four languages, added to the shell's i18next instance.
import { registerNamespace, registerNamespaceLoaders } from '@live-agent/ui-kit';
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';

export const NAMESPACE = 'pages';
export const resources = { en, de, fr, pt };

/** Adds this remote's namespace to the page's i18next (see registerNamespace). */
export function registerTranslations() {
  registerNamespace(NAMESPACE, resources);
}

/** What merging every member of a union gives: their intersection. */
type AllOf<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** One language's features' strings: what its module (./strings/<lang>.ts) exports, each feature's under its key. */
export function mergeFeatureStrings<T extends Record<string, object>>(features: T): AllOf<T[keyof T]> {
  return Object.assign({}, ...Object.values(features));
}

// The features' strings, one chunk per language, each fetched only when it is the page's language.
const featureStrings = {
  en: () => import(/* webpackChunkName: "strings-en" */ './strings/en').then(mergeFeatureStrings),
  de: () => import(/* webpackChunkName: "strings-de" */ './strings/de').then(mergeFeatureStrings),
  fr: () => import(/* webpackChunkName: "strings-fr" */ './strings/fr').then(mergeFeatureStrings),
  pt: () => import(/* webpackChunkName: "strings-pt" */ './strings/pt').then(mergeFeatureStrings),
};

/** Resolves once the features' strings of the page's language are in (each lazy page waits for it: routes.tsx). */
export function registerFeatureTranslations() {
  return registerNamespaceLoaders(NAMESPACE, featureStrings);
}
