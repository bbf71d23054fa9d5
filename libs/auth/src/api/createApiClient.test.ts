import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { createApiClient, resumeSession } from './createApiClient';
import { productApiBase } from './productApiBase';
import { clearSession, getAccessToken, saveSession, saveTokens } from '../session/session';
import { forgetKeptDraft, keptDraft, registerDraft } from '../session/keptDrafts';
import { settled, until } from '@live-agent/test-fixtures';

/**
 * A tiny fake of the demo server behind an axios adapter: product calls answer 401 {message:'Unauthenticated.'}
 * unless the Bearer token is the currently valid one; POST /jwt/refresh-token swaps the refresh cookie, when it is
 * sent (withCredentials) and good, for a new access token and a new cookie (and can be held open to prove what happens
 * while it is in flight). `cookie` is the browser's refresh cookie, set by the sign-in.
 */
function fakeServer({
  validAccess = 'access-2',
  validRefresh = 'refresh-1',
  issue = ['access-2', 'refresh-2'],
  cookie = 'refresh-1' as string | null,
} = {}) {
  const jar = { cookie };
  const seen: { url: string; auth: string | null; body: unknown; credentials?: boolean }[] = [];
  const gates = new Map<string, { promise: Promise<void>; open: () => void }>();

  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    const auth = AxiosHeaders.from(config.headers).get('Authorization');
    seen.push({
      url,
      auth: auth == null ? null : String(auth),
      body: config.data ? JSON.parse(config.data) : undefined,
      credentials: config.withCredentials,
    });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await gates.get(url)?.promise;

    const respond = (status: number, data: unknown): AxiosResponse => {
      const response = { status, statusText: String(status), data, headers: {}, config, request: {} };
      if (status >= 400) {
        throw new AxiosError(
          `Request failed with status code ${status}`,
          AxiosError.ERR_BAD_REQUEST,
          config,
          {},
          response,
        );
      }
      return response;
    };

    if (url === '/jwt/refresh-token') {
      const sent = config.withCredentials ? jar.cookie : null;
      if (sent !== validRefresh || sent === null) return respond(401, { error: 'Invalid refresh token' });
      jar.cookie = issue[1];
      return respond(200, { accessToken: issue[0], refreshToken: issue[1] });
    }
    if (url === '/jwt/login') return respond(401, { error: 'nope' });
    if (auth !== `Bearer ${validAccess}`) return respond(401, { message: 'Unauthenticated.' });
    return respond(200, { url, auth });
  };

  return {
    adapter,
    seen,
    jar,
    refreshCalls: () => seen.filter((call) => call.url === '/jwt/refresh-token').length,
    callsTo: (url: string) => seen.filter((call) => call.url === url),
    /** Keeps every answer for `url` pending until release(url). */
    hold(url: string) {
      let open: () => void = () => {};
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      gates.set(url, { promise, open });
    },
    release(url: string) {
      gates.get(url)?.open();
      gates.delete(url);
    },
  };
}

const user = {
  id: 1,
  fullName: 'A',
  username: 'a',
  email: 'admin@demo.com',
  avatar: '',
  role: 'admin',
  ability: [],
  extras: { eCommerceCartItemsCount: 0 },
};

function setup(server: ReturnType<typeof fakeServer>) {
  const onSignOut = jest.fn();
  const client = createApiClient({ onSignOut });
  client.defaults.adapter = server.adapter;
  return { client, onSignOut };
}

beforeEach(() => {
  localStorage.clear();
  saveSession({ userData: user, accessToken: 'expired', refreshToken: 'refresh-1' });
});

/** What a script could read of the session: nothing token-like may be in storage. */
const storedKeys = () => Object.keys(localStorage);

