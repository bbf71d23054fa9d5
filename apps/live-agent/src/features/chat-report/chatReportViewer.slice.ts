// The conversation viewer's state area (named chatReportViewer: the "chat" area is the demo chat app's).
// Selecting a contact shows its active conversation, or else its last closed one; the
// page counter starts at 2 on every selection (page 1, the newest messages, comes with the contact) and
// grows by one with each older page, which is prepended. Decisions:
// - A row of the report may be an older conversation than the contact's two; it can be shown too
//   (source 'row'), its page 1 then comes from /conversations/:id/messages.
// - Answers that arrive for another conversation or another page than the one on screen (a click on another
//   contact while a page was loading) are dropped, and prepending skips messages already shown, so the
//   thread never mixes conversations, repeats a message or skips a page.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Contact, ConversationRow, ConversationWithMessages, Message, MessagePage } from '@live-agent/contracts';
import type { RequestStatus } from '@live-agent/store';

export const VIEWER_AREA = 'chatReportViewer';
/** The page asked for first when scrolling up: page 1 is already on screen. */
export const FIRST_OLDER_PAGE = 2;

/** Which conversation of the contact is shown. */
export type ViewerSource = 'active' | 'closed' | 'row';

export interface ViewerFailure {
  /** The contact of the row no longer exists. */
  notFound?: boolean;
  /** Translated reasons from the API. */
  reasons: string[];
}

export interface ViewerState {
  open: boolean;
  /** The contact being loaded or shown. */
  customerId: number | null;
  contactStatus: RequestStatus;
  contact: Contact | null;
  contactError: ViewerFailure | null;
  /** The report row the viewer was opened from (null when a contact was picked directly). */
  row: ConversationRow | null;
  source: ViewerSource | null;
  conversation: ConversationRow | null;
  /** Chronological: oldest loaded first. */
  messages: Message[];
  /** The next older page to ask for (starts at 2 on selection). */
  page: number;
  hasMore: boolean;
  /** Page 1 of a row's conversation (the contact's two come with the contact). */
  threadStatus: RequestStatus;
  threadError: string[] | null;
  loadingOlder: boolean;
  olderError: string[] | null;
  /** The contact picker's remote search. */
  search: { q: string; status: RequestStatus; results: Contact[]; error: string[] | null };
}

export const initialViewerState: ViewerState = {
  open: false,
  customerId: null,
  contactStatus: 'idle',
  contact: null,
  contactError: null,
  row: null,
  source: null,
  conversation: null,
  messages: [],
  page: FIRST_OLDER_PAGE,
  hasMore: false,
  threadStatus: 'idle',
  threadError: null,
  loadingOlder: false,
  olderError: null,
  search: { q: '', status: 'idle', results: [], error: null },
};

/** The row fields of a contact's conversation (without its messages). */
function rowOf({ messages: _messages, hasMoreMessages: _hasMore, ...row }: ConversationWithMessages): ConversationRow {
  return row;
}

/** The conversation a contact opens on: the active one, or else the last closed one. */
export function defaultSource(contact: Contact | null): ViewerSource | null {
  if (contact?.last_conversation) return 'active';
  if (contact?.last_conversation_closed) return 'closed';
  return null;
}

/** Puts a conversation on screen with a fresh page counter. */
function show(state: ViewerState, source: ViewerSource | null) {
  state.source = source;
  state.page = FIRST_OLDER_PAGE;
  state.loadingOlder = false;
  state.olderError = null;
  state.threadError = null;
  const record =
    source === 'active'
      ? state.contact?.last_conversation
      : source === 'closed'
        ? state.contact?.last_conversation_closed
        : null;
  if (record) {
    state.conversation = rowOf(record);
    state.messages = record.messages;
    state.hasMore = record.hasMoreMessages;
    state.threadStatus = 'ready';
  } else if (source === 'row' && state.row) {
    state.conversation = state.row;
    state.messages = [];
    state.hasMore = false;
    state.threadStatus = 'loading';
  } else {
    state.source = null;
    state.conversation = null;
    state.messages = [];
    state.hasMore = false;
    state.threadStatus = 'idle';
  }
}

/** Older messages before the ones shown, in order, without repeating any. */
export function prependOlder(shown: readonly Message[], older: readonly Message[]): Message[] {
  const ids = new Set(shown.map((message) => message.id));
  return [...older.filter((message) => !ids.has(message.id)), ...shown];
}

