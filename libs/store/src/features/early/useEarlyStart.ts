// A screen's first request, started while the screen renders rather than from its effect after React commits it: on
// a menu click the wait for the data then overlaps the render instead of following it. The request goes through the
// store's early context (the API client's early reader, `earlyGets` of @live-agent/auth), whose answer the effect's
// identical request takes over, so the screen's state, sagas and errors are exactly as without it
// (docs/architecture.md, "First requests start with the render").
import { useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../createAppStore';

/**
 * Runs `start` once, in the screen's first render, with the store's early context (nothing when the store has none).
 * `start` may only read; whatever it returns or throws is ignored: the effect's own request reports the outcome.
 */
export function useEarlyStart<C>(start: (context: C) => unknown): void {
  const store = useStore() as AppStore;
  useState(() => {
    if (!store.earlyContext) return false;
    try {
      Promise.resolve(start(store.earlyContext as C)).catch(() => undefined);
    } catch {
      // Reported by the effect's own request.
    }
    return true;
  });
}
