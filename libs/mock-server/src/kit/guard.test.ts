import type { Request, Server } from 'miragejs';
import { createRequireUser } from '../domains/auth/users';
import { startMockServer } from '../server';
import { api, login } from '../testing';
import type { MockContext } from '../types';
import { allows, authed, can, manage, read, SIGNED_IN } from './guard';
import { ok } from './responses';

let server: Server;

beforeEach(() => {
  server = startMockServer({ environment: 'test', product: false });
  // A route of this test only, guarded as a domain guards its routes, with the auth domain's token check.
  const ctx: MockContext = { productApiBase: '', requireUser: createRequireUser(server) };
  server.get(
    '/kit-guard',
    authed(ctx, (request: Request) => ok({ secret: 42, q: request.queryParams?.q ?? null }), SIGNED_IN),
  );
  server.post(
    '/kit-guard/agents',
    authed(ctx, () => ok({ saved: true }), manage('Agent')),
  );
  server.get(
    '/kit-guard/lookup',
    authed(ctx, () => ok({ names: [] }), [read('Agent'), read('Dashboard')]),
  );
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

describe('abilities', () => {
  it('follows CASL: manage covers every action, all every subject', () => {
    expect(can([{ action: 'manage', subject: 'all' }], 'delete', 'Agent')).toBe(true);
    expect(can([{ action: 'manage', subject: 'Agent' }], 'read', 'Agent')).toBe(true);
    expect(can([{ action: 'read', subject: 'all' }], 'read', 'Report')).toBe(true);
    expect(can([{ action: 'read', subject: 'all' }], 'manage', 'Report')).toBe(false);
    expect(can([{ action: 'read', subject: 'Agent' }], 'manage', 'Agent')).toBe(false);
    expect(can([{ action: 'read', subject: 'Agent' }], 'read', 'Admin')).toBe(false);
    expect(allows([], SIGNED_IN)).toBe(true);
    expect(allows([{ action: 'read', subject: 'Dashboard' }], [read('Agent'), read('Dashboard')])).toBe(true);
  });

  it('answers 403 { message } in the request’s language when the user may not, the handler when it may', async () => {
    const agent = (await login('agent@demo.com', 'agent')).accessToken;
    const admin = (await login('admin@demo.com', 'admin')).accessToken;
    const denied = await api.post('/kit-guard/agents', {}, { headers: { Authorization: `Bearer ${agent}` } });
    expect(denied.status).toBe(403);
    expect(denied.data).toEqual({ message: 'You do not have permission to do this.' });
    const german = await api.post(
      '/kit-guard/agents',
      {},
      { headers: { Authorization: `Bearer ${agent}`, 'Accept-Language': 'de' } },
    );
    expect(german.data).toEqual({ message: 'Sie haben keine Berechtigung für diese Aktion.' });
    expect((await api.post('/kit-guard/agents', {}, { headers: { Authorization: `Bearer ${admin}` } })).status).toBe(
      200,
    );
    // Any one of the listed permissions is enough.
    expect((await api.get('/kit-guard/lookup', { headers: { Authorization: `Bearer ${agent}` } })).status).toBe(200);
    // 401 still comes first.
    expect((await api.post('/kit-guard/agents', {})).status).toBe(401);
  });
});
