// A search box whose search lives in the URL: the box answers every key press, and the URL (so the request) follows
// after a pause. A search set from elsewhere (Back, Clear, a link) shows in the box at once, in that very render;
// this box's own search coming back leaves alone what was typed since. An effect that copied the URL into the box
// would run after keystrokes already queued (a navigation renders in a transition) and drop them.
import { useEffect, useEffectEvent, useRef, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

/**
 * `searched` is the search the URL holds; `onSearch` writes a typed one to it (trimming or resetting the page as
 * the screen wants). Returns what the box shows and its setter.
 */
export function useSearchBox(
  searched: string,
  onSearch: (typed: string) => void,
  delayMs: number = SEARCH_DELAY_MS,
): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(searched);
  const [shown, setShown] = useState(searched);
  const asked = useRef<string | null>(null);
  if (searched !== shown) {
    setShown(searched);
    if (searched !== asked.current) setTyped(searched);
  }
  const search = useEffectEvent((text: string) => {
    asked.current = text;
    onSearch(text);
  });
  useEffect(() => {
    if (typed === searched) return undefined;
    const timer = setTimeout(() => search(typed), delayMs);
    return () => clearTimeout(timer);
  }, [typed, searched, delayMs]);
  return [typed, setTyped];
}
