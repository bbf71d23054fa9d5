import type { Injectable } from '@live-agent/store';
import { authSlice } from './auth.slice';
import { authSaga } from './auth.sagas';

/**
 * The auth slice and its saga for `useInjected(authFeature)` / `withInjected(Page, authFeature)` (a remote running
 * alone). The shell instead passes authSlice to createAppStore and starts `store.injectSaga('auth', authSaga)`.
 */
export const authFeature = { slice: authSlice, saga: authSaga } satisfies Injectable;
