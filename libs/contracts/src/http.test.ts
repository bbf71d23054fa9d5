import { isNotFound, statusOf } from './http';

describe('statusOf and isNotFound', () => {
  it('reads the status of an answered call, as axios reports it or as the client does', () => {
    expect(statusOf({ response: { status: 422 } })).toBe(422);
    expect(statusOf({ status: 403 })).toBe(403);
    expect(isNotFound({ response: { status: 404 } })).toBe(true);
    expect(isNotFound({ status: 404 })).toBe(true);
  });

  it('finds none where no answer came or the value is not an error', () => {
    for (const error of [
      new Error('Network Error'),
      { response: undefined },
      { status: '404' },
      null,
      undefined,
      'x',
      404,
    ]) {
      expect(statusOf(error)).toBeUndefined();
      expect(isNotFound(error)).toBe(false);
    }
    expect(isNotFound({ response: { status: 500 } })).toBe(false);
  });
});
