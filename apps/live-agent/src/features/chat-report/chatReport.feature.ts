// The Chat Report's state areas beside the page of rows on screen (chatReportList.ts): the CSV export of every
// filtered row, and the conversation viewer. Export decisions:
// - It pages through /conversations 1,000 rows at a time (the server's maximum) until a short page, so the
//   file holds every filtered row, not just the page on screen; progress is kept for the button.
// - Rows are asked for in id order (the order they were created in): conversations arriving while the
//   export runs are appended at the end instead of shifting pages, and rows are de-duplicated by id.
// - Very large exports are confirmed first (see EXPORT_WARN_ROWS) and refused above EXPORT_MAX_ROWS.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading } from 'redux-saga/effects';
import { describeApiError } from '@live-agent/auth';
import type { ConversationRow, ListPage } from '@live-agent/contracts';
import { cleanQuery, type Query } from '@live-agent/store';
import { productApi, type ProductApi } from '../../crud/productApi';
import { viewerSlice } from './chatReportViewer.slice';
import { viewerSaga } from './chatReportViewer.sagas';

export const EXPORT_PAGE_SIZE = 1000;
/** Above this many rows the export asks first (it takes a while). */
export const EXPORT_WARN_ROWS = 20_000;
/** Above this many rows the export is refused: narrow the filters. */
export const EXPORT_MAX_ROWS = 100_000;

export interface ExportState {
  status: 'idle' | 'running' | 'done' | 'error';
  loaded: number;
  total: number;
  error: string[] | null;
}

const initialExport: ExportState = { status: 'idle', loaded: 0, total: 0, error: null };

export interface ExportRequest {
  /** The report's filters (without page, perPage and sort). */
  query: Query;
  /** Receives every row once they are all in. */
  onRows: (rows: ConversationRow[]) => void;
}

const exportSlice = createSlice({
  name: 'chatReportExport',
  initialState: initialExport,
  reducers: {
    start(state, _action: PayloadAction<ExportRequest>) {
      state.status = 'running';
      state.loaded = 0;
      state.total = 0;
      state.error = null;
    },
    progress(state, { payload }: PayloadAction<{ loaded: number; total: number }>) {
      state.loaded = payload.loaded;
      state.total = payload.total;
    },
    finished(state) {
      state.status = 'done';
    },
    failed(state, { payload }: PayloadAction<string[]>) {
      state.status = 'error';
      state.error = payload;
    },
  },
});

export const exportActions = exportSlice.actions;
export const selectExport = (root: Record<string, unknown>): ExportState =>
  (root[exportSlice.reducerPath] as ExportState | undefined) ?? initialExport;

/** Every row matching `query`, page after page (see the header). */
export function* fetchAllRows(
  api: ProductApi,
  query: Query,
  onProgress?: (loaded: number, total: number) => Generator<unknown, void, unknown>,
) {
  const rows: ConversationRow[] = [];
  const seen = new Set<number>();
  for (let page = 1; ; page += 1) {
    const answer: ListPage<ConversationRow> = yield call([api, api.get], '/conversations', {
      ...cleanQuery(query),
      page,
      perPage: EXPORT_PAGE_SIZE,
      sort: 'id',
    });
    for (const row of answer.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
    if (onProgress) yield* onProgress(rows.length, Math.max(answer.total, rows.length));
    if (answer.data.length < EXPORT_PAGE_SIZE || rows.length >= EXPORT_MAX_ROWS) return rows;
  }
}

function* exportSaga({ payload }: PayloadAction<ExportRequest>) {
  try {
    const api: ProductApi = yield* productApi();
    const rows: ConversationRow[] = yield* fetchAllRows(api, payload.query, function* (loaded, total) {
      yield put(exportActions.progress({ loaded, total }));
    });
    yield call(payload.onRows, rows);
    yield put(exportActions.finished());
  } catch (error) {
    yield put(exportActions.failed(describeApiError(error)));
  }
}

function* exportWatcher() {
  yield takeLeading(exportActions.start.type, exportSaga);
}

export const chatReportExport = { slice: exportSlice, saga: exportWatcher };
export const chatReportViewer = { slice: viewerSlice, saga: viewerSaga };
