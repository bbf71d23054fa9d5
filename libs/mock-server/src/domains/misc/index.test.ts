// The coming-soon page's endpoints (docs/demo-api.md, Coming soon), each answer held to the API's document
// (answers.setup.ts).
import type { ComingSoonData, NotifyResponse } from '@live-agent/contracts';
import { serverPerTest } from '../../testing/server-per-test';
import { apiAs } from '../../testing';
import { LAUNCH_AFTER_MS } from './index';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const mock = serverPerTest(NOW);
const { tokens } = mock;

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
