// The users slice and sagas against the real Mirage routes, without a screen: params in, page and total out;
// a 422 keeps the form open with the server's field errors; a delete reloads and steps back from an emptied page.
import { DEFAULT_LIST_PARAMS } from '@live-agent/ui-kit';
import { signIn, withFeature } from '@live-agent/ui-kit/testing';
import { createTestStore, setupScreenTest } from '../../test/render';
import { usersFeature } from './users.feature';
import { until } from '@live-agent/test-fixtures';

const server = setupScreenTest();
const { actions } = usersFeature;

async function setup() {
  await signIn('admin');
  return withFeature(createTestStore(), usersFeature);
}

describe('users feature', () => {
  it('starts empty with the default params, page 1 of 10', () => {
    expect(usersFeature.initialState).toMatchObject({
      allData: [],
      data: [],
      total: 0,
      params: DEFAULT_LIST_PARAMS,
      selected: null,
    });
  });

  it('loads a filtered, searched page and every user for the statistics', async () => {
    const { store, state, idle } = await setup();
    store.dispatch(actions.fetchList({ ...DEFAULT_LIST_PARAMS, filters: { role: 'subscriber', status: 'active' } }));
    store.dispatch(actions.fetchAll());
    await until(() => idle() && state().allStatus === 'ready');
    expect(state().allData).toHaveLength(50);
    const expected = state().allData.filter((user) => user.role === 'subscriber' && user.status === 'active');
    expect(state().total).toBe(expected.length);
    expect(state().data.map((user) => user.id)).toEqual(expected.slice(0, 10).map((user) => user.id));
  });

  it('keeps the form open with the field errors of a 422, then saves and reloads', async () => {
    const { store, state, idle } = await setup();
    store.dispatch(actions.fetchList(undefined));
    await until(idle);
    store.dispatch(actions.openCreate());
    store.dispatch(actions.save({ values: { fullName: '', username: 'x y', email: 'no' } }));
    await until(() => !state().saving);
    expect(state().formOpen).toBe(true);
    expect(Object.keys(state().fieldErrors ?? {}).sort()).toEqual(['email', 'fullName', 'username']);

    store.dispatch(actions.save({ values: { fullName: 'Nina Park', username: 'nina.park', email: 'nina@acme.test' } }));
    await until(() => !state().saving && state().status === 'ready' && state().total === 51);
    expect(state().formOpen).toBe(false);
    expect(state().selected).toMatchObject({ fullName: 'Nina Park', id: 51 });
  });

  it('deleting the only row of the last page steps back a page', async () => {
    const { store, state, idle } = await setup();
    store.dispatch(actions.fetchList({ ...DEFAULT_LIST_PARAMS, perPage: 7, page: 8 }));
    await until(idle);
    expect(state().data.map((user) => user.id)).toEqual([50]);
    store.dispatch(actions.remove(50));
    await until(() => idle() && state().params.page === 7);
    expect(state().data).toHaveLength(7);
    expect(state().total).toBe(49);
    expect(server().db.appUsers).toHaveLength(49);
  });
});
