// The chat's side effects (docs/architecture.md, State): the API client comes from saga context, so tests
// pass their own. Decisions: the latest search and the latest chat opened win (takeLatest); a background
// refresh never overlaps another (takeLeading) and never shows a loading state; each message is sent on its
// own (takeEvery), so one failing does not hold up the next; failures go through the error catalogue.
import type { AxiosInstance } from 'axios';
import type { PayloadAction } from '@reduxjs/toolkit';
import type {
  ChatProfileUser,
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageResponse,
  UpdateProfileUserRequest,
} from '@live-agent/contracts';
import { all, call, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { chatFeedback } from '../../feedback';
import { chatApi } from './chat.api';
import { chatActions, selectChatState, type ChatState, type OutgoingMessage } from './chat.slice';
import { isNotFound } from '@live-agent/contracts';

function* fetchListSaga(action: PayloadAction<{ q: string }>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    const answer: ChatsAndContactsResponse = yield call(chatApi.fetchChatsAndContacts, api, action.payload.q);
    yield put(chatActions.listLoaded(answer));
  } catch (error) {
    yield put(chatActions.listFailed());
    chatFeedback.reportError(error);
  }
}

function* selectChatSaga(action: PayloadAction<number>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    const answer: GetChatResponse = yield call(chatApi.getChat, api, action.payload);
    yield put(chatActions.chatLoaded(answer));
  } catch (error) {
    // An unknown contact is said in the pane itself; anything else goes through the catalogue too.
    yield put(chatActions.chatFailed({ contactId: action.payload, missing: isNotFound(error) }));
    if (!isNotFound(error)) chatFeedback.reportError(error);
  }
}

function* refreshSaga() {
  const api: AxiosInstance = yield getContext('api');
  const state: ChatState = yield select(selectChatState);
  try {
    if (state.selectedId !== null && state.selectedStatus === 'ready') {
      const answer: GetChatResponse = yield call(chatApi.getChat, api, state.selectedId);
      yield put(chatActions.chatLoaded(answer));
    }
    if (state.status === 'ready') {
      const q = state.params.q;
      const list: ChatsAndContactsResponse = yield call(chatApi.fetchChatsAndContacts, api, q);
      const now: ChatState = yield select(selectChatState);
      // A search typed while this ran answers for itself.
      if (now.params.q === q && now.status === 'ready') yield put(chatActions.listLoaded(list));
    }
  } catch {
    // Quietly: the screen says the view may be stale, and the next refresh tries again.
    yield put(chatActions.refreshFailed());
  }
}

function* sendSaga(localId: string) {
  const api: AxiosInstance = yield getContext('api');
  const { outbox }: ChatState = yield select(selectChatState);
  const item: OutgoingMessage | undefined = outbox.find((entry) => entry.localId === localId);
  if (!item) return;
  try {
    const response: SendMessageResponse['response'] = yield call(
      chatApi.sendMessage,
      api,
      item.contactId,
      item.message,
    );
    yield put(chatActions.messageSent({ localId, contactId: item.contactId, response }));
  } catch (error) {
    yield put(chatActions.messageFailed(localId));
    chatFeedback.reportError(error);
  }
}

function* saveProfileSaga(action: PayloadAction<UpdateProfileUserRequest>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    const profile: ChatProfileUser = yield call(chatApi.saveProfile, api, action.payload);
    yield put(chatActions.profileSaved(profile));
    chatFeedback.success(chatFeedback.t('profile.saved'));
  } catch (error) {
    yield put(chatActions.profileSaveFailed());
    chatFeedback.reportError(error);
  }
}

export function* chatSaga() {
  yield all([
    takeLatest(chatActions.fetchList.type, fetchListSaga),
    takeLatest(chatActions.selectChat.type, selectChatSaga),
    takeLeading(chatActions.refresh.type, refreshSaga),
    takeEvery(chatActions.sendMessage.type, (action: PayloadAction<OutgoingMessage>) =>
      sendSaga(action.payload.localId),
    ),
    takeEvery(chatActions.retryMessage.type, (action: PayloadAction<string>) => sendSaga(action.payload)),
    takeLatest(chatActions.saveProfile.type, saveProfileSaga),
  ]);
}
