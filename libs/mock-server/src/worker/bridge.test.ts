// The page's side of the mock server's worker, as the app's requests meet it: a request to a mocked origin becomes a
// message to the worker and its answer comes back whole; other origins never reach the worker; a worker that cannot
// start answers every request with a clear 503 instead of leaving it hanging.
import axios, { AxiosError } from 'axios';
import { connectMockWorker, WORKER_DOWN_STATUS, type MockWorkerConnection, type WorkerPort } from './bridge';
import type { FromWorker, ToWorker, WireRequest } from './protocol';
import { COOKIE_JAR_KEY } from '../cookieJar';
import { until } from '@live-agent/test-fixtures';

class StandInWorker implements WorkerPort {
  messages: ToWorker[] = [];
  onmessage: WorkerPort['onmessage'] = null;
  onerror: WorkerPort['onerror'] = null;
  postMessage(message: ToWorker) {
    this.messages.push(message);
  }
  reply(message: FromWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
  /** The worker's answer to request `id`. */
  answer(id: number, status: number, body: string, headers: Record<string, string> = {}) {
    this.reply({ type: 'response', id, status, headers, body });
  }
  requests(): WireRequest[] {
    return this.messages.filter(
      (message): message is ToWorker & WireRequest & { type: 'request' } => message.type === 'request',
    );
  }
}

const api = axios.create({ validateStatus: () => true });
const PRODUCT_API = 'http://localhost:8000';
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Waits until the worker has been sent `count` requests. */
async function sent(worker: StandInWorker, count = 1) {
  await until(() => worker.requests().length >= count, { what: `${count} request(s) sent to the worker` });
  return worker.requests();
}

let connection: MockWorkerConnection | undefined;
afterEach(() => connection?.disconnect());

it('starts the worker with the options, forwards a request to the page origin and answers with what comes back', async () => {
  const worker = new StandInWorker();
  connection = connectMockWorker(worker, { productApiBase: PRODUCT_API, environment: 'test' });
  expect(worker.messages[0]).toEqual({ type: 'start', options: { productApiBase: PRODUCT_API, environment: 'test' } });

  const pending = api.post('/jwt/login', { email: 'admin@demo.com' }, { headers: { 'Accept-Language': 'de' } });
  const [request] = await sent(worker);
  expect(request).toMatchObject({
    method: 'POST',
    url: `${window.location.origin}/jwt/login`,
    body: { kind: 'plain', value: '{"email":"admin@demo.com"}' },
  });
  expect(request.headers['Accept-Language']).toBe('de');

  worker.answer(request.id, 422, '{"message":"Ungültig"}', { 'content-type': 'application/json', 'x-total': '3' });
  const response = await pending;
  expect(response.status).toBe(422);
  expect(response.data).toEqual({ message: 'Ungültig' });
  expect(response.headers['x-total']).toBe('3');
});

it('tells the worker when the page is first idle, so its later domains do not compete with the first render', async () => {
  const worker = new StandInWorker();
  let whenIdle: () => void = () => undefined;
  const original = window.requestIdleCallback;
  window.requestIdleCallback = ((callback: () => void) => {
    whenIdle = callback;
    return 1;
  }) as typeof window.requestIdleCallback;
  try {
    connection = connectMockWorker(worker);
    expect(worker.messages.map((message) => message.type)).toEqual(['start']);
    whenIdle();
    expect(worker.messages.map((message) => message.type)).toEqual(['start', 'idle']);
  } finally {
    window.requestIdleCallback = original;
  }
});

it("tells the worker when the page prepares its next clicks, so the demo apps' domains come then", () => {
  const worker = new StandInWorker();
  connection = connectMockWorker(worker);
  connection.prepare();
  expect(worker.messages.map((message) => message.type)).toContain('prepare');
});

it('hands a request to the worker at once, but answers it only after the page has painted the frame of the click', async () => {
  const worker = new StandInWorker();
  connection = connectMockWorker(worker);
  const frames: Array<() => void> = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(() => callback(performance.now()));
    return frames.length;
  });
  try {
    let answered = false;
    const pending = api.get('/api/bookmarks/data').then((response) => {
      answered = true;
      return response;
    });
    const [request] = await sent(worker);
    worker.answer(request.id, 200, '[]', { 'content-type': 'application/json' });
    await tick();
    expect(answered).toBe(false);
    frames.forEach((paint) => paint());
    expect((await pending).data).toEqual([]);
  } finally {
    raf.mockRestore();
  }
});

