import { createAppStore } from '../createAppStore';
import { api, attachApi, heldEdits, holdUntilAnswered } from './index';
import { settled } from '@live-agent/test-fixtures';
import { answeredInTurn } from '../testing';

interface Item {
  id: number;
  done: boolean;
}

const held = heldEdits<Item>();
const items = api.enhanceEndpoints({ addTagTypes: ['HeldItem'] }).injectEndpoints({
  endpoints: (build) => ({
    heldItems: build.query<Item[], void>({
      query: () => '/items',
      transformResponse: (answer: Item[], meta) => held.over(answer, meta),
      providesTags: ['HeldItem'],
    }),
    editHeldItem: build.mutation<Item, Item>({
      query: (item) => ({ url: '/edit', method: 'POST', body: item }),
      invalidatesTags: ['HeldItem'],
      async onQueryStarted(item, { dispatch, queryFulfilled }) {
        const edit = held.hold(item.id, item);
        const patch = dispatch(
          items.util.updateQueryData('heldItems', undefined, (list) => {
            Object.assign(list.find((listed) => listed.id === item.id) ?? {}, item);
          }),
        );
        await holdUntilAnswered([edit], queryFulfilled, () => patch.undo());
      },
    }),
  }),
});

/** A store whose list shows item 1 not done, with a refresh of it on its way when the item is ticked. */
async function tickedWhileRefreshing() {
  const server = answeredInTurn();
  const store = attachApi(createAppStore({ sagaContext: { api: server } }));
  const shown = () => items.endpoints.heldItems.select()(store.getState() as never).data;
  const list = store.dispatch(items.endpoints.heldItems.initiate());
  server.next('/items').answer([{ id: 1, done: false }]);
  await list;
  // A refresh on its way (a previous write's), then the tick.
  const refresh = store.dispatch(items.endpoints.heldItems.initiate(undefined, { forceRefetch: true }));
  await settled();
  const tick = store.dispatch(items.endpoints.editHeldItem.initiate({ id: 1, done: true }));
  await settled();
  return { server, store, shown, list, refresh, tick };
}

describe('an edit held over the answers of earlier reads', () => {
  it('stays shown when a read sent before the write answers after it, and the truth shows once a later read answers', async () => {
    const { server, store, shown, list, refresh, tick } = await tickedWhileRefreshing();
    expect(shown()).toEqual([{ id: 1, done: true }]);

    // The refresh answers with the list as it was before the tick: the tick stays.
    server.next('/items').answer([{ id: 1, done: false }]);
    await refresh;
    expect(shown()).toEqual([{ id: 1, done: true }]);

    // The write succeeds; the refresh its tag starts answers the truth.
    server.next('/edit').answer({ id: 1, done: true });
    await tick;
    await settled();
    server.next('/items').answer([{ id: 1, done: true }]);
    await settled();
    expect(shown()).toEqual([{ id: 1, done: true }]);

    // From then on the server's answers are shown as they come: someone unticked it.
    const later = store.dispatch(items.endpoints.heldItems.initiate(undefined, { forceRefetch: true }));
    await settled();
    server.next('/items').answer([{ id: 1, done: false }]);
    await later;
    expect(shown()).toEqual([{ id: 1, done: false }]);
    list.unsubscribe();
  });

  it('is dropped when the write fails, whatever answers next', async () => {
    const { server, shown, list, refresh, tick } = await tickedWhileRefreshing();
    server.next('/edit').refuse();
    await tick;
    expect(shown()).toEqual([{ id: 1, done: false }]);
    server.next('/items').answer([{ id: 1, done: false }]);
    await refresh;
    expect(shown()).toEqual([{ id: 1, done: false }]);
    list.unsubscribe();
  });

  it('lays edits over an answer in the order they were made, and only on their own item', () => {
    const edits = heldEdits<Item & { note?: string }>();
    edits.hold(2, { done: true });
    edits.hold(2, { done: false, note: 'later' });
    expect(
      edits.over(
        [
          { id: 1, done: true },
          { id: 2, done: true },
        ],
        { sentAt: 1 },
      ),
    ).toEqual([
      { id: 1, done: true },
      { id: 2, done: false, note: 'later' },
    ]);
  });
});
