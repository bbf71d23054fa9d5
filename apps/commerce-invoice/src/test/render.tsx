// ui-kit's test harness bound to this remote's namespace and routes.
import { createSlice } from '@reduxjs/toolkit';
import type { CartResponse } from '@live-agent/contracts';
import { cartChanged, type AppStore } from '@live-agent/store';
import { createRemoteHarness } from '@live-agent/ui-kit/testing';
import { NAMESPACE } from '../i18n';
import { resources } from '../i18n/features';
import { routes } from '../routes';

export const { renderRoute, setupScreenTest, createTestStore, englishFormRules, describeContract } =
  createRemoteHarness({ namespace: NAMESPACE, resources, routes });

/**
 * What the shell's navbar cart would show: the last shared `cartChanged` the store saw (docs/architecture.md, State),
 * recorded as the navbar's own area takes it.
 */
export function recordSharedCart(store: AppStore) {
  const seen = createSlice({
    name: 'seenSharedCart',
    initialState: null as CartResponse | null,
    reducers: {},
    extraReducers: (builder) => builder.addCase(cartChanged, (_state, { payload }) => payload),
  });
  store.injectSlice(seen);
  return () => (store.getState() as { seenSharedCart?: CartResponse | null }).seenSharedCart ?? null;
}
