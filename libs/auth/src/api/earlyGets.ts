// A screen's first GETs can start while the screen is still rendering (useEarlyStart of @live-agent/store), instead of
// from its effects once React has committed it. The effect's own identical GET (same URL and query) then takes that
// answer over instead of asking again, so sagas and their error handling stay as they are; the wait for the data
// overlaps the render instead of following it (docs/architecture.md, "First requests start with the render").
import axios, { type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sent through earlyGets(): its answer is kept for the next identical GET. */
    early?: boolean;
  }
}

/** What a reader needs of the API client: an early start may only read. */
export type GetOnly = Pick<AxiosInstance, 'get'>;

/** How long an early answer waits for the GET that takes it over; a screen that never asked lets it go. */
export const EARLY_ANSWER_KEPT_MS = 5000;

/** Keeps the answers of early GETs for the next identical GET of `client` (installed by createApiClient). */
export function handOverEarlyGets(client: AxiosInstance): void {
  const kept = new Map<string, Promise<AxiosResponse>>();

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') {
      kept.clear(); // a write may change what a kept answer says
      return config;
    }
    const key = client.getUri(config);
    const send = axios.getAdapter(config.adapter ?? client.defaults.adapter);
    const waiting = kept.get(key);
    if (config.early) {
      // A screen rendered twice (React may restart a render) starts its GET once.
      if (waiting) {
        config.adapter = () => waiting;
        return config;
      }
      let settle!: (sent: Promise<AxiosResponse>) => void;
      const answer = new Promise<AxiosResponse>((resolve) => {
        settle = resolve;
      });
      // Sent by axios as any request is; kept from now, so a GET asking meanwhile waits for it.
      config.adapter = (ready) => {
        const sent = Promise.resolve(send(ready));
        settle(sent);
        return sent;
      };
      answer.catch(() => undefined);
      kept.set(key, answer);
      setTimeout(() => {
        if (kept.get(key) === answer) kept.delete(key);
      }, EARLY_ANSWER_KEPT_MS);
      return config;
    }
    if (waiting) {
      kept.delete(key);
      // Answered as if this call had been sent. Had the early one failed, this call asks itself, so the error it
      // reports (and a session renewal on a 401) is its own, as without an early start.
      config.adapter = () =>
        waiting.then(
          (response) => ({ ...response, config }),
          () => send(config),
        );
    }
    return config;
  });
}

/** A reader over `client` whose GETs start early: kept for the identical GET a screen's effect sends next. */
export function earlyGets(client: AxiosInstance): GetOnly {
  return { get: (url, config) => client.get(url, { ...config, early: true }) };
}

/** What a screen's first render may use (useEarlyStart of @live-agent/store). */
export interface EarlyContext {
  api: GetOnly;
  /** The product API origin ('' = this page's). */
  apiBase: string;
}

/**
 * The API client as every store holds it: in saga context for the sagas, and its early reader in the early context
 * for a screen's first render. `createAppStore({ ...apiStoreContexts(api, apiBase), ... })`.
 */
export function apiStoreContexts(api: AxiosInstance, apiBase: string) {
  return { sagaContext: { api, apiBase }, earlyContext: { api: earlyGets(api), apiBase } satisfies EarlyContext };
}
