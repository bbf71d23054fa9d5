// This remote's strings: one namespace, four languages, added to the shell's i18next instance. The routes
// module registers only the shared words and screen titles (./<lang>.json); each feature's strings live beside
// its code (features/<f>/locales) and arrive with the pages (./features.ts), so the shell does not download
// every screen's text just to read the remote's routes.
import { registerNamespace } from '@live-agent/ui-kit';
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
