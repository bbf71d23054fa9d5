// The blog's state areas: four query features for the reads (the list follows the URL's query; detail and
// edit answer null for an unknown id), and `blogWrites` for the two forms. A save or a comment keeps what was
// typed until the server accepts it; a 422 puts its errors under the fields, any other failure is reported.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import type {
  BlogCommentInput,
  BlogDetail,
  BlogEditData,
  BlogEditInput,
  BlogListQuery,
  BlogListResponse,
  BlogSidebar,
} from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { createQueryFeature, validationFailureOf } from '@live-agent/store';
import { pagesFeedback } from '../../feedback';
import { blogApi } from './blog.api';

export const blogListFeature = createQueryFeature<BlogListResponse, AxiosInstance>({
  name: 'blogList',
  fetch: (api, query) => blogApi.list(api, query as BlogListQuery),
  describeError: describeApiError,
});

export const blogSidebarFeature = createQueryFeature<BlogSidebar, AxiosInstance>({
  name: 'blogSidebar',
  fetch: (api) => blogApi.sidebar(api),
  describeError: describeApiError,
});

export const blogDetailFeature = createQueryFeature<BlogDetail | null, AxiosInstance>({
  name: 'blogDetail',
  fetch: (api, query) => blogApi.detail(api, String(query.id ?? '')),
  describeError: describeApiError,
});

export const blogEditFeature = createQueryFeature<BlogEditData | null, AxiosInstance>({
  name: 'blogEdit',
  fetch: (api, query) => blogApi.edit(api, String(query.id ?? '')),
  describeError: describeApiError,
});

export interface BlogWritesState {
  saving: boolean;
  /** The last save's field errors (a 422), or null. */
  saveErrors: Record<string, string[]> | null;
  /** What the last accepted save answered. */
  saved: BlogEditData | null;
  commenting: boolean;
  commentErrors: Record<string, string[]> | null;
  /** Comments accepted so far (the form clears itself after each). */
  commented: number;
}

const initialState: BlogWritesState = {
  saving: false,
  saveErrors: null,
  saved: null,
  commenting: false,
  commentErrors: null,
  commented: 0,
};

const slice = createSlice({
  name: 'blogWrites',
  initialState,
  reducers: {
    /** A form opened afresh: nothing it shows comes from an earlier visit. */
    clear(state) {
      state.saveErrors = null;
      state.commentErrors = null;
    },
    save(state, _action: PayloadAction<BlogEditInput>) {
      state.saving = true;
      state.saveErrors = null;
    },
    saved(state, { payload }: PayloadAction<BlogEditData>) {
      state.saving = false;
      state.saved = payload;
    },
    saveFailed(state, { payload }: PayloadAction<Record<string, string[]> | null>) {
      state.saving = false;
      state.saveErrors = payload;
    },
    comment(state, _action: PayloadAction<BlogCommentInput>) {
      state.commenting = true;
      state.commentErrors = null;
    },
    commented(state) {
      state.commenting = false;
      state.commented += 1;
    },
    commentFailed(state, { payload }: PayloadAction<Record<string, string[]> | null>) {
      state.commenting = false;
      state.commentErrors = payload;
    },
  },
});

export const blogWritesActions = slice.actions;

function* client() {
  const api: AxiosInstance = yield getContext('api');
  return api;
}

function* saveSaga({ payload }: PayloadAction<BlogEditInput>) {
  try {
    const answer: BlogEditData = yield call(blogApi.save, yield* client(), payload);
    yield put(slice.actions.saved(answer));
    yield put(blogEditFeature.actions.loaded({ data: answer, query: { id: String(answer.id) }, at: Date.now() }));
    pagesFeedback.success(pagesFeedback.t('blog.edit.saved'));
  } catch (error) {
    const failure = validationFailureOf(error);
    yield put(slice.actions.saveFailed(failure ? failure.errors : null));
    if (failure) pagesFeedback.error(pagesFeedback.t('common.invalid'));
    else pagesFeedback.reportError(error);
  }
}

function* commentSaga({ payload }: PayloadAction<BlogCommentInput>) {
  try {
    yield call(blogApi.comment, yield* client(), payload);
    yield put(slice.actions.commented());
    // The post is read again, so the new comment and count show as the server keeps them.
    yield put(blogDetailFeature.actions.load({ id: String(payload.postId) }));
    pagesFeedback.success(pagesFeedback.t('blog.comments.added'));
  } catch (error) {
    const failure = validationFailureOf(error);
    yield put(slice.actions.commentFailed(failure ? failure.errors : null));
    if (failure) pagesFeedback.error(pagesFeedback.t('common.invalid'));
    else pagesFeedback.reportError(error);
  }
}

function* saga() {
  yield all([takeLatest(slice.actions.save.type, saveSaga), takeLatest(slice.actions.comment.type, commentSaga)]);
}

export const blogWritesFeature = {
  name: 'blogWrites',
  slice,
  saga,
  actions: slice.actions,
  initialState,
  selectState: (root: Record<string, unknown>): BlogWritesState =>
    (root.blogWrites as BlogWritesState | undefined) ?? initialState,
};
