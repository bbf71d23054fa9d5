// Running one feature's slice and sagas against the real Mirage routes, without a screen: the store of the
// harness with the feature injected, its state, and a wait for a condition on it.
import type { Saga } from 'redux-saga';
import type { TestStore } from './harness';

interface TestableFeature<S> {
  name: string;
  slice: Parameters<TestStore['injectSlice']>[0];
  saga: Saga;
  selectState: (root: Record<string, unknown>) => S;
}

/** `store` with `feature` injected; `state()` reads its area, `idle()` says nothing is loading or saving. */
export function withFeature<S extends { status: string; saving?: boolean }>(
  store: TestStore,
  feature: TestableFeature<S>,
) {
  store.injectSlice(feature.slice);
  store.injectSaga(feature.name, feature.saga);
  const state = () => feature.selectState(store.getState() as Record<string, unknown>);
  return { store, state, idle: () => state().status === 'ready' && !state().saving };
}
