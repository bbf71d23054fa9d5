import { Response } from 'miragejs';
import { created, noContent, notFound, ok, unauthenticated, validationError } from './responses';

describe('response helpers', () => {
  it('builds the shared success responses', () => {
    expect(ok({ a: 1 }).toRackResponse()).toEqual([200, expect.anything(), { a: 1 }]);
    expect(created({ a: 1 }).toRackResponse()).toEqual([201, expect.anything(), { a: 1 }]);
    expect(noContent().toRackResponse()[0]).toBe(204);
  });

  it('builds the shared error responses', () => {
    expect(notFound().toRackResponse()).toEqual([404, expect.anything(), { message: 'Not Found' }]);
    expect(unauthenticated().toRackResponse()).toEqual([401, expect.anything(), { message: 'Unauthenticated.' }]);
    const invalid = validationError({ name: ['The name is required.'] });
    expect(invalid).toBeInstanceOf(Response);
    expect(invalid.toRackResponse()[0]).toBe(422);
    expect(invalid.toRackResponse()[2]).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['The name is required.'] },
    });
    expect(validationError({}, 'In use.').toRackResponse()[2]).toEqual({ message: 'In use.', errors: {} });
  });
});