describe('createApiClient', () => {
  it('sends the access token it holds as a Bearer header; storage holds only the user, no token', async () => {
    saveSession({ userData: user, accessToken: 'access-2', refreshToken: 'refresh-1' });
    expect(storedKeys()).toEqual(['userData']);
    const server = fakeServer();
    const { client } = setup(server);

    const { data } = await client.get('/api/v1/agents');

    expect(data.auth).toBe('Bearer access-2');
    expect(server.refreshCalls()).toBe(0);
  });

  it('sends the UI language as Accept-Language, so the server answers its messages in it', async () => {
    let language = 'de';
    const seen: Array<string | undefined> = [];
    const client = createApiClient({ onSignOut: jest.fn(), language: () => language });
    client.defaults.adapter = async (config) => {
      seen.push(String(AxiosHeaders.from(config.headers).get('Accept-Language') ?? ''));
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
    };
    await client.get('/api/v1/agents');
    language = 'pt';
    await client.get('/api/v1/agents');
    expect(seen).toEqual(['de', 'pt']);
  });

  it("sends the page's strings without a right-to-left layout's marks, and a user's own text as typed", async () => {
    const sent: Array<{ body: string; params: unknown }> = [];
    const client = createApiClient({ onSignOut: jest.fn() });
    client.defaults.adapter = async (config) => {
      sent.push({ body: String(config.data), params: config.params });
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
    };
    const typed = 'Quarterly \u2068مرحبا\u2069 numbers';
    await client.post(
      '/api/v1/emails',
      { subject: `\u2066Re:\u2069 ${typed}`, to: ['\u2066a@b.co\u2069'], files: [{ name: 'a.pdf' }] },
      { params: { q: '\u2066Support\u2069' } },
    );
    expect(JSON.parse(sent[0].body)).toEqual({ subject: `Re: ${typed}`, to: ['a@b.co'], files: [{ name: 'a.pdf' }] });
    expect(sent[0].params).toEqual({ q: 'Support' });
  });

  it('sends no Authorization header when signed out', async () => {
    clearSession();
    const server = fakeServer();
    const { client } = setup(server);
    await expect(client.get('/api/v1/agents')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.callsTo('/api/v1/agents')[0].auth).toBeNull();
  });

  it('renews the token once for three concurrent 401s and replays all three with the new token', async () => {
    const server = fakeServer();
    const { client, onSignOut } = setup(server);

    const results = await Promise.all([
      client.get('/api/v1/agents'),
      client.get('/api/v1/queues'),
      client.post('/api/v1/departments', { name: 'Sales' }),
    ]);

    expect(server.refreshCalls()).toBe(1);
    expect(results.map((response) => [response.status, response.data.auth])).toEqual([
      [200, 'Bearer access-2'],
      [200, 'Bearer access-2'],
      [200, 'Bearer access-2'],
    ]);
    expect(server.callsTo('/api/v1/agents').map((call) => call.auth)).toEqual(['Bearer expired', 'Bearer access-2']);
    // The renewal sent no token of the page's: the refresh cookie went along (withCredentials), and was renewed too.
    expect(server.callsTo('/jwt/refresh-token').map((call) => [call.body, call.credentials])).toEqual([[{}, true]]);
    expect(server.jar.cookie).toBe('refresh-2');
    expect(getAccessToken()).toBe('access-2');
    expect(storedKeys()).toEqual(['userData']);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('replays a request body unchanged', async () => {
    const server = fakeServer();
    const { client } = setup(server);
    await client.post('/api/v1/departments', { name: 'Sales', isEnabled: true });
    expect(server.callsTo('/api/v1/departments').map((call) => call.body)).toEqual([
      { name: 'Sales', isEnabled: true },
      { name: 'Sales', isEnabled: true },
    ]);
  });

  it('holds a request started during the refresh and sends it once, with the new token', async () => {
    const server = fakeServer();
    const { client } = setup(server);
    server.hold('/jwt/refresh-token');

    const first = client.get('/api/v1/agents');
    await until(() => server.refreshCalls() === 1);
    const late = client.get('/api/v1/shifts');
    await settled();
    expect(server.callsTo('/api/v1/shifts')).toHaveLength(0); // still waiting for the refresh

    server.release('/jwt/refresh-token');
    const [a, b] = await Promise.all([first, late]);

    expect([a.data.auth, b.data.auth]).toEqual(['Bearer access-2', 'Bearer access-2']);
    expect(server.callsTo('/api/v1/shifts').map((call) => call.auth)).toEqual(['Bearer access-2']);
    expect(server.refreshCalls()).toBe(1);
  });

  it('when the refresh fails: one refresh, every request rejects, the session cleared, onSignOut once', async () => {
    const server = fakeServer({ cookie: 'expired-refresh' });
    const { client, onSignOut } = setup(server);

    const outcomes = await Promise.allSettled([
      client.get('/api/v1/agents'),
      client.get('/api/v1/queues'),
      client.get('/api/v1/shifts'),
    ]);

    expect(server.refreshCalls()).toBe(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        response: { status: 401, data: { message: 'Unauthenticated.' } },
      });
    }
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('userData')).toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('keeps what open forms hold for the user when the session ends, offered back once signed in again', async () => {
    const server = fakeServer({ cookie: 'expired-refresh' });
    const { client } = setup(server);
    const stop = registerDraft('email:compose', () => ({ subject: 'Quarterly figures', body: 'Dear all,' }));
    registerDraft('invoice:add', () => undefined); // nothing typed: nothing kept

    await expect(client.get('/api/v1/agents')).rejects.toMatchObject({ response: { status: 401 } });
    stop();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(keptDraft('email:compose')).toBeUndefined(); // nobody signed in: nothing offered

    saveSession({ userData: user, accessToken: 'access-9', refreshToken: 'refresh-9' });
    expect(keptDraft('email:compose')).toEqual({ subject: 'Quarterly figures', body: 'Dear all,' });
    expect(keptDraft('invoice:add')).toBeUndefined();
    // Another user signing in on this browser is offered nothing of it.
    saveSession({ userData: { ...user, id: 2 }, accessToken: 'access-9', refreshToken: 'refresh-9' });
    expect(keptDraft('email:compose')).toBeUndefined();
    saveSession({ userData: user, accessToken: 'access-9', refreshToken: 'refresh-9' });
    forgetKeptDraft('email:compose');
    expect(keptDraft('email:compose')).toBeUndefined();
  });

  it('keeps no draft when a reload finds the session over (no form is open yet)', async () => {
    const stop = registerDraft('email:compose', () => ({ subject: 'x' }));
    saveTokens({ accessToken: '' });
    const client = createApiClient({ onSignOut: jest.fn() });
    client.defaults.adapter = fakeServer({ cookie: null }).adapter;
    expect(await resumeSession(client)).toBe(false);
    stop();
    saveSession({ userData: user, accessToken: 'access-9', refreshToken: 'refresh-9' });
    expect(keptDraft('email:compose')).toBeUndefined();
  });

  it('signs out when the browser holds no refresh cookie', async () => {
    const server = fakeServer({ cookie: null });
    const { client, onSignOut } = setup(server);

    await expect(client.get('/api/v1/agents')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.refreshCalls()).toBe(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('does not renew the token for a 401 from a /jwt/ call', async () => {
    const server = fakeServer();
    const { client, onSignOut } = setup(server);

    await expect(client.post('/jwt/login', { email: 'x', password: 'y' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(server.refreshCalls()).toBe(0);
    expect(onSignOut).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('expired');
  });

  it('gives up after one replay when the new token is refused too (no refresh loop)', async () => {
    const server = fakeServer({ validAccess: 'never-valid' });
    const { client, onSignOut } = setup(server);

    await expect(client.get('/api/v1/agents')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.refreshCalls()).toBe(1);
    expect(server.callsTo('/api/v1/agents')).toHaveLength(2);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('replays without a second refresh a 401 that arrives after the token was already renewed', async () => {
    const server = fakeServer();
    const { client, onSignOut } = setup(server);
    server.hold('/api/v1/reports'); // a slow call, sent with the expired token

    const slow = client.get('/api/v1/reports');
    await until(() => server.callsTo('/api/v1/reports').length === 1);
    await client.get('/api/v1/agents'); // 401 → refresh → access-2 stored
    expect(server.refreshCalls()).toBe(1);

    server.release('/api/v1/reports'); // now its 401 comes back
    const response = await slow;

    expect(response.data.auth).toBe('Bearer access-2');
    expect(server.callsTo('/api/v1/reports').map((call) => call.auth)).toEqual(['Bearer expired', 'Bearer access-2']);
    expect(server.refreshCalls()).toBe(1);
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

describe('a reloaded page (a stored user, no token in hand)', () => {
  /** What a reload leaves: the module's memory is new, the stored user and the browser's cookie are not. */
  function reload() {
    const userData = localStorage.getItem('userData');
    jest.resetModules();
    const fresh = require('./createApiClient') as typeof import('./createApiClient');
    const session = require('../session/session') as typeof import('../session/session');
    if (userData) localStorage.setItem('userData', userData);
    return { ...fresh, ...session };
  }

  it('resumes the session from the refresh cookie before anything is shown, quietly', async () => {
    const page = reload();
    expect(page.getAccessToken()).toBeNull();
    expect(page.isUserLoggedIn()).toBe(false);
    const server = fakeServer();
    const onSignOut = jest.fn();
    const client = page.createApiClient({ onSignOut });
    client.defaults.adapter = server.adapter;

    await expect(page.resumeSession(client)).resolves.toBe(true);
    expect(page.getAccessToken()).toBe('access-2');
    expect(page.isUserLoggedIn()).toBe(true);
    expect(server.callsTo('/jwt/refresh-token').map((call) => call.credentials)).toEqual([true]);
    // Held: a second resume asks nothing more.
    await expect(page.resumeSession(client)).resolves.toBe(true);
    expect(server.refreshCalls()).toBe(1);
  });

  it('a cookie that is gone ends the stored session without a sign-out redirect; nobody stored asks nothing', async () => {
    const page = reload();
    const server = fakeServer({ cookie: null });
    const onSignOut = jest.fn();
    const client = page.createApiClient({ onSignOut });
    client.defaults.adapter = server.adapter;

    await expect(page.resumeSession(client)).resolves.toBe(false);
    expect(onSignOut).not.toHaveBeenCalled();
    expect(localStorage.getItem('userData')).toBeNull();
    await expect(page.resumeSession(client)).resolves.toBe(false);
    expect(server.refreshCalls()).toBe(1);
  });

  it("a remote's first call renews the session first instead of going out bound to a 401", async () => {
    const page = reload();
    const server = fakeServer();
    const client = page.createApiClient({ onSignOut: jest.fn() });
    client.defaults.adapter = server.adapter;

    const { data } = await client.get('/api/v1/agents');
    expect(data.auth).toBe('Bearer access-2');
    expect(server.seen.map((call) => call.url)).toEqual(['/jwt/refresh-token', '/api/v1/agents']);
  });
});

it('resumeSession: a token in hand is enough; nobody stored is nobody signed in', async () => {
  const server = fakeServer();
  const { client } = setup(server);
  await expect(resumeSession(client)).resolves.toBe(true);
  expect(server.refreshCalls()).toBe(0);
});

describe('createApiClient while the page is in use', () => {
  /** A JWT-shaped access token issued now that lives ten minutes (the client reads `iat` and `exp` only). */
  const jwtIssuedNow = (name: string) => {
    const iat = Math.floor(Date.now() / 1000);
    return `h.${btoa(JSON.stringify({ sub: '1', name, iat, exp: iat + 600 })).replace(/=+$/, '')}.s`;
  };

  afterEach(() => jest.useRealTimers());

  it('renews the session a minute before it ends after a use of the page, with the refresh cookie', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
    const first = jwtIssuedNow('first');
    const server = fakeServer({
      validAccess: first,
      validRefresh: 'refresh-1',
      issue: [jwtIssuedNow('second'), 'refresh-2'],
    });
    saveSession({ userData: user, accessToken: first, refreshToken: 'refresh-1' });
    const page = new EventTarget();
    const onSignOut = jest.fn();
    const client = createApiClient({ onSignOut, renewWhileUsing: page });
    client.defaults.adapter = server.adapter;

    await jest.advanceTimersByTimeAsync(3 * 60_000);
    page.dispatchEvent(new Event('keydown'));
    // The renewal is sent at 9:00 (a minute before the end) and answered a moment later.
    await jest.advanceTimersByTimeAsync(6 * 60_000 + 10);
    expect(server.callsTo('/jwt/refresh-token')).toEqual([
      { url: '/jwt/refresh-token', auth: null, body: {}, credentials: true },
    ]);
    expect(server.jar.cookie).toBe('refresh-2');
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

describe('productApiBase', () => {
  it('uses apiBaseUrl when the runtime config sets one', () => {
    expect(productApiBase({ apiPort: 8000, apiBaseUrl: 'https://api.example.com' })).toBe('https://api.example.com');
  });

  it("otherwise uses the page's protocol and host on apiPort", () => {
    expect(productApiBase({ apiPort: 8000, apiBaseUrl: null }, { protocol: 'https:', hostname: 'chat.acme.io' })).toBe(
      'https://chat.acme.io:8000',
    );
    expect(productApiBase({ apiPort: 9001, apiBaseUrl: null })).toBe('http://localhost:9001');
  });
});
