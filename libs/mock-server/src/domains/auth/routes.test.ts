import type { Server } from 'miragejs';
import { DEMO_ACCOUNTS } from '@live-agent/contracts';
import { startMockServer } from '../../server';
import { api, apiAs, fakeClockOnly, login } from '../../testing';
import { COOKIE_JAR_KEY, cookieHeaderFor } from '../../cookieJar';
import { verifyToken } from './jwt';
import { SELF_REGISTERED_ABILITY } from './seeds';

let server: Server;

/** A demo account as sign-in answers it: without its password, with the avatar drawn from its name. */
const seededAs = (name: keyof typeof DEMO_ACCOUNTS) => {
  const { password: _password, ...user } = DEMO_ACCOUNTS[name];
  return { ...user, avatar: expect.stringMatching(/^data:image\/svg\+xml,/) };
};

beforeEach(() => {
  localStorage.removeItem(COOKIE_JAR_KEY);
  server = startMockServer({ environment: 'test' });
});

afterEach(() => {
  server.shutdown();
  jest.useRealTimers();
});

// What register answers, in English: a taken e-mail or username, and the rules' words for a malformed one.
const TAKEN = { email: 'This email is already in use.', username: 'This username is already in use.' };
const RULE = {
  username: 'Use 3 to 30 letters, digits, dots, dashes or underscores.',
  password: 'Use at least 8 characters with a letter and a digit.',
};

