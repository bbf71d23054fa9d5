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
export const SCREEN_STRINGS = {
  dashboard: {
    en: () => import(/* webpackChunkName: "strings-dashboard-en" */ './strings/dashboard/en').then(stringsOf),
    de: () => import(/* webpackChunkName: "strings-dashboard-de" */ './strings/dashboard/de').then(stringsOf),
    fr: () => import(/* webpackChunkName: "strings-dashboard-fr" */ './strings/dashboard/fr').then(stringsOf),
    pt: () => import(/* webpackChunkName: "strings-dashboard-pt" */ './strings/dashboard/pt').then(stringsOf),
  },
  monitor: {
    en: () => import(/* webpackChunkName: "strings-monitor-en" */ './strings/monitor/en').then(stringsOf),
    de: () => import(/* webpackChunkName: "strings-monitor-de" */ './strings/monitor/de').then(stringsOf),
    fr: () => import(/* webpackChunkName: "strings-monitor-fr" */ './strings/monitor/fr').then(stringsOf),
    pt: () => import(/* webpackChunkName: "strings-monitor-pt" */ './strings/monitor/pt').then(stringsOf),
  },
  inbox: {
    en: () => import(/* webpackChunkName: "strings-inbox-en" */ './strings/inbox/en').then(stringsOf),
    de: () => import(/* webpackChunkName: "strings-inbox-de" */ './strings/inbox/de').then(stringsOf),
    fr: () => import(/* webpackChunkName: "strings-inbox-fr" */ './strings/inbox/fr').then(stringsOf),
    pt: () => import(/* webpackChunkName: "strings-inbox-pt" */ './strings/inbox/pt').then(stringsOf),
  },
  'agent-performance': {
    en: () =>
      import(/* webpackChunkName: "strings-agent-performance-en" */ './strings/agent-performance/en').then(stringsOf),
    de: () =>
      import(/* webpackChunkName: "strings-agent-performance-de" */ './strings/agent-performance/de').then(stringsOf),
    fr: () =>
      import(/* webpackChunkName: "strings-agent-performance-fr" */ './strings/agent-performance/fr').then(stringsOf),
    pt: () =>
      import(/* webpackChunkName: "strings-agent-performance-pt" */ './strings/agent-performance/pt').then(stringsOf),
  },
  'agent-analysis': {
    en: () => import(/* webpackChunkName: "strings-agent-analysis-en" */ './strings/agent-analysis/en').then(stringsOf),
    de: () => import(/* webpackChunkName: "strings-agent-analysis-de" */ './strings/agent-analysis/de').then(stringsOf),
    fr: () => import(/* webpackChunkName: "strings-agent-analysis-fr" */ './strings/agent-analysis/fr').then(stringsOf),
    pt: () => import(/* webpackChunkName: "strings-agent-analysis-pt" */ './strings/agent-analysis/pt').then(stringsOf),
  },
  'chatbot-analysis': {
    en: () =>
      import(/* webpackChunkName: "strings-chatbot-analysis-en" */ './strings/chatbot-analysis/en').then(stringsOf),
    de: () =>
      import(/* webpackChunkName: "strings-chatbot-analysis-de" */ './strings/chatbot-analysis/de').then(stringsOf),
    fr: () =>
      import(/* webpackChunkName: "strings-chatbot-analysis-fr" */ './strings/chatbot-analysis/fr').then(stringsOf),
    pt: () =>
      import(/* webpackChunkName: "strings-chatbot-analysis-pt" */ './strings/chatbot-analysis/pt').then(stringsOf),
  },
  'chat-report': {
    en: () => import(/* webpackChunkName: "strings-chat-report-en" */ './strings/chat-report/en').then(stringsOf),
    de: () => import(/* webpackChunkName: "strings-chat-report-de" */ './strings/chat-report/de').then(stringsOf),
    fr: () => import(/* webpackChunkName: "strings-chat-report-fr" */ './strings/chat-report/fr').then(stringsOf),
    pt: () => import(/* webpackChunkName: "strings-chat-report-pt" */ './strings/chat-report/pt').then(stringsOf),
  },
  'communications-report': {
    en: () =>
      import(/* webpackChunkName: "strings-communications-report-en" */ './strings/communications-report/en').then(
        stringsOf,
      ),
    de: () =>
      import(/* webpackChunkName: "strings-communications-report-de" */ './strings/communications-report/de').then(
        stringsOf,
      ),
    fr: () =>
      import(/* webpackChunkName: "strings-communications-report-fr" */ './strings/communications-report/fr').then(
        stringsOf,
      ),
    pt: () =>
      import(/* webpackChunkName: "strings-communications-report-pt" */ './strings/communications-report/pt').then(
        stringsOf,
      ),
  },
  team: {
    en: () => import(/* webpackChunkName: "strings-team-en" */ './strings/team/en').then(stringsOf),
    de: () => import(/* webpackChunkName: "strings-team-de" */ './strings/team/de').then(stringsOf),
    fr: () => import(/* webpackChunkName: "strings-team-fr" */ './strings/team/fr').then(stringsOf),
    pt: () => import(/* webpackChunkName: "strings-team-pt" */ './strings/team/pt').then(stringsOf),
  },
  'conversation-templates': {
    en: () =>
      import(/* webpackChunkName: "strings-conversation-templates-en" */ './strings/conversation-templates/en').then(
        stringsOf,
      ),
    de: () =>
      import(/* webpackChunkName: "strings-conversation-templates-de" */ './strings/conversation-templates/de').then(
        stringsOf,
      ),
    fr: () =>
      import(/* webpackChunkName: "strings-conversation-templates-fr" */ './strings/conversation-templates/fr').then(
        stringsOf,
      ),
    pt: () =>
      import(/* webpackChunkName: "strings-conversation-templates-pt" */ './strings/conversation-templates/pt').then(
        stringsOf,
      ),
  },
  settings: {
    en: () => import(/* webpackChunkName: "strings-settings-en" */ './strings/settings/en').then(stringsOf),
    de: () => import(/* webpackChunkName: "strings-settings-de" */ './strings/settings/de').then(stringsOf),
    fr: () => import(/* webpackChunkName: "strings-settings-fr" */ './strings/settings/fr').then(stringsOf),
    pt: () => import(/* webpackChunkName: "strings-settings-pt" */ './strings/settings/pt').then(stringsOf),
  },
};

export type ScreenStrings = keyof typeof SCREEN_STRINGS;

/**
 * Resolves once `part`'s strings of the page's language are in (its screen waits for them, and its route fetches them
 * as its URL opens: routes.tsx). A language switch then fetches every part registered so far.
 */
export function registerFeatureTranslations(part: ScreenStrings) {
  return registerNamespaceLoaders(NAMESPACE, SCREEN_STRINGS[part], part);
}
