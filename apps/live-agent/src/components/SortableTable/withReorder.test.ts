// Reordering added to a CRUD feature: the optimistic order in the slice, the save through
// `POST <path>/reorder`, the server's order on success, and the previous order back on failure.
import { createAppStore } from '@live-agent/store';
import { toast } from '@live-agent/ui-kit';
import { productCrudFeature } from '../../crud/productCrud';
import { initTestI18n } from '../../test/render';
import { withReorder } from './withReorder';

interface Item {
  id: number;
  name: string;
  sortOrder: number;
}

const items: Item[] = [
  { id: 1, name: 'a', sortOrder: 0 },
  { id: 2, name: 'b', sortOrder: 1 },
  { id: 3, name: 'c', sortOrder: 2 },
];

function setup(post: jest.Mock) {
  const feature = withReorder(
    productCrudFeature<Item>({
      name: `items${Math.random()}`,
      path: '/items',
      messages: { created: 'x', updated: 'x', deleted: 'x' },
    }),
    '/items',
  );
  const get = jest.fn(async (url: string) => ({
    data: url.endsWith('/all') ? items : { data: items, total: items.length },
  }));
  const store = createAppStore({ sagaContext: { api: { get, post }, apiBase: '' } });
  store.injectSlice(feature.slice);
  store.injectSaga(feature.name, feature.saga);
  store.dispatch(feature.actions.listLoaded({ data: items, total: 3 }));
  store.dispatch(feature.actions.allLoaded(items));
  const state = () => feature.selectState(store.getState() as Record<string, unknown>);
  const names = () =>
    state()
      .data.map((item) => item.name)
      .join('');
  return { feature, store, state, names, get };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  await initTestI18n();
});

describe('withReorder', () => {
  it('reducer: shows the new order at once and renumbers sortOrder', () => {
    const post = jest.fn(() => new Promise(() => undefined));
    const { feature, store, state, names } = setup(post);
    store.dispatch(feature.actions.reorder({ ids: [3, 1, 2], previousIds: [1, 2, 3] }));
    expect(names()).toBe('cab');
    expect(state().data.map((item) => item.sortOrder)).toEqual([0, 1, 2]);
    expect(state().allData.map((item) => item.id)).toEqual([3, 1, 2]);
    store.dispatch(feature.actions.reorderFailed([1, 2, 3]));
    expect(names()).toBe('abc');
  });

  it('saves the whole order and keeps what the server answers', async () => {
    const answer = [items[1], items[0], items[2]].map((item, index) => ({
      ...item,
      sortOrder: index,
      name: item.name.toUpperCase(),
    }));
    const post = jest.fn(async () => ({ data: { data: answer } }));
    const { feature, store, state, names } = setup(post);
    store.dispatch(feature.actions.reorder({ ids: [2, 1, 3], previousIds: [1, 2, 3] }));
    await flush();
    expect(post).toHaveBeenCalledWith('/api/v1/items/reorder', { ids: [2, 1, 3] }, expect.anything());
    expect(names()).toBe('BAC');
    expect(state().allData).toEqual(answer);
  });

  it('saves one order after another, so the server ends on the last one', async () => {
    const pending: Array<() => void> = [];
    const post = jest.fn(
      (_url: string, body: { ids: number[] }) =>
        new Promise((resolve) => {
          pending.push(() =>
            resolve({ data: { data: body.ids.map((id, index) => ({ ...items[id - 1], sortOrder: index })) } }),
          );
        }),
    );
    const { feature, store, names } = setup(post);
    store.dispatch(feature.actions.reorder({ ids: [2, 1, 3], previousIds: [1, 2, 3] }));
    store.dispatch(feature.actions.reorder({ ids: [2, 3, 1], previousIds: [2, 1, 3] }));
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(names()).toBe('bca');
    pending.shift()!();
    await flush();
    // The first answer does not undo the newer order on screen.
    expect(names()).toBe('bca');
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[1][1]).toEqual({ ids: [2, 3, 1] });
    pending.shift()!();
    await flush();
    expect(names()).toBe('bca');
  });

  it('puts the previous order back, says so and reloads when the save fails', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const post = jest.fn(async () => {
      throw Object.assign(new Error('Network Error'), { isAxiosError: true });
    });
    const { feature, store, names, get } = setup(post);
    store.dispatch(feature.actions.reorder({ ids: [3, 2, 1], previousIds: [1, 2, 3] }));
    await flush();
    await flush();
    expect(names()).toBe('abc');
    expect(error).toHaveBeenCalledWith('The new order could not be saved, so the previous order is back.');
    expect(get).toHaveBeenCalled();
    error.mockRestore();
  });
});
