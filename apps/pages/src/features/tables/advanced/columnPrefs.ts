// A table's column widths and hidden columns, kept in localStorage under the table's own key so they survive a
// reload. What is stored is read back defensively: an unknown column or a width out of range is dropped.
import { useCallback, useEffect, useState } from 'react';

export interface ColumnPrefs {
  widths: Record<string, number>;
  hidden: string[];
}

export const MIN_WIDTH = 80;
export const MAX_WIDTH = 480;

const clampWidth = (width: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));

export function readColumnPrefs(storageKey: string, columns: readonly string[]): ColumnPrefs {
  const prefs: ColumnPrefs = { widths: {}, hidden: [] };
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Partial<ColumnPrefs> | null;
    for (const [key, width] of Object.entries(stored?.widths ?? {}))
      if (columns.includes(key) && typeof width === 'number' && Number.isFinite(width))
        prefs.widths[key] = clampWidth(width);
    prefs.hidden = (Array.isArray(stored?.hidden) ? stored.hidden : []).filter((key) => columns.includes(key));
  } catch {
    // Unreadable (edited by hand, storage blocked): the table's defaults.
  }
  return prefs;
}

export function useColumnPrefs(storageKey: string, columns: readonly string[]) {
  const [prefs, setPrefs] = useState(() => readColumnPrefs(storageKey, columns));
  useEffect(() => {
    try {
      localStorage.setItem(storageKey, JSON.stringify(prefs));
    } catch {
      // Storage full or blocked: the preferences last until the page is left.
    }
  }, [storageKey, prefs]);
  const setWidth = useCallback(
    (key: string, width: number) =>
      setPrefs((now) => ({ ...now, widths: { ...now.widths, [key]: clampWidth(width) } })),
    [],
  );
  const setShown = useCallback(
    (key: string, shown: boolean) =>
      setPrefs((now) => ({
        ...now,
        hidden: shown ? now.hidden.filter((hidden) => hidden !== key) : [...new Set([...now.hidden, key])],
      })),
    [],
  );
  const reset = useCallback(() => setPrefs({ widths: {}, hidden: [] }), []);
  return { prefs, setWidth, setShown, reset };
}
