// How many of the signed-in agent's chats await its answer, for the menu's Inbox item: 0 for anyone who does not work
// as an agent (no AgentDesk, no agent record, or the live-agent remote off), who then asks nothing more than GET /me.
import { useAppAbility } from '@live-agent/auth';
import { useEnabledRemotes } from '../presenter';
import { DESK_CHATS_POLL_MS, useNavbarDeskChatsQuery, useNavbarDeskMeQuery } from './deskStatus.api';

export function useInboxUnread(): number {
  const ability = useAppAbility();
  const liveAgentOn = useEnabledRemotes().includes('liveAgent');
  const mayWork = ability.can('manage', 'AgentDesk') && liveAgentOn;
  const agent = useNavbarDeskMeQuery(undefined, { skip: !mayWork }).data;
  const { data: chats } = useNavbarDeskChatsQuery(undefined, {
    skip: !agent,
    pollingInterval: DESK_CHATS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  return chats?.filter((chat) => chat.awaitingReply).length ?? 0;
}
