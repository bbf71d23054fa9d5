// Calls `tick` every `chatTiming.pollMs` while the page is visible; a page coming back into view ticks at
// once, so what arrived meanwhile shows without waiting (docs/demo-api.md, Chat: contacts that answer).
import { useEffect, useRef } from 'react';
import { chatTiming } from './chat.timing';

export function usePolling(tick: () => void, enabled: boolean): void {
  const latest = useRef(tick);
  latest.current = tick;

  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(() => latest.current(), chatTiming.pollMs);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
      else {
        latest.current();
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);
}
