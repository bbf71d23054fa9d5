// One factory for every list-and-form resource of the apps (docs/architecture.md, Feature toolkit), so a
// feature declares only what differs: its calls, its first params, its messages. It builds the state area
// (allData for selects, the listed page with its total and params, the selected record, the form's
// open/saving/field errors), the sagas, and `reload`, which features reuse in their own extra sagas.
// Decisions:
// - The factory knows no URL, no toast and no translation: an app binds its calls and its feedback once
//   (live-agent: src/crud/productCrud.ts; todo-calendar: src/features/demoCrud.ts).
// - Every change is followed by a reload of what is listed, so the server stays the one judge of what a
//   page, a filter or a sort shows. With `reloadOnFailure` a failed change reloads too (optimistic screens:
//   the failure puts the truth back).
// - A 422 keeps the form open with its field errors; any other failure goes through the error catalogue.
// - Paged params (`page`, `perPage`): deleting the last row of the last page steps back a page, and an
//   export asks for every row matching the params in one page.
import { createSlice, type ActionReducerMapBuilder, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { FeatureFeedback } from '../feedback';
import { validationFailureOf } from '../feedback';
import type { RequestStatus } from '../requestStatus';

export interface CrudRecord {
  id: number;
}

/** One page of a list: its rows and how many match in all. */
export interface CrudPage<T> {
  data: T[];
  total: number;
}

/** The paging part of list params, when a list is paged. */
export interface PageParams {
  page: number;
  perPage: number;
}

export interface CrudState<T extends CrudRecord, P = unknown> {
  /** Every record, for selects and lookups (the `all` call). */
  allData: T[];
  allStatus: RequestStatus;
  /** The listed records (the current page of a paged list). */
  data: T[];
  total: number;
  params: P;
  status: RequestStatus;
  /** The record being edited; null with formOpen for a new one. */
  selected: T | null;
  formOpen: boolean;
  /** A save (or the delete of the record open in the form) is under way. */
  saving: boolean;
  /** The last save's 422 field errors, shown under the form's fields. */
  fieldErrors: Record<string, string[]> | null;
}

/**
 * The calls of a resource. Each gets the client the feature's `client` effect returns (by default the `api`
 * of saga context), so tests put a fake there. `values` are what a form sends; an update sends a patch.
 */
export interface CrudCalls<T extends CrudRecord, P, V, C> {
  list(client: C, params: P): Promise<CrudPage<T>>;
  /** Every record, for selects; without it the feature keeps no allData. */
  all?(client: C): Promise<T[]>;
  create(client: C, values: V): Promise<T>;
  update(client: C, id: number, values: Partial<V>): Promise<T>;
  remove(client: C, id: number): Promise<unknown>;
}

/** Message keys (translated with feedback.t) of the success toasts; a missing one shows nothing. */
export interface CrudMessages<V> {
  created?: string;
  /** A key, or a key chosen by what the update changed (undefined: no toast). */
  updated?: string | ((values: Partial<V>) => string | undefined);
  deleted?: string;
  /** Shown for a 422 that came without a message. */
  invalid?: string;
}

export type SaveRequest<V> = { id?: undefined; values: V } | { id: number; values: Partial<V> };

export interface CrudOptions<T extends CrudRecord, P, V, C, X> {
  /** State area and saga key, e.g. 'agents'. */
  name: string;
  calls: CrudCalls<T, P, V, C>;
  /** The params of the first load. */
  params: P;
  feedback: FeatureFeedback;
  messages?: CrudMessages<V>;
  /** Saga effect returning the client the calls get; default: `getContext('api')`. */
  client?: () => Generator<unknown, C, any>;
  /** Given, an update shows at once: each listed copy of the record becomes `patch(record, values)`. */
  patch?: (record: T, values: Partial<V>) => T;
  /** Reload after a failed change too (what an optimistic update showed is put back). */
  reloadOnFailure?: boolean;
  /** More state the feature keeps beside the toolkit's. */
  extraState?: X;
  /** Runs in the reducer after a list arrives (e.g. remember something the rows carry). */
  onListLoaded?: (state: Draft<CrudState<T, P> & X>, page: CrudPage<T>) => void;
  /** The feature's own cases (its own actions, made with createAction under its name). */
  extraReducers?: (builder: ActionReducerMapBuilder<CrudState<T, P> & X>) => void;
}

export function isPaged(params: unknown): params is PageParams {
  const paged = params as Partial<PageParams> | null;
  return typeof paged?.page === 'number' && typeof paged.perPage === 'number';
}

/** The biggest page an export asks for, unless more rows match. */
const EXPORT_PAGE = 1000;

function* apiFromContext(): Generator<unknown, any, any> {
  return yield getContext('api');
}

// Inside the slice records are only known by id; the public actions below carry T.
type Row = CrudRecord;
type LooseState = CrudState<Row>;

export function createCrudFeature<T extends CrudRecord, P, V extends object, C = any, X extends object = object>(
  options: CrudOptions<T, P, V, C, X>,
) {
  const { name, calls, feedback, messages = {}, patch, reloadOnFailure = false, onListLoaded } = options;
  const client = options.client ?? (apiFromContext as () => Generator<unknown, C, any>);
  const say = (key: string | undefined) => {
    if (key) feedback.success(feedback.t(key));
  };

  const initialState = {
    allData: [],
    allStatus: 'idle',
    data: [],
    total: 0,
    params: options.params,
    status: 'idle',
    selected: null,
    formOpen: false,
    saving: false,
    fieldErrors: null,
    ...options.extraState,
  } as CrudState<T, P> & X;

  const slice = createSlice({
    name,
    initialState: initialState as LooseState,
    reducers: {
      /** Load the list; without a payload the current params are reloaded. */
      fetchList(state, { payload }: PayloadAction<P | undefined>) {
        if (payload !== undefined) state.params = payload;
        state.status = 'loading';
      },
      listLoaded(state, { payload }: PayloadAction<CrudPage<Row>>) {
        state.data = payload.data;
        state.total = payload.total;
        state.status = 'ready';
        onListLoaded?.(state as Draft<CrudState<T, P> & X>, payload as CrudPage<T>);
      },
      listFailed(state) {
        state.status = 'error';
      },
      fetchAll(state) {
        state.allStatus = 'loading';
      },
      allLoaded(state, { payload }: PayloadAction<Row[]>) {
        state.allData = payload;
        state.allStatus = 'ready';
      },
      allFailed(state) {
        state.allStatus = 'error';
      },
      openCreate(state) {
        state.selected = null;
        state.formOpen = true;
        state.fieldErrors = null;
      },
      openEdit(state, { payload }: PayloadAction<Row>) {
        state.selected = payload;
        state.formOpen = true;
        state.fieldErrors = null;
      },
      closeForm(state) {
        state.formOpen = false;
        state.saving = false;
        state.fieldErrors = null;
      },
      save(state, { payload }: PayloadAction<SaveRequest<V>>) {
        state.saving = true;
        state.fieldErrors = null;
        if (patch && payload.id !== undefined) {
          const { id, values } = payload;
          const patched = (row: Row) => (row.id === id ? (patch(row as T, values) as Row) : row);
          state.data = state.data.map(patched);
          state.allData = state.allData.map(patched);
        }
      },
      saved(state, { payload }: PayloadAction<Row>) {
        state.saving = false;
        state.formOpen = false;
        state.selected = payload;
        state.data = state.data.map((row) => (row.id === payload.id ? payload : row));
      },
      saveFailed(state, { payload }: PayloadAction<Record<string, string[]> | null>) {
        state.saving = false;
        state.fieldErrors = payload;
      },
      remove(state, { payload }: PayloadAction<number>) {
        if (state.formOpen && state.selected?.id === payload) state.saving = true;
      },
      removed(state, { payload }: PayloadAction<number>) {
        state.data = state.data.filter((row) => row.id !== payload);
        state.allData = state.allData.filter((row) => row.id !== payload);
        if (state.selected?.id === payload) {
          // The form showing the deleted record has nothing left to show.
          state.selected = null;
          state.formOpen = false;
          state.saving = false;
        }
      },
      removeFailed(state, { payload }: PayloadAction<number>) {
        if (state.selected?.id === payload) state.saving = false;
      },
      /** Fetches every row matching the current params and hands them to `onRows` (CSV export). */
      exportRows(_state, _action: PayloadAction<{ onRows: (rows: Row[]) => void }>) {},
    },
    extraReducers: (builder) =>
      options.extraReducers?.(builder as unknown as ActionReducerMapBuilder<CrudState<T, P> & X>),
  });

  const actions = slice.actions;
  const selectState = (root: Record<string, unknown>): CrudState<T, P> & X =>
    (root[name] as (CrudState<T, P> & X) | undefined) ?? initialState;

  /** Reloads the listed records and, when the feature keeps them, every record (after any change). */
  function* reload() {
    yield put(actions.fetchList(undefined));
    if (calls.all) yield put(actions.fetchAll());
  }

  function* fetchListSaga() {
    const api: C = yield* client();
    const { params }: CrudState<T, P> = yield select(selectState);
    try {
      const page: CrudPage<T> = yield call(calls.list, api, params);
      // Deleting the last row of the last page leaves an empty page: step back to the one before.
      if (isPaged(params) && page.data.length === 0 && page.total > 0 && params.page > 1) {
        yield put(actions.fetchList({ ...params, page: Math.ceil(page.total / params.perPage) }));
        return;
      }
      yield put(actions.listLoaded(page));
    } catch (error) {
      yield put(actions.listFailed());
      feedback.reportError(error);
    }
  }

  function* fetchAllSaga() {
    if (!calls.all) return;
    const api: C = yield* client();
    try {
      const rows: T[] = yield call(calls.all, api);
      yield put(actions.allLoaded(rows));
    } catch (error) {
      yield put(actions.allFailed());
      feedback.reportError(error);
    }
  }

  function* saveSaga({ payload }: PayloadAction<SaveRequest<V>>) {
    const api: C = yield* client();
    try {
      const record: T =
        payload.id === undefined
          ? yield call(calls.create, api, payload.values)
          : yield call(calls.update, api, payload.id, payload.values);
      yield put(actions.saved(record));
      if (payload.id === undefined) say(messages.created);
      else say(typeof messages.updated === 'function' ? messages.updated(payload.values) : messages.updated);
      yield* reload();
    } catch (error) {
      const failure = validationFailureOf(error);
      yield put(actions.saveFailed(failure?.errors ?? null));
      // The fields show their own errors; the toast says why the save did not happen.
      if (failure) feedback.error(failure.message || (messages.invalid ? feedback.t(messages.invalid) : ''));
      else feedback.reportError(error);
      if (reloadOnFailure) yield* reload();
    }
  }

  function* removeSaga({ payload }: PayloadAction<number>) {
    const api: C = yield* client();
    try {
      yield call(calls.remove, api, payload);
      yield put(actions.removed(payload));
      say(messages.deleted);
      yield* reload();
    } catch (error) {
      // A record still in use answers 422 with a message naming what uses it.
      yield put(actions.removeFailed(payload));
      feedback.reportError(error);
      if (reloadOnFailure) yield* reload();
    }
  }

  function* exportSaga({ payload }: PayloadAction<{ onRows: (rows: Row[]) => void }>) {
    const api: C = yield* client();
    const { params, total }: CrudState<T, P> = yield select(selectState);
    try {
      const everything: CrudPage<T> = yield call(
        calls.list,
        api,
        isPaged(params) ? { ...params, page: 1, perPage: Math.max(total, EXPORT_PAGE) } : params,
      );
      payload.onRows(everything.data);
    } catch (error) {
      feedback.reportError(error);
    }
  }

  function* saga() {
    yield all([
      takeLatest(actions.fetchList.type, fetchListSaga),
      takeLatest(actions.fetchAll.type, fetchAllSaga),
      takeEvery(actions.save.type, saveSaga),
      takeEvery(actions.remove.type, removeSaga),
      takeLatest(actions.exportRows.type, exportSaga),
    ]);
  }

  return {
    name,
    slice,
    saga,
    calls,
    reload,
    selectState,
    actions: actions as typeof actions & {
      openEdit: (record: T) => PayloadAction<Row>;
      saved: (record: T) => PayloadAction<Row>;
      listLoaded: (page: CrudPage<T>) => PayloadAction<CrudPage<Row>>;
      allLoaded: (rows: T[]) => PayloadAction<Row[]>;
      exportRows: (payload: { onRows: (rows: T[]) => void }) => PayloadAction<{ onRows: (rows: Row[]) => void }>;
    },
    initialState,
  };
}

export type CrudFeature<
  T extends CrudRecord,
  P = any,
  V extends object = any,
  C = any,
  X extends object = object,
> = ReturnType<typeof createCrudFeature<T, P, V, C, X>>;
