import { shallowEqual, useSelector } from 'react-redux';
import { selectEnabledRemotes } from './remotes.slice';

/**
 * The remotes a presenter has left on. What the frame needs (menu, search, cart, the remote area): compared by
 * content, so a remote's load status changing (three times per load) renders none of it again, as any store change
 * would, synchronously (docs/architecture.md, Long tasks after sign-in).
 */
export function useEnabledRemotes() {
  return useSelector(selectEnabledRemotes, shallowEqual);
}
