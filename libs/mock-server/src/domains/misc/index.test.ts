// The coming-soon page's endpoints (docs/demo-api.md, Coming soon), each answer held to the API's document
// (answers.setup.ts).
import type { Server } from 'miragejs';
import type { ComingSoonData, NotifyResponse } from '@live-agent/contracts';
import { startMockServer } from '../../server';
import { apiAs, login } from '../../testing';
import { LAUNCH_AFTER_MS } from './index';

const NOW = new Date('2026-03-10T09:00:00.000Z');
let server: Server;
let tokens: Record<'admin' | 'agent', string>;

beforeAll(async () => {
  const bootstrap = startMockServer({ environment: 'test', now: NOW });
  tokens = {
    admin: (await login('admin@demo.com', 'admin')).accessToken,
    agent: (await login('agent@demo.com', 'agent')).accessToken,
  };
  bootstrap.shutdown();
});
beforeEach(() => {
  server = startMockServer({ environment: 'test', now: NOW });
});
afterEach(() => server.shutdown());

describe('coming soon', () => {
  it('answers the launch a fixed time after the server’s now', async () => {
    const response = await apiAs(tokens.admin).get<ComingSoonData>('/misc/coming-soon');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      now: NOW.toISOString(),
      launchAt: new Date(NOW.getTime() + LAUNCH_AFTER_MS).toISOString(),
    });
  });

  it('puts an address on the list once (any case), and refuses a bad one', async () => {
    const api = apiAs(tokens.admin);
    const first = await api.post<NotifyResponse>('/misc/notify', { email: ' Ada@Example.com ' });
    expect([first.status, first.data]).toEqual([201, { email: 'Ada@Example.com', added: true }]);
    const again = await api.post<NotifyResponse>('/misc/notify', { email: 'ada@example.com' });
    expect([again.status, again.data]).toEqual([200, { email: 'ada@example.com', added: false }]);
    const bad = await api.post('/misc/notify', { email: 'ada@' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(['email']);
  });

  it('needs a token, then read Demo', async () => {
    expect((await apiAs().get('/misc/coming-soon')).status).toBe(401);
    expect((await apiAs(tokens.agent).get('/misc/coming-soon')).status).toBe(403);
    expect((await apiAs(tokens.agent).post('/misc/notify', { email: 'ada@example.com' })).status).toBe(403);
  });
});
