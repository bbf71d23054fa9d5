// After sign-in, fetch each enabled remote's small routes module while the browser is idle, so a
// click in the menu only waits for that screen's own chunk. Pages and data still load on visit.
import { useEffect } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import { selectEnabledRemotes } from '../features/presenter/remotes.slice';
import { loadRemoteRoutesTracked } from './remoteLoader';

function whenIdle(work: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 300);
}

export function usePreloadRemotes() {
  const enabled = useSelector(selectEnabledRemotes, shallowEqual);
  useEffect(() => {
    let cancelled = false;
    whenIdle(() => {
      if (!cancelled) enabled.forEach((name) => void loadRemoteRoutesTracked(name));
    });
    return () => {
      cancelled = true;
    };
  }, [enabled]);
}
