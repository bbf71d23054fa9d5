// The viewer's calls: the contact of a clicked row, page 1 of a row's conversation, the older pages, and the
// contact picker's search. Decisions:
// - A new selection (another row, contact or conversation, or closing the viewer) cancels whatever was
//   loading for the previous one, so a late answer can never land in the wrong thread.
// - Scrolling fires many events: while an older page is loading, further requests are ignored (the reducer
//   keeps `loadingOlder`), so each page is asked for exactly once, in order 2, 3, 4 …
// - The search waits for a pause in typing (takeLatest + delay).
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { describeApiError } from '@live-agent/auth';
import type { Contact, ConversationRow, ListPage, MessagePage } from '@live-agent/contracts';
import { productApi, type ProductApi } from '../../crud/productApi';
import { selectViewer, viewerActions, viewerSlice, type ViewerState } from './chatReportViewer.slice';

export const SEARCH_DELAY_MS = 250;
/** Contacts offered by the picker for one search. */
export const SEARCH_LIMIT = 20;
/** An e-mail can be part of another (ann@x.io in joann@x.io): enough room to find the exact one. */
const CONTACT_MATCH_LIMIT = 50;

export const viewerApi = {
  contacts: (api: ProductApi, q: string, perPage: number) => api.get<ListPage<Contact>>('/contacts', { q, perPage }),
  /** Page 1 = the newest messages; the server's page size is the one the contact record uses. */
  messages: (api: ProductApi, conversationId: number, page: number) =>
    api.get<MessagePage>(`/conversations/${conversationId}/messages`, { page }),
};

const {
  openRow,
  selectContact,
  showConversation,
  close,
  contactLoaded,
  contactFailed,
  threadLoaded,
  threadFailed,
  loadOlder,
  olderLoaded,
  olderFailed,
  searchContacts,
  contactsFound,
  searchFailed,
} = viewerActions;

/** Actions that change what the viewer shows. */
export const SELECTION_ACTIONS = [openRow.type, selectContact.type, showConversation.type, close.type];

function* loadContact(row: ConversationRow) {
  try {
    const api: ProductApi = yield* productApi();
    const page: ListPage<Contact> = yield call(viewerApi.contacts, api, row.customer.email, CONTACT_MATCH_LIMIT);
    const contact = page.data.find((candidate) => candidate.id === row.customerId);
    if (contact) yield put(contactLoaded(contact));
    else yield put(contactFailed({ notFound: true, reasons: [] }));
  } catch (error) {
    yield put(contactFailed({ reasons: describeApiError(error) }));
  }
}

function* loadFirstPage(conversationId: number) {
  try {
    const api: ProductApi = yield* productApi();
    const page: MessagePage = yield call(viewerApi.messages, api, conversationId, 1);
    yield put(threadLoaded({ conversationId, page }));
  } catch (error) {
    yield put(threadFailed({ conversationId, reasons: describeApiError(error) }));
  }
}

function* onSelection(action: PayloadAction<unknown>) {
  if (openRow.match(action)) yield* loadContact(action.payload);
  const state: ViewerState = yield select(selectViewer);
  // The row's own conversation: its newest page is not part of the contact record.
  if (state.threadStatus === 'loading' && state.conversation) yield* loadFirstPage(state.conversation.id);
}

function* loadOlderPage() {
  const state: ViewerState = yield select(selectViewer);
  if (!state.loadingOlder || !state.conversation) return;
  const conversationId = state.conversation.id;
  const { page } = state;
  try {
    const api: ProductApi = yield* productApi();
    const result: MessagePage = yield call(viewerApi.messages, api, conversationId, page);
    yield put(olderLoaded({ conversationId, page, data: result.data, hasMore: result.hasMore }));
  } catch (error) {
    yield put(olderFailed({ conversationId, reasons: describeApiError(error) }));
  }
}

function* watchOlder() {
  let task: Task | null = null;
  while (true) {
    const action: PayloadAction<unknown> = yield take([loadOlder.type, ...SELECTION_ACTIONS]);
    if (action.type === loadOlder.type) {
      if (!task?.isRunning()) task = yield fork(loadOlderPage);
    } else if (task?.isRunning()) {
      yield cancel(task);
      task = null;
    }
  }
}

function* onSearch({ payload: q }: PayloadAction<string>) {
  yield delay(SEARCH_DELAY_MS);
  try {
    const api: ProductApi = yield* productApi();
    const page: ListPage<Contact> = yield call(viewerApi.contacts, api, q.trim(), SEARCH_LIMIT);
    yield put(contactsFound({ q, results: page.data }));
  } catch (error) {
    yield put(searchFailed({ q, reasons: describeApiError(error) }));
  }
}

export function* viewerSaga() {
  yield all([takeLatest(SELECTION_ACTIONS, onSelection), fork(watchOlder), takeLatest(searchContacts.type, onSearch)]);
}

/** The viewer's state area and saga, injected with the page. */
export const chatReportViewer = { slice: viewerSlice, saga: viewerSaga };
