// The `chat` state area (docs/architecture.md, State): the Chats list (`chats`, contacts with a chat), the
// Contacts list (`contacts`), the profile user (`userProfile`), the open conversation (`selectedUser`), which
// list it was opened from (`browserType`), how many people the search finds (`total`) and the search itself
// (`params`). Written by hand rather than with the CRUD toolkit: nothing here is a paged list with a form.
// Decisions:
// - Opening a chat clears its unread badge at once; the server clears it too when the chat is read.
// - A message shows at once from the `outbox` (pending, then failed with its text kept for Retry) and moves
//   into the conversation when the server has it.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type {
  Chat,
  ChatContact,
  ChatListContact,
  ChatMessage,
  ChatProfileUser,
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageResponse,
  UpdateProfileUserRequest,
} from '@live-agent/contracts';
import type { RequestStatus } from '@live-agent/store';

/** Which list the open conversation was picked from. */
export type BrowserType = 'chat' | 'contact';

export interface SelectedUser {
  contact: ChatContact;
  /** null until the first message to a contact without a chat. */
  chat: Chat | null;
  /** The contact is writing a reply. */
  typing: boolean;
}

export interface OutgoingMessage {
  localId: string;
  contactId: number;
  message: string;
  time: string;
  state: 'pending' | 'failed';
}

export interface ChatParams {
  q: string;
}

export interface ChatState {
  chats: ChatListContact[];
  contacts: ChatContact[];
  userProfile: ChatProfileUser | null;
  selectedUser: SelectedUser | null;
  browserType: BrowserType;
  total: number;
  params: ChatParams;
  /** The lists. */
  status: RequestStatus;
  /** The contact whose conversation is open (or opening), and how that went. */
  selectedId: number | null;
  selectedStatus: RequestStatus;
  /** The contact asked for does not exist (404). */
  selectedMissing: boolean;
  /** The last background refresh failed (shown quietly; the next one may succeed). */
  refreshFailed: boolean;
  outbox: OutgoingMessage[];
  profileSaving: boolean;
  /** Counts successful profile saves, so the drawer knows when to close. */
  profileSaves: number;
}

export const initialChatState: ChatState = {
  chats: [],
  contacts: [],
  userProfile: null,
  selectedUser: null,
  browserType: 'chat',
  total: 0,
  params: { q: '' },
  status: 'idle',
  selectedId: null,
  selectedStatus: 'idle',
  selectedMissing: false,
  refreshFailed: false,
  outbox: [],
  profileSaving: false,
  profileSaves: 0,
};

function summaryOf(chat: Chat, typing = false): ChatListContact['chat'] {
  return { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat[chat.chat.length - 1] ?? null, typing };
}

/** Puts a message the profile user sent into the lists: its chat first, a contact moved to the Chats list. */
function listSent(state: ChatState, contactId: number, chatId: number, message: ChatMessage): void {
  const index = state.chats.findIndex((entry) => entry.id === contactId);
  if (index >= 0) {
    const [entry] = state.chats.splice(index, 1);
    state.chats.unshift({ ...entry, chat: { ...entry.chat, id: chatId, lastMessage: message } });
    return;
  }
  const contactIndex = state.contacts.findIndex((contact) => contact.id === contactId);
  if (contactIndex < 0) return;
  const [contact] = state.contacts.splice(contactIndex, 1);
  state.chats.unshift({ ...contact, chat: { id: chatId, unseenMsgs: 0, lastMessage: message, typing: false } });
}

