import { preload, routes } from './routes';
import { createAppStore } from '@live-agent/store';
import { attachApi } from '@live-agent/store/api';
import { everyTypedInput, settled } from '@live-agent/test-fixtures';
import { describeContract } from './test/render';

// The first screen (the dashboard) needs the store and a session: its own suite renders it through the
// routes with both (features/dashboard/DashboardPage.test.tsx), in German too.
describeContract({ preload: { run: preload, path: '/live-agent/dashboard' } });

describe("prefetch: the dashboard's figures and filter names, asked for as its URL opens", () => {
  const prefetch = routes.find((route) => route.path === '/live-agent/dashboard')!.handle!.prefetch!;
  /** The requests the route's prefetch makes at `?search`, on a store of its own, as `${url}?${params}`. */
  const asked = async (search: string, apiBase = '', store = storeWith(apiBase)) => {
    for (const action of prefetch({ params: {}, search: new URLSearchParams(search) })) store.dispatch(action as never);
    await settled();
    return store.made;
  };
  function storeWith(apiBase: string) {
    const made: string[] = [];
    const request = jest.fn(async ({ url, params }: { url: string; params?: Record<string, string> }) => {
      made.push(params && Object.keys(params).length ? `${url}?${new URLSearchParams(params)}` : url);
      return { data: [] };
    });
    const store = attachApi(createAppStore({ sagaContext: { api: { request }, apiBase } }));
    return Object.assign(store, { made });
  }
  const names = (apiBase = '') =>
    ['departments', 'queues', 'agents'].map((resource) => `${apiBase}/api/v1/${resource}/all`);

  it("asks GET /reports/dashboard with the URL's department and queue, as typed; the server judges them", async () => {
    expect(await asked('')).toEqual(['/api/v1/reports/dashboard', ...names()]);
    expect(await asked('departmentId=2&queueId=3&refresh=off', 'https://api.example.test')).toEqual([
      'https://api.example.test/api/v1/reports/dashboard?departmentId=2&queueId=3',
      ...names('https://api.example.test'),
    ]);
    for (const { name, value } of everyTypedInput) {
      const typed = String(value);
      const [url] = await asked(new URLSearchParams({ departmentId: typed }).toString());
      expect([name, new URL(url, 'http://localhost').searchParams.get('departmentId')]).toEqual([
        name,
        typed ? typed : null,
      ]);
    }
  });

  it('leaves out what the store already holds: the names once, another department only its figures', async () => {
    const store = storeWith('');
    await asked('', '', store);
    expect(await asked('departmentId=2', '', store)).toEqual([
      '/api/v1/reports/dashboard',
      ...names(),
      '/api/v1/reports/dashboard?departmentId=2',
    ]);
  });
});