describe('POST /jwt/login', () => {
  it('returns the admin without password, and a valid access and refresh token', async () => {
    const response = await api.post('/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(response.status).toBe(200);
    expect(Object.keys(response.data).sort()).toEqual(['accessToken', 'refreshToken', 'userData']);
    const { userData, accessToken, refreshToken } = response.data;
    expect(userData).toEqual(seededAs('admin'));
    expect(userData).not.toHaveProperty('password');
    expect(verifyToken(accessToken, 'access')).toMatchObject({ sub: '1', typ: 'access' });
    expect(verifyToken(refreshToken, 'refresh')).toMatchObject({ sub: '1', typ: 'refresh' });
  });

  it.each(['client', 'agent'] as const)(
    'returns the %s as seeded (its role, abilities and cart), without password',
    async (name) => {
      const { email, password } = DEMO_ACCOUNTS[name];
      expect((await login(email, password)).userData).toEqual(seededAs(name));
    },
  );

  it.each([
    ['a wrong password', { email: 'admin@demo.com', password: 'client' }],
    ['an unknown email', { email: 'nobody@demo.com', password: 'admin' }],
  ])('answers 400 Email or Password is Invalid for %s', async (_case, body) => {
    const response = await api.post('/jwt/login', body);
    expect(response.status).toBe(400);
    expect(response.data).toEqual({ error: { email: ['Email or Password is Invalid'] } });
  });

  it.each([
    ['a missing password', JSON.stringify({ email: 'admin@demo.com' })],
    ['a missing email', JSON.stringify({ password: 'admin' })],
    ['a non-string password', JSON.stringify({ email: 'admin@demo.com', password: 123 })],
    ['unparsable JSON', '{"email": "admin@demo.com", '],
    ['an empty body', ''],
  ])('answers 400 Something went wrong for %s', async (_case, raw) => {
    const response = await api.post('/jwt/login', raw, { headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.data).toEqual({ error: { email: ['Something went wrong'] } });
  });
});

describe('access token claims', () => {
  it('carry the role and abilities of the user (login, register and refresh); refresh tokens carry none', async () => {
    const agent = await login('agent@demo.com', 'agent');
    expect(verifyToken(agent.accessToken, 'access')).toMatchObject({ role: 'agent', ability: agent.userData.ability });
    expect(verifyToken(agent.refreshToken, 'refresh')).not.toHaveProperty('ability');

    const registered = await api.post('/jwt/register', {
      email: 'claims@demo.com',
      password: 'secret12',
      username: 'claims',
    });
    expect(verifyToken(registered.data.accessToken, 'access')).toMatchObject({
      role: 'member',
      ability: SELF_REGISTERED_ABILITY,
    });

    const refreshed = await api.post('/jwt/refresh-token', { refreshToken: agent.refreshToken });
    expect(verifyToken(refreshed.data.accessToken, 'access')).toMatchObject({
      role: 'agent',
      ability: agent.userData.ability,
    });
  });
});

describe('POST /jwt/login with a malformed e-mail', () => {
  it("refuses it in the e-mail rule's words (English, as every sign-in answer), not as wrong credentials", async () => {
    for (const email of ['x@demo', 'admin@', 'admin demo.com']) {
      const response = await api.post('/jwt/login', { email, password: 'admin' });
      expect(response.status).toBe(400);
      expect(response.data).toEqual({ error: { email: ['Enter a valid e-mail address.'] } });
    }
  });

  it('takes the e-mail trimmed, as the form checks it: spaces around a good address still sign in', async () => {
    const response = await api.post('/jwt/login', { email: ' admin@demo.com ', password: 'admin' });
    expect(response.status).toBe(200);
    expect(response.data.userData.email).toBe('admin@demo.com');
  });
});

describe('POST /jwt/register', () => {
  it('creates a member of the demo apps (never an admin of the product) and returns it with tokens; the new account can log in', async () => {
    const response = await api.post('/jwt/register', {
      email: 'new@demo.com',
      password: 'secret12',
      username: 'newbie',
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.data).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
    expect(response.data.user).toEqual({
      id: 4,
      fullName: 'newbie',
      username: 'newbie',
      avatar: '',
      email: 'new@demo.com',
      role: 'member',
      ability: [
        { action: 'manage', subject: 'Demo' },
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
      extras: { eCommerceCartItemsCount: 0 },
    });
    expect(verifyToken(response.data.accessToken, 'access')).toMatchObject({ sub: '4' });
    expect(verifyToken(response.data.refreshToken, 'refresh')).toMatchObject({ sub: '4' });

    const again = await login('new@demo.com', 'secret12');
    expect(again.userData.id).toBe(4);
  });

  it.each([
    ['the email', { email: 'admin@demo.com', username: 'someone' }, { email: TAKEN.email }],
    ['the username', { email: 'other@demo.com', username: 'johndoe' }, { username: TAKEN.username }],
    ['both', { email: 'client@demo.com', username: 'janedoe' }, { email: TAKEN.email, username: TAKEN.username }],
  ])('answers 200 with the errors when %s is taken, and creates no one', async (_taken, account, error) => {
    const response = await api.post('/jwt/register', { ...account, password: 'secret12' });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ error });
    expect(server.db.users).toHaveLength(3);
  });

  it("answers 200 with the rules' words for a malformed email or username, and creates no one", async () => {
    const response = await api.post('/jwt/register', { email: 'x@demo', password: 'secret12', username: 'a b' });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ error: { email: 'Enter a valid e-mail address.', username: RULE.username } });
    const clash = await api.post('/jwt/register', { email: ' admin@demo.com ', password: 'secret12', username: 'x' });
    expect(clash.data).toEqual({ error: { email: TAKEN.email, username: RULE.username } });
    expect(server.db.users).toHaveLength(3);
  });

  it("refuses a password that breaks the new-password rule in the rule's words, as the register form does", async () => {
    for (const password of ['secret', 'secret1', 'longenough', '12345678']) {
      const response = await api.post('/jwt/register', { email: 'pw@demo.com', password, username: 'newpw' });
      expect(response.status).toBe(200);
      expect(response.data).toEqual({ error: { password: RULE.password } });
    }
    const both = await api.post('/jwt/register', { email: 'admin@demo.com', password: 'short', username: 'newpw' });
    expect(both.data).toEqual({ error: { email: TAKEN.email, password: RULE.password } });
    expect(server.db.users).toHaveLength(3);
    expect(
      (await api.post('/jwt/register', { email: 'pw@demo.com', password: 'secret12', username: 'newpw' })).status,
    ).toBe(200);
    expect(server.db.users).toHaveLength(4);
  });

  it('answers 400 Something went wrong for a malformed body', async () => {
    const response = await api.post('/jwt/register', { email: 'x@demo.com' });
    expect(response.status).toBe(400);
    expect(response.data).toEqual({ error: { email: ['Something went wrong'] } });
  });
});

