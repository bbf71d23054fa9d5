// This remote's strings: one namespace, four languages, added to the shell's i18next instance.
import { registerNamespace } from '@live-agent/ui-kit';
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';

export const NAMESPACE = 'todoCalendar';
export const resources = { en, de, fr, pt };

/** Adds this remote's namespace to the page's i18next (see registerNamespace). */
export function registerTranslations() {
  registerNamespace(NAMESPACE, resources);
}
