// @live-agent/store/api: the one API slice (api.ts) and how a store takes it in. An entry of its own, shared by Module
// Federation as one copy, so RTK Query loads with the signed-in frame, not with the sign-in page.
import { setupListeners } from '@reduxjs/toolkit/query/react';
import type { AppStore } from '../createAppStore';
import { api } from './api';

export {
  api,
  clientBaseQuery,
  failureOf,
  type Api,
  type ApiExtra,
  type ApiFailure,
  type ApiMeta,
  type ApiRequest,
} from './api';
export { heldEdits, holdUntilAnswered, type HeldEdit, type HeldEdits } from './heldEdits';
export { skipToken } from '@reduxjs/toolkit/query/react';
export { queryView, type QueryResultLike, type QueryView } from './queryView';
export { LIVE_ALERTS_POLL_MS, liveAlertsApi, useLiveAlertsQuery } from './liveAlerts';

/**
 * Puts the API slice into `store`, once: its state area and its middleware. Called by whoever creates a store for
 * screens: the shell's signed-in frame, the test harness, a remote run alone.
 */
export function attachApi(store: AppStore): AppStore {
  if (store.hasSlice(api.reducerPath)) return store;
  store.injectSlice(api as never);
  store.addMiddleware(api.reducerPath, api.middleware);
  // The tab's visibility and the network, as the slice sees them: polling with `skipPollingIfUnfocused` stops in a
  // hidden tab, and `refetchOnFocus` / `refetchOnReconnect` work where an endpoint asks for them.
  setupListeners(store.dispatch);
  // An injected reducer's state appears with the next action: the slice's state is there before its first query.
  store.dispatch({ type: `${api.reducerPath}/attached` });
  return store;
}
