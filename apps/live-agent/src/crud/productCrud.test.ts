// The toolkit's CRUD factory bound to the product API, as the screens rely on it: the sagas against a fake HTTP
// layer (an axios adapter) that records which /api/v1 URLs, methods and queries were asked. The factory's own
// rules (reducers, options) are tested in libs/store.
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createAppStore } from '@live-agent/store';
import { DEFAULT_LIST_PARAMS } from '@live-agent/ui-kit';
import { productCrudFeature } from './productCrud';
import { until } from '@live-agent/test-fixtures';

interface Thing {
  id: number;
  name: string;
}

const feature = productCrudFeature<Thing>({
  name: 'things',
  path: '/things',
  messages: { created: 'x.created', updated: 'x.updated', deleted: 'x.deleted' },
});
const { actions, slice } = feature;

type Call = { method: string; url: string; params?: Record<string, unknown>; body?: unknown };

/** An API with `rows`; 422 for a blank name; 422 'in use' when deleting id 1. */
function fakeApi(rows: Thing[]) {
  const calls: Call[] = [];
  const reply = (config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse => {
    const response = { data, status, statusText: '', headers: {}, config } as AxiosResponse;
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  const adapter: AxiosAdapter = async (config) => {
    const body = config.data ? JSON.parse(config.data) : undefined;
    calls.push({ method: config.method!, url: config.url!, params: config.params, body });
    const id = Number(config.url!.split('/').pop());
    if (config.method === 'get' && config.url!.endsWith('/all')) return reply(config, 200, rows);
    if (config.method === 'get') {
      const { page, perPage } = config.params;
      return reply(config, 200, { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length });
    }
    if (config.method === 'post' || config.method === 'put') {
      if (!body.name)
        return reply(config, 422, {
          message: 'The given data was invalid.',
          errors: { name: ['This field is required.'] },
        });
      const record = { id: config.method === 'post' ? rows.length + 1 : id, ...body };
      if (config.method === 'post') rows.push(record);
      else
        rows.splice(
          rows.findIndex((row) => row.id === id),
          1,
          record,
        );
      return reply(config, config.method === 'post' ? 201 : 200, record);
    }
    if (id === 1) return reply(config, 422, { message: 'This thing is used by 2 agents.', errors: {} });
    rows.splice(
      rows.findIndex((row) => row.id === id),
      1,
    );
    return reply(config, 204, '');
  };
  const client = axios.create();
  client.defaults.adapter = adapter;
  return { client, calls };
}

function setup(rows: Thing[]) {
  const { client, calls } = fakeApi(rows);
  const store = createAppStore({ sagaContext: { api: client, apiBase: 'http://api.test' } });
  store.injectSlice(slice);
  store.injectSaga(feature.name, feature.saga);
  const state = () => feature.selectState(store.getState());
  return { store, calls, state };
}

const things = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Thing ${index + 1}` }));

describe('CRUD sagas', () => {
  it('loads a page with the params in the query, and every row for selects, from the product API base', async () => {
    const { store, calls, state } = setup(things(12));
    store.dispatch(actions.fetchList({ ...DEFAULT_LIST_PARAMS, page: 2, sort: '-name', filters: { isActive: true } }));
    store.dispatch(actions.fetchAll());
    await until(() => state().status === 'ready' && state().allData.length === 12);
    expect(state()).toMatchObject({ total: 12, data: [{ id: 11 }, { id: 12 }] });
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'get',
        url: 'http://api.test/api/v1/things',
        params: { page: 2, perPage: 10, sort: '-name', isActive: true },
      }),
    );
    expect(calls).toContainEqual(expect.objectContaining({ url: 'http://api.test/api/v1/things/all' }));
  });

  it('creates, then reloads the list; a 422 keeps the form open with its field errors', async () => {
    const { store, calls, state } = setup(things(3));
    store.dispatch(actions.openCreate());
    store.dispatch(actions.save({ values: { name: '' } }));
    await until(() => state().fieldErrors !== null);
    expect(state()).toMatchObject({
      formOpen: true,
      saving: false,
      fieldErrors: { name: ['This field is required.'] },
    });

    store.dispatch(actions.save({ values: { name: 'Fourth' } }));
    await until(() => !state().formOpen && state().total === 4);
    expect(state().data.map((row) => row.name)).toContain('Fourth');
    expect(calls.filter((call) => call.method === 'post')).toHaveLength(2);
  });

  it('updates with PUT on the record id', async () => {
    const { store, calls, state } = setup(things(3));
    store.dispatch(actions.save({ id: 2, values: { name: 'Renamed' } }));
    await until(() => state().data.some((row) => row.name === 'Renamed'));
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'put', url: 'http://api.test/api/v1/things/2', body: { name: 'Renamed' } }),
    );
  });

  it('deletes and reloads; a record in use stays', async () => {
    const { store, state } = setup(things(3));
    store.dispatch(actions.fetchList(undefined));
    await until(() => state().total === 3);
    store.dispatch(actions.remove(1));
    store.dispatch(actions.remove(3));
    await until(() => state().total === 2);
    expect(state().data.map((row) => row.id)).toEqual([1, 2]);
  });

  it('steps back a page when the last row of the last page is deleted', async () => {
    const { store, state } = setup(things(11));
    store.dispatch(actions.fetchList({ ...DEFAULT_LIST_PARAMS, page: 2 }));
    await until(() => state().data.length === 1);
    store.dispatch(actions.remove(11));
    await until(() => state().params.page === 1 && state().data.length === 10);
  });

  it('exports every row matching the current params, not just the page', async () => {
    const { store, calls } = setup(things(23));
    store.dispatch(actions.fetchList({ ...DEFAULT_LIST_PARAMS, q: 'Thing' }));
    const onRows = jest.fn();
    store.dispatch(actions.exportRows({ onRows }));
    await until(() => onRows.mock.calls.length === 1);
    expect(onRows.mock.calls[0][0]).toHaveLength(23);
    expect(calls.at(-1)?.params).toMatchObject({ q: 'Thing', page: 1 });
  });
});