const slice = createSlice({
  name: VIEWER_AREA,
  initialState: initialViewerState,
  reducers: {
    /** A report row was clicked: load its contact (by e-mail, matched by id). */
    openRow(state, { payload: row }: PayloadAction<ConversationRow>) {
      Object.assign(state, { ...initialViewerState, search: state.search });
      state.open = true;
      state.customerId = row.customerId;
      state.contactStatus = 'loading';
      state.row = row;
    },
    contactLoaded(state, { payload: contact }: PayloadAction<Contact>) {
      if (contact.id !== state.customerId) return;
      state.contact = contact;
      state.contactStatus = 'ready';
      state.contactError = null;
      // The row is one of the contact's two conversations: no third choice to offer.
      const { row } = state;
      if (row && (row.id === contact.last_conversation?.id || row.id === contact.last_conversation_closed?.id))
        state.row = null;
      show(state, defaultSource(contact) ?? (state.row ? 'row' : null));
    },
    contactFailed(state, { payload }: PayloadAction<ViewerFailure>) {
      state.contactStatus = 'error';
      state.contactError = payload;
    },
    /** A contact picked in the contact search (it comes with its conversations). */
    selectContact(state, { payload: contact }: PayloadAction<Contact>) {
      Object.assign(state, { ...initialViewerState, search: state.search });
      state.open = true;
      state.customerId = contact.id;
      state.contact = contact;
      state.contactStatus = 'ready';
      show(state, defaultSource(contact));
    },
    /** The switch between the active, the last closed and the clicked conversation. */
    showConversation(state, { payload: source }: PayloadAction<ViewerSource>) {
      if (state.contactStatus !== 'ready') return;
      show(state, source);
    },
    /** Page 1 of the row's conversation. */
    threadLoaded(state, { payload }: PayloadAction<{ conversationId: number; page: MessagePage }>) {
      if (payload.conversationId !== state.conversation?.id || state.threadStatus !== 'loading') return;
      state.messages = payload.page.data;
      state.hasMore = payload.page.hasMore;
      state.page = FIRST_OLDER_PAGE;
      state.threadStatus = 'ready';
    },
    threadFailed(state, { payload }: PayloadAction<{ conversationId: number; reasons: string[] }>) {
      if (payload.conversationId !== state.conversation?.id) return;
      state.threadStatus = 'error';
      state.threadError = payload.reasons;
    },
    /** The reader reached the top of the thread (or asked with the button). */
    loadOlder(state) {
      if (!state.conversation || !state.hasMore || state.loadingOlder || state.threadStatus !== 'ready') return;
      state.loadingOlder = true;
      state.olderError = null;
    },
    olderLoaded(
      state,
      { payload }: PayloadAction<{ conversationId: number; page: number; data: Message[]; hasMore: boolean }>,
    ) {
      if (payload.conversationId !== state.conversation?.id || payload.page !== state.page || !state.loadingOlder)
        return;
      state.messages = prependOlder(state.messages, payload.data);
      state.hasMore = payload.hasMore;
      state.page += 1;
      state.loadingOlder = false;
    },
    olderFailed(state, { payload }: PayloadAction<{ conversationId: number; reasons: string[] }>) {
      if (payload.conversationId !== state.conversation?.id) return;
      state.loadingOlder = false;
      state.olderError = payload.reasons;
    },
    close(state) {
      Object.assign(state, { ...initialViewerState, search: state.search });
    },
    searchContacts(state, { payload: q }: PayloadAction<string>) {
      state.search.q = q;
      state.search.status = 'loading';
      state.search.error = null;
    },
    contactsFound(state, { payload }: PayloadAction<{ q: string; results: Contact[] }>) {
      if (payload.q !== state.search.q) return;
      state.search.results = payload.results;
      state.search.status = 'ready';
    },
    searchFailed(state, { payload }: PayloadAction<{ q: string; reasons: string[] }>) {
      if (payload.q !== state.search.q) return;
      state.search.status = 'error';
      state.search.error = payload.reasons;
    },
  },
});

export const viewerSlice = slice;
export const viewerActions = slice.actions;
export const viewerReducer = slice.reducer;

export const selectViewer = (root: Record<string, unknown>): ViewerState =>
  (root[VIEWER_AREA] as ViewerState | undefined) ?? initialViewerState;
