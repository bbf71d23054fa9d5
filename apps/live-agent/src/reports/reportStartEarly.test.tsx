// The report screens whose routes start their first GET as the URL opens (routes.tsx, startEarly): for each, the GET the
// route starts is the very request the screen then makes, for the default period and for URLs with a period, filters
// and (the Chat Report's) a search, sort and page; and every typed entry of the bad-input fixture in a filter goes out
// as typed (the server judges it).
import axios from 'axios';
import { everyTypedInput } from '@live-agent/test-fixtures';
import { routes } from '../routes';
import { REPORT_HISTORY, renderRoute, silenceActWarnings, until, setupScreenTest } from '../test/render';

jest.setTimeout(60_000);
const server = setupScreenTest(REPORT_HISTORY);
silenceActWarnings();

const SCREENS = [
  { path: '/live-agent/agent-performance', api: '/api/v1/reports/agent-performance' },
  { path: '/live-agent/agent-analysis', api: '/api/v1/reports/agent-analysis' },
  { path: '/live-agent/chatbot-analysis', api: '/api/v1/reports/chatbot' },
  // Its table's search, sort and page are in the query too.
  { path: '/live-agent/chat-report', api: '/api/v1/conversations' },
];

/** The URLs (path and query) of the GETs `startEarly` starts at `path?search`. */
function startedAt(path: string, search: string): string[] {
  const get = jest.fn((_url: string, _config?: { params?: object }) => new Promise(() => undefined));
  routes.find((route) => route.path === path)!.handle!.startEarly!(
    { api: { get } as never, apiBase: '', state: () => ({}) },
    { params: {}, search: new URLSearchParams(search) },
  );
  return get.mock.calls.map(([url, config]) => axios.getUri({ url, params: config?.params }));
}

describe.each(SCREENS)('$path starts its report as its URL opens', ({ path, api }) => {
  it.each([
    '',
    'range=last28&departmentId=2&queueId=3&channel=web&agentId=4',
    'range=lastMonth&status=closed&q=refund&sort=-startedAt&page=2&perPage=25',
  ])('asks what the screen asks (search "%s")', async (search) => {
    const asked: string[] = [];
    const pretender = server().pretender;
    const handled = pretender.handledRequest;
    pretender.handledRequest = function (verb, requestPath, request) {
      if (requestPath.startsWith(api)) asked.push((request as unknown as { url: string }).url);
      handled.call(this, verb, requestPath, request);
    };
    await renderRoute(search ? `${path}?${search}` : path);
    await until(() => expect(asked.length).toBeGreaterThan(0), 15_000);
    expect(asked[0]).toContain(`${api}?from=`);
    // The report first, then the filter bar's names (the dashboard's suite follows those to the page's requests).
    expect(startedAt(path, search)).toEqual([
      asked[0],
      '/api/v1/departments/all',
      '/api/v1/queues/all',
      '/api/v1/agents/all',
    ]);
  });

  it('sends every typed bad input in a filter as typed', () => {
    for (const { name, value } of everyTypedInput) {
      const typed = String(value);
      const [url] = startedAt(path, new URLSearchParams({ departmentId: typed }).toString());
      const sent = new URL(url, 'http://localhost').searchParams.get('departmentId');
      expect([name, sent]).toEqual([name, typed ? typed : null]);
    }
  });
});
