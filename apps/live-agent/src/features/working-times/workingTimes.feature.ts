// Working times (issue 5.4): the CRUD factory for /working-times, plus the department names the list and the
// editor show (GET /departments/all, kept in this feature's own small slice: the departments screen has its
// own state and this one must not create a second 'departments' feature).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import { createCrudFeature } from '../../crud/createCrudFeature';
import { productApi, type ProductApi } from '../../crud/productApi';
import type { WorkingTime } from './workingTimes.types';

export const workingTimesFeature = createCrudFeature<WorkingTime>({
  name: 'workingTimes',
  path: '/working-times',
  messages: { created: 'workingTimes.created', updated: 'workingTimes.updated', deleted: 'workingTimes.deleted' },
  // An organisation has a handful of working times: one page holds them all.
  params: { perPage: 100 },
});

export interface DepartmentName {
  id: number;
  name: string;
  isEnabled: boolean;
  workingTimeId: number | null;
}

export interface DepartmentNamesState {
  items: DepartmentName[];
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const initialDepartmentNames: DepartmentNamesState = { items: [], status: 'idle' };

export const departmentNamesSlice = createSlice({
  name: 'workingTimesDepartments',
  initialState: initialDepartmentNames,
  reducers: {
    fetch(state) {
      state.status = 'loading';
    },
    loaded(state, { payload }: PayloadAction<DepartmentName[]>) {
      state.items = payload.map(({ id, name, isEnabled, workingTimeId }) => ({ id, name, isEnabled, workingTimeId }));
      state.status = 'ready';
    },
    failed(state) {
      state.status = 'error';
    },
  },
});

export function* fetchDepartmentNamesSaga() {
  const client: ProductApi = yield* productApi();
  try {
    const rows: DepartmentName[] = yield call(client.get<DepartmentName[]>, '/departments/all');
    yield put(departmentNamesSlice.actions.loaded(rows));
  } catch (error) {
    yield put(departmentNamesSlice.actions.failed());
    reportApiError(error, toast.error);
  }
}

function* departmentNamesSaga() {
  yield takeLatest(departmentNamesSlice.actions.fetch.type, fetchDepartmentNamesSaga);
}

export const departmentNamesFeature = { slice: departmentNamesSlice, saga: departmentNamesSaga };

export const selectDepartmentNames = (root: Record<string, unknown>): DepartmentNamesState =>
  (root[departmentNamesSlice.name] as DepartmentNamesState | undefined) ?? initialDepartmentNames;
