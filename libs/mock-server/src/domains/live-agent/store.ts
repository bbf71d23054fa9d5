// The live-agent collections over the kit's resource store (kit/store.ts: numeric ids, deep copies),
// plus the organisation the resources read their defaults from.
import { ResourceStore } from '../../kit/store';
import type { LiveAgentCollection } from './types';

export class LiveAgentStore extends ResourceStore<LiveAgentCollection> {
  /** The organisation, for defaults such as a new agent's chat limit or a shift's time zone. */
  organization(): { timezone?: string; settings?: { defaultMaxConcurrentChats?: number } } {
    const organizations = (this.server.db as unknown as Record<string, unknown[] | undefined>).organizations;
    return (organizations?.[0] ?? {}) as { timezone?: string; settings?: { defaultMaxConcurrentChats?: number } };
  }
}
