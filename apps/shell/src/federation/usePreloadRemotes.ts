// After sign-in, each enabled remote's entry and small routes module are fetched ahead of a click, then the code of
// the screen its menu item opens (the routes module's `preload`), so a click in the menu only waits for that
// screen's data. Not at once: the screen the user signed in to gets the network and the main thread first, and
// the remotes follow one another so their code is not all evaluated in one go. The preload starts on the first sign
// of intent (the pointer or focus reaching the menu or the navbar), or once the first screen has had time to show
// its data and the browser is idle. Each remote also waits until the user has stopped clicking and typing for a
// moment: evaluating a remote's code in the middle of a sort or page click would hold that click's next frame.
// docs/architecture.md, "How the page stays light".
import { useContext, useEffect } from 'react';
import { RuntimeConfigContext } from '../app/RuntimeConfigContext';
import { useEnabledRemotes } from '../features/presenter/useEnabledRemotes';
import { loadRemoteRoutesTracked } from './remoteLoader';
import { preparingNextClicks } from './nextClicks';

/** The performance mark set once every enabled remote is preloaded. */
export const PRELOADED_MARK = 'boot:remotes-preloaded';
/** Where a pointer or focus means the user is about to go somewhere else. */
export const PRELOAD_INTENT_AREAS = '[data-testid="app-sider"], [data-testid="navbar"]';
/** Without intent, the preload waits this long after the layout mounts, then for an idle moment. */
export const PRELOAD_QUIET_AFTER_MS = 4000;
/** Each remote's preload waits until no pointer press or key press came for this long. */
export const PRELOAD_AFTER_INPUT_MS = 1000;

function whenIdle(work: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

export function usePreloadRemotes() {
  const enabled = useEnabledRemotes();
  const wanted = useContext(RuntimeConfigContext)?.preloadRemotes !== false;
  useEffect(() => {
    if (!wanted) return undefined;
    let lastInput = Number.NEGATIVE_INFINITY;
    const onInput = () => {
      lastInput = performance.now();
    };
    const inputQuiet = () =>
      new Promise<void>((resolve) => {
        const check = () => {
          const wait = lastInput + PRELOAD_AFTER_INPUT_MS - performance.now();
          if (wait <= 0) resolve();
          else window.setTimeout(check, wait);
        };
        check();
      });
    document.addEventListener('pointerdown', onInput, true);
    document.addEventListener('keydown', onInput, true);
    let settled = false;
    const stopWaiting = () => {
      settled = true;
      document.removeEventListener('pointerover', onIntent, true);
      document.removeEventListener('focusin', onIntent, true);
      window.clearTimeout(timer);
    };
    const preload = () => {
      if (settled) return;
      stopWaiting();
      preparingNextClicks();
      void enabled
        .reduce<Promise<unknown>>(
          (previous, name) =>
            previous.then(async () => {
              await inputQuiet();
              const result = await loadRemoteRoutesTracked(name);
              try {
                if (result.ok) await result.module.preload?.();
              } catch {
                // A screen that fails to preload is loaded again (and its failure shown) when visited.
              }
            }),
          Promise.resolve(),
        )
        // When every menu click only waits for its data (the bench's menu clicks start after it).
        .then(() => performance.mark(PRELOADED_MARK));
    };
    function onIntent(event: Event) {
      if (event.target instanceof Element && event.target.closest(PRELOAD_INTENT_AREAS)) preload();
    }
    document.addEventListener('pointerover', onIntent, true);
    document.addEventListener('focusin', onIntent, true);
    const timer = window.setTimeout(() => whenIdle(preload), PRELOAD_QUIET_AFTER_MS);
    return () => {
      stopWaiting();
      document.removeEventListener('pointerdown', onInput, true);
      document.removeEventListener('keydown', onInput, true);
    };
  }, [enabled, wanted]);
}
