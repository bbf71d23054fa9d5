// The mock server answers what the API's document says (libs/contracts/src/api, docs/openapi.json): every route it
// registers is there, asks the caller for exactly what the document says, and (answers.setup.ts) every answer in
// this package's tests matches the document's schemas.
import { readFileSync } from 'fs';
import { join } from 'path';
import type { Server } from 'miragejs';
import { ALL_ENDPOINTS, type Endpoint } from '@live-agent/contracts/api';
import { registeredRoutes, type RegisteredRoute } from './core';
import { SIGNED_IN } from './kit/guard';
import { startMockServer } from './server';
import { PRODUCT_API, signedInApi } from './testing';

let server: Server;
beforeAll(() => {
  server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
});
afterAll(() => server.shutdown());

const key = (route: Pick<RegisteredRoute, 'method' | 'path' | 'api'>) => `${route.method} ${route.api} ${route.path}`;
const documented = new Map(ALL_ENDPOINTS.map((endpoint) => [key(endpoint), endpoint]));

it('describes every route the mock server registers', () => {
  const routes = registeredRoutes(server);
  // Every domain's routes: a walk over a few would prove little.
  expect(new Set(routes.map((route) => route.domain)).size).toBeGreaterThan(15);
  expect(routes.filter((route) => !documented.has(key(route))).map(key)).toEqual([]);
});

it('documents no route the mock server does not have', () => {
  const registered = new Set(registeredRoutes(server).map(key));
  expect([...documented.keys()].filter((name) => !registered.has(name))).toEqual([]);
});

it('asks every documented route’s caller for what the document says', () => {
  const wrong = registeredRoutes(server)
    .filter((route) => documented.has(key(route)))
    .flatMap((route) => {
      const { access } = documented.get(key(route))!;
      const need = route.need === undefined ? 'public' : route.need === SIGNED_IN ? 'signed-in' : route.need;
      const expected = Array.isArray(need) || typeof need === 'string' ? need : [need];
      return JSON.stringify(expected) === JSON.stringify(access)
        ? []
        : [`${key(route)}: the server needs ${JSON.stringify(expected)}, the document says ${JSON.stringify(access)}`];
    });
  expect(wrong).toEqual([]);
});

// What a query parameter may hold that no caller should send: words for numbers, negatives, zero, fractions, blanks,
// huge numbers, lists for scalars.
const HOSTILE_QUERY_VALUES = ['junk', '-1', '0', '1.5', '', '9'.repeat(20), '2026-02-30', 'null'];

/** The query parameters an endpoint names (its query schema's keys). */
const queryParameters = (endpoint: Endpoint): string[] =>
  Object.keys((endpoint.query as unknown as { _zod: { def: { shape: Record<string, unknown> } } })._zod.def.shape);

it('lists a 422 for a query exactly where the server refuses a malformed one: a list falls back to its defaults', async () => {
  const document = JSON.parse(readFileSync(join(__dirname, '../../../docs/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  const http = await signedInApi();
  const wrong: string[] = [];
  // Endpoints whose query is all they are sent (a body has its own 422 either way).
  for (const endpoint of ALL_ENDPOINTS.filter((candidate) => candidate.query && !candidate.body)) {
    const prefix = endpoint.api === 'product' ? '/api/v1' : '';
    const url = `${endpoint.api === 'product' ? PRODUCT_API : ''}${prefix}${endpoint.path.replace(/:\w+/g, '1')}`;
    let refused = false;
    for (const name of queryParameters(endpoint)) {
      for (const value of HOSTILE_QUERY_VALUES) {
        const answer = await http.request({ method: endpoint.method, url, params: { [name]: value } });
        refused ||= answer.status === 422;
      }
    }
    const operation =
      document.paths[`${prefix}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`][endpoint.method.toLowerCase()];
    const listed = '422' in operation.responses;
    if (listed !== refused)
      wrong.push(
        `${key(endpoint)}: the document ${listed ? 'lists' : 'lists no'} 422, the server ${refused ? 'refuses' : 'never refuses'} a malformed query`,
      );
  }
  expect(wrong).toEqual([]);
}, 120_000);
