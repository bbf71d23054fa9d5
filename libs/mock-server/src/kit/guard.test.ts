import type { Request, Server } from 'miragejs';
import { createRequireUser } from '../domains/auth/users';
import { startMockServer } from '../server';
import { api, login } from '../test-helpers';
import type { MockContext } from '../types';
import { authed } from './guard';
import { ok } from './responses';

let server: Server;

beforeEach(() => {
  server = startMockServer({ environment: 'test', product: false });
  // A route of this test only, guarded as a domain guards its routes, with the auth domain's token check.
  const ctx: MockContext = { productApiBase: '', requireUser: createRequireUser(server) };
  server.get('/kit-guard', authed(ctx, (request: Request) => ok({ secret: 42, q: request.queryParams?.q ?? null })));
});

afterEach(() => server.shutdown());

describe('authed', () => {
  it('answers 401 { message: "Unauthenticated." } without a token, with a broken one or a refresh token', async () => {
    const { refreshToken } = await login('admin@demo.com', 'admin');
    for (const headers of [{}, { Authorization: 'Bearer nonsense' }, { Authorization: `Bearer ${refreshToken}` }]) {
      const response = await api.get('/kit-guard', { headers });
      expect(response.status).toBe(401);
      expect(response.data).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('runs the handler with the request for a valid access token', async () => {
    const { accessToken } = await login('admin@demo.com', 'admin');
    const response = await api.get('/kit-guard?q=x', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ secret: 42, q: 'x' });
  });
});
