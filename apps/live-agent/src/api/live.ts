// The live monitor's server data (docs/demo-api.md, Live monitor) on the page's one API slice (docs/architecture.md,
// "Server data"): the ongoing conversations, the agents now, an open conversation's transcript, and a supervisor's
// actions (the alerts are the store's `liveAlertsApi`, which the shell's navbar reads too). An accepted action changes the live lists, the transcript, the alerts and the reports (a
// closed chat counts in the dashboard and the Chat Report), so it invalidates all of them; a refused one nothing.
import type {
  CloseInput,
  ConversationRow,
  LiveAgent,
  LiveConversation,
  Message,
  MessagePage,
  SupervisorMessageInput,
  TransferInput,
} from '@live-agent/contracts';
import { api } from '@live-agent/store/api';

/** The monitor's filters as the URL gives them (one value each; an absent one is left out of the cache key). */
export type LiveFilters = Record<string, string | undefined>;

/** How often the lists and an open transcript are asked again (the simulation's pace; paused in a hidden tab). */
export const LIVE_LIST_POLL_MS = 5_000;
export const LIVE_TRANSCRIPT_POLL_MS = 3_000;
/** The newest messages an open transcript shows: a live chat rarely has more. */
export const TRANSCRIPT_PAGE_SIZE = 200;

const LIVE_TAGS = ['LiveConversation', 'LiveAgent', 'LiveAlert', 'LiveMessages', 'Report'] as const;

const tagged = api.enhanceEndpoints({ addTagTypes: LIVE_TAGS });

const touched = (id: number) =>
  ['LiveConversation', 'LiveAgent', 'LiveAlert', 'Report', { type: 'LiveMessages', id }] as const satisfies readonly (
    (typeof LIVE_TAGS)[number] | { type: (typeof LIVE_TAGS)[number]; id: number }
  )[];

export const liveApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    liveConversations: build.query<LiveConversation[], LiveFilters>({
      query: (params) => ({ url: '/live/conversations', params, product: true }),
      providesTags: ['LiveConversation'],
    }),
    liveAgents: build.query<LiveAgent[], LiveFilters>({
      query: (params) => ({ url: '/live/agents', params, product: true }),
      providesTags: ['LiveAgent'],
    }),
    liveTranscript: build.query<MessagePage, number>({
      query: (id) => ({
        url: `/conversations/${id}/messages`,
        params: { page: 1, perPage: TRANSCRIPT_PAGE_SIZE },
        product: true,
      }),
      providesTags: (_result, _error, id) => [{ type: 'LiveMessages', id }],
    }),
    supervisorMessage: build.mutation<Message, { id: number; body: SupervisorMessageInput }>({
      query: ({ id, body }) => ({ url: `/conversations/${id}/messages`, method: 'POST', body, product: true }),
      // The message shows in the transcript at once (the answer is the stored message), then the lists follow.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            liveApi.util.updateQueryData('liveTranscript', id, (page) => {
              if (!page.data.some((message) => message.id === data.id)) page.data.push(data);
            }),
          );
        } catch {
          // A refusal is the caller's to tell (written / tellWriteFailure).
        }
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [...touched(id)]),
    }),
    transferConversation: build.mutation<LiveConversation, { id: number; body: TransferInput }>({
      query: ({ id, body }) => ({ url: `/conversations/${id}/transfer`, method: 'POST', body, product: true }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [...touched(id)]),
    }),
    closeConversation: build.mutation<ConversationRow, { id: number; body: CloseInput }>({
      query: ({ id, body }) => ({ url: `/conversations/${id}/close`, method: 'POST', body, product: true }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [...touched(id)]),
    }),
  }),
});

export const {
  useLiveConversationsQuery,
  useLiveAgentsQuery,
  useLiveTranscriptQuery,
  useSupervisorMessageMutation,
  useTransferConversationMutation,
  useCloseConversationMutation,
} = liveApi;
