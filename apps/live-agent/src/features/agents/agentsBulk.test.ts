// The body a bulk action sends.
import { bulkBody } from './agentsBulk';

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