it('forwards the product API origin and carries a form with its file', async () => {
  const worker = new StandInWorker();
  connection = connectMockWorker(worker, { productApiBase: PRODUCT_API });
  const form = new FormData();
  form.append('name', 'Logo');
  form.append('file', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
  const pending = api.post(`${PRODUCT_API}/api/v1/files`, form);
  const [request] = await sent(worker);
  expect(request.url).toBe(`${PRODUCT_API}/api/v1/files`);
  expect(request.body.kind).toBe('form');
  const entries = request.body.kind === 'form' ? request.body.entries : [];
  expect(entries[0]).toEqual(['name', 'Logo']);
  expect(entries[1][1]).toBeInstanceOf(File);
  expect((entries[1][1] as File).name).toBe('logo.svg');
  worker.answer(request.id, 201, '{"id":7}', { 'content-type': 'application/json' });
  expect((await pending).data).toEqual({ id: 7 });
});

it('leaves an origin that is not mocked to the network (the product API when only the demo is mocked)', async () => {
  const worker = new StandInWorker();
  connection = connectMockWorker(worker, { productApiBase: PRODUCT_API, product: false });
  // Nothing listens there in the test: the request fails on the network (jsdom logs it), never reaching the worker.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await api.get(`${PRODUCT_API}/api/v1/agents`, { timeout: 2000 }).catch(() => undefined);
  logged.mockRestore();
  expect(worker.requests()).toHaveLength(0);
  const mocked = api.get('/apps/todo/tasks');
  expect(await sent(worker)).toHaveLength(1);
  worker.answer(worker.requests()[0].id, 200, '[]');
  await mocked;
});

it('answers 503 with the reason, to the waiting requests and the next ones, when the worker cannot start', async () => {
  const worker = new StandInWorker();
  connection = connectMockWorker(worker);
  const waiting = api.get('/api/bookmarks/data');
  await sent(worker);
  worker.reply({ type: 'failed', message: 'no Mirage' });
  const first = await waiting;
  expect(first.status).toBe(WORKER_DOWN_STATUS);
  expect(first.data.message).toContain('no Mirage');
  const next = await api.get('/api/bookmarks/data');
  expect(next.status).toBe(WORKER_DOWN_STATUS);
  expect(worker.requests()).toHaveLength(1);
});

it('answers 503 when the worker script fails', async () => {
  const worker = new StandInWorker();
  connection = connectMockWorker(worker);
  worker.onerror?.({ message: 'Uncaught SyntaxError' } as ErrorEvent);
  const response = await api.get('/api/bookmarks/data');
  expect(response.status).toBe(WORKER_DOWN_STATUS);
  expect(response.data.message).toContain('Uncaught SyntaxError');
});

it('drops the answer of a request the caller aborted', async () => {
  const worker = new StandInWorker();
  connection = connectMockWorker(worker);
  const controller = new AbortController();
  const pending = api.get('/api/bookmarks/data', { signal: controller.signal });
  await sent(worker);
  controller.abort();
  await expect(pending).rejects.toBeInstanceOf(AxiosError);
  expect(() => worker.answer(worker.requests()[0].id, 200, '[]')).not.toThrow();
});

it("plays the browser's cookie part: a Set-Cookie from the worker goes to the jar, never to the caller, and back with the next /jwt call", async () => {
  localStorage.removeItem(COOKIE_JAR_KEY);
  const worker = new StandInWorker();
  connection = connectMockWorker(worker);

  const signingIn = api.post('/jwt/login', {});
  const [login] = await sent(worker);
  expect(Object.keys(login.headers).map((name) => name.toLowerCase())).not.toContain('cookie');
  worker.answer(login.id, 200, '{}', {
    'content-type': 'application/json',
    'set-cookie': 'refreshToken=r1; Path=/jwt; Max-Age=600; HttpOnly',
  });
  const signedIn = await signingIn;
  expect(Object.keys(signedIn.headers)).not.toContain('set-cookie');

  const renewing = api.post('/jwt/refresh-token', {}, { withCredentials: true });
  const other = api.get('/api/v1/agents');
  const [, refresh, agents] = await sent(worker, 3);
  expect(refresh.headers.Cookie).toBe('refreshToken=r1');
  expect(agents.headers.Cookie).toBeUndefined();
  worker.answer(refresh.id, 200, '{}');
  worker.answer(agents.id, 200, '[]');
  await Promise.all([renewing, other]);
});
