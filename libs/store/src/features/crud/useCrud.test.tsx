// useCrud's loading rule: a list screen loads its list and refreshes every record on mount; lookups load
// every record only when nobody has yet, so many lookups mounted together share one request.
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../createAppStore';
import { createCrudFeature } from './createCrudFeature';
import { useCrud } from './useCrud';

interface Thing {
  id: number;
  name: string;
}

function setup() {
  const client = {
    list: jest.fn(async () => ({ data: [{ id: 1, name: 'One' }], total: 1 })),
    all: jest.fn(async () => [{ id: 1, name: 'One' }]),
  };
  const feature = createCrudFeature<Thing, { q: string }, Omit<Thing, 'id'>, typeof client>({
    name: 'lookupThings',
    params: { q: '' },
    feedback: { t: (key) => key, success: jest.fn(), error: jest.fn(), reportError: jest.fn() },
    calls: {
      list: (api) => api.list(),
      all: (api) => api.all(),
      create: jest.fn(),
      update: jest.fn(),
      remove: jest.fn(),
    },
  });
  const store = createAppStore({ sagaContext: { api: client } });
  store.injectSlice(feature.slice);
  store.injectSaga(feature.name, feature.saga);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { client, feature, store, wrapper };
}

describe('useCrud', () => {
  it('lookups mounted together send one request for every record, and no list request', () => {
    const { client, feature, wrapper } = setup();
    renderHook(() => [useCrud(feature, { loadList: false }), useCrud(feature, { loadList: false })], { wrapper });
    expect(client.all).toHaveBeenCalledTimes(1);
    expect(client.list).not.toHaveBeenCalled();
  });

  it('a list screen loads its list and refreshes every record even when a lookup has them', () => {
    const { client, feature, wrapper } = setup();
    renderHook(() => [useCrud(feature, { loadList: false }), useCrud(feature)], { wrapper });
    expect(client.list).toHaveBeenCalledTimes(1);
    expect(client.all).toHaveBeenCalledTimes(2);
  });
});
