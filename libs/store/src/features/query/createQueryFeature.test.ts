// The query factory as report screens rely on it: the last answer stays with the query it answers while a
// newer query loads, a failure keeps it with the reasons, and the newest query wins.
import { createAppStore } from '../../createAppStore';
import { cleanQuery, createQueryFeature, type Query } from './createQueryFeature';

interface Figures {
  count: number;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

let serial = 0;

function setup() {
  const pending: { query: Query; answer: ReturnType<typeof deferred<Figures>> }[] = [];
  const client = {
    ask: (query: Query) => {
      const answer = deferred<Figures>();
      pending.push({ query, answer });
      return answer.promise;
    },
  };
  const feature = createQueryFeature<Figures, typeof client>({
    name: `figures${++serial}`,
    fetch: (api, query) => api.ask(query),
    describeError: (error) => [`why: ${(error as Error).message}`],
  });
  const store = createAppStore({ sagaContext: { api: client } });
  store.injectSlice(feature.slice);
  store.injectSaga(feature.name, feature.saga);
  const state = () => feature.selectState(store.getState());
  return { feature, store, state, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createQueryFeature', () => {
  it('starts idle with nothing to show', () => {
    const { feature } = setup();
    expect(feature.selectState({})).toEqual({ data: null, query: null, status: 'idle', error: null, loadedAt: null });
  });

  it('asks with the cleaned query and keeps the answer with it', async () => {
    const { feature, store, state, pending } = setup();
    store.dispatch(
      feature.actions.load({ from: '2025-01-01', departmentId: '', queues: [], agentId: null, channel: ['web'] }),
    );
    expect(state().status).toBe('loading');
    await flush();
    expect(pending[0].query).toEqual({ from: '2025-01-01', channel: ['web'] });
    pending[0].answer.resolve({ count: 3 });
    await flush();
    expect(state()).toMatchObject({
      status: 'ready',
      data: { count: 3 },
      query: { from: '2025-01-01', channel: ['web'] },
      error: null,
    });
    expect(state().loadedAt).toEqual(expect.any(Number));
  });

  it('keeps the last figures on screen while a newer query loads, and when it fails', async () => {
    const { feature, store, state, pending } = setup();
    store.dispatch(feature.actions.load({ day: '1' }));
    await flush();
    pending[0].answer.resolve({ count: 1 });
    await flush();
    store.dispatch(feature.actions.load({ day: '2' }));
    expect(state()).toMatchObject({ status: 'loading', data: { count: 1 }, query: { day: '1' } });
    await flush();
    pending[1].answer.reject(new Error('offline'));
    await flush();
    expect(state()).toMatchObject({
      status: 'error',
      data: { count: 1 },
      query: { day: '1' },
      error: ['why: offline'],
    });
  });

  it('the newest query wins: an older answer arriving late is not shown', async () => {
    const { feature, store, state, pending } = setup();
    store.dispatch(feature.actions.load({ day: '1' }));
    await flush();
    store.dispatch(feature.actions.load({ day: '2' }));
    await flush();
    pending[1].answer.resolve({ count: 2 });
    await flush();
    pending[0].answer.resolve({ count: 1 });
    await flush();
    expect(state()).toMatchObject({ status: 'ready', data: { count: 2 }, query: { day: '2' } });
  });

  it('cleanQuery drops empty values only', () => {
    expect(cleanQuery({ a: 0, b: '', c: null, d: undefined, e: [], f: ['x'], g: 'y' })).toEqual({
      a: 0,
      f: ['x'],
      g: 'y',
    });
  });
});
