// The strings of every built feature of this remote that keeps them in its own folder, under its own top-level
// key, loaded with its pages (routes.tsx) rather than with the routes module. `resources` is the whole namespace,
// for the tests.
import { registerNamespace } from '@live-agent/ui-kit';
import { NAMESPACE } from './index';
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';
import invoiceEn from '../features/invoice/locales/en.json';
import invoiceDe from '../features/invoice/locales/de.json';
import invoiceFr from '../features/invoice/locales/fr.json';
import invoicePt from '../features/invoice/locales/pt.json';

const features = {
  en: { ...invoiceEn },
  de: { ...invoiceDe },
  fr: { ...invoiceFr },
  pt: { ...invoicePt },
};

export const resources = {
  en: { ...en, ...features.en },
  de: { ...de, ...features.de },
  fr: { ...fr, ...features.fr },
  pt: { ...pt, ...features.pt },
};

/** Adds the features' strings to this remote's namespace (once; registerNamespace merges). */
export function registerFeatureTranslations() {
  registerNamespace(NAMESPACE, features);
}
