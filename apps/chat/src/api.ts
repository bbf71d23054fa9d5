// The chat remote's server data: its endpoints on the page's one API slice (docs/architecture.md, "Server data";
// the routes: docs/demo-api.md, Chat). The lists carry the profile user, so a saved profile refreshes them; a sent
// message goes into its conversation as soon as the server has it, and the lists follow; the open conversation's
// entry in the lists follows each read of it.
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
      // The lists show the open conversation as it was just read (its last message, the contact typing, nothing
      // unread) rather than as their own last read said; an entry already so is left as it is.
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.chat) return;
        const { chat, typing } = data;
        const last = chat.chat.at(-1) ?? null;
        const state = getState() as Parameters<typeof chatApi.util.selectCachedArgsForQuery>[0];
        for (const lists of chatApi.util.selectCachedArgsForQuery(state, 'chatLists'))
          dispatch(
            chatApi.util.updateQueryData('chatLists', lists, (answer) => {
              const entry = answer.chatsContacts.find((item) => item.id === id);
              if (!entry) return;
              const shown = entry.chat;
              if (shown.typing !== typing || shown.unseenMsgs !== 0 || shown.lastMessage?.id !== last?.id)
                entry.chat = { id: chat.id, unseenMsgs: 0, lastMessage: last, typing };
            }),
          );
      },
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
