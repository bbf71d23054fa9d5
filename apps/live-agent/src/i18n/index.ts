// This remote's strings: one namespace, four languages, added to the shell's i18next instance. The routes
// module registers only the shared words and screen titles (./<lang>.json); each feature's strings live beside
// its code (features/<f>/locales) and arrive with its screen, one part per screen and language
// (./strings/<part>/<lang>.ts), so the shell downloads neither every screen's text to read the remote's routes, nor
// the other screens' text to show one, nor the languages nobody chose (docs/architecture.md, "How the page stays
// light").
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

const stringsOf = (module: { default: object }) => module.default;

// A part is what one screen's code asks for (its feature's strings and those of the shared components it draws:
// the report filters, the SLA warning, the conversation panel), one chunk per language; a string shared by several
// screens travels in each of their chunks. Each report keeps a part of its own (about 1 KB gzip or more). Smaller
// screens of one menu group share one, which costs them a few hundred bytes and saves a request per visit: Admins
// (0.4 KB) with Agents, whose tabs (departments, queues, shifts) are one screen, and the four Settings screens.
const PARTS = [
  'dashboard',
  'monitor',
  'inbox',
  'agent-performance',
  'agent-analysis',
  'chatbot-analysis',
  'chat-report',
  'communications-report',
  'team',
  'conversation-templates',
  'settings',
] as const;
const LANGUAGES = Object.keys(baseResources) as (keyof typeof baseResources)[];

export type ScreenStrings = (typeof PARTS)[number];
type Loaders = Record<(typeof LANGUAGES)[number], () => Promise<object>>;

/** One chunk per part and language (`strings-<part>-<language>`), fetched only when asked for. */
const loadPart = (part: ScreenStrings, language: string) =>
  import(/* webpackChunkName: "strings-[request]" */ `./strings/${part}/${language}`).then(stringsOf);

export const SCREEN_STRINGS = Object.fromEntries(
  PARTS.map((part) => [
    part,
    Object.fromEntries(LANGUAGES.map((language) => [language, () => loadPart(part, language)])) as Loaders,
  ]),
) as Record<ScreenStrings, Loaders>;

/**
 * Resolves once `part`'s strings of the page's language are in (its screen waits for them, and its route fetches them
 * as its URL opens: routes.tsx). A language switch then fetches every part registered so far.
 */
export function registerFeatureTranslations(part: ScreenStrings) {
  return registerNamespaceLoaders(NAMESPACE, SCREEN_STRINGS[part], part);
}
