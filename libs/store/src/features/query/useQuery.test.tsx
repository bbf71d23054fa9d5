// useQuery's first load starts while the screen renders, through the store's early context, and not at all without
// one; the load its effect dispatches is the one that fills the state.
import { Suspense, type ReactNode } from 'react';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../createAppStore';
import { createQueryFeature, type Query } from './createQueryFeature';
import { useQuery } from './useQuery';

interface Figures {
  count: number;
}
interface Reader {
  ask(query: Query): Promise<Figures>;
}

let serial = 0;

function setup({ early = true, ownClient = false } = {}) {
  const api: Reader = { ask: jest.fn(async () => ({ count: 7 })) };
  const earlyApi: Reader = { ask: jest.fn(async () => ({ count: 7 })) };
  const feature = createQueryFeature<Figures, Reader>({
    name: `earlyFigures${++serial}`,
    fetch: (client, query) => client.ask(query),
    describeError: () => ['failed'],
    ...(ownClient
      ? {
          client: function* own(): Generator<unknown, Reader, unknown> {
            return api;
          },
        }
      : {}),
  });
  const store = createAppStore({ sagaContext: { api }, earlyContext: early ? { api: earlyApi } : undefined });
  store.injectSlice(feature.slice);
  store.injectSaga(feature.name, feature.saga);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { api, earlyApi, feature, store, wrapper };
}

const never = new Promise<never>(() => undefined);
function Suspends(): never {
  throw never;
}

describe('useQuery’s first load', () => {
  it('is asked for through the early context while the screen renders, before anything is committed', async () => {
    const { api, earlyApi, feature, store } = setup();
    function Screen() {
      useQuery(feature, { from: '2026-01-01', agentId: null });
      return null;
    }
    await act(async () => {
      render(
        <Provider store={store}>
          <Suspense fallback={null}>
            <Screen />
            <Suspends />
          </Suspense>
        </Provider>,
      );
    });
    expect(earlyApi.ask).toHaveBeenCalledWith({ from: '2026-01-01' }); // cleaned, as the load would send it
    expect(api.ask).not.toHaveBeenCalled(); // no effect ran
    expect(feature.selectState(store.getState()).status).toBe('idle');
  });

  it('is then loaded by its effect into the state', async () => {
    const { api, earlyApi, feature, wrapper } = setup();
    const { result } = renderHook(() => useQuery(feature, { day: '1' }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual({ count: 7 });
    expect(earlyApi.ask).toHaveBeenCalledTimes(1);
    expect(api.ask).toHaveBeenCalledWith({ day: '1' });
  });

  it('starts nothing early without an early context, or for a feature with its own client and no early one', async () => {
    for (const options of [{ early: false }, { ownClient: true }]) {
      const { api, earlyApi, feature, wrapper } = setup(options);
      const { result } = renderHook(() => useQuery(feature, { day: '1' }), { wrapper });
      await waitFor(() => expect(result.current.status).toBe('ready'));
      expect(earlyApi.ask).not.toHaveBeenCalled();
      expect(api.ask).toHaveBeenCalledTimes(1);
    }
  });
});
