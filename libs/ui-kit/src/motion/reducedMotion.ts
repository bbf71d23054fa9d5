// Whether the person asked their system for less motion (prefers-reduced-motion), read one way everywhere: antd's own
// motion (appTheme), charts and maps that animate in script, and the stylesheet (reduced-motion.css) for the rest.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Now, outside React (a chart's options, a map's flight). jsdom and old browsers without matchMedia: full motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(QUERY).matches ?? false);
}

function subscribe(changed: () => void): () => void {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(QUERY) : undefined;
  query?.addEventListener?.('change', changed);
  return () => query?.removeEventListener?.('change', changed);
}

/** The same, following a change of the system setting while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
