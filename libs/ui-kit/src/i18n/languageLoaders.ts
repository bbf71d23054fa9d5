import i18n from 'i18next';

// Strings one language at a time: an app registers how to load each language of a namespace, the page's current
// language is fetched at once, and every language switch (`switchLanguage`) fetches the new language's strings of
// every registered namespace (each part of one registered so far: a remote's screens) before i18next switches, so no
// screen ever shows a key or a half-switched page.
// See docs/architecture.md, "How the page stays light".
//
// The registry lives on the page's one i18next instance, not in this module: the shell imports this file on its own
// (`@live-agent/ui-kit/language`, no antd on the sign-in page) and the remotes through ui-kit's root, and both must
// see the same loaders.

type Load = (language: string) => Promise<unknown>;
/** A switch on its way: its language, and the loads it waits for (a loader added meanwhile adds its own). */
type Switching = { language: string; loads: Promise<unknown>[] };
type Registry = { loaders: Set<Load>; namespaces: Map<string, Load>; lastChoice?: string; switching?: Switching };
const REGISTRY: unique symbol = Symbol.for('live-agent.language-loaders');

function registry(): Registry {
  const holder = i18n as typeof i18n & { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= { loaders: new Set(), namespaces: new Map() };
  return holder[REGISTRY];
}

const whenInitialized = () =>
  i18n.isInitialized ? Promise.resolve() : new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));

/**
 * Adds something that must be in before the page shows a language (a namespace's strings, a date locale). Added while
 * a switch is on its way (a remote's page loading while the page still switches to the stored language at boot), it
 * loads that switch's language too, and the switch waits for it: else its strings would stay in the language it came
 * with.
 */
export function addLanguageLoader(load: Load) {
  const state = registry();
  state.loaders.add(load);
  if (state.switching) state.switching.loads.push(load(state.switching.language));
}

/** Loads what every registered loader needs for `language`. */
export async function loadLanguage(language: string) {
  await Promise.all([...registry().loaders].map((load) => load(language)));
}

/**
 * Switches the page's language once everything registered for it is in, and says whether all of it came. Strings
 * that could not be fetched do not hold the switch back: their texts show in English (i18next's fallback) until the
 * next render or switch fetches them again. Of two switches in flight, the last one chosen wins, whichever loads
 * first.
 */
export async function switchLanguage(language: string): Promise<{ complete: boolean }> {
  const state = registry();
  state.lastChoice = language;
  const switching: Switching = { language, loads: [...state.loaders].map((load) => load(language)) };
  state.switching = switching;
  // Until no loader was added while waiting (addLanguageLoader adds its load to this switch).
  let results: PromiseSettledResult<unknown>[] = [];
  while (results.length < switching.loads.length) results = await Promise.allSettled([...switching.loads]);
  if (state.switching === switching) state.switching = undefined;
  // A choice overtaken by a later one shows nothing, so it has nothing missing to report either.
  if (state.lastChoice !== language) return { complete: true };
  await i18n.changeLanguage(language);
  return { complete: results.every((load) => load.status === 'fulfilled') };
}

/**
 * Adds `namespace`'s strings, one language per chunk: the current language now (the promise resolves once they are
 * in), any other before a switch to it. A language without a loader is left to i18next's fallback. Calling it again
 * (each lazy page does) only waits for the current language, and fetches again what failed.
 *
 * `part`, when given, names one part of the namespace (a remote's screen and the strings it needs): each part is
 * registered and fetched on its own and merged into the namespace, so a page fetches only the parts of the screens it
 * opened, and a switch fetches every part registered so far. Without it the whole namespace is one part, keyed by its
 * name as before parts existed, so a remote built against the two-argument form, or a copy of this module from an
 * older build on the same page (the registry is shared), still finds its entry.
 */
export function registerNamespaceLoaders(
  namespace: string,
  bundles: Record<string, () => Promise<object>>,
  part?: string,
) {
  const { namespaces } = registry();
  // ':' separates a namespace from its key in i18next, so no namespace's own name holds one.
  const key = part === undefined ? namespace : `${namespace}:${part}`;
  const known = namespaces.get(key);
  if (known) return whenInitialized().then(() => known(i18n.language));
  const pending = new Map<string, Promise<void>>();
  const load = (language: string) => {
    const bundle = bundles[language];
    if (!bundle) return Promise.resolve();
    if (!pending.has(language)) {
      pending.set(
        language,
        bundle().then(
          (strings) => {
            // Deep and without overwriting, as registerNamespace: the routes module or another part may have added
            // part of it.
            i18n.addResourceBundle(language, namespace, strings, true, false);
          },
          (error: unknown) => {
            pending.delete(language); // a failed fetch is tried again by the next render or switch
            throw error;
          },
        ),
      );
    }
    return pending.get(language)!;
  };
  namespaces.set(key, load);
  addLanguageLoader(load);
  return whenInitialized().then(() => load(i18n.language));
}

export { LAYOUT_ISOLATION, layoutIsolation, needsLayoutIsolation } from './layoutIsolation';
