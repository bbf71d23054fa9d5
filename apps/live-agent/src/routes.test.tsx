import { describeRemoteContract } from '@live-agent/ui-kit/testing';
import { everyTypedInput } from '@live-agent/test-fixtures';
import { preload, routes } from './routes';
import { NAMESPACE } from './i18n';
import { resources } from './i18n/features';

// The first screen (the dashboard) needs the store and a session: its own suite renders it through the
// routes with both (features/dashboard/DashboardPage.test.tsx), in German too.
describeRemoteContract({
  namespace: NAMESPACE,
  routes,
  resources,
  rendersFirstScreen: false,
  preload: { run: preload, path: '/live-agent/dashboard' },
});

describe("startEarly: the dashboard's figures and filter names, asked for as its URL opens", () => {
  const startEarly = routes.find((route) => route.path === '/live-agent/dashboard')!.handle!.startEarly!;
  const asked = (search: string, apiBase = '', state: Record<string, unknown> = {}) => {
    const get = jest.fn(() => new Promise(() => undefined));
    startEarly(
      { api: { get } as never, apiBase, state: () => state },
      { params: {}, search: new URLSearchParams(search) },
    );
    return get.mock.calls as unknown[][];
  };
  const names = (apiBase = '') =>
    ['departments', 'queues', 'agents'].map((resource) => [
      `${apiBase}/api/v1/${resource}/all`,
      { withCredentials: true, params: undefined },
    ]);

  it("asks GET /reports/dashboard with the URL's department and queue, as typed; the server judges them", () => {
    expect(asked('')).toEqual([['/api/v1/reports/dashboard', { withCredentials: true, params: {} }], ...names()]);
    expect(asked('departmentId=2&queueId=3&refresh=off', 'https://api.example.test')).toEqual([
      [
        'https://api.example.test/api/v1/reports/dashboard',
        { withCredentials: true, params: { departmentId: '2', queueId: '3' } },
      ],
      ...names('https://api.example.test'),
    ]);
    for (const { name, value } of everyTypedInput) {
      const typed = String(value);
      expect([name, asked(new URLSearchParams({ departmentId: typed }).toString())[0]]).toEqual([
        name,
        ['/api/v1/reports/dashboard', { withCredentials: true, params: typed ? { departmentId: typed } : {} }],
      ]);
    }
  });

  it('leaves out the names the store already holds or is loading', () => {
    // The names are the API slice's cache entries of each resource's `/all`.
    const held = (statuses: Record<string, string>) => ({
      api: {
        queries: Object.fromEntries(
          Object.entries(statuses).map(([resource, status]) => [`${resource}All(undefined)`, { status }]),
        ),
      },
    });
    const urls = (state: Record<string, unknown>) => asked('', '', state).map(([url]) => url);
    expect(urls(held({ departments: 'fulfilled', queues: 'pending' }))).toEqual([
      '/api/v1/reports/dashboard',
      '/api/v1/agents/all',
    ]);
    // A load that failed is asked again.
    expect(urls(held({ departments: 'rejected', queues: 'fulfilled', agents: 'fulfilled' }))).toEqual([
      '/api/v1/reports/dashboard',
      '/api/v1/departments/all',
    ]);
  });
});
