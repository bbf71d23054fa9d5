import { createServer as createHttpServer, type Server as HttpServer } from 'http';
import type { AddressInfo } from 'net';
import { Model, Response, type Server } from 'miragejs';
import { signToken } from './domains/auth/jwt';
import { startMockServer } from './server';
import { api, fakeClockOnly, login, PRODUCT_API } from './testing';
import type { MockDomain } from './types';

let server: Server | undefined;

afterEach(() => {
  server?.shutdown();
  server = undefined;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Records which requests Mirage answered and which it let through to the network. */
function watch(mirage: Server) {
  const handled: string[] = [];
  const passedThrough: string[] = [];
  const pretender = mirage.pretender;
  const originalHandled = pretender.handledRequest;
  const originalPassthrough = pretender.passthroughRequest;
  pretender.handledRequest = function (verb, path, request) {
    handled.push(`${verb} ${path}`);
    originalHandled.call(this, verb, path, request);
  };
  pretender.passthroughRequest = function (verb, path, request) {
    passedThrough.push(`${verb} ${(request as unknown as { url: string }).url}`);
    originalPassthrough.call(this, verb, path, request);
  };
  return { handled, passedThrough };
}

/** A real HTTP server on a free port, standing in for a remote's dev server or the real product API. */
describe('passthrough to the real network', () => {
  let realServer: HttpServer;
  let realOrigin: string;
  const hits: string[] = [];

  beforeAll(async () => {
    realServer = createHttpServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      // CORS: jsdom enforces it like a browser, as Module Federation manifests are served.
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(
        JSON.stringify(
          req.url === '/mf-manifest.json' ? { id: 'liveAgent', real: true } : { row: { name: 'Real API' } },
        ),
      );
    });
    await new Promise<void>((resolve) => realServer.listen(0, '127.0.0.1', resolve));
    realOrigin = `http://127.0.0.1:${(realServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => realServer.close(resolve));
  });

  beforeEach(() => {
    hits.length = 0;
  });

  it('lets a request to another origin (a Module Federation manifest) reach the real server', async () => {
    server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
    const seen = watch(server);
    const response = await api.get(`${realOrigin}/mf-manifest.json`);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ id: 'liveAgent', real: true });
    expect(hits).toEqual(['GET /mf-manifest.json']);
    expect(seen.handled).toEqual([]);
    expect(seen.passedThrough).toEqual([`GET ${realOrigin}/mf-manifest.json`]);
  });

  it('lets an unmatched same-origin request through instead of answering or throwing', async () => {
    server = startMockServer({ environment: 'test' });
    const seen = watch(server);
    jest.spyOn(console, 'error').mockImplementation(() => {}); // jsdom reports the refused connection
    // Nothing listens on the jsdom page origin, so the real network fails; what matters is that
    // Mirage neither answered nor threw its "no route defined" error.
    const outcome = await api.get('/not-mocked/anything?x=1').then(
      (response) => `answered ${response.status}`,
      (error: Error) => error.message,
    );
    expect(outcome).not.toMatch(/Mirage/);
    expect(seen.handled).toEqual([]);
    expect(seen.passedThrough).toEqual(['GET /not-mocked/anything?x=1']);
  });

  it('serves the product API when product is on, and passes it through to the real API when off', async () => {
    server = startMockServer({ environment: 'test', productApiBase: realOrigin });
    const mocked = await api.get(`${realOrigin}/api/v1/current-organization`);
    expect(mocked.data.row.name).toBe('Acme Support');
    expect(hits).toEqual([]);
    server.shutdown();

    server = startMockServer({ environment: 'test', productApiBase: realOrigin, product: false });
    const real = await api.get(`${realOrigin}/api/v1/current-organization`);
    expect(real.data).toEqual({ row: { name: 'Real API' } });
    expect(hits).toEqual(['GET /api/v1/current-organization']);
    // The demo endpoints are still mocked.
    expect((await api.get('/api/bookmarks/data')).status).toBe(200);
    // Product seeds are skipped; the users stay (requireUser needs them).
    expect(server.db.organizations).toHaveLength(0);
    expect(server.db.users).toHaveLength(3);
  });

  it('passes unmatched product API paths through when product is on', async () => {
    server = startMockServer({ environment: 'test', productApiBase: realOrigin });
    const response = await api.get(`${realOrigin}/api/v1/not-mocked-yet`);
    expect(response.data).toEqual({ row: { name: 'Real API' } });
    expect(hits).toEqual(['GET /api/v1/not-mocked-yet']);
  });
});

describe('demo: false', () => {
  it('does not answer demo endpoints but still serves the product API and seeds users', async () => {
    server = startMockServer({ environment: 'test', demo: false, productApiBase: PRODUCT_API });
    const seen = watch(server);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await api.get('/api/bookmarks/data').catch(() => undefined);
    await api.post('/jwt/login', { email: 'admin@demo.com', password: 'admin' }).catch(() => undefined);
    expect(seen.handled).toEqual([]);
    expect(seen.passedThrough).toEqual(['GET /api/bookmarks/data', 'POST /jwt/login']);
    expect((await api.get(`${PRODUCT_API}/api/v1/current-organization`)).status).toBe(200);
    expect(server.db.users).toHaveLength(3);
    expect(server.db.searchPages).toHaveLength(0);
  });
});

describe('deterministic seeds', () => {
  it('produces identical data on every start with the same `now`, whatever the system clock and Math.random say', () => {
    const now = Date.UTC(2026, 2, 15, 9);
    fakeClockOnly(Date.UTC(2030, 5, 1));
    jest.spyOn(Math, 'random').mockReturnValue(0.1);
    server = startMockServer({ environment: 'test', now });
    const first = JSON.stringify(server.db.dump());
    server.shutdown();

    jest.setSystemTime(Date.UTC(2020, 0, 1));
    jest.spyOn(Math, 'random').mockReturnValue(0.9);
    server = startMockServer({ environment: 'test', now: new Date(now) });
    const second = JSON.stringify(server.db.dump());

    expect(second).toBe(first);
    expect(first).toContain('Acme Support');
    expect(first).toContain('searchContacts');
  });

  it('places the dated records around `now`: another now moves the dates, nothing else', () => {
    const dump = (now: number) => {
      server = startMockServer({ environment: 'test', now });
      const tasks = server.db.tasks.map((task) => ({ ...task }));
      server.shutdown();
      return tasks as Array<{ dueDate: string; title: string }>;
    };
    const march = dump(Date.UTC(2026, 2, 15, 9));
    const april = dump(Date.UTC(2026, 3, 14, 9));
    expect(april.map((task) => task.title)).toEqual(march.map((task) => task.title));
    expect(april.map((task, index) => Date.parse(task.dueDate) - Date.parse(march[index].dueDate))).toEqual(
      march.map(() => 30 * 86_400_000),
    );
    server = startMockServer({ environment: 'test' });
  });
});

describe('environments', () => {
  it('delays responses in development (default 50 ms), answers at once in test, and seeds the same data', () => {
    const now = Date.UTC(2026, 2, 15, 9);
    server = startMockServer({ environment: 'development', now });
    expect(server.timing).toBe(50);
    expect(server.logging).toBe(false);
    const development = JSON.stringify(server.db.dump());
    server.shutdown();

    server = startMockServer({ environment: 'development', timing: 20 });
    expect(server.timing).toBe(20);
    server.shutdown();

    server = startMockServer({ environment: 'test', timing: 500, now });
    expect(server.timing).toBe(false);
    expect(JSON.stringify(server.db.dump())).toBe(development);
  });

  it('answers in development after the delay', async () => {
    server = startMockServer({ environment: 'development', timing: 30 });
    const started = Date.now();
    const response = await api.get('/api/bookmarks/data');
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('domains option', () => {
  // A tiny product domain standing in for the ones later issues add.
  const probeDomain: MockDomain = {
    name: 'probe',
    kind: 'product',
    models: { probe: Model },
    seed(mirage) {
      mirage.db.probes.insert([{ name: 'first' }, { name: 'second' }]);
    },
    routes(mirage, ctx) {
      mirage.get('/probes', (_schema, request) => {
        const user = ctx.requireUser(request);
        if (user instanceof Response) return user;
        return { user: user.email, base: ctx.productApiBase, probes: mirage.db.probes.map((probe) => probe.name) };
      });
    },
  };
  const demoProbe: MockDomain = {
    name: 'demo-probe',
    kind: 'demo',
    routes(mirage) {
      mirage.get('/api/demo-probe', () => ({ ok: true }));
    },
  };
  const PROBES = `${PRODUCT_API}/api/v1/probes`;

  it('registers the routes and seeds of extra domains, product routes under {productApiBase}/api/v1', async () => {
    server = startMockServer({
      environment: 'test',
      productApiBase: `${PRODUCT_API}/`,
      domains: [probeDomain, demoProbe],
    });
    const session = await login('agent@demo.com', 'agent');
    const response = await api.get(PROBES, { headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ user: 'agent@demo.com', base: PRODUCT_API, probes: ['first', 'second'] });
    expect((await api.get('/api/demo-probe')).data).toEqual({ ok: true });
  });

  it.each([
    ['no Authorization header', () => ({})],
    ['a garbage token', () => ({ Authorization: 'Bearer not-a-token' })],
    ['a refresh token', () => ({ Authorization: `Bearer ${signToken(1, 'refresh')}` })],
    ['a token without the Bearer scheme', () => ({ Authorization: signToken(1, 'access') })],
    ['a token of a user that does not exist', () => ({ Authorization: `Bearer ${signToken(999, 'access')}` })],
  ])('requireUser answers 401 Unauthenticated. for %s', async (_case, headers) => {
    server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API, domains: [probeDomain] });
    const response = await api.get(PROBES, { headers: headers() });
    expect(response.status).toBe(401);
    expect(response.data).toEqual({ message: 'Unauthenticated.' });
  });

  it('requireUser answers 401 once the access token is 5 minutes old', async () => {
    fakeClockOnly();
    server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API, domains: [probeDomain] });
    const { accessToken } = await login('admin@demo.com', 'admin');
    const headers = { Authorization: `Bearer ${accessToken}` };
    jest.setSystemTime(Date.now() + 4 * 60 * 1000);
    expect((await api.get(PROBES, { headers })).status).toBe(200);
    jest.setSystemTime(Date.now() + 60 * 1000);
    const response = await api.get(PROBES, { headers });
    expect(response.status).toBe(401);
    expect(response.data).toEqual({ message: 'Unauthenticated.' });
  });

  it('skips the routes and seeds of product domains when product is false', async () => {
    server = startMockServer({
      environment: 'test',
      productApiBase: PRODUCT_API,
      product: false,
      domains: [probeDomain],
    });
    const seen = watch(server);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await api.get(PROBES).catch(() => undefined);
    expect(seen.handled).toEqual([]);
    expect(seen.passedThrough).toEqual([`GET ${PROBES}`]);
    expect(server.db.probes).toHaveLength(0);
  });

  it('refuses a domain registered twice or a model defined twice', () => {
    expect(() => startMockServer({ environment: 'test', domains: [probeDomain, probeDomain] })).toThrow(
      /registered twice/,
    );
    expect(() =>
      startMockServer({ environment: 'test', domains: [{ ...probeDomain, name: 'other', models: { user: Model } }] }),
    ).toThrow(/model "user"/);
  });
});
