// The bulk saga on its own: the request body it sends, what it reloads, and how it reports back.
import { runSaga } from 'redux-saga';
import type { AxiosInstance } from 'axios';
import { shiftsFeature } from '../shifts';
import { agentsFeature, bulkBody, bulkSaga, runBulk } from './agents.feature';

describe('bulkBody', () => {
  it('sends numeric ids, and a value only with the assign actions', () => {
    expect(bulkBody({ ids: ['3', 5], action: 'assignShift', value: 4 })).toEqual({
      ids: [3, 5],
      action: 'assignShift',
      value: 4,
    });
    expect(bulkBody({ ids: [1], action: 'assignDepartment', value: 2 })).toEqual({
      ids: [1],
      action: 'assignDepartment',
      value: 2,
    });
    expect(bulkBody({ ids: [1, 2], action: 'activate', value: 9 })).toEqual({ ids: [1, 2], action: 'activate' });
    expect(bulkBody({ ids: [7], action: 'deactivate' })).toEqual({ ids: [7], action: 'deactivate' });
  });
});

describe('bulkSaga', () => {
  async function run(post: jest.Mock, request: Parameters<typeof runBulk>[0]) {
    const dispatched: { type: string }[] = [];
    const api = { post } as unknown as AxiosInstance;
    await runSaga(
      {
        dispatch: (action: { type: string }) => dispatched.push(action),
        getState: () => ({}),
        context: { api, apiBase: '' },
      },
      bulkSaga,
      runBulk(request),
    ).toPromise();
    return dispatched.map((action) => action.type);
  }

  it('posts the selection to /agents/bulk, reports success and reloads agents and shifts', async () => {
    const post = jest.fn().mockResolvedValue({ data: { data: [{ id: 3 }, { id: 5 }] } });
    const onDone = jest.fn();
    const types = await run(post, { ids: [3, 5], action: 'assignShift', value: 4, onDone });
    expect(post).toHaveBeenCalledWith(
      '/api/v1/agents/bulk',
      { ids: [3, 5], action: 'assignShift', value: 4 },
      expect.anything(),
    );
    expect(onDone).toHaveBeenCalledWith(true);
    expect(types).toEqual([
      agentsFeature.actions.fetchList.type,
      agentsFeature.actions.fetchAll.type,
      shiftsFeature.actions.fetchAll.type,
    ]);
  });

  it('reloads only agents after an activation', async () => {
    const post = jest.fn().mockResolvedValue({ data: { data: [{ id: 1 }] } });
    const types = await run(post, { ids: [1], action: 'activate' });
    expect(post.mock.calls[0][1]).toEqual({ ids: [1], action: 'activate' });
    expect(types).toEqual([agentsFeature.actions.fetchList.type, agentsFeature.actions.fetchAll.type]);
  });

  it('reports failure and keeps the list as it is when the server refuses', async () => {
    const post = jest.fn().mockRejectedValue(new Error('Network Error'));
    const onDone = jest.fn();
    const types = await run(post, { ids: [1], action: 'deactivate', onDone });
    expect(onDone).toHaveBeenCalledWith(false);
    expect(types).toEqual([]);
  });
});
