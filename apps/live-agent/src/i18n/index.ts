// This remote's strings: one namespace, four languages, added to the shell's i18next instance.
import i18n from 'i18next';
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';

export const NAMESPACE = 'liveAgent';
export const resources = { en, de, fr, pt };

function addBundles() {
  for (const [lng, bundle] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(lng, NAMESPACE)) i18n.addResourceBundle(lng, NAMESPACE, bundle, true, false);
  }
}

/** Adds this remote's namespace to the page's i18next, now or as soon as the host initialises it. */
export function registerTranslations() {
  if (i18n.isInitialized) addBundles();
  else i18n.on('initialized', addBundles);
}
