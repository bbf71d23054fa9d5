// The coming-soon page's "notify me" form (docs/demo-api.md, Coming soon; the launch moment is a query: src/api.ts).
// A refused address keeps the server's messages by field (the form shows them under the field, keeping what was
// typed); any other failure goes through the error catalogue.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { NotifyResponse } from '@live-agent/contracts';
import { validationFailureOf } from '@live-agent/store';
import { pagesFeedback } from '../../feedback';

export interface NotifyState {
  sending: boolean;
  /** The last refusal's messages by field. */
  fieldErrors: Record<string, string[]> | null;
  /** The last address put on the list, and whether it was new. */
  saved: NotifyResponse | null;
}

const initialState: NotifyState = { sending: false, fieldErrors: null, saved: null };

const slice = createSlice({
  name: 'notifyMe',
  initialState,
  reducers: {
    submit(state, _action: PayloadAction<string>) {
      state.sending = true;
      state.fieldErrors = null;
      state.saved = null;
    },
    saved(state, { payload }: PayloadAction<NotifyResponse>) {
      state.sending = false;
      state.saved = payload;
    },
    failed(state, { payload }: PayloadAction<Record<string, string[]> | null>) {
      state.sending = false;
      state.fieldErrors = payload;
    },
    reset() {
      return initialState;
    },
  },
});

export const notifyActions = slice.actions;

async function postNotify(api: AxiosInstance, email: string): Promise<NotifyResponse> {
  const { data } = await api.post<NotifyResponse>('/misc/notify', { email });
  return data;
}

function* submitSaga({ payload }: PayloadAction<string>) {
  try {
    const api: AxiosInstance = yield getContext('api');
    const answer: NotifyResponse = yield call(postNotify, api, payload);
    yield put(notifyActions.saved(answer));
  } catch (error) {
    const failure = validationFailureOf(error);
    yield put(notifyActions.failed(failure ? failure.errors : null));
    if (!failure) pagesFeedback.reportError(error);
    else if (!failure.errors.email?.length) pagesFeedback.error(failure.message || pagesFeedback.t('common.invalid'));
  }
}

function* saga() {
  yield takeLatest(notifyActions.submit.type, submitSaga);
}

export const notifyFeature = {
  name: 'notifyMe',
  slice,
  saga,
  actions: notifyActions,
  selectState: (root: Record<string, unknown>): NotifyState =>
    (root.notifyMe as NotifyState | undefined) ?? initialState,
};
