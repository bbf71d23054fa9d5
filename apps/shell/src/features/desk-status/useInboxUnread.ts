// The signed-in agent's own chats, for the shell's frame (the menu's count, the title's count, the notice of a chat
// that became the agent's): undefined for anyone who does not work as an agent (no AgentDesk, no agent record, or the
// live-agent remote off), who then asks nothing more than GET /me. One cache entry with the inbox's
// (@live-agent/ui-kit/desk-requests), so the inbox page polls it once.
import type { DeskConversation } from '@live-agent/contracts';
import { DESK_POLL_MS, useDeskConversationsQuery, useDeskMeQuery } from '@live-agent/ui-kit/desk-requests';
import { useRemoteFeature } from '../presenter';

export function useAgentChats(): DeskConversation[] | undefined {
  const mayWork = useRemoteFeature('liveAgent', 'manage', 'AgentDesk');
  const agent = useDeskMeQuery(undefined, { skip: !mayWork }).data;
  return useDeskConversationsQuery(undefined, {
    skip: !agent,
    pollingInterval: DESK_POLL_MS,
    skipPollingIfUnfocused: true,
  }).data;
}

/** How many of the agent's chats await its answer (the customer wrote last): 0 for anyone else. */
export function useInboxUnread(): number {
  return useAgentChats()?.filter((chat) => chat.awaitingReply).length ?? 0;
}
