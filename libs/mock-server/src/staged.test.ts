import axios from 'axios';
import type { Server } from 'miragejs';
import { until } from '@live-agent/test-fixtures';
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

const registered = (server: Server, model: string) =>
  Boolean((server.schema as unknown as { hasModelForModelName(name: string): unknown }).hasModelForModelName(model));

it('registers the later domains by itself when the browser is idle', async () => {
  staged = startMockServerInStages({ environment: 'test', demoAppsAfterMs: 10 });
  await expect(staged.ready).resolves.toBeUndefined();
  const server: Server = staged.server;
  expect(server.schema.all('agent').length).toBeGreaterThan(0);
  expect(server.schema.all('task').length).toBeGreaterThan(0);
});

it("registers the product's domains first and the demo apps' only later, or at once when one of their routes is asked", async () => {
  staged = startMockServerInStages({ environment: 'test', demoAppsAfterMs: 60_000 });
  const server: Server = staged.server;
  const headers = await signIn();
  // A product route: answered once the first chunk is in, without the demo apps' chunk.
  const agents = await axios.get('/api/v1/agents', { headers });
  expect(agents.status).toBe(200);
  expect(registered(server, 'agent')).toBe(true);
  expect(registered(server, 'task')).toBe(false);
  // A demo app's route, long before the quiet-time load: it waits for the demo chunk, then is answered.
  const todo = await axios.get('/apps/todo/tasks', { headers });
  expect(todo.status).toBe(200);
  expect(registered(server, 'task')).toBe(true);
});

it("registers the demo apps' domains when the page prepares its next clicks, before their latest time", async () => {
  let prepare: () => void = () => undefined;
  const preparing = new Promise<void>((resolve) => {
    prepare = resolve;
  });
  let waiting = false;
  const whenPreparing = () => {
    waiting = true;
    return preparing;
  };
  staged = startMockServerInStages({ environment: 'test', demoAppsAfterMs: 60_000, whenPreparing });
  const server: Server = staged.server;
  await signIn();
  // The server has reached its wait for the page (nothing else starts the demo apps' load an hour early).
  await until(() => waiting, { what: 'the server to wait for the page' });
  expect(registered(server, 'task')).toBe(false);
  prepare();
  await expect(staged.ready).resolves.toBeUndefined();
  expect(registered(server, 'task')).toBe(true);
});

it("registers the demo apps' domains at once when the page opens on a demo app's screen, before the history and without a request", async () => {
  staged = startMockServerInStages({
    environment: 'test',
    demoAppsAfterMs: 60_000,
    demoAppsAtOnce: true,
    whenPreparing: () => new Promise<void>(() => undefined),
  });
  const server: Server = staged.server;
  await until(() => registered(server, 'task') && registered(server, 'invoice'), {
    what: "the demo apps' domains to be registered",
  });
});
