// The shell creates the one store; remotes add their slices and sagas to it when first loaded.
// RTK's combineSlices does the reducer side (injected slices' selectors fall back to initial state);
// sagas are started once per key so a remote mounted twice does not run its watchers twice.
import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Slice } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import type { ApiExtra } from './api/api';

type AnySlice = Slice<any, any, string, string, any>;

// The slices a store holds vary at run time, so the root reducer is typed loosely on purpose.
interface LazyRootReducer {
  (state: any, action: any): any;
  inject(slice: { reducerPath: string; reducer: (state: any, action: any) => any }): LazyRootReducer;
}

export interface AppStoreOptions {
  /** Slices the host owns from the start (auth, layout, navbar, ...). */
  slices?: AnySlice[];
  /** Values sagas read with getContext (the API client, so tests can pass fakes). */
  sagaContext?: Record<string, unknown>;
  preloadedState?: Record<string, unknown>;
}

export function createAppStore({ slices = [], sagaContext = {}, preloadedState }: AppStoreOptions = {}) {
  // A store with no host slices still needs one reducer to start from.
  const base = slices.length ? slices : [{ reducerPath: '__root', reducer: (state: true = true) => state }];
  const rootReducer = (combineSlices as (...parts: unknown[]) => LazyRootReducer)(...base);
  const sagaMiddleware = createSagaMiddleware({ context: sagaContext });
  // Middleware added later: the API slice's, with the signed-in frame (attachApi of @live-agent/store/api).
  const later = createDynamicMiddleware();
  // The API slice's requests read with the client the sagas read with.
  const extra: ApiExtra = {
    api: sagaContext.api as ApiExtra['api'],
    apiBase: typeof sagaContext.apiBase === 'string' ? sagaContext.apiBase : '',
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: false })
        .concat(later.middleware)
        .concat(sagaMiddleware),
  });
  const injectedSlices = new Set<string>(slices.map((s) => s.reducerPath));
  const addedMiddleware = new Set<string>();
  const runningSagas = new Set<string>();

  return Object.assign(store, {
    /** Adds a slice's reducer unless one with that name is already there. */
    injectSlice(slice: AnySlice) {
      if (injectedSlices.has(slice.reducerPath)) return;
      injectedSlices.add(slice.reducerPath);
      rootReducer.inject(slice);
    },
    /** Starts a saga under a key unless one is already running under it. */
    injectSaga(key: string, saga: Saga) {
      if (runningSagas.has(key)) return;
      runningSagas.add(key);
      sagaMiddleware.run(saga);
    },
    /** Adds a middleware under a key unless one is already there under it. */
    addMiddleware(key: string, middleware: Middleware) {
      if (addedMiddleware.has(key)) return;
      addedMiddleware.add(key);
      later.addMiddleware(middleware);
    },
    hasSlice: (name: string) => injectedSlices.has(name),
    hasSaga: (key: string) => runningSagas.has(key),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
