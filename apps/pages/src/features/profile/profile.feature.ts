// The profile page's state area: the page as loaded, the posts shown so far ("Load more" appends the next
// page), and what is under way per post and poll. A like shows at once and is put back if the server refuses;
// a comment keeps its text until it is saved (a 422 shows under the form); a vote counts once.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type {
  ProfileData,
  ProfilePoll,
  ProfilePollResponse,
  ProfilePost,
  ProfilePostResponse,
  ProfilePostsResponse,
} from '@live-agent/contracts';
import { validationFailureOf, type RequestStatus } from '@live-agent/store';
import { pagesFeedback } from '../../feedback';
import { profileApi } from './profile.api';

export interface ProfileState {
  data: Omit<ProfileData, 'posts' | 'postsTotal'> | null;
  status: RequestStatus;
  posts: ProfilePost[];
  postsTotal: number;
  /** The last page of posts shown. */
  page: number;
  loadingMore: boolean;
  commenting: number | null;
  /** Post id → the last comment's errors. */
  commentErrors: Record<number, string[]>;
  /** Post id → how many comments were saved (the form clears itself after one). */
  commented: Record<number, number>;
  voting: number | null;
}

const initialState: ProfileState = {
  data: null,
  status: 'idle',
  posts: [],
  postsTotal: 0,
  page: 1,
  loadingMore: false,
  commenting: null,
  commentErrors: {},
  commented: {},
  voting: null,
};

const replacePost = (state: ProfileState, post: ProfilePost) => {
  state.posts = state.posts.map((item) => (item.id === post.id ? post : item));
};

const toggleLike = (state: ProfileState, postId: number) => {
  const post = state.posts.find((item) => item.id === postId);
  if (!post) return;
  post.youLiked = !post.youLiked;
  post.likes += post.youLiked ? 1 : -1;
};

const slice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    load(state) {
      state.status = 'loading';
    },
    loaded(state, { payload }: PayloadAction<ProfileData>) {
      const { posts, postsTotal, ...rest } = payload;
      state.data = rest;
      state.posts = posts;
      state.postsTotal = postsTotal;
      state.page = 1;
      state.status = 'ready';
    },
    loadFailed(state) {
      state.status = 'error';
    },
    loadMore(state) {
      state.loadingMore = true;
    },
    moreLoaded(state, { payload }: PayloadAction<{ page: number; answer: ProfilePostsResponse }>) {
      const known = new Set(state.posts.map((post) => post.id));
      state.posts.push(...payload.answer.posts.filter((post) => !known.has(post.id)));
      state.postsTotal = payload.answer.total;
      state.page = payload.page;
      state.loadingMore = false;
    },
    moreFailed(state) {
      state.loadingMore = false;
    },
    like(state, { payload }: PayloadAction<number>) {
      toggleLike(state, payload);
    },
    likeFailed(state, { payload }: PayloadAction<number>) {
      toggleLike(state, payload);
    },
    postUpdated(state, { payload }: PayloadAction<ProfilePost>) {
      replacePost(state, payload);
    },
    comment(state, { payload }: PayloadAction<{ postId: number; comment: string }>) {
      state.commenting = payload.postId;
      delete state.commentErrors[payload.postId];
    },
    commentSaved(state, { payload }: PayloadAction<ProfilePost>) {
      state.commenting = null;
      replacePost(state, payload);
      state.commented[payload.id] = (state.commented[payload.id] ?? 0) + 1;
    },
    commentFailed(state, { payload }: PayloadAction<{ postId: number; errors: string[] }>) {
      state.commenting = null;
      if (payload.errors.length) state.commentErrors[payload.postId] = payload.errors;
    },
    vote(state, { payload }: PayloadAction<{ pollId: number; optionId: number }>) {
      state.voting = payload.pollId;
    },
    voted(state, { payload }: PayloadAction<ProfilePoll>) {
      state.voting = null;
      if (state.data) state.data.polls = state.data.polls.map((poll) => (poll.id === payload.id ? payload : poll));
    },
    voteFailed(state) {
      state.voting = null;
    },
  },
});

export const profileActions = slice.actions;
const selectState = (root: Record<string, unknown>): ProfileState =>
  (root.profile as ProfileState | undefined) ?? initialState;

function* api() {
  const client: AxiosInstance = yield getContext('api');
  return client;
}

function* loadSaga() {
  try {
    const data: ProfileData = yield call(profileApi.load, yield* api());
    yield put(profileActions.loaded(data));
  } catch (error) {
    yield put(profileActions.loadFailed());
    pagesFeedback.reportError(error);
  }
}

function* loadMoreSaga() {
  const { page }: ProfileState = yield select(selectState);
  try {
    const answer: ProfilePostsResponse = yield call(profileApi.posts, yield* api(), page + 1);
    yield put(profileActions.moreLoaded({ page: page + 1, answer }));
  } catch (error) {
    yield put(profileActions.moreFailed());
    pagesFeedback.reportError(error);
  }
}

function* likeSaga({ payload }: PayloadAction<number>) {
  try {
    const answer: ProfilePostResponse = yield call(profileApi.like, yield* api(), payload);
    yield put(profileActions.postUpdated(answer.post));
  } catch (error) {
    yield put(profileActions.likeFailed(payload));
    pagesFeedback.reportError(error);
  }
}

function* commentSaga({ payload }: PayloadAction<{ postId: number; comment: string }>) {
  try {
    const answer: ProfilePostResponse = yield call(profileApi.comment, yield* api(), payload.postId, payload.comment);
    yield put(profileActions.commentSaved(answer.post));
  } catch (error) {
    const failure = validationFailureOf(error);
    yield put(profileActions.commentFailed({ postId: payload.postId, errors: failure?.errors.comment ?? [] }));
    if (!failure) pagesFeedback.reportError(error);
  }
}

function* voteSaga({ payload }: PayloadAction<{ pollId: number; optionId: number }>) {
  try {
    const answer: ProfilePollResponse = yield call(profileApi.vote, yield* api(), payload.pollId, payload.optionId);
    yield put(profileActions.voted(answer.poll));
    pagesFeedback.success(pagesFeedback.t('profile.polls.thanks'));
  } catch (error) {
    yield put(profileActions.voteFailed());
    const failure = validationFailureOf(error);
    if (failure) pagesFeedback.error(failure.errors.optionId?.[0] ?? failure.message);
    else pagesFeedback.reportError(error);
  }
}

function* saga() {
  yield all([
    takeLatest(profileActions.load.type, loadSaga),
    takeLatest(profileActions.loadMore.type, loadMoreSaga),
    takeEvery(profileActions.like.type, likeSaga),
    takeEvery(profileActions.comment.type, commentSaga),
    takeEvery(profileActions.vote.type, voteSaga),
  ]);
}

export const profileFeature = { name: 'profile', slice, saga, actions: profileActions, initialState, selectState };
