// One factory for the report screens of issue 6 (dashboard, agent performance, agent analysis, chatbot,
// communications, chat report), so each declares only its endpoint. Its state area keeps the last answer
// with the query it answered, so a refresh (auto-refresh, a changed filter) keeps the figures on screen
// under a progress indicator instead of blanking them, and a failure keeps them too, with the reason.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { describeApiError } from '@live-agent/auth';
import { productApi, type ProductApi } from '../crud/productApi';
import type { LoadStatus } from '../crud/createCrudFeature';

/** Query parameters of a report call; arrays travel as repeated keys. */
export type ReportQuery = Record<string, string | number | string[] | undefined | null>;

export interface ReportState<T> {
  data: T | null;
  /** The query `data` answers. */
  query: ReportQuery | null;
  status: LoadStatus;
  /** Translated reasons of the last failure. */
  error: string[] | null;
  /** When `data` arrived (epoch ms): "updated hh:mm:ss" on auto-refreshing screens. */
  loadedAt: number | null;
}

export interface ReportOptions {
  /** State area and saga key, e.g. 'dashboard' (SPEC §3). */
  name: string;
  /** Path under /api/v1, e.g. '/reports/dashboard'. */
  path: string;
}

/** Drops empty values so the URL and the cache key stay stable. */
export function cleanQuery(query: ReportQuery): ReportQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  );
}

export function createReportFeature<T>({ name, path }: ReportOptions) {
  const initialState: ReportState<T> = { data: null, query: null, status: 'idle', error: null, loadedAt: null };
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      load(state, _action: PayloadAction<ReportQuery>) {
        state.status = 'loading';
      },
      loaded(state, { payload }: PayloadAction<{ data: T; query: ReportQuery; at: number }>) {
        (state as ReportState<T>).data = payload.data;
        state.query = payload.query;
        state.status = 'ready';
        state.error = null;
        state.loadedAt = payload.at;
      },
      failed(state, { payload }: PayloadAction<string[]>) {
        state.status = 'error';
        state.error = payload;
      },
    },
  });

  const fetchReport = (api: ProductApi, query: ReportQuery) => api.get<T>(path, cleanQuery(query));

  function* loadSaga({ payload }: PayloadAction<ReportQuery>) {
    try {
      const api: ProductApi = yield* productApi();
      const data: T = yield call(fetchReport, api, payload);
      yield put(slice.actions.loaded({ data, query: cleanQuery(payload), at: Date.now() }));
    } catch (error) {
      yield put(slice.actions.failed(describeApiError(error)));
    }
  }

  // takeLatest: a newer query (a filter changed while the last one was loading) wins.
  function* saga() {
    yield takeLatest(slice.actions.load.type, loadSaga);
  }

  const selectState = (root: Record<string, unknown>): ReportState<T> => (root[name] as ReportState<T> | undefined) ?? initialState;

  return { name, path, slice, saga, actions: slice.actions, selectState, fetchReport };
}

export type ReportFeature<T> = ReturnType<typeof createReportFeature<T>>;
