import { createAppStore } from '../createAppStore';
import { api, attachApi, type ApiFailure } from './index';

interface Answer {
  status: number;
  data: unknown;
}

/** A client that answers from a table by URL, and counts what it was asked. */
function fakeClient(answers: Record<string, Answer | 'offline'>) {
  const asked: Array<{ url: string; method: string; params?: unknown; data?: unknown }> = [];
  return {
    asked,
    request: async (config: { url: string; method: string; params?: unknown; data?: unknown }) => {
      asked.push(config);
      const answer = answers[config.url];
      if (answer === 'offline') throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
      if (!answer || answer.status >= 400)
        throw Object.assign(new Error('Request failed'), { response: answer ?? { status: 404, data: {} } });
      return { data: answer.data };
    },
  };
}

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, { q?: string }>({ query: (params) => ({ url: '/probe', params }) }),
    probeRefused: build.query<unknown, void>({ query: () => '/refused' }),
    probeOffline: build.query<unknown, void>({ query: () => '/offline' }),
  }),
});

function storeWith(client: ReturnType<typeof fakeClient>) {
  return attachApi(createAppStore({ sagaContext: { api: client } }));
}

describe('the one API slice', () => {
  it('reads through the store’s client, leaving out empty parameters, and asks once for one question', async () => {
    const client = fakeClient({ '/probe': { status: 200, data: { ok: true } } });
    const store = storeWith(client);
    const first = store.dispatch(probe.endpoints.probe.initiate({ q: '' }));
    const second = store.dispatch(probe.endpoints.probe.initiate({ q: '' }));
    expect((await first).data).toEqual({ ok: true });
    expect((await second).data).toEqual({ ok: true });
    expect(client.asked).toEqual([expect.objectContaining({ url: '/probe', method: 'GET', params: {} })]);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('keeps a refusal as its status and body, and a request with no answer as a network failure', async () => {
    const client = fakeClient({ '/refused': { status: 403, data: { message: 'Forbidden' } }, '/offline': 'offline' });
    const store = storeWith(client);
    const refused = await store.dispatch(probe.endpoints.probeRefused.initiate());
    expect(refused.error).toEqual({ response: { status: 403, data: { message: 'Forbidden' } } } satisfies ApiFailure);
    const offline = await store.dispatch(probe.endpoints.probeOffline.initiate());
    expect(offline.error).toEqual({ code: 'ERR_NETWORK' } satisfies ApiFailure);
  });

  it('is taken in once however often it is attached', async () => {
    const client = fakeClient({ '/probe': { status: 200, data: { ok: true } } });
    const store = storeWith(client);
    attachApi(store);
    const result = await store.dispatch(probe.endpoints.probe.initiate({ q: 'x' }));
    expect(result.data).toEqual({ ok: true });
    expect(client.asked).toHaveLength(1);
    expect(store.hasSlice('api')).toBe(true);
  });
});

describe('the product API and a hidden tab', () => {
  const product = api.injectEndpoints({
    endpoints: (build) => ({
      productProbe: build.query<{ ok: boolean }, void>({ query: () => ({ url: '/probe', product: true }) }),
    }),
  });

  it('sends a product call under the configured origin’s /api/v1, with the session’s cookies', async () => {
    const client = fakeClient({ 'https://api.acme.test/api/v1/probe': { status: 200, data: { ok: true } } });
    const store = attachApi(createAppStore({ sagaContext: { api: client, apiBase: 'https://api.acme.test' } }));
    expect((await store.dispatch(product.endpoints.productProbe.initiate())).data).toEqual({ ok: true });
    expect(client.asked).toEqual([
      expect.objectContaining({ url: 'https://api.acme.test/api/v1/probe', withCredentials: true }),
    ]);
  });

  it('stops polling while the tab is hidden and starts again when it is shown', async () => {
    jest.useFakeTimers();
    let visibility: DocumentVisibilityState = 'visible';
    const shown = jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    try {
      const client = fakeClient({ '/probe': { status: 200, data: { ok: true } } });
      const store = storeWith(client);
      const polled = store.dispatch(
        probe.endpoints.probe.initiate(
          { q: 'live' },
          { subscriptionOptions: { pollingInterval: 1000, skipPollingIfUnfocused: true } },
        ),
      );
      await polled;
      await jest.advanceTimersByTimeAsync(3000);
      expect(client.asked.length).toBe(4);

      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      const whileHidden = client.asked.length;
      await jest.advanceTimersByTimeAsync(5000);
      expect(client.asked.length).toBe(whileHidden);

      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      await jest.advanceTimersByTimeAsync(2000);
      expect(client.asked.length).toBeGreaterThan(whileHidden);
      polled.unsubscribe();
    } finally {
      shown.mockRestore();
      jest.useRealTimers();
    }
  });
});
