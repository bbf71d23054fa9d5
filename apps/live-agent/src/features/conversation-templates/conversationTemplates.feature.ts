// State of the Conversation Templates screen: the CRUD feature for the templates themselves, a small lookup
// area (department and category names for the table, the form and CSV, plus the organisation's name for
// the preview) and the CSV import, which the server runs all-or-nothing and answers with per-row errors.
// The lookups live in their own area ('templateLookups') because the departments and categories areas
// belong to their own screens.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import axios from 'axios';
import i18n from 'i18next';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import type { ConversationTemplate, ConversationTemplateInput, ImportRowError } from '@live-agent/contracts';
import type { RequestStatus, SagaStep } from '@live-agent/store';
import { NAMESPACE } from '../../i18n';
import { productCrudFeature } from '../../crud/productCrud';
import { productApi, type ProductApi } from '../../crud/productApi';
import type { CategoryOption, DepartmentOption } from './conversationTemplates.types';
import { csvFieldOf } from './templateCsv';

export const templatesFeature = productCrudFeature<ConversationTemplate>({
  name: 'conversationTemplates',
  path: '/conversation-templates',
  messages: {
    created: 'templates.toast.created',
    updated: 'templates.toast.updated',
    deleted: 'templates.toast.deleted',
  },
});

/* ---------- Lookups ---------- */

export interface TemplateLookupsState {
  departments: DepartmentOption[];
  categories: CategoryOption[];
  /** Null until loaded (or when GET /organization failed): the preview then uses a sample name. */
  organizationName: string | null;
  status: RequestStatus;
}

const lookupsInitial: TemplateLookupsState = {
  departments: [],
  categories: [],
  organizationName: null,
  status: 'idle',
};

export const lookupsSlice = createSlice({
  name: 'templateLookups',
  initialState: lookupsInitial,
  reducers: {
    fetchLookups(state) {
      state.status = 'loading';
    },
    lookupsLoaded(state, { payload }: PayloadAction<Omit<TemplateLookupsState, 'status'>>) {
      Object.assign(state, payload);
      state.status = 'ready';
    },
    lookupsFailed(state) {
      state.status = 'error';
    },
  },
});

export const lookupsActions = lookupsSlice.actions;
export const selectLookups = (root: Record<string, unknown>): TemplateLookupsState =>
  (root[lookupsSlice.name] as TemplateLookupsState | undefined) ?? lookupsInitial;

const toDepartment = ({ id, name }: DepartmentOption): DepartmentOption => ({ id, name });
const toCategory = ({ id, name, color, isActive }: CategoryOption): CategoryOption => ({ id, name, color, isActive });

/** The organisation's name is a nicety of the preview: without it the preview uses a sample name. */
function* organizationNameOf(client: ProductApi): SagaStep<string | null> {
  try {
    const body: { data?: { name?: string } } = yield call([client, client.get], '/organization');
    return body?.data?.name || null;
  } catch {
    return null;
  }
}

export function* fetchLookupsSaga(): SagaStep {
  const client: ProductApi = yield* productApi();
  try {
    const [departments, categories, organizationName]: [DepartmentOption[], CategoryOption[], string | null] =
      yield all([
        call([client, client.get], '/departments/all'),
        call([client, client.get], '/conversation-categories/all'),
        call(organizationNameOf, client),
      ]);
    yield put(
      lookupsActions.lookupsLoaded({
        departments: departments.map(toDepartment),
        categories: categories.map(toCategory),
        organizationName,
      }),
    );
  } catch (error) {
    yield put(lookupsActions.lookupsFailed());
    reportApiError(error, toast.error);
  }
}

export function* lookupsSaga() {
  yield takeLatest(lookupsActions.fetchLookups.type, fetchLookupsSaga);
}

export const lookupsFeature = { slice: lookupsSlice, saga: lookupsSaga };

/* ---------- CSV import ---------- */

export type ImportStatus = 'idle' | 'importing' | 'done' | 'failed';

export interface TemplateImportState {
  status: ImportStatus;
  /** The server's summary of a refused import ("2 rows have errors. Nothing was imported."). */
  message: string | null;
  /** The server's per-row errors of a refused import, with CSV column names. */
  rowErrors: ImportRowError[];
  imported: number;
}

const importInitial: TemplateImportState = { status: 'idle', message: null, rowErrors: [], imported: 0 };

export const importSlice = createSlice({
  name: 'templateImport',
  initialState: importInitial,
  reducers: {
    importTemplates(state, _action: PayloadAction<{ rows: ConversationTemplateInput[] }>) {
      state.status = 'importing';
      state.message = null;
      state.rowErrors = [];
    },
    importSucceeded(state, { payload }: PayloadAction<number>) {
      state.status = 'done';
      state.imported = payload;
    },
    importFailed(state, { payload }: PayloadAction<{ message: string | null; rowErrors: ImportRowError[] }>) {
      state.status = 'failed';
      state.message = payload.message;
      state.rowErrors = payload.rowErrors;
    },
    resetImport() {
      return importInitial;
    },
  },
});

export const importActions = importSlice.actions;
export const selectImport = (root: Record<string, unknown>): TemplateImportState =>
  (root[importSlice.name] as TemplateImportState | undefined) ?? importInitial;

interface ImportRefusal {
  message?: string;
  errors?: Record<string, string[]>;
  rowErrors?: Array<{ row: number; field: string; message: string }>;
}

/** A 422 body of the import as report rows; field errors without a row (e.g. "no rows") become row 0. */
export function rowErrorsOf(body: ImportRefusal | undefined): ImportRowError[] {
  const rows = (body?.rowErrors ?? []).map((item) => ({
    row: item.row,
    field: csvFieldOf(item.field),
    message: item.message,
  }));
  if (rows.length) return rows;
  return Object.entries(body?.errors ?? {}).flatMap(([field, messages]) =>
    (messages ?? []).map((message) => ({ row: 0, field: field === 'rows' ? '' : csvFieldOf(field), message })),
  );
}

export function* importSaga({ payload }: PayloadAction<{ rows: ConversationTemplateInput[] }>): SagaStep {
  const client: ProductApi = yield* productApi();
  try {
    const result: { data?: unknown[]; total?: number } = yield call(
      [client, client.post],
      '/conversation-templates/import',
      { rows: payload.rows },
    );
    const count = result?.data?.length ?? payload.rows.length;
    yield put(importActions.importSucceeded(count));
    toast.success(i18n.t(`${NAMESPACE}:templates.import.done`, { count }));
    yield* templatesFeature.reload();
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 422) {
      const body = error.response.data as ImportRefusal | undefined;
      // `errors.rows` carries the summary ("2 rows have errors. Nothing was imported."); `message` is generic.
      const summary = body?.errors?.rows?.[0] ?? body?.message ?? null;
      yield put(importActions.importFailed({ message: summary, rowErrors: rowErrorsOf(body) }));
    } else {
      yield put(importActions.importFailed({ message: null, rowErrors: [] }));
      reportApiError(error, toast.error);
    }
  }
}

export function* templateImportSaga() {
  yield takeLatest(importActions.importTemplates.type, importSaga);
}

export const importFeature = { slice: importSlice, saga: templateImportSaga };
