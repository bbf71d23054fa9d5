// The mock server answers what the API's document says (libs/contracts/src/api, docs/openapi.json): every route it
// registers is there, asks the caller for exactly what the document says, and (answers.setup.ts) every answer in
// this package's tests matches the document's schemas.
import type { Server } from 'miragejs';
import { ALL_ENDPOINTS } from '@live-agent/contracts/api';
import { registeredRoutes, type RegisteredRoute } from './core';
import { SIGNED_IN } from './kit/guard';
import { startMockServer } from './server';
import { PRODUCT_API } from './testing';

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
