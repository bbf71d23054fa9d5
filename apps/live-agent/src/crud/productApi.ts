// How the live-agent sagas that remain (the Chat Report's conversation viewer, a paging workflow) reach the product
// API (docs/architecture.md, Product API and metrics): the host's axios client (Bearer token, refresh,
// Accept-Language) from saga context, and the product API origin the host derived from config.json (`apiBase`, ''
// meaning this page's origin). Tests put a plain axios client and '' in the context.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { getContext } from 'redux-saga/effects';
import type { SagaStep } from '@live-agent/store';

/** What the viewer's sagas do with the product API: read. */
export interface ProductApi {
  get<R>(path: string, params?: object): Promise<R>;
}

// Cookies travel too when the real API sits on another origin (docs/architecture.md, How the shell boots).
const base: AxiosRequestConfig = { withCredentials: true };

/** A ProductApi over an axios client: paths are relative to `${apiBase}/api/v1`, bodies come back unwrapped. */
export function productApiOver(client: AxiosInstance, apiBase = ''): ProductApi {
  return { get: async (path, params) => (await client.get(`${apiBase}/api/v1${path}`, { ...base, params })).data };
}

/** Saga effect: `const api: ProductApi = yield* productApi();` */
export function* productApi(): SagaStep<ProductApi> {
  const client: AxiosInstance = yield getContext('api');
  const apiBase: string | undefined = yield getContext('apiBase');
  return productApiOver(client, apiBase ?? '');
}