describe('POST /jwt/refresh-token', () => {
  it('re-issues both tokens, new ones, for a valid refresh token', async () => {
    const session = await login('admin@demo.com', 'admin');
    const response = await api.post('/jwt/refresh-token', { refreshToken: session.refreshToken });
    expect(response.status).toBe(200);
    expect(Object.keys(response.data).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(response.data.accessToken).not.toBe(session.accessToken);
    expect(response.data.refreshToken).not.toBe(session.refreshToken);
    expect(verifyToken(response.data.accessToken, 'access')).toMatchObject({ sub: '1' });
    expect(verifyToken(response.data.refreshToken, 'refresh')).toMatchObject({ sub: '1' });
  });

  it.each([
    ['an access token', async () => (await login('admin@demo.com', 'admin')).accessToken],
    ['a forged token', async () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
    ['no token', async () => undefined],
  ])('answers 401 Invalid refresh token for %s', async (_case, makeToken) => {
    const response = await api.post('/jwt/refresh-token', { refreshToken: await makeToken() });
    expect(response.status).toBe(401);
    expect(response.data).toEqual({ error: 'Invalid refresh token' });
  });

  it('renews with a refresh token that outlives the access token: a call 6 minutes on is refused, the refresh is not', async () => {
    fakeClockOnly();
    const session = await login('admin@demo.com', 'admin');
    jest.setSystemTime(Date.now() + 6 * 60 * 1000);
    expect((await apiAs(session.accessToken).get('/apps/ecommerce/cart')).status).toBe(401);
    const renewed = await api.post('/jwt/refresh-token', { refreshToken: session.refreshToken });
    expect(renewed.status).toBe(200);
    expect((await apiAs(renewed.data.accessToken).get('/apps/ecommerce/cart')).status).toBe(200);
  });

  it('answers 401 for an expired refresh token (10 minutes)', async () => {
    fakeClockOnly();
    const session = await login('admin@demo.com', 'admin');
    jest.setSystemTime(Date.now() + 9 * 60 * 1000);
    expect((await api.post('/jwt/refresh-token', { refreshToken: session.refreshToken })).status).toBe(200);
    jest.setSystemTime(Date.now() + 2 * 60 * 1000);
    const response = await api.post('/jwt/refresh-token', { refreshToken: session.refreshToken });
    expect(response.status).toBe(401);
    expect(response.data).toEqual({ error: 'Invalid refresh token' });
  });
});

describe('the refresh cookie (docs/architecture.md, "Tokens")', () => {
  it('is set by signing in, httpOnly: the caller never sees Set-Cookie, the jar sends it back to /jwt only', async () => {
    const response = await api.post('/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(Object.keys(response.headers).map((name) => name.toLowerCase())).not.toContain('set-cookie');
    expect(cookieHeaderFor('/jwt/refresh-token')).toBe(`refreshToken=${response.data.refreshToken}`);
    expect(cookieHeaderFor('/api/v1/agents')).toBeUndefined();
  });

  it('renews the session with no token in the body, and renews the cookie with it', async () => {
    const session = await login('agent@demo.com', 'agent');
    const refreshed = await api.post('/jwt/refresh-token', {}, { withCredentials: true });
    expect(refreshed.status).toBe(200);
    expect(verifyToken(refreshed.data.accessToken, 'access')).toMatchObject({
      sub: String(session.userData.id),
      role: 'agent',
    });
    expect(cookieHeaderFor('/jwt/refresh-token')).toBe(`refreshToken=${refreshed.data.refreshToken}`);
  });

  it('is ended by signing out, after which a refresh without a body is refused', async () => {
    await login('admin@demo.com', 'admin');
    expect((await api.post('/jwt/logout')).status).toBe(204);
    expect(cookieHeaderFor('/jwt/refresh-token')).toBeUndefined();
    const refused = await api.post('/jwt/refresh-token', {});
    expect([refused.status, refused.data]).toEqual([401, { error: 'Invalid refresh token' }]);
  });

  it('a forged cookie is refused and cleared', async () => {
    localStorage.setItem(
      COOKIE_JAR_KEY,
      JSON.stringify({ refreshToken: { value: 'forged.token.value', path: '/jwt' } }),
    );
    expect((await api.post('/jwt/refresh-token', {})).status).toBe(401);
    expect(cookieHeaderFor('/jwt/refresh-token')).toBeUndefined();
  });
});
