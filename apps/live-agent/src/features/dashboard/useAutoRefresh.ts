// Reloads the dashboard every `intervalMs` while the tab is visible: the interval stops when the tab is
// hidden (nobody is looking, and the server is spared) and when the screen unmounts or the user pauses; a
// tab that comes back reloads at once, since its figures are stale, then resumes the rhythm.
import { useEffect, useRef } from 'react';

export function useAutoRefresh(reload: () => void, intervalMs: number | null): void {
  // The latest reload (it changes with the filters) without restarting the interval.
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  }, [reload]);

  useEffect(() => {
    if (intervalMs === null) return undefined;
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      if (timer === null) timer = setInterval(() => latest.current(), intervalMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        stop();
      } else if (timer === null) {
        latest.current();
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs]);
}
