import { createSlice } from '@reduxjs/toolkit';
import { put, takeEvery, getContext } from 'redux-saga/effects';
import { createAppStore } from './createAppStore';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0, source: '' },
  reducers: {
    incremented(state) {
      state.value += 1;
    },
    sourced(state, { payload }: { payload: string }) {
      state.source = payload;
    },
  },
});

const host = createSlice({ name: 'host', initialState: { ready: true }, reducers: {} });

describe('createAppStore', () => {
  it('holds the host slices from the start', () => {
    const store = createAppStore({ slices: [host] });
    expect(store.getState().host).toEqual({ ready: true });
  });

  it('injects a remote slice once; a second injection keeps its state', () => {
    const store = createAppStore({ slices: [host] });
    store.injectSlice(counter);
    store.dispatch(counter.actions.incremented());
    store.injectSlice(counter);
    store.dispatch(counter.actions.incremented());
    expect(store.getState().counter.value).toBe(2);
    expect(store.hasSlice('counter')).toBe(true);
  });

  it('runs an injected saga once, with the API client from saga context', () => {
    const api = { name: 'fake-api' };
    const store = createAppStore({ slices: [host], sagaContext: { api } });
    store.injectSlice(counter);
    function* saga() {
      yield takeEvery('ping', function* () {
        const client: { name: string } = yield getContext('api');
        yield put(counter.actions.sourced(client.name));
        yield put(counter.actions.incremented());
      });
    }
    store.injectSaga('counter', saga);
    store.injectSaga('counter', saga);
    store.dispatch({ type: 'ping' });
    expect(store.getState().counter).toEqual({ value: 1, source: 'fake-api' });
  });

  it('works without host slices', () => {
    const store = createAppStore();
    store.injectSlice(counter);
    store.dispatch(counter.actions.incremented());
    expect(store.getState().counter.value).toBe(1);
  });
});
