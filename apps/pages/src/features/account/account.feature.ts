// The account settings state area: the settings as the server last answered them, and per tab whether it is
// saving and the field errors of its last save. Each tab saves on its own (docs/demo-api.md, Account settings):
// a success shows a toast and replaces the settings; a 422 keeps the tab's form as typed, with the server's
// messages under its fields; anything else goes through the error catalogue.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { all, call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { profileChanged } from '@live-agent/auth';
import type { AccountSettings } from '@live-agent/contracts';
import { validationFailureOf, type RequestStatus } from '@live-agent/store';
import { pagesFeedback } from '../../feedback';
import { accountApi, type AccountTab } from './account.api';

export interface AccountState {
  data: AccountSettings | null;
  status: RequestStatus;
  saving: AccountTab | null;
  fieldErrors: Partial<Record<AccountTab, Record<string, string[]>>>;
  /** Counts successful saves per tab, so a form can clear itself (the password tab) after one. */
  saved: Partial<Record<AccountTab, number>>;
}

const initialState: AccountState = { data: null, status: 'idle', saving: null, fieldErrors: {}, saved: {} };

const slice = createSlice({
  name: 'accountSettings',
  initialState,
  reducers: {
    load(state) {
      state.status = 'loading';
    },
    loaded(state, { payload }: PayloadAction<AccountSettings>) {
      state.data = payload;
      state.status = 'ready';
    },
    loadFailed(state) {
      state.status = 'error';
    },
    save(state, { payload }: PayloadAction<{ tab: AccountTab; values: object }>) {
      state.saving = payload.tab;
      delete state.fieldErrors[payload.tab];
    },
    saved(state, { payload }: PayloadAction<{ tab: AccountTab; data: AccountSettings | null }>) {
      state.saving = null;
      if (payload.data) state.data = payload.data;
      state.saved[payload.tab] = (state.saved[payload.tab] ?? 0) + 1;
    },
    saveFailed(state, { payload }: PayloadAction<{ tab: AccountTab; errors: Record<string, string[]> | null }>) {
      state.saving = null;
      if (payload.errors) state.fieldErrors[payload.tab] = payload.errors;
    },
  },
});

export const accountActions = slice.actions;

function* loadSaga() {
  const api: AxiosInstance = yield getContext('api');
  try {
    const data: AccountSettings = yield call(accountApi.load, api);
    yield put(accountActions.loaded(data));
  } catch (error) {
    yield put(accountActions.loadFailed());
    pagesFeedback.reportError(error);
  }
}

function* saveSaga({ payload }: PayloadAction<{ tab: AccountTab; values: object }>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    const data: AccountSettings | null = yield call(accountApi.save, api, payload.tab, payload.values);
    yield put(accountActions.saved({ tab: payload.tab, data }));
    // The name and picture saved are the signed-in user's: the navbar and every other place showing them follow.
    if (payload.tab === 'general' && data) {
      yield put(profileChanged({ fullName: data.general.fullName, avatar: data.general.avatar }));
    }
    pagesFeedback.success(pagesFeedback.t(`account.toast.${payload.tab}`));
  } catch (error) {
    const failure = validationFailureOf(error);
    yield put(accountActions.saveFailed({ tab: payload.tab, errors: failure?.errors ?? null }));
    if (failure) pagesFeedback.error(failure.message || pagesFeedback.t('common.invalid'));
    else pagesFeedback.reportError(error);
  }
}

function* saga() {
  yield all([takeLatest(accountActions.load.type, loadSaga), takeEvery(accountActions.save.type, saveSaga)]);
}

export const accountFeature = {
  name: 'accountSettings',
  slice,
  saga,
  actions: accountActions,
  initialState,
  selectState: (root: Record<string, unknown>): AccountState =>
    (root.accountSettings as AccountState | undefined) ?? initialState,
};
