// The dashboard's "Closed today" figure against the real Mirage server: a chat closed on the live monitor
// (POST /conversations/:id/close, docs/demo-api.md "Live monitor") is one more closed today at once. The clock is
// pinned, so the simulation does not move between the two reads and the difference is exactly the close.
import type { DashboardReport } from '@live-agent/contracts';
import type { AxiosInstance } from 'axios';
import type { Server } from 'miragejs';
import { REFERENCE_DATE } from '../../../random';
import { startMockServer } from '../../../server';
import { apiAs, fakeClockOnly, getOk, login, PRODUCT_API } from '../../../testing';
import { advanceSimulation } from '../simulation';
import { conversationStoreFor, readHistorySources } from '../store';

const START = REFERENCE_DATE.getTime();

let server: Server;
let client: AxiosInstance;

beforeAll(async () => {
  fakeClockOnly(START);
  server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
  client = apiAs((await login('admin@demo.com', 'admin')).accessToken);
  client.defaults.baseURL = `${PRODUCT_API}/api/v1`;
  // Twenty minutes of the simulation past the history's end: chats in the hands of agents to close.
  advanceSimulation(server, START + 20 * 60_000);
});

afterAll(() => {
  server.shutdown();
  jest.useRealTimers();
});

const dashboard = () => getOk<DashboardReport>(client, '/reports/dashboard');

it('closing a live chat raises today’s closed figure by one and leaves the previous period alone', async () => {
  const store = conversationStoreFor(server);
  const chat = store.conversations.find(
    (c) => (c.status === 'open' || c.status === 'on_hold') && c.agentId !== null && c.firstResponseAt !== null,
  );
  if (!chat) throw new Error('no chat in an agent’s hands');
  const category = readHistorySources(server).categories.find(
    (candidate) =>
      candidate.isActive &&
      (candidate.departmentIds.length === 0 || candidate.departmentIds.includes(chat.departmentId)),
  );
  if (!category) throw new Error(`no category for department ${chat.departmentId}`);

  const before = (await dashboard()).today;
  const closing = await client.post(`/conversations/${chat.id}/close`, { categoryIds: [category.id] });
  expect([closing.status, closing.data.status]).toEqual([200, 'closed']);
  const after = (await dashboard()).today;

  expect(before.closed.value).toBeGreaterThan(0); // the working day's closes so far
  expect(after.closed.value).toBe((before.closed.value ?? 0) + 1);
  expect(after.closed.previous).toBe(before.closed.previous);
  expect(after.period).toEqual(before.period);
});
