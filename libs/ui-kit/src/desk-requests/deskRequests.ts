// The signed-in agent's desk (docs/demo-api.md, Agent inbox) on the page's one API slice (docs/architecture.md,
// "Server data"), defined once for the two apps that show it: the shell's navbar (My status, the menu's count, the
// notice of an assigned chat) and the live-agent remote's inbox. Both read the same cache entries, so an inbox page
// asks GET /me and GET /me/conversations once per poll, not once per app. Like the cards' requests it is an entry of
// its own (@live-agent/ui-kit/desk-requests) that Module Federation does not share (libs/build-config/shared.js): each
// app bundles the same definition and the last to load replaces it with itself.
// The tags are the live monitor's too (apps/live-agent/src/api/live.ts): a status set in the navbar refreshes the
// monitor's agents, and a monitor or inbox write refreshes these.
import type { AgentStatus, DeskAgent, DeskConversation } from '@live-agent/contracts';
import { api } from '@live-agent/store/api';

/** The inbox's pace, paused while the tab is hidden (skipPollingIfUnfocused). */
export const DESK_POLL_MS = 5_000;

export const DESK_TAGS = ['DeskAgent', 'LiveAgent', 'LiveConversation'] as const;

export const deskRequestsApi = api.enhanceEndpoints({ addTagTypes: DESK_TAGS }).injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    /** The agent record the signed-in user works as; 403 for a user who is none (an admin). */
    deskMe: build.query<DeskAgent, void>({
      query: () => ({ url: '/me', product: true }),
      providesTags: ['DeskAgent', 'LiveAgent'],
    }),
    /** The agent's own ongoing chats. */
    deskConversations: build.query<DeskConversation[], void>({
      query: () => ({ url: '/me/conversations', product: true }),
      providesTags: ['LiveConversation'],
    }),
    setDeskStatus: build.mutation<DeskAgent, AgentStatus>({
      query: (status) => ({ url: '/me/status', method: 'PUT', body: { status }, product: true }),
      invalidatesTags: (_result, error) => (error ? [] : DESK_TAGS),
    }),
  }),
});

export const { useDeskMeQuery, useDeskConversationsQuery, useSetDeskStatusMutation } = deskRequestsApi;
