import { shallowEqual, useSelector } from 'react-redux';
import { useAppAbility } from '@live-agent/auth';
import type { RemoteName } from '../../federation/remoteCatalog';
import { selectEnabledRemotes } from './remotes.slice';

/**
 * The remotes a presenter has left on. What the frame needs (menu, search, cart, the remote area): compared by
 * content, so a remote's load status changing (three times per load) renders none of it again, as any store change
 * would, synchronously (docs/architecture.md, Long tasks after sign-in).
 */
export function useEnabledRemotes() {
  return useSelector(selectEnabledRemotes, shallowEqual);
}

/**
 * Whether a part of the frame that works with `remote` is for this user: the presenter has left the remote on and the
 * user may `action` on `subject` (the navbar's cart, live alerts and desk status, the agent's chats).
 */
export function useRemoteFeature(remote: RemoteName, action: string, subject: string) {
  const ability = useAppAbility();
  const remoteOn = useEnabledRemotes().includes(remote);
  return ability.can(action, subject) && remoteOn;
}
