// A screen's first queries are asked as its URL opens (startScreenLoads), so the access check must come before them: a
// role that may not open a screen sends nothing to the server, where each request would only be refused with a 403.
import type { Server } from 'miragejs';
import { apiStoreContexts, createApiClient } from '@live-agent/auth';
import type { UserData } from '@live-agent/contracts';
import { createAppStore } from '@live-agent/store';
import { api, attachApi } from '@live-agent/store/api';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { setupTestServer, signIn, type DemoRole } from '@live-agent/ui-kit/testing';
import { settled } from '@live-agent/test-fixtures';
import { startScreenLoads } from './startScreenLoads';

const server = setupTestServer();

/** Counts every request the page sends to `server` from now on, as it is sent. */
function countRequests(mock: Server): () => number {
  const pretender = (mock as unknown as { pretender: { handleRequest(request: unknown): void } }).pretender;
  const handle = pretender.handleRequest.bind(pretender);
  let count = 0;
  pretender.handleRequest = (request) => {
    count += 1;
    handle(request);
  };
  return () => count;
}

const probe = api.injectEndpoints({
  endpoints: (build) => ({ accessProbe: build.query<unknown, string>({ query: (url) => url }) }),
});
const asking =
  (...urls: string[]) =>
  () =>
    urls.map((url) => probe.util.prefetch('accessProbe', url, {}));

const routes: RemoteRoute[] = [
  {
    path: '/live-agent/reports/chat',
    handle: {
      ability: { action: 'read', subject: 'Report' },
      prefetch: asking('/api/v1/departments/all', '/api/v1/agents/all'),
    },
    element: <p>chat report</p>,
  },
  {
    path: '/live-agent/dashboard',
    handle: {
      ability: { action: 'read', subject: 'Dashboard' },
      prefetch: asking('/api/v1/agents/all'),
    },
    element: <p>dashboard</p>,
  },
  {
    // Part of what it asks needs more than the route's own ability: it asks that only of who may (at.can).
    path: '/live-agent/overview',
    handle: {
      ability: { action: 'read', subject: 'Dashboard' },
      prefetch: (at) =>
        asking('/api/v1/agents/all', ...(at.can?.('read', 'LiveMonitor') ? ['/api/v1/live/alerts'] : []))(),
    },
    element: <p>overview</p>,
  },
  {
    // A guarded parent: its children's GETs wait for its check too.
    path: '/live-agent/settings',
    handle: { ability: { action: 'manage', subject: 'Settings' } },
    children: [{ path: 'general', handle: { prefetch: asking('/api/v1/agents/all') } }],
  },
];

async function requestsOpening(role: DemoRole, pathname: string): Promise<number> {
  const userData: UserData = await signIn(role);
  const store = attachApi(createAppStore(apiStoreContexts(createApiClient({ onSignOut: () => undefined }), '')));
  const sent = countRequests(server());
  startScreenLoads(
    routes,
    { pathname, search: '' },
    {
      state: () => ({ auth: { userData } }),
      prefetch: (actions) => actions.forEach((action) => store.dispatch(action as never)),
    },
  );
  await settled();
  return sent();
}

test.each([
  ['agent', '/live-agent/reports/chat'],
  ['client', '/live-agent/reports/chat'],
  ['client', '/live-agent/dashboard'],
  ['agent', '/live-agent/settings/general'],
] as const)(
  'signed in as %s, opening %s sends no request: the guard sends the user away first',
  async (role, pathname) => {
    expect(await requestsOpening(role, pathname)).toBe(0);
  },
);

test.each([
  ['admin', '/live-agent/reports/chat', 2],
  ['agent', '/live-agent/dashboard', 1],
  ['admin', '/live-agent/settings/general', 1],
  ['admin', '/live-agent/overview', 2],
  ['agent', '/live-agent/overview', 1],
] as const)('signed in as %s, opening %s asks its first queries at once', async (role, pathname, requests) => {
  expect(await requestsOpening(role, pathname)).toBe(requests);
});
