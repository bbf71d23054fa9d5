// The API client as every store holds it: in saga context, where the sagas and the API slice's base query read it
// (docs/architecture.md, State and "Server data"). `createAppStore({ ...apiStoreContexts(api, apiBase), ... })`.
import type { AxiosInstance } from 'axios';

export function apiStoreContexts(api: AxiosInstance, apiBase: string) {
  return { sagaContext: { api, apiBase } };
}
