// The chat remote's server data: its endpoints on the page's one API slice (docs/architecture.md, "Server data";
// the routes: docs/demo-api.md, Chat). The lists carry the profile user, so a saved profile refreshes them; a sent
// message goes into its conversation as soon as the server has it, and the lists follow.
import type {
  ChatProfileUser,
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageRequest,
  SendMessageResponse,
  UpdateProfileUserRequest,
} from '@live-agent/contracts';
import { api } from '@live-agent/store/api';

export const chatApi = api.enhanceEndpoints({ addTagTypes: ['ChatLists', 'Chat'] }).injectEndpoints({
  endpoints: (build) => ({
    chatLists: build.query<ChatsAndContactsResponse, { q: string }>({
      query: ({ q }) => ({ url: '/apps/chat/chats-and-contacts', params: { q: q.trim() } }),
      providesTags: ['ChatLists'],
    }),
    /** A contact's conversation, by the contact's id (reading it clears its unread count on the server). */
    chat: build.query<GetChatResponse, number>({
      query: (id) => ({ url: '/apps/chat/get-chat', params: { id } }),
      providesTags: (_answer, _failure, id) => [{ type: 'Chat', id }],
    }),
    sendMessage: build.mutation<SendMessageResponse['response'], { contactId: number; message: string }>({
      query: ({ contactId, message }) => ({
        url: '/apps/chat/send-msg',
        method: 'POST',
        body: { obj: { message, contact: { id: contactId } } } satisfies SendMessageRequest,
      }),
      transformResponse: (answer: SendMessageResponse) => answer.response,
      // The message joins its conversation at once (the screen's pending copy leaves as it does), not at the next poll.
      async onQueryStarted({ contactId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const { newMessageData, id } = data;
        dispatch(
          chatApi.util.updateQueryData('chat', contactId, (open) => {
            if (!open.chat) open.chat = data.chat ?? { id, userId: contactId, unseenMsgs: 0, chat: [newMessageData] };
            else if (!open.chat.chat.some((message) => message.id === newMessageData.id))
              open.chat.chat.push(newMessageData);
          }),
        );
      },
      invalidatesTags: (answer) => (answer ? ['ChatLists'] : []),
    }),
    saveProfile: build.mutation<ChatProfileUser, UpdateProfileUserRequest>({
      query: (body) => ({ url: '/apps/chat/users/profile-user', method: 'POST', body }),
      invalidatesTags: (answer) => (answer ? ['ChatLists'] : []),
    }),
  }),
});

export const { useChatListsQuery, useChatQuery, useSendMessageMutation, useSaveProfileMutation } = chatApi;
