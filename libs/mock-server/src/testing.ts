// Shared by the tests only (jest picks up *.test.ts; this file is never imported by the lib).
import axios, { type AxiosInstance } from 'axios';
import { mismatches, type AbilityRule, type RuleSchema } from '@live-agent/contracts';
import {
  ALL_ENDPOINTS,
  answersValidationError,
  messageBodySchema,
  notFoundBodySchema,
  unauthenticatedBodySchema,
  validationErrorBodySchema,
  type Endpoint,
} from '@live-agent/contracts/api';
import { fakeOnly } from '@live-agent/test-fixtures';
import { PRODUCT_NAMESPACE, type Answer } from './core';

// Valid bodies the apps' parity tests (their form against these routes) post as well.
export { INVOICE_INPUT } from './testing/invoices';
export { ORDER_ADDRESS, ORDER_CARD } from './testing/orders';

/** axios that never throws on a status, so tests can assert status and body together. */
export const api = axios.create({ validateStatus: () => true });

/** Such an axios sending `token` as the bearer (none: anonymous) and, given, `language` as Accept-Language. */
export const apiAs = (token?: string, language?: string) =>
  axios.create({
    validateStatus: () => true,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
    },
  });

/** The body of GET `url` (with `params`) by `client`: the test fails unless the answer is 200. */
export async function getOk<T>(client: AxiosInstance, url: string, params?: object): Promise<T> {
  const response = await client.get<T>(url, { params });
  expect(response.status).toBe(200);
  return response.data;
}

/** A list route's reader: `getOk` of `url` by `client`, given the page's, the filters' and the sort's params. */
export const listReader =
  <T>(client: AxiosInstance, url: string) =>
  (params: object = {}) =>
    getOk<T>(client, url, params);

/** The rows' ids in their order: what the tests of a list's order, filters and paging compare. */
export const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id);

/** The product API origin the tests use (what the shell derives from apiPort 8000). */
export const PRODUCT_API = 'http://localhost:8000';

/**
 * Such an axios on the product API (`/api/v1` of PRODUCT_API) sending `token` as the bearer (none: anonymous), lists as
 * repeated keys (`agentIds=1&agentIds=2`, what the kit's query reads).
 */
export const productApiAs = (token?: string) =>
  axios.create({
    baseURL: `${PRODUCT_API}/api/v1`,
    validateStatus: () => true,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    paramsSerializer: { indexes: null },
  });

/**
 * Fakes only the clock (Date, Date.now), leaving timers real: Mirage answers through setTimeout,
 * so faking timers would stall every request.
 */
export function fakeClockOnly(now: number = Date.now()): void {
  fakeOnly(['Date'], { now });
}

/** Logs in through the mock API and returns the login response body. */
export async function login(email: string, password: string) {
  const response = await api.post('/jwt/login', { email, password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.data)}`);
  return response.data as {
    userData: { id: number; email: string; role: string; ability: AbilityRule[] };
    accessToken: string;
    refreshToken: string;
  };
}

/** axios signed in as a demo account (admin by default) on the running server, never throwing on a status. */
export async function signedInApi(email = 'admin@demo.com', password = 'admin') {
  const { accessToken } = await login(email, password);
  return axios.create({ validateStatus: () => true, headers: { Authorization: `Bearer ${accessToken}` } });
}

/** The API's endpoints by how a URL finds them: static segments before parameters, as the router ranks them. */
const endpointPatterns = ALL_ENDPOINTS.map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
  parameters: (endpoint.path.match(/:\w+/g) ?? []).length,
})).sort((a, b) => a.parameters - b.parameters);

/** The documented endpoint an answered request belongs to, if any. */
export function endpointOf(method: string, url: string, productApiBase: string): Endpoint | undefined {
  const product = `${productApiBase}/${PRODUCT_NAMESPACE}`;
  const api = url.startsWith(`${product}/`) ? 'product' : 'demo';
  const path = new URL(api === 'product' ? url.slice(product.length) : url, 'http://origin.invalid').pathname;
  return endpointPatterns.find(
    ({ endpoint, pattern }) => endpoint.method === method && endpoint.api === api && pattern.test(path),
  )?.endpoint;
}

const ERROR_BODIES: Record<number, RuleSchema> = {
  401: unauthenticatedBodySchema,
  403: messageBodySchema,
  404: notFoundBodySchema,
  422: validationErrorBodySchema,
};

/**
 * What is wrong with an answer by the API's document (libs/contracts/src/api): a status it does not list for the
 * endpoint, or a body that does not match that status's schema. Undefined when all is well, or when the route is
 * not in the document (the contract test's walk over the routes reports those).
 */
export function answerProblem(answer: Answer): string | undefined {
  const endpoint = endpointOf(answer.method, answer.url, answer.productApiBase);
  if (!endpoint) return undefined;
  const name = `${answer.method} ${answer.url} → ${answer.status}`;
  // An endpoint's own error answers replace the common ones, and say how it refuses a body (no common 422).
  const own = (endpoint.errors as Record<number, { schema: RuleSchema } | undefined> | undefined)?.[answer.status];
  const documented: Record<number, boolean> = {
    401: endpoint.access !== 'public',
    403: Array.isArray(endpoint.access),
    404: endpoint.notFound === true,
    422: answersValidationError(endpoint),
  };
  const schema = (endpoint.responses as Record<number, RuleSchema | null | undefined>)[answer.status];
  if (answer.status >= 400) {
    if (!own && !documented[answer.status]) return `${name}: the document lists no ${answer.status} for this endpoint`;
  } else if (schema === undefined) return `${name}: the document lists no ${answer.status} for this endpoint`;
  const expected = answer.status >= 400 ? (own?.schema ?? ERROR_BODIES[answer.status]) : schema;
  if (expected === null) return answer.body ? `${name}: a body where the document says none` : undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${name}: the body is not JSON`;
  }
  const wrong = mismatches(expected!, body);
  return wrong.length ? `${name}: ${wrong.slice(0, 5).join('; ')}` : undefined;
}
