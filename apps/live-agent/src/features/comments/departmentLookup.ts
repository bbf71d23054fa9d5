// Department names for the closing-comment and category screens (their department scope), read once from
// `GET /departments/all`. Both screens share this one small lookup rather than each keeping a copy, and it
// is not the departments feature (that screen belongs to the Agents area and has its own state).
import { createSlice } from '@reduxjs/toolkit';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { call, put, takeLatest } from 'redux-saga/effects';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import { productApi, type ProductApi } from '../../crud/productApi';

export interface DepartmentOption {
  id: number;
  name: string;
  isEnabled: boolean;
}

interface LookupState {
  items: DepartmentOption[];
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const initialState: LookupState = { items: [], status: 'idle' };

const slice = createSlice({
  name: 'settingsDepartmentLookup',
  initialState,
  reducers: {
    fetch(state) {
      state.status = 'loading';
    },
    loaded(state, { payload }: { payload: DepartmentOption[] }) {
      state.items = payload.map(({ id, name, isEnabled }) => ({ id, name, isEnabled }));
      state.status = 'ready';
    },
    failed(state) {
      state.status = 'error';
    },
  },
});

function* fetchSaga() {
  const client: ProductApi = yield* productApi();
  try {
    const rows: DepartmentOption[] = yield call([client, client.get], '/departments/all');
    yield put(slice.actions.loaded(rows));
  } catch (error) {
    yield put(slice.actions.failed());
    reportApiError(error, toast.error);
  }
}

function* saga() {
  yield takeLatest(slice.actions.fetch.type, fetchSaga);
}

export const departmentLookup = { slice, saga, actions: slice.actions };

const selectLookup = (root: Record<string, unknown>): LookupState =>
  (root[slice.name] as LookupState | undefined) ?? initialState;

/** The departments (loaded on first use), select options and a name lookup that never fails. */
export function useDepartments() {
  const dispatch = useDispatch();
  const { items, status } = useSelector(selectLookup);
  useEffect(() => {
    dispatch(slice.actions.fetch());
  }, [dispatch]);
  return useMemo(() => {
    const names = new Map(items.map((item) => [item.id, item.name]));
    return {
      departments: items,
      loading: status === 'loading' || status === 'idle',
      options: items.map((item) => ({ value: item.id, label: item.name })),
      // Until the names arrive (or if they cannot), a department shows as its number rather than nothing.
      nameOf: (id: number) => names.get(id) ?? `#${id}`,
    };
  }, [items, status]);
}
