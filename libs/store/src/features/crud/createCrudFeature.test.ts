// The CRUD factory as features rely on it: state transitions as pure reducers, and the sagas against a fake
// client in saga context that records what was asked and answers like a REST API (422 with field errors).
import { createAction } from '@reduxjs/toolkit';
import { createAppStore } from '../../createAppStore';
import type { FeatureFeedback } from '../feedback';
import { createCrudFeature, type CrudCalls, type CrudPage } from './createCrudFeature';
import { settled, until } from '@live-agent/test-fixtures';

interface Thing {
  id: number;
  name: string;
  tag?: string;
}
interface ListParams {
  page: number;
  perPage: number;
  q: string;
}
type Values = Omit<Thing, 'id'>;

const PARAMS: ListParams = { page: 1, perPage: 10, q: '' };

type Call = { call: string; args: unknown[] };

class ApiFailure extends Error {
  constructor(readonly response: { status: number; data: unknown }) {
    super(`failed with ${response.status}`);
  }
}

/** A client over `rows`: 422 for a blank name; 422 'in use' when deleting id 1; 404 for an unknown id. */
function fakeClient(rows: Thing[]) {
  const calls: Call[] = [];
  const record = (call: string, ...args: unknown[]) => calls.push({ call, args });
  const client = {
    list: async (params: ListParams): Promise<CrudPage<Thing>> => {
      record('list', params);
      const matching = rows.filter((row) => row.name.includes(params.q));
      return {
        data: matching.slice((params.page - 1) * params.perPage, params.page * params.perPage),
        total: matching.length,
      };
    },
    all: async () => {
      record('all');
      return [...rows];
    },
    create: async (values: Values) => {
      record('create', values);
      if (!values.name)
        throw new ApiFailure({
          status: 422,
          data: { message: 'The given data was invalid.', errors: { name: ['This field is required.'] } },
        });
      const created = { id: rows.length + 1, ...values };
      rows.push(created);
      return created;
    },
    update: async (id: number, values: Partial<Values>) => {
      record('update', id, values);
      const index = rows.findIndex((row) => row.id === id);
      if (index === -1) throw new ApiFailure({ status: 404, data: { message: 'Not Found' } });
      if (values.name === '')
        throw new ApiFailure({ status: 422, data: { errors: { name: ['This field is required.'] } } });
      rows[index] = { ...rows[index], ...values };
      return rows[index];
    },
    remove: async (id: number) => {
      record('remove', id);
      if (id === 1)
        throw new ApiFailure({ status: 422, data: { message: 'This thing is used by 2 agents.', errors: {} } });
      rows.splice(
        rows.findIndex((row) => row.id === id),
        1,
      );
    },
  };
  return { client, calls };
}

type Client = ReturnType<typeof fakeClient>['client'];

const thingCalls: CrudCalls<Thing, ListParams, Values, Client> = {
  list: (client, params) => client.list(params),
  all: (client) => client.all(),
  create: (client, values) => client.create(values),
  update: (client, id, values) => client.update(id, values),
  remove: (client, id) => client.remove(id),
};

function fakeFeedback() {
  const shown: string[] = [];
  const feedback: FeatureFeedback = {
    t: (key) => `t(${key})`,
    success: (text) => shown.push(`success: ${text}`),
    error: (text) => shown.push(`error: ${text}`),
    reportError: (error) => shown.push(`reported: ${(error as Error).message}`),
  };
  return { feedback, shown };
}

const { feedback: silent } = fakeFeedback();
const feature = createCrudFeature({
  name: 'things',
  calls: thingCalls,
  params: PARAMS,
  feedback: silent,
  messages: { created: 'x.created', updated: 'x.updated', deleted: 'x.deleted', invalid: 'x.invalid' },
});
const { actions, slice } = feature;

let serial = 0;

