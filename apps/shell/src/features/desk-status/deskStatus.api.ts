// The shell's own read and write of the signed-in agent's status (GET /me, PUT /me/status; docs/demo-api.md, Agent
// inbox) on the page's one API slice, so the navbar's "My status" works on every screen without loading the
// live-agent remote. The tags are the remote's (apps/live-agent/src/api/desk.ts and live.ts): a change here refreshes
// the inbox's record and lists and the monitor's agents at once, and an accept there refreshes this.
import type { AgentStatus, DeskAgent, DeskConversation } from '@live-agent/contracts';
import { api } from '@live-agent/store/api';

export const deskStatusApi = api
  .enhanceEndpoints({ addTagTypes: ['DeskAgent', 'LiveAgent', 'LiveConversation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      navbarDeskMe: build.query<DeskAgent, void>({
        query: () => ({ url: '/me', product: true }),
        providesTags: ['DeskAgent'],
      }),
      /** The agent's own chats, for the menu's count of those awaiting an answer. */
      navbarDeskChats: build.query<DeskConversation[], void>({
        query: () => ({ url: '/me/conversations', product: true }),
        providesTags: ['LiveConversation'],
      }),
      navbarDeskStatus: build.mutation<DeskAgent, AgentStatus>({
        query: (status) => ({ url: '/me/status', method: 'PUT', body: { status }, product: true }),
        invalidatesTags: (_result, error) => (error ? [] : ['DeskAgent', 'LiveAgent', 'LiveConversation']),
      }),
    }),
  });

export const { useNavbarDeskMeQuery, useNavbarDeskChatsQuery, useNavbarDeskStatusMutation } = deskStatusApi;

/** The inbox's pace (apps/live-agent/src/api/live.ts): paused while the tab is hidden. */
export const DESK_CHATS_POLL_MS = 5_000;
