// How live-agent sagas reach the product API (docs/architecture.md, Product API and metrics): the host's
// axios client (Bearer token, refresh, Accept-Language) from saga context, and the product API origin the
// host derived from config.json (`apiBase`, '' meaning this page's origin). Tests put a plain axios client and '' in the context.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { getContext } from 'redux-saga/effects';
import type { GetOnly } from '@live-agent/auth';
import type { SagaStep } from '@live-agent/store';

export interface ProductApi {
  get<R>(path: string, params?: object): Promise<R>;
  post<R>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<R>;
  put<R>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<R>;
  delete(path: string): Promise<void>;
}

/** What a report reads with: the GET of ProductApi (also all an early start may do). */
export type ProductReader = Pick<ProductApi, 'get'>;

const urlOf = (apiBase: string, path: string) => `${apiBase}/api/v1${path}`;
// Cookies travel too when the real API sits on another origin (docs/architecture.md, How the shell boots).
const base: AxiosRequestConfig = { withCredentials: true };

/** The ProductApi's GET over any reader of the client, such as the early one of the store's early context. */
export function productReaderOver(client: GetOnly, apiBase = ''): ProductReader {
  return { get: async (path, params) => (await client.get(urlOf(apiBase, path), { ...base, params })).data };
}

/** A ProductApi over an axios client: paths are relative to `${apiBase}/api/v1`, bodies come back unwrapped. */
export function productApiOver(client: AxiosInstance, apiBase = ''): ProductApi {
  const url = (path: string) => urlOf(apiBase, path);
  return {
    ...productReaderOver(client, apiBase),
    post: async (path, body, config) => (await client.post(url(path), body, { ...base, ...config })).data,
    put: async (path, body, config) => (await client.put(url(path), body, { ...base, ...config })).data,
    delete: async (path) => {
      await client.delete(url(path), base);
    },
  };
}

/** Saga effect: `const api: ProductApi = yield* productApi();` */
export function* productApi(): SagaStep<ProductApi> {
  const client: AxiosInstance = yield getContext('api');
  const apiBase: string | undefined = yield getContext('apiBase');
  return productApiOver(client, apiBase ?? '');
}
