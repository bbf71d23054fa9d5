// Each screen fetches its own strings and no other screen's (SCREEN_STRINGS in ./index.ts; docs/architecture.md,
// "How the page stays light"): the screens' parts add up to every feature's strings in each language, each route
// fetches its page's part as its URL opens, and the dashboard opened in German shows its German text with only its
// part fetched, and its French one after a switch.
import { isValidElement } from 'react';
import { act, screen } from '@testing-library/react';
import i18n from 'i18next';
import { switchLanguage, type RemoteRoute } from '@live-agent/ui-kit';
import { initTestI18n, setupTestServer } from '@live-agent/ui-kit/testing';
import { baseResources, NAMESPACE, SCREEN_STRINGS, type ScreenStrings } from '.';
import { resources } from './features';
import { routes } from '../routes';
import { REPORT_HISTORY, renderRoute, until } from '../test/render';

jest.setTimeout(40_000);

const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
const PARTS = Object.keys(SCREEN_STRINGS) as ScreenStrings[];

type Strings = { [key: string]: string | Strings };

/** `into` with each of `parts` added, deeply (as i18next's addResourceBundle adds them). */
function merged(into: Strings, ...parts: Strings[]): Strings {
  const result: Strings = { ...into };
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const known = result[key];
      result[key] = typeof value === 'object' && typeof known === 'object' ? merged(known, value) : value;
    }
  }
  return result;
}

function keys(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings)
    .flatMap(([key, value]) => (typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]))
    .sort();
}

const partsIn = (language: (typeof LANGUAGES)[number]) =>
  Promise.all(PARTS.map((part) => SCREEN_STRINGS[part][language]() as Promise<Strings>));

describe("the screens' strings", () => {
  it.each(LANGUAGES)("add up to every feature's strings in %s", async (language) => {
    expect(merged(baseResources[language], ...(await partsIn(language)))).toEqual(resources[language]);
  });

  it('have the English keys in every language, part by part', async () => {
    const [english, ...others] = await Promise.all(LANGUAGES.map(partsIn));
    const keysOf = (parts: Strings[]) => parts.map((part) => keys(part));
    for (const strings of others) expect(keysOf(strings)).toEqual(keysOf(english));
  });

  it("are fetched by each screen's route as its URL opens, the same part its page waits for", () => {
    const screens = routes.filter((route): route is RemoteRoute & { handle: object } => !!route.handle);
    for (const route of screens) {
      const page = isValidElement(route.element) ? (route.element.type as { strings?: unknown }) : {};
      expect([route.path, route.handle.preload]).toEqual([route.path, page.strings]);
      expect(typeof page.strings).toBe('function');
    }
  });
});

describe('the dashboard, opened in German with none of the features’ strings loaded', () => {
  setupTestServer(REPORT_HISTORY);
  const missing: string[] = [];
  beforeAll(async () => {
    // As the page starts: the shared words and screen titles only (registerTranslations), German chosen.
    await initTestI18n('de', { namespace: NAMESPACE, resources: baseResources });
    i18n.options.saveMissing = true;
    i18n.options.missingKeyHandler = (_languages, namespace, key) => missing.push(`${namespace}:${key}`);
  });

  /** The top-level keys of this remote's strings in `language`: the shared ones and each feature's. */
  const loadedIn = (language: string) => Object.keys(i18n.getResourceBundle(language, NAMESPACE) ?? {}).sort();
  const ITS_OWN = [...Object.keys(baseResources.en), 'dashboard', 'monitor', 'reports'].sort();

  it("shows its German strings, no other screen's fetched, and its French ones after a switch", async () => {
    await renderRoute('/live-agent/dashboard');
    await until(() => expect(screen.getByTestId('dashboard-figures')).toBeInTheDocument());
    expect(missing).toEqual([]); // no key asked for that its strings lack
    expect([screen.getByText('Gerade jetzt'), screen.getByText('Heute bisher')]).toHaveLength(2);
    expect(screen.getByText('Alle Abteilungen')).toBeInTheDocument(); // the report filters' department, unchosen

    expect(loadedIn('de')).toEqual(ITS_OWN);
    expect(i18n.exists(`${NAMESPACE}:agents.title`, { lng: 'de' })).toBe(false);
    // Of the monitor's strings, the SLA warning's only (the dashboard shows it).
    expect(Object.keys(i18n.getResourceBundle('de', NAMESPACE).monitor)).toEqual(['alerts']);
    expect(loadedIn('en')).toEqual(Object.keys(baseResources.en).sort());

    await act(() => switchLanguage('fr'));
    await until(() => expect(screen.getByText('En ce moment')).toBeInTheDocument());
    expect(loadedIn('fr')).toEqual(ITS_OWN);
    expect(missing).toEqual([]);
  });
});
