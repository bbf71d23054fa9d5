// The chat area's reducers as pure functions: the initial shape, the lists, opening a chat (badge cleared at
// once, browser type), the outbox of messages on their way, and the profile saves.
import type { ChatContact, ChatListContact, ChatsAndContactsResponse } from '@live-agent/contracts';
import { chatActions, chatReducer, initialChatState, selectChatState, type ChatState } from './chat.slice';

const reduce = (state: ChatState | undefined, action: { type: string }) => chatReducer(state, action);

const contact = (id: number, fullName = `Person ${id}`): ChatContact => ({
  id,
  fullName,
  role: 'Role',
  about: 'About',
  avatar: 'a.svg',
  status: 'online',
});
const withChat = (id: number, unseenMsgs: number): ChatListContact => ({
  ...contact(id),
  chat: {
    id: id * 10,
    unseenMsgs,
    lastMessage: { id: 1, message: 'hi', time: '2026-03-10T08:00:00.000Z', senderId: id },
    typing: false,
  },
});
const profileUser = {
  id: 11,
  avatar: 'p.svg',
  fullName: 'John Doe',
  role: 'Manager',
  about: '',
  status: 'online' as const,
  settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
};
const answer: ChatsAndContactsResponse = {
  chatsContacts: [withChat(1, 2), withChat(2, 0)],
  contacts: [contact(3)],
  profileUser,
};

const loaded = () => reduce(reduce(undefined, chatActions.fetchList({ q: '' })), chatActions.listLoaded(answer));

describe('chat reducers', () => {
  it('starts empty: browserType chat, nothing selected, empty lists', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual(initialChatState);
    expect(initialChatState).toMatchObject({
      chats: [],
      contacts: [],
      userProfile: null,
      selectedUser: null,
      browserType: 'chat',
      total: 0,
      params: { q: '' },
    });
    // Before the slice is injected, selectors read the initial state.
    expect(selectChatState({})).toBe(initialChatState);
  });

  it('fetchList keeps the search and loads; listLoaded stores both lists, the profile and the total', () => {
    const loading = reduce(undefined, chatActions.fetchList({ q: 'ar' }));
    expect(loading).toMatchObject({ params: { q: 'ar' }, status: 'loading' });
    const state = reduce(loading, chatActions.listLoaded(answer));
    expect(state).toMatchObject({
      chats: answer.chatsContacts,
      contacts: answer.contacts,
      userProfile: profileUser,
      total: 3,
      status: 'ready',
    });
    expect(reduce(loading, chatActions.listFailed()).status).toBe('error');
  });

  it('selecting a chat clears its badge at once and sets the browser type by the list it is in', () => {
    let state = reduce(loaded(), chatActions.selectChat(1));
    expect(state).toMatchObject({ selectedId: 1, selectedStatus: 'loading', browserType: 'chat' });
    expect(state.chats[0].chat.unseenMsgs).toBe(0);
    // A list read that still counts it unread does not bring the badge back while it is open.
    state = reduce(state, chatActions.listLoaded(answer));
    expect(state.chats[0].chat.unseenMsgs).toBe(0);
    state = reduce(state, chatActions.selectChat(3));
    expect(state.browserType).toBe('contact');
    expect(state.selectedUser).toBeNull();
  });

  it('chatLoaded fills the selected user (only for the contact still asked for); chatFailed says whether it is missing', () => {
    let state = reduce(loaded(), chatActions.selectChat(2));
    const chat = { id: 20, userId: 2, unseenMsgs: 0, chat: [] };
    expect(
      reduce(state, chatActions.chatLoaded({ contact: contact(1), chat: null, typing: false })).selectedUser,
    ).toBeNull();
    state = reduce(state, chatActions.chatLoaded({ contact: contact(2), chat, typing: true }));
    expect(state).toMatchObject({ selectedUser: { contact: contact(2), chat, typing: true }, selectedStatus: 'ready' });
    expect(state.chats[1].chat.typing).toBe(true);
    const missing = reduce(
      reduce(state, chatActions.selectChat(99)),
      chatActions.chatFailed({ contactId: 99, missing: true }),
    );
    expect(missing).toMatchObject({ selectedStatus: 'error', selectedMissing: true });
    expect(reduce(missing, chatActions.deselect())).toMatchObject({
      selectedId: null,
      selectedUser: null,
      selectedStatus: 'idle',
    });
  });

  it('a message waits in the outbox (pending, failed, retried) and moves into the chat and the lists when sent', () => {
    let state = reduce(loaded(), chatActions.selectChat(3));
    state = reduce(state, chatActions.chatLoaded({ contact: contact(3), chat: null, typing: false }));
    const send = chatActions.sendMessage({ contactId: 3, message: 'Hello' });
    state = reduce(state, send);
    const { localId } = send.payload;
    expect(state.outbox).toEqual([
      { localId, contactId: 3, message: 'Hello', time: expect.any(String), state: 'pending' },
    ]);
    state = reduce(state, chatActions.messageFailed(localId));
    expect(state.outbox[0].state).toBe('failed');
    state = reduce(state, chatActions.retryMessage(localId));
    expect(state.outbox[0].state).toBe('pending');
    const newMessageData = { id: 1, message: 'Hello', time: '2026-03-10T09:00:00.000Z', senderId: 11 };
    state = reduce(
      state,
      chatActions.messageSent({
        localId,
        contactId: 3,
        response: { newMessageData, id: 30, chat: { id: 30, userId: 3, unseenMsgs: 0, chat: [newMessageData] } },
      }),
    );
    expect(state.outbox).toEqual([]);
    expect(state.selectedUser!.chat).toEqual({ id: 30, userId: 3, unseenMsgs: 0, chat: [newMessageData] });
    expect(state.chats.map((entry) => entry.id)).toEqual([3, 1, 2]);
    expect(state.contacts).toEqual([]);
    expect(state.browserType).toBe('chat');
  });

  it('profile saves: saving, then the saved profile and one more save counted; a failure stops saving', () => {
    let state = reduce(loaded(), chatActions.saveProfile({ status: 'busy' }));
    expect(state.profileSaving).toBe(true);
    expect(reduce(state, chatActions.profileSaveFailed()).profileSaving).toBe(false);
    state = reduce(state, chatActions.profileSaved({ ...profileUser, status: 'busy' }));
    expect(state).toMatchObject({ profileSaving: false, profileSaves: 1, userProfile: { status: 'busy' } });
  });
});
