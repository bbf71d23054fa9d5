// The worker itself, run in-process: started by the page's first message, it answers each request message as the
// Mirage server would answer the request on a page (the same staged server, every domain).
import { settled, until } from '@live-agent/test-fixtures';
import type { FromWorker, ToWorker, WireRequest } from './protocol';

const posted: FromWorker[] = [];
let receive: (message: ToWorker) => void;

beforeAll(() => {
  // The worker's global scope: what it posts is what the page would receive.
  (window as unknown as { postMessage: (message: FromWorker) => void }).postMessage = (message) => posted.push(message);
  // Not isolated: the later domains' chunks are imported later, and must share this registry's Mirage.
  require('./mock.worker');
  receive = (message) => window.onmessage!({ data: message } as MessageEvent);
  receive({ type: 'start', options: { environment: 'test', demoAppsAfterMs: 10 } });
});

let nextId = 1;
async function ask(request: Omit<WireRequest, 'id'>) {
  const id = nextId;
  nextId += 1;
  receive({ type: 'request', id, ...request });
  const answered = () => posted.find((message) => message.type === 'response' && message.id === id);
  await until(() => answered() !== undefined, { what: `an answer to request ${id}` });
  return answered() as Extract<FromWorker, { type: 'response' }>;
}

/** A GET of `path` on the page's origin. */
const getAt = (path: string, headers: Record<string, string> = {}) =>
  ask({ method: 'GET', url: `${window.location.origin}${path}`, headers, body: { kind: 'none' } });

/** A POST of `body` as JSON to `path` on the page's origin. */
const postAt = (path: string, body: object, headers: Record<string, string> = {}) =>
  ask({
    method: 'POST',
    url: `${window.location.origin}${path}`,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: { kind: 'plain', value: JSON.stringify(body) },
  });

it('signs in, answers in the language asked for, and answers the later domains with the token', async () => {
  const refused = await postAt('/jwt/login', { email: 'admin@demo.com', password: 'wrong' });
  expect(refused.status).toBe(400);
  expect(refused.headers['content-type']).toContain('application/json');
  expect(JSON.parse(refused.body)).toEqual({ error: { email: ['Email or Password is Invalid'] } });

  const signedIn = await postAt('/jwt/login', { email: 'admin@demo.com', password: 'admin' });
  expect(signedIn.status).toBe(200);
  const { accessToken } = JSON.parse(signedIn.body);

  const invalid = await postAt(
    '/api/v1/queues',
    {},
    { Authorization: `Bearer ${accessToken}`, 'Accept-Language': 'de' },
  );
  expect(invalid.status).toBe(422);
  const { message, errors } = JSON.parse(invalid.body);
  expect(errors.name).toHaveLength(1);
  expect(`${message} ${errors.name[0]}`).toMatch(/[äöüß]|ist|erforderlich|Bitte/);

  const tasks = await getAt('/apps/todo/tasks', { Authorization: `Bearer ${accessToken}` });
  expect(tasks.status).toBe(200);
  expect(Array.isArray(JSON.parse(tasks.body))).toBe(true);

  const anonymous = await getAt('/api/v1/agents');
  expect(anonymous.status).toBe(401);
  expect(JSON.parse(anonymous.body)).toEqual({ message: 'Unauthenticated.' });
});

it('answers 500 with the reason when a request cannot even be made', async () => {
  const answer = await ask({
    method: 'NOT A METHOD',
    url: `${window.location.origin}/api/v1/agents`,
    headers: {},
    body: { kind: 'none' },
  });
  expect(answer.status).toBe(500);
  expect(JSON.parse(answer.body).message).toBeTruthy();
});

it('starts once: a second start message is ignored', async () => {
  const before = posted.length;
  receive({ type: 'start', options: { environment: 'test' } });
  const answer = await getAt('/api/v1/agents');
  expect(answer.status).toBe(401);
  expect(posted.slice(before).filter((message) => message.type === 'failed')).toHaveLength(0);
});

describe('when the later domains come', () => {
  /** Starts a fresh worker whose staged server is a stand-in, and says whether its `whenIdle` has settled. */
  async function startWorker(options: { signedIn?: boolean }) {
    const started: Array<{ whenIdle: () => Promise<void>; signedIn?: unknown }> = [];
    let handle: ((event: MessageEvent<ToWorker>) => void) | null = null;
    jest.isolateModules(() => {
      jest.doMock('../staged', () => ({
        startMockServerInStages: (opts: { whenIdle: () => Promise<void> }) => {
          started.push(opts);
          return { ready: Promise.resolve() };
        },
      }));
      const before = window.onmessage;
      require('./mock.worker');
      handle = window.onmessage as typeof handle;
      window.onmessage = before;
    });
    handle!({ data: { type: 'start', options } } as MessageEvent<ToWorker>);
    let idle = false;
    void started[0].whenIdle().then(() => {
      idle = true;
    });
    await settled();
    return {
      isIdle: () => idle,
      options: started[0],
      pageSaysIdle: async () => {
        handle!({ data: { type: 'idle' } } as MessageEvent<ToWorker>);
        await until(() => idle, { what: 'the later domains to come' });
      },
    };
  }

  afterEach(() => jest.dontMock('../staged'));

  it('signed out, they wait for the page to say it is idle', async () => {
    const worker = await startWorker({});
    expect(worker.isIdle()).toBe(false);
    await worker.pageSaysIdle();
    expect(worker.isIdle()).toBe(true);
  });

  it('signed in, they come at once, and the server is not handed the flag', async () => {
    const worker = await startWorker({ signedIn: true });
    expect(worker.isIdle()).toBe(true);
    expect(worker.options).not.toHaveProperty('signedIn');
  });
});

it("sets the refresh cookie for the page's side to keep, and renews the session from the cookie it is sent", async () => {
  const signedIn = await postAt('/jwt/login', { email: 'agent@demo.com', password: 'agent' });
  const { refreshToken } = JSON.parse(signedIn.body);
  expect(signedIn.headers['set-cookie']).toMatch(
    new RegExp(`^refreshToken=${refreshToken.replace(/\./g, '\\.')}; Path=/jwt; .*HttpOnly`),
  );

  const renewed = await postAt('/jwt/refresh-token', {}, { Cookie: `refreshToken=${refreshToken}` });
  expect(renewed.status).toBe(200);
  expect(JSON.parse(renewed.body).accessToken).toEqual(expect.any(String));
  const refused = await postAt('/jwt/refresh-token', {});
  expect(refused.status).toBe(401);
});
