// The departments state area (SPEC §3) and, beside it, the working-time choices the Departments tab
// needs. Decision: those choices are a tiny slice of their own ('departmentWorkingTimes') rather than the
// working-times feature, so this screen does not depend on (or inject before) that screen's state.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import { createCrudFeature } from '../../crud/createCrudFeature';
import { productApi, type ProductApi } from '../../crud/productApi';
import type { Department, WorkingTimeOption } from './departments.types';

export const departmentsFeature = createCrudFeature<Department>({
  name: 'departments',
  path: '/departments',
  messages: { created: 'departments.toast.created', updated: 'departments.toast.updated', deleted: 'departments.toast.deleted' },
  params: { sort: 'name' },
});

interface WorkingTimeOptionsState {
  options: WorkingTimeOption[];
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const initialState: WorkingTimeOptionsState = { options: [], status: 'idle' };

const workingTimeOptionsSlice = createSlice({
  name: 'departmentWorkingTimes',
  initialState,
  reducers: {
    fetch(state) {
      state.status = 'loading';
    },
    loaded(state, { payload }: PayloadAction<WorkingTimeOption[]>) {
      state.options = payload;
      state.status = 'ready';
    },
    failed(state) {
      state.status = 'error';
    },
  },
});

export const workingTimeOptionsActions = workingTimeOptionsSlice.actions;

export const selectWorkingTimeOptions = (root: Record<string, unknown>): WorkingTimeOptionsState =>
  (root[workingTimeOptionsSlice.name] as WorkingTimeOptionsState | undefined) ?? initialState;

function* fetchWorkingTimeOptions() {
  const client: ProductApi = yield* productApi();
  try {
    const rows: WorkingTimeOption[] = yield call(client.get<WorkingTimeOption[]>, '/working-times/all');
    yield put(workingTimeOptionsActions.loaded(rows.map(({ id, name, isEnabled }) => ({ id, name, isEnabled }))));
  } catch (error) {
    yield put(workingTimeOptionsActions.failed());
    reportApiError(error, toast.error);
  }
}

function* workingTimeOptionsSaga() {
  yield all([takeLatest(workingTimeOptionsActions.fetch.type, fetchWorkingTimeOptions)]);
}

export const workingTimeOptionsFeature = { slice: workingTimeOptionsSlice, saga: workingTimeOptionsSaga };
