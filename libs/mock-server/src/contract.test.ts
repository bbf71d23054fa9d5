// The mock server answers what the API's document says (libs/contracts/src/api, docs/openapi.json): every route it
// registers is there, asks the caller for exactly what the document says, and (answers.setup.ts) every answer in
// this package's tests matches the document's schemas.
import type { Server } from 'miragejs';
import { ALL_ENDPOINTS } from '@live-agent/contracts/api';
import { registeredRoutes, type RegisteredRoute } from './core';
import { SIGNED_IN } from './kit/guard';
import { startMockServer } from './server';
import { PRODUCT_API } from './testing';

/**
 * Domains whose routes the document does not describe yet: each is in the document or on this list, and a domain
 * leaves the list as soon as it is described (the test fails while it is both).
 */
const NOT_YET_DESCRIBED = [
  'blog',
  'cards',
  'chat',
  'datatables',
  'email',
  'faq',
  'misc',
];

let server: Server;
beforeAll(() => {
  server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
});
afterAll(() => server.shutdown());

const key = (route: Pick<RegisteredRoute, 'method' | 'path' | 'api'>) => `${route.method} ${route.api} ${route.path}`;
const documented = new Map(ALL_ENDPOINTS.map((endpoint) => [key(endpoint), endpoint]));

it('describes every route the mock server registers, but for the domains listed as not described yet', () => {
  const routes = registeredRoutes(server);
  const domains = new Set(routes.map((route) => route.domain));
  expect(NOT_YET_DESCRIBED.filter((domain) => !domains.has(domain))).toEqual([]);
  const missing = routes.filter((route) => !NOT_YET_DESCRIBED.includes(route.domain) && !documented.has(key(route)));
  expect(missing.map(key)).toEqual([]);
  const describedYet = NOT_YET_DESCRIBED.filter((domain) =>
    routes.filter((route) => route.domain === domain).every((route) => documented.has(key(route))),
  );
  expect(describedYet).toEqual([]);
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
