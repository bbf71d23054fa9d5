// One factory for the nine list-and-form resources (admins, agents, departments, queues, shifts,
// working times, templates, categories, comments), so each screen only declares what differs. It builds the
// state area (allData, data, total, params, selected item) plus the form's open/saving/field
// errors, the sagas that talk to `/api/v1/<resource>` (docs/architecture.md, Product API and metrics), and the typed calls, which features reuse
// in their own extra sagas (bulk actions, import, reorder).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import i18n from 'i18next';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { reportApiError } from '@live-agent/auth';
import { DEFAULT_LIST_PARAMS, toast, toListQuery, type ListParams } from '@live-agent/ui-kit';
import type { ListPage } from '@live-agent/contracts';
import { NAMESPACE } from '../i18n';
import { validationFailureOf } from './apiErrors';
import { productApi, type ProductApi } from './productApi';

export interface CrudRecord {
  id: number;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CrudState<T extends CrudRecord> {
  /** Every record, for selects and lookups (GET /all). */
  allData: T[];
  allStatus: LoadStatus;
  /** The current page of the list. */
  data: T[];
  total: number;
  params: ListParams;
  status: LoadStatus;
  /** The record being edited; null with formOpen for a new one. */
  selected: T | null;
  formOpen: boolean;
  saving: boolean;
  /** The last save's 422 field errors, shown under the form's fields. */
  fieldErrors: Record<string, string[]> | null;
}

export interface CrudOptions {
  /** State area and saga key, e.g. 'agents' (docs/architecture.md, State). */
  name: string;
  /** Path under /api/v1, e.g. '/agents'. */
  path: string;
  /** Translation keys (liveAgent namespace) of the success toasts. */
  messages: { created: string; updated: string; deleted: string };
  params?: Partial<ListParams>;
}

export interface SaveRequest {
  id?: number;
  values: object;
}

export function createCrudApi<T extends CrudRecord>(path: string) {
  return {
    list: (api: ProductApi, params: ListParams) => api.get<ListPage<T>>(path, toListQuery(params)),
    all: (api: ProductApi) => api.get<T[]>(`${path}/all`),
    create: (api: ProductApi, values: object) => api.post<T>(path, values),
    update: (api: ProductApi, id: number, values: object) => api.put<T>(`${path}/${id}`, values),
    remove: (api: ProductApi, id: number) => api.delete(`${path}/${id}`),
  };
}

const say = (key: string, options?: Record<string, unknown>) => i18n.t(`${NAMESPACE}:${key}`, options);

export function createCrudFeature<T extends CrudRecord>({ name, path, messages, params }: CrudOptions) {
  const initialState: CrudState<T> = {
    allData: [],
    allStatus: 'idle',
    data: [],
    total: 0,
    params: { ...DEFAULT_LIST_PARAMS, ...params },
    status: 'idle',
    selected: null,
    formOpen: false,
    saving: false,
    fieldErrors: null,
  };

  const slice = createSlice({
    name,
    initialState: initialState as CrudState<CrudRecord>,
    reducers: {
      /** Load a page; without a payload the current params are reloaded. */
      fetchList(state, { payload }: PayloadAction<ListParams | undefined>) {
        if (payload) state.params = payload;
        state.status = 'loading';
      },
      listLoaded(state, { payload }: PayloadAction<{ data: CrudRecord[]; total: number }>) {
        state.data = payload.data;
        state.total = payload.total;
        state.status = 'ready';
      },
      listFailed(state) {
        state.status = 'error';
      },
      fetchAll(state) {
        state.allStatus = 'loading';
      },
      allLoaded(state, { payload }: PayloadAction<CrudRecord[]>) {
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
      openEdit(state, { payload }: PayloadAction<CrudRecord>) {
        state.selected = payload;
        state.formOpen = true;
        state.fieldErrors = null;
      },
      closeForm(state) {
        state.formOpen = false;
        state.saving = false;
        state.fieldErrors = null;
      },
      save(state, _action: PayloadAction<SaveRequest>) {
        state.saving = true;
        state.fieldErrors = null;
      },
      saved(state, { payload }: PayloadAction<CrudRecord>) {
        state.saving = false;
        state.formOpen = false;
        state.selected = payload;
        state.data = state.data.map((row) => (row.id === payload.id ? payload : row));
      },
      saveFailed(state, { payload }: PayloadAction<Record<string, string[]> | null>) {
        state.saving = false;
        state.fieldErrors = payload;
      },
      remove(_state, _action: PayloadAction<number>) {},
      removed(state, { payload }: PayloadAction<number>) {
        state.data = state.data.filter((row) => row.id !== payload);
        state.allData = state.allData.filter((row) => row.id !== payload);
        if (state.selected?.id === payload) state.selected = null;
      },
      /** Fetches every row matching the current search and filters and hands them to `onRows` (CSV export). */
      exportRows(_state, _action: PayloadAction<{ onRows: (rows: CrudRecord[]) => void }>) {},
    },
  });

  const actions = slice.actions;
  const api = createCrudApi<T>(path);
  const selectState = (root: Record<string, unknown>): CrudState<T> =>
    (root[name] as CrudState<T> | undefined) ?? initialState;

  /** Reloads the current page and the full list (after any change). */
  function* reload() {
    yield put(actions.fetchList(undefined));
    yield put(actions.fetchAll());
  }

  function* fetchListSaga() {
    const client: ProductApi = yield* productApi();
    const { params }: CrudState<T> = yield select(selectState);
    try {
      const page: ListPage<T> = yield call(api.list, client, params);
      // Deleting the last row of the last page leaves an empty page: step back to the one before.
      if (page.data.length === 0 && page.total > 0 && params.page > 1) {
        yield put(actions.fetchList({ ...params, page: Math.ceil(page.total / params.perPage) }));
        return;
      }
      yield put(actions.listLoaded(page));
    } catch (error) {
      yield put(actions.listFailed());
      reportApiError(error, toast.error);
    }
  }

  function* fetchAllSaga() {
    const client: ProductApi = yield* productApi();
    try {
      const rows: T[] = yield call(api.all, client);
      yield put(actions.allLoaded(rows));
    } catch (error) {
      yield put(actions.allFailed());
      reportApiError(error, toast.error);
    }
  }

  function* saveSaga({ payload }: PayloadAction<SaveRequest>) {
    const client: ProductApi = yield* productApi();
    try {
      const record: T = payload.id === undefined
        ? yield call(api.create, client, payload.values)
        : yield call(api.update, client, payload.id, payload.values);
      yield put(actions.saved(record));
      toast.success(say(payload.id === undefined ? messages.created : messages.updated));
      yield* reload();
    } catch (error) {
      const failure = validationFailureOf(error);
      yield put(actions.saveFailed(failure?.errors ?? null));
      // The fields show their own errors; the toast says why the save did not happen.
      if (failure) toast.error(failure.message || say('common.invalid'));
      else reportApiError(error, toast.error);
    }
  }

  function* removeSaga({ payload }: PayloadAction<number>) {
    const client: ProductApi = yield* productApi();
    try {
      yield call(api.remove, client, payload);
      yield put(actions.removed(payload));
      toast.success(say(messages.deleted));
      yield* reload();
    } catch (error) {
      // A record still in use answers 422 with a message naming what uses it.
      reportApiError(error, toast.error);
    }
  }

  function* exportSaga({ payload }: PayloadAction<{ onRows: (rows: CrudRecord[]) => void }>) {
    const client: ProductApi = yield* productApi();
    const { params, total }: CrudState<T> = yield select(selectState);
    try {
      const everything: { data: T[] } = yield call(api.list, client, { ...params, page: 1, perPage: Math.max(total, 1000) });
      payload.onRows(everything.data);
    } catch (error) {
      reportApiError(error, toast.error);
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
    api,
    reload,
    selectState,
    actions: actions as typeof actions & {
      openEdit: (record: T) => PayloadAction<CrudRecord>;
      saved: (record: T) => PayloadAction<CrudRecord>;
      exportRows: (payload: { onRows: (rows: T[]) => void }) => PayloadAction<{ onRows: (rows: CrudRecord[]) => void }>;
    },
    initialState,
  };
}

export type CrudFeature<T extends CrudRecord> = ReturnType<typeof createCrudFeature<T>>;