const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    fetchList(state, action: PayloadAction<ChatParams>) {
      state.params = action.payload;
      state.status = 'loading';
    },
    listLoaded(state, action: PayloadAction<ChatsAndContactsResponse>) {
      const { chatsContacts, contacts, profileUser } = action.payload;
      // The open conversation is being read: it has nothing unread, whatever a list read just before says.
      state.chats = chatsContacts.map((entry) =>
        entry.id === state.selectedId ? { ...entry, chat: { ...entry.chat, unseenMsgs: 0 } } : entry,
      );
      state.contacts = contacts;
      state.userProfile = profileUser;
      state.total = chatsContacts.length + contacts.length;
      state.status = 'ready';
      state.refreshFailed = false;
    },
    listFailed(state) {
      state.status = 'error';
    },
    /** Every few seconds while the tab is visible: the open chat, then the lists, without a loading state. */
    refresh() {},
    refreshFailed(state) {
      state.refreshFailed = true;
    },
    selectChat(state, action: PayloadAction<number>) {
      const contactId = action.payload;
      if (state.selectedUser?.contact.id !== contactId) state.selectedUser = null;
      state.selectedId = contactId;
      state.selectedStatus = 'loading';
      state.selectedMissing = false;
      const entry = state.chats.find((item) => item.id === contactId);
      state.browserType = entry || !state.contacts.some((contact) => contact.id === contactId) ? 'chat' : 'contact';
      if (entry) entry.chat.unseenMsgs = 0;
    },
    chatLoaded(state, action: PayloadAction<GetChatResponse>) {
      const { contact, chat, typing } = action.payload;
      if (contact.id !== state.selectedId) return;
      state.selectedUser = { contact, chat, typing };
      state.selectedStatus = 'ready';
      state.refreshFailed = false;
      const entry = state.chats.find((item) => item.id === contact.id);
      if (entry && chat) entry.chat = summaryOf(chat, typing);
    },
    chatFailed(state, action: PayloadAction<{ contactId: number; missing: boolean }>) {
      if (action.payload.contactId !== state.selectedId) return;
      state.selectedStatus = 'error';
      state.selectedMissing = action.payload.missing;
    },
    deselect(state) {
      state.selectedId = null;
      state.selectedUser = null;
      state.selectedStatus = 'idle';
    },
    sendMessage: {
      reducer(state, action: PayloadAction<OutgoingMessage>) {
        state.outbox.push(action.payload);
      },
      prepare(payload: { contactId: number; message: string }) {
        return {
          payload: { ...payload, localId: nanoid(), time: new Date().toISOString(), state: 'pending' as const },
        };
      },
    },
    retryMessage(state, action: PayloadAction<string>) {
      const item = state.outbox.find((entry) => entry.localId === action.payload);
      if (item) item.state = 'pending';
    },
    messageSent(
      state,
      action: PayloadAction<{ localId: string; contactId: number; response: SendMessageResponse['response'] }>,
    ) {
      const { localId, contactId, response } = action.payload;
      state.outbox = state.outbox.filter((entry) => entry.localId !== localId);
      const { newMessageData, id } = response;
      const selected = state.selectedUser;
      if (selected?.contact.id === contactId) {
        if (!selected.chat)
          selected.chat = response.chat ?? { id, userId: contactId, unseenMsgs: 0, chat: [newMessageData] };
        else if (!selected.chat.chat.some((message) => message.id === newMessageData.id))
          selected.chat.chat.push(newMessageData);
      }
      listSent(state, contactId, id, newMessageData);
      if (state.selectedId === contactId) state.browserType = 'chat';
    },
    messageFailed(state, action: PayloadAction<string>) {
      const item = state.outbox.find((entry) => entry.localId === action.payload);
      if (item) item.state = 'failed';
    },
    saveProfile(state, _action: PayloadAction<UpdateProfileUserRequest>) {
      state.profileSaving = true;
    },
    profileSaved(state, action: PayloadAction<ChatProfileUser>) {
      state.userProfile = action.payload;
      state.profileSaving = false;
      state.profileSaves += 1;
    },
    profileSaveFailed(state) {
      state.profileSaving = false;
    },
  },
});

export const chatSliceDef = chatSlice;
export const chatActions = chatSlice.actions;
export const chatReducer = chatSlice.reducer;

// Selectors read the injected area and fall back to the initial state while it is absent.
type Root = Record<string, unknown>;
export const selectChatState = (root: Root): ChatState => (root.chat as ChatState | undefined) ?? initialChatState;
export const selectChats = (root: Root) => selectChatState(root).chats;
export const selectContacts = (root: Root) => selectChatState(root).contacts;
export const selectUserProfile = (root: Root) => selectChatState(root).userProfile;
export const selectSelectedUser = (root: Root) => selectChatState(root).selectedUser;
export const selectOutbox = (root: Root) => selectChatState(root).outbox;
