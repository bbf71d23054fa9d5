// One factory for screens that ask a question and show the answer (docs/architecture.md, Feature toolkit):
// live-agent's dashboard and reports. Its state area keeps the last answer with the query it answered, so a
// refresh (auto-refresh, a changed filter) keeps the figures on screen under a progress indicator instead of
// blanking them, and a failure keeps them too, with the reason. A newer query wins (takeLatest).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { RequestStatus } from '../requestStatus';

/** Query parameters; arrays travel as repeated keys. */
export type Query = Record<string, string | number | string[] | undefined | null>;

export interface QueryState<T> {
  data: T | null;
  /** The query `data` answers. */
  query: Query | null;
  status: RequestStatus;
  /** Lines saying why the last request failed. */
  error: string[] | null;
  /** When `data` arrived (epoch ms): "updated hh:mm:ss" on auto-refreshing screens. */
  loadedAt: number | null;
}

export interface QueryOptions<T, C> {
  /** State area and saga key, e.g. 'dashboard'. */
  name: string;
  /** The call, with the query already cleaned of empty values. */
  fetch: (client: C, query: Query) => Promise<T>;
  /** Saga effect returning the client `fetch` gets; default: `getContext('api')`. */
  client?: () => Generator<unknown, C, any>;
  /** The lines a failure shows (the error catalogue, `describeApiError` of @live-agent/auth). */
  describeError: (error: unknown) => string[];
  /**
   * The client a screen's first load reads with while it renders (useEarlyStart), from the store's early context;
   * default its `api` when `client` is not given. A feature with its own `client` and none of these starts from its
   * effect only.
   */
  earlyClient?: (context: Record<string, unknown>) => C;
}

/** Drops empty values so the URL and the comparison of queries stay stable. */
export function cleanQuery(query: Query): Query {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

function* apiFromContext(): Generator<unknown, any, any> {
  return yield getContext('api');
}

export function createQueryFeature<T, C = any>({
  name,
  fetch,
  describeError,
  client,
  earlyClient,
}: QueryOptions<T, C>) {
  const clientOf = client ?? (apiFromContext as () => Generator<unknown, C, any>);
  const initialState: QueryState<T> = { data: null, query: null, status: 'idle', error: null, loadedAt: null };
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      load(state, _action: PayloadAction<Query>) {
        state.status = 'loading';
      },
      loaded(state, { payload }: PayloadAction<{ data: T; query: Query; at: number }>) {
        (state as QueryState<T>).data = payload.data;
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

  const fetchClean = (api: C, query: Query) => fetch(api, cleanQuery(query));
  const earlyClientOf = earlyClient ?? (client ? undefined : (context: Record<string, unknown>) => context.api as C);
  /** Starts `query`'s request early; the load that follows takes its answer over (useEarlyStart). */
  const startEarly = (context: Record<string, unknown>, query: Query) =>
    earlyClientOf ? fetchClean(earlyClientOf(context), query) : undefined;

  function* loadSaga({ payload }: PayloadAction<Query>) {
    try {
      const api: C = yield* clientOf();
      const data: T = yield call(fetchClean, api, payload);
      yield put(slice.actions.loaded({ data, query: cleanQuery(payload), at: Date.now() }));
    } catch (error) {
      yield put(slice.actions.failed(describeError(error)));
    }
  }

  // takeLatest: a newer query (a filter changed while the last one was loading) wins.
  function* saga() {
    yield takeLatest(slice.actions.load.type, loadSaga);
  }

  const selectState = (root: Record<string, unknown>): QueryState<T> =>
    (root[name] as QueryState<T> | undefined) ?? initialState;

  return { name, slice, saga, actions: slice.actions, selectState, fetch: fetchClean, startEarly };
}

export type QueryFeature<T> = ReturnType<typeof createQueryFeature<T>>;
