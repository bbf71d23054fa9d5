// The report screens whose routes ask their first queries as the URL opens (routes.tsx, prefetch): for each, the
// screen then asks nothing more, for the default period and for URLs with a period, filters and (the Chat Report's) a
// search, sort and page: the route's argument is the very one the screen's hook reads, so each is one cache entry and
// one request. The clock is pinned: the route and the screen each count the period from the organisation's today.
// And every typed entry of the bad-input fixture in a filter goes out as typed (the server judges it).
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { everyTypedInput } from '@live-agent/test-fixtures';
import { createAppStore } from '@live-agent/store';
import { attachApi } from '@live-agent/store/api';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { routes } from '../routes';
import {
  REPORT_HISTORY,
  createTestStore,
  renderRoute,
  signIn,
  silenceActWarnings,
  until,
  setupScreenTest,
} from '../test/render';

jest.setTimeout(60_000);
const server = setupScreenTest(REPORT_HISTORY);
silenceActWarnings();
beforeEach(() => {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now);
});
afterEach(() => jest.restoreAllMocks());

const SCREENS = [
  { path: '/live-agent/agent-performance', api: '/api/v1/reports/agent-performance' },
  { path: '/live-agent/agent-analysis', api: '/api/v1/reports/agent-analysis' },
  { path: '/live-agent/chatbot-analysis', api: '/api/v1/reports/chatbot' },
  // Its table's search, sort and page are in the query too.
  { path: '/live-agent/chat-report', api: '/api/v1/conversations' },
];
const NAMES = ['/api/v1/departments/all', '/api/v1/queues/all', '/api/v1/agents/all'];

const prefetchOf = (path: string) => {
  const [{ route }] = matchRoutes(routes, path)! as Array<{ route: RemoteRoute }>;
  return (search: string) => route.handle!.prefetch!({ params: {}, search: new URLSearchParams(search) });
};

describe.each(SCREENS)('$path asks its report as its URL opens', ({ path, api }) => {
  it.each([
    '',
    'range=last28&departmentId=2&queueId=3&channel=web&agentId=4',
    'range=lastMonth&status=closed&q=refund&sort=-startedAt&page=2&perPage=25',
  ])('and the screen asks nothing more (search "%s")', async (search) => {
    await signIn('admin');
    const store = createTestStore();
    const asked: string[] = [];
    const pretender = server().pretender;
    const handled = pretender.handledRequest;
    pretender.handledRequest = function (verb, requestPath, request) {
      if (verb === 'GET' && (requestPath.startsWith(api) || NAMES.includes(requestPath)))
        asked.push((request as unknown as { url: string }).url);
      handled.call(this, verb, requestPath, request);
    };
    for (const action of prefetchOf(path)(search)) store.dispatch(action as never);
    await until(() => expect(asked).toHaveLength(4), 15_000);
    // The report and the three name lists, in whatever order they were answered.
    expect(asked.filter((url) => url.includes(`${api}?from=`))).toHaveLength(1);
    expect(asked.filter((url) => NAMES.includes(url)).sort()).toEqual([...NAMES].sort());
    const prefetched = [...asked];

    await renderRoute(search ? `${path}?${search}` : path, { store });
    await screen.findByTestId('report-filters', {}, { timeout: 15_000 });
    const queries = () => Object.values((store.getState() as { api: { queries: object } }).api.queries);
    await until(() =>
      expect(queries().every((query) => (query as { status: string }).status !== 'pending')).toBe(true),
    );
    // Each request the route made is one the screen did not make again, and the screen asked nothing else but the
    // Agent Performance's drawer, opened by ?agentId=, which asks its own question.
    for (const url of prefetched) expect([url, asked.filter((made) => made === url).length]).toEqual([url, 1]);
    const drawer = (url: string) =>
      path === '/live-agent/agent-performance' && new URL(url, 'http://localhost').searchParams.get('agentId') === '4';
    expect(asked.filter((url) => !prefetched.includes(url) && !drawer(url))).toEqual([]);
  });

  it('sends every typed bad input in a filter as typed', async () => {
    const prefetch = prefetchOf(path);
    for (const { name, value } of everyTypedInput) {
      const typed = String(value);
      const made: string[] = [];
      const request = jest.fn(async ({ url, params }: { url: string; params?: Record<string, string> }) => {
        if (url === api) made.push(`${url}?${new URLSearchParams(params)}`);
        // The organisation, whose zone the period is counted in, first.
        return { data: url.endsWith('/organization') ? { data: { timezone: 'Europe/Berlin' } } : [] };
      });
      // A store of its own: each question is new to it.
      const store = attachApi(createAppStore({ sagaContext: { api: { request }, apiBase: '' } }));
      for (const action of prefetch(new URLSearchParams({ departmentId: typed }).toString()))
        store.dispatch(action as never);
      await until(() => expect(made).toHaveLength(1));
      expect([name, new URL(made[0], 'http://localhost').searchParams.get('departmentId')]).toEqual([
        name,
        typed ? typed : null,
      ]);
    }
  });
});
