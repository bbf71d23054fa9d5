// The one API slice (docs/architecture.md, "Server data"): RTK Query over the page's shared API client, so the
// session's 401 → renew → replay, the error catalogue and the product API's base stay the client's (libs/auth). The
// shell's store holds it; each remote adds its endpoints when it loads (`api.injectEndpoints` in the remote's
// `src/api.ts`), so a remote still ships only its own code. A failure is kept as the client reported it, reduced to
// what can be stored (the answer's status and body), so `describeApiError` of @live-agent/auth reads it as it reads
// any failed request.
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosInstance } from 'axios';

/** A request's query parameters as a screen gives them. */
export type Query = Record<string, string | number | string[] | undefined | null>;

/** `query` without its empty values, so equal questions are one cache entry and one URL. */
export function cleanQuery(query: Query): Query {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '',
    ),
  );
}

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; empty values are left out, so equal questions are one cache entry and one URL. */
  params?: Query;
  body?: unknown;
  /**
   * A call of the product API: `url` is then a path under `${apiBase}/api/v1` (the origin the shell read from
   * config.json, '' for this page's), sent with the session's cookies when that origin is another.
   */
  product?: boolean;
}

/** A request that failed, as the cache keeps it: what answered (status and body), or how it failed without one. */
export interface ApiFailure {
  response?: { status: number; data: unknown };
  /** Set when no answer came: 'ERR_NETWORK', or 'ERR_CANCELED' for a request given up. */
  code?: string;
}

/** What the store gives every request (createAppStore's extra argument): the page's API client. */
export interface ApiExtra {
  api?: Pick<AxiosInstance, 'request'>;
  /** The product API's origin ('' for this page's). */
  apiBase?: string;
}

/** What the base query tells an endpoint's transforms about a request: when it was sent, in the page's order. */
export interface ApiMeta {
  /** 1 for the page's first request through the slice, then one more per request sent. */
  sentAt: number;
}

let requestsSent = 0;

/** How many requests the slice has sent so far: a request sent later has a larger `sentAt`. */
export const requestsSentSoFar = (): number => requestsSent;

export function failureOf(error: unknown): ApiFailure {
  const { response, code } = (error ?? {}) as { response?: { status?: unknown; data?: unknown }; code?: unknown };
  if (response && typeof response.status === 'number')
    return { response: { status: response.status, data: response.data ?? null } };
  return { code: typeof code === 'string' && code ? code : 'ERR_NETWORK' };
}

export const clientBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiFailure, object, ApiMeta> = async (
  request,
  { extra, signal },
) => {
  const { api: client, apiBase = '' } = (extra as ApiExtra | undefined) ?? {};
  if (!client) throw new Error('The store was created without an API client (createAppStore sagaContext.api).');
  const {
    url,
    method = 'GET',
    params,
    body,
    product,
  } = typeof request === 'string' ? ({ url: request } as ApiRequest) : request;
  requestsSent += 1;
  const meta: ApiMeta = { sentAt: requestsSent };
  try {
    const response = await client.request({
      url: product ? `${apiBase}/api/v1${url}` : url,
      method,
      params: params && cleanQuery(params),
      data: body,
      signal,
      ...(product && { withCredentials: true }),
    });
    return { data: response.data, meta };
  } catch (error) {
    return { error: failureOf(error), meta };
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: clientBaseQuery,
  endpoints: () => ({}),
});

export type Api = typeof api;
