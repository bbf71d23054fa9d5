// The agent inbox's server data (docs/demo-api.md, Agent inbox) on the page's one API slice (docs/architecture.md,
// "Server data"): the agent's own record, its queue and its chats, and accepting a waiting chat. The status is set
// from the shell's navbar (apps/shell/src/features/desk-status), whose change refreshes these through the
// 'DeskAgent' tag. Writing, transferring and closing are the live monitor's mutations (./live.ts), which the server
// lets an agent use on its own chats; they invalidate the live tags, which these lists carry too.
import type { DeskAgent, DeskConversation, LiveConversation } from '@live-agent/contracts';
import { liveApi } from './live';

/** The inbox's lists follow the simulation like the monitor's. */
export { LIVE_LIST_POLL_MS as DESK_POLL_MS } from './live';

const tagged = liveApi.enhanceEndpoints({ addTagTypes: ['DeskAgent'] });

export const deskApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    deskMe: build.query<DeskAgent, void>({
      query: () => ({ url: '/me', product: true }),
      providesTags: ['DeskAgent', 'LiveAgent'],
    }),
    deskQueue: build.query<DeskConversation[], void>({
      query: () => ({ url: '/me/queue', product: true }),
      providesTags: ['LiveConversation'],
    }),
    deskConversations: build.query<DeskConversation[], void>({
      query: () => ({ url: '/me/conversations', product: true }),
      providesTags: ['LiveConversation'],
    }),
    acceptConversation: build.mutation<LiveConversation, number>({
      query: (id) => ({ url: `/conversations/${id}/accept`, method: 'POST', product: true }),
      invalidatesTags: (_result, error) => (error ? [] : ['DeskAgent', 'LiveAgent', 'LiveConversation']),
    }),
  }),
});

export const { useDeskMeQuery, useDeskQueueQuery, useDeskConversationsQuery, useAcceptConversationMutation } = deskApi;
