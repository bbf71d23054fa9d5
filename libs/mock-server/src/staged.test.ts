import axios from 'axios';
import type { Server } from 'miragejs';
import { startMockServerInStages, type StagedMockServer } from './staged';

let staged: StagedMockServer | undefined;
afterEach(() => staged?.server.shutdown());

async function signIn() {
  const { data } = await axios.post('/jwt/login', { email: 'admin@demo.com', password: 'admin' });
  return { Authorization: `Bearer ${data.accessToken}` };
}

it('answers signing in from the early domains and every other route once the rest is registered', async () => {
  staged = startMockServerInStages({ environment: 'test' });
  const headers = await signIn();
  // A later domain's route, asked before the idle load: the request waits for the chunk instead of
  // passing through to the network.
  const todo = await axios.get('/apps/todo/tasks', { headers });
  expect(todo.status).toBe(200);
  expect(Array.isArray(todo.data)).toBe(true);
  await staged.ready;
  const agents = await axios.get('/api/v1/agents', { headers });
  expect(agents.status).toBe(200);
  expect(JSON.stringify(agents.data)).toContain('"email"');
});

it('registers the later domains by itself when the browser is idle', async () => {
  staged = startMockServerInStages({ environment: 'test' });
  await expect(staged.ready).resolves.toBeUndefined();
  const server: Server = staged.server;
  expect(server.schema.all('agent').length).toBeGreaterThan(0);
});
