// Calls of the navbar area. The axios instance comes from saga context (`getContext('api')`) so tests
// pass one of their own. Errors are described with the shared error catalogue (docs/architecture.md, Conventions).
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { all, call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { describeApiError } from '@live-agent/auth';
import type { BookmarksResponse, SearchPage } from '@live-agent/contracts';
import { searchApi } from './search.api';
import {
  bookmarksFailed,
  bookmarksLoaded,
  bookmarksRequested,
  bookmarkToggleFailed,
  bookmarkToggleRequested,
  bookmarkToggleSucceeded,
  searchDataFailed,
  searchDataLoaded,
  searchDataRequested,
} from './navbar.slice';
import type { SearchData } from './search.types';

function errorText(error: unknown): string | null {
  const lines = describeApiError(error);
  return lines.length ? lines.join(' ') : null;
}

export function* loadSearchDataSaga() {
  const api: AxiosInstance = yield getContext('api');
  try {
    const data: SearchData = yield call(searchApi.fetchSearchData, api);
    yield put(searchDataLoaded(data));
  } catch (error) {
    yield put(searchDataFailed(errorText(error)));
  }
}

export function* loadBookmarksSaga() {
  const api: AxiosInstance = yield getContext('api');
  try {
    const data: BookmarksResponse = yield call(searchApi.fetchBookmarks, api);
    yield put(bookmarksLoaded(data));
  } catch (error) {
    yield put(bookmarksFailed(errorText(error)));
  }
}

/** The page in the action is the page as it was when clicked (the reducer has already flipped it). */
export function* toggleBookmarkSaga({ payload: page }: PayloadAction<SearchPage>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    const updated: SearchPage = yield call(searchApi.updateBookmark, api, page.id);
    yield put(bookmarkToggleSucceeded({ ...page, ...updated }));
  } catch (error) {
    yield put(bookmarkToggleFailed({ page, error: errorText(error) }));
  }
}

export function* navbarSaga() {
  yield all([
    takeLatest(searchDataRequested.type, loadSearchDataSaga),
    takeLatest(bookmarksRequested.type, loadBookmarksSaga),
    // Every click is a flip on the server, so none may be dropped.
    takeEvery(bookmarkToggleRequested.type, toggleBookmarkSaga),
  ]);
}