function setup(
  rows: Thing[],
  options: Partial<Parameters<typeof createCrudFeature<Thing, ListParams, Values, Client>>[0]> = {},
) {
  const { client, calls } = fakeClient(rows);
  const { feedback, shown } = fakeFeedback();
  const thing = createCrudFeature({
    name: `things${++serial}`,
    calls: thingCalls,
    params: PARAMS,
    feedback,
    messages: { created: 'x.created', updated: 'x.updated', deleted: 'x.deleted', invalid: 'x.invalid' },
    ...options,
  });
  const store = createAppStore({ sagaContext: { api: client } });
  store.injectSlice(thing.slice);
  store.injectSaga(thing.name, thing.saga);
  const state = () => thing.selectState(store.getState());
  return { store, calls, state, shown, feature: thing };
}

const things = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Thing ${index + 1}` }));

describe('CRUD reducers', () => {
  const initial = feature.initialState;

  it('starts empty with the given params', () => {
    expect(feature.selectState({})).toEqual(
      expect.objectContaining({ data: [], allData: [], total: 0, status: 'idle', allStatus: 'idle', params: PARAMS }),
    );
  });

  it('opens the form for a new record or for a record, clearing old field errors', () => {
    const failed = slice.reducer({ ...initial, fieldErrors: { name: ['x'] } }, actions.openCreate());
    expect(failed).toMatchObject({ formOpen: true, selected: null, fieldErrors: null });
    expect(slice.reducer(initial, actions.openEdit({ id: 4, name: 'Four' }))).toMatchObject({
      formOpen: true,
      selected: { id: 4 },
    });
  });

  it('keeps the form open with the field errors when a save fails, and closes it when a save succeeds', () => {
    const saving = slice.reducer({ ...initial, formOpen: true }, actions.save({ values: { name: '' } }));
    expect(saving.saving).toBe(true);
    expect(slice.reducer(saving, actions.saveFailed({ name: ['Required'] }))).toMatchObject({
      formOpen: true,
      saving: false,
      fieldErrors: { name: ['Required'] },
    });
    const listed = { ...saving, data: [{ id: 2, name: 'Old' }] };
    expect(slice.reducer(listed, actions.saved({ id: 2, name: 'New' }))).toMatchObject({
      formOpen: false,
      saving: false,
      data: [{ id: 2, name: 'New' }],
    });
  });

  it('without a patch, an update waits for the server before the list changes', () => {
    const listed = slice.reducer(initial, actions.listLoaded({ data: [{ id: 2, name: 'Old' }], total: 1 }));
    expect(slice.reducer(listed, actions.save({ id: 2, values: { name: 'New' } })).data).toEqual([
      { id: 2, name: 'Old' },
    ]);
  });

  it('deleting the record open in the form shows the form busy, then closes it', () => {
    const open = slice.reducer(
      slice.reducer(initial, actions.listLoaded({ data: [{ id: 2, name: 'Two' }], total: 1 })),
      actions.openEdit({ id: 2, name: 'Two' }),
    );
    const deleting = slice.reducer(open, actions.remove(2));
    expect(deleting.saving).toBe(true);
    expect(slice.reducer(deleting, actions.removeFailed(2))).toMatchObject({ saving: false, formOpen: true });
    expect(slice.reducer(deleting, actions.removed(2))).toMatchObject({
      saving: false,
      formOpen: false,
      selected: null,
      data: [],
    });
    // A row deleted from the list leaves a closed form alone.
    expect(slice.reducer(initial, actions.remove(2)).saving).toBe(false);
  });
});

describe('CRUD sagas', () => {
  it('loads the list with the params, and every row for selects, through the client in saga context', async () => {
    const { store, calls, state, feature: thing } = setup(things(12));
    const params = { ...PARAMS, page: 2 };
    store.dispatch(thing.actions.fetchList(params));
    store.dispatch(thing.actions.fetchAll());
    await until(() => state().status === 'ready' && state().allData.length === 12);
    expect(state()).toMatchObject({ total: 12, data: [{ id: 11 }, { id: 12 }], params });
    expect(calls).toContainEqual({ call: 'list', args: [params] });
    expect(calls).toContainEqual({ call: 'all', args: [] });
  });

  it('creates, then reloads the list; a 422 keeps the form open with its field errors', async () => {
    const { store, calls, state, shown, feature: thing } = setup(things(3));
    store.dispatch(thing.actions.openCreate());
    store.dispatch(thing.actions.save({ values: { name: '' } }));
    await until(() => state().fieldErrors !== null);
    expect(state()).toMatchObject({
      formOpen: true,
      saving: false,
      fieldErrors: { name: ['This field is required.'] },
    });
    expect(shown).toEqual(['error: The given data was invalid.']);

    store.dispatch(thing.actions.save({ values: { name: 'Fourth' } }));
    await until(() => !state().formOpen && state().total === 4);
    expect(state().data.map((row) => row.name)).toContain('Fourth');
    expect(calls.filter((call) => call.call === 'create')).toHaveLength(2);
    expect(shown).toContain('success: t(x.created)');
  });

  it('updates the record by id; a 422 without a message says the form is invalid', async () => {
    const { store, calls, state, shown, feature: thing } = setup(things(3));
    store.dispatch(thing.actions.save({ id: 2, values: { name: 'Renamed' } }));
    await until(() => state().data.some((row) => row.name === 'Renamed'));
    expect(calls).toContainEqual({ call: 'update', args: [2, { name: 'Renamed' }] });
    expect(shown).toContain('success: t(x.updated)');

    store.dispatch(thing.actions.save({ id: 2, values: { name: '' } }));
    await until(() => state().fieldErrors !== null);
    expect(shown).toContain('error: t(x.invalid)');
  });

  it('deletes and reloads; a record in use stays, and the reason goes through the error catalogue', async () => {
    const { store, state, shown, feature: thing } = setup(things(3));
    store.dispatch(thing.actions.fetchList(undefined));
    await until(() => state().total === 3);
    store.dispatch(thing.actions.remove(1));
    store.dispatch(thing.actions.remove(3));
    await until(() => state().total === 2);
    expect(state().data.map((row) => row.id)).toEqual([1, 2]);
    expect(shown).toEqual(expect.arrayContaining(['reported: failed with 422', 'success: t(x.deleted)']));
  });

  it('steps back a page when the last row of the last page is deleted', async () => {
    const { store, state, feature: thing } = setup(things(11));
    store.dispatch(thing.actions.fetchList({ ...PARAMS, page: 2 }));
    await until(() => state().data.length === 1);
    store.dispatch(thing.actions.remove(11));
    await until(() => state().params.page === 1 && state().data.length === 10);
  });

  it('exports every row matching the current params, not just the page', async () => {
    const { store, calls, feature: thing } = setup(things(23));
    store.dispatch(thing.actions.fetchList({ ...PARAMS, q: 'Thing' }));
    const onRows = jest.fn();
    store.dispatch(thing.actions.exportRows({ onRows }));
    await until(() => onRows.mock.calls.length === 1);
    expect(onRows.mock.calls[0][0]).toHaveLength(23);
    expect(calls.at(-1)?.args[0]).toMatchObject({ q: 'Thing', page: 1 });
  });
});

describe('CRUD options', () => {
  it('a patch shows an update at once; a failure reloads the truth when reloadOnFailure is set', async () => {
    const patch = jest.fn((row: Thing, values: Partial<Values>) => ({ ...row, ...values }));
    const { store, state, calls, feature: thing } = setup(things(3), { patch, reloadOnFailure: true });
    store.dispatch(thing.actions.fetchList(undefined));
    await until(() => state().status === 'ready');
    store.dispatch(thing.actions.save({ id: 2, values: { tag: 'new' } }));
    expect(state().data[1]).toEqual({ id: 2, name: 'Thing 2', tag: 'new' });

    // A record the server no longer knows: the optimistic copy goes, the reload shows what the server holds.
    store.dispatch(thing.actions.listLoaded({ data: [...state().data, { id: 9, name: 'Ghost' }], total: 4 }));
    store.dispatch(thing.actions.save({ id: 9, values: { tag: 'x' } }));
    expect(state().data.at(-1)).toEqual({ id: 9, name: 'Ghost', tag: 'x' });
    await until(() => state().status === 'ready' && !state().data.some((row) => row.id === 9));
    expect(calls.filter((call) => call.call === 'list').length).toBeGreaterThanOrEqual(3);
  });

  it('without reloadOnFailure a failed change asks nothing more', async () => {
    const { store, calls, shown, feature: thing } = setup(things(3));
    store.dispatch(thing.actions.remove(1));
    await until(() => shown.length === 1);
    await settled();
    expect(calls.map((call) => call.call)).toEqual(['remove']);
  });

  it('a list without an `all` call keeps no allData; an unpaged list exports with its params as they are', async () => {
    const { all: _all, ...unpaged } = thingCalls;
    const list = jest.fn(async (client: Client, params: { q: string }) =>
      client.list({ ...PARAMS, perPage: 100, q: params.q }),
    );
    const { client } = fakeClient(things(4));
    const { feedback } = fakeFeedback();
    const tasks = createCrudFeature({ name: 'unpaged', calls: { ...unpaged, list }, params: { q: '' }, feedback });
    const store = createAppStore({ sagaContext: { api: client } });
    store.injectSlice(tasks.slice);
    store.injectSaga(tasks.name, tasks.saga);
    store.dispatch(tasks.actions.save({ id: 2, values: { name: 'Two' } }));
    await until(() => tasks.selectState(store.getState()).status === 'ready');
    expect(tasks.selectState(store.getState())).toMatchObject({ allStatus: 'idle', total: 4 });
    const onRows = jest.fn();
    store.dispatch(tasks.actions.exportRows({ onRows }));
    await until(() => onRows.mock.calls.length === 1);
    expect(list.mock.calls.at(-1)?.[1]).toEqual({ q: '' });
  });

  it('messages.updated may pick its key from what changed, or say nothing', async () => {
    const updated = (values: Partial<Values>) => (values.tag === 'restored' ? 'x.restored' : undefined);
    const { store, state, shown, feature: thing } = setup(things(3), { messages: { updated } });
    store.dispatch(thing.actions.save({ id: 1, values: { tag: 'quiet' } }));
    store.dispatch(thing.actions.save({ id: 2, values: { tag: 'restored' } }));
    await until(() => state().status === 'ready' && state().data.filter((row) => row.tag).length === 2);
    expect(shown).toEqual(['success: t(x.restored)']);
  });

  it('keeps extra state, updated after each list and by the feature’s own actions', () => {
    const tagged = createAction<string>('tagged/pick');
    const tags = createCrudFeature({
      name: 'tagged',
      calls: thingCalls,
      params: PARAMS,
      feedback: silent,
      extraState: { seen: [] as string[], picked: null as string | null },
      onListLoaded: (state, page) => {
        for (const row of page.data) if (!state.seen.includes(row.name)) state.seen.push(row.name);
      },
      extraReducers: (builder) =>
        builder.addCase(tagged, (state, { payload }) => {
          state.picked = payload;
        }),
    });
    let state = tags.slice.reducer(undefined, tags.actions.listLoaded({ data: things(2), total: 2 }));
    state = tags.slice.reducer(state, tags.actions.listLoaded({ data: [], total: 0 }));
    state = tags.slice.reducer(state, tagged('Thing 1'));
    expect(state).toMatchObject({ seen: ['Thing 1', 'Thing 2'], picked: 'Thing 1', data: [] });
    expect(tags.selectState({})).toMatchObject({ seen: [], picked: null });
  });
});
