// The agent inbox's server data (docs/demo-api.md, Agent inbox) on the page's one API slice (docs/architecture.md,
// "Server data"). The agent's own record and chats are the definition the shell's navbar shares
// (@live-agent/ui-kit/desk-requests: one cache entry, one poll, whichever app asks); the queue and accepting a
// waiting chat are the inbox's own. The status is set from the shell's navbar (apps/shell/src/features/desk-status).
// Writing, transferring and closing are the live monitor's mutations (./live.ts), which the server lets an agent use
// on its own chats; they invalidate the live tags, which these lists carry too.
import type { DeskConversation, LiveConversation } from '@live-agent/contracts';
import { DESK_TAGS } from '@live-agent/ui-kit/desk-requests';
import { liveApi } from './live';

export {
  DESK_POLL_MS,
  deskRequestsApi,
  useDeskConversationsQuery,
  useDeskMeQuery,
} from '@live-agent/ui-kit/desk-requests';

const tagged = liveApi.enhanceEndpoints({ addTagTypes: DESK_TAGS });

export const deskApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    deskQueue: build.query<DeskConversation[], void>({
      query: () => ({ url: '/me/queue', product: true }),
      providesTags: ['LiveConversation'],
    }),
    acceptConversation: build.mutation<LiveConversation, number>({
      query: (id) => ({ url: `/conversations/${id}/accept`, method: 'POST', product: true }),
      invalidatesTags: (_result, error) => (error ? [] : DESK_TAGS),
    }),
  }),
});

export const { useDeskQueueQuery, useAcceptConversationMutation } = deskApi;
