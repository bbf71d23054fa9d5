import { createServer, Response, type Server } from 'miragejs';
import { authApi } from './auth.api';
import { createApiClient } from './createApiClient';
import { standInAdmin as admin, standInSignIn } from '../testing/jwtStandIn';

let server: Server;
/** The browser's refresh cookie, as the stand-in sees it on a call with credentials (httpOnly: no script sets it). */
let cookie: string | null;
const refreshCalls: Array<{ body: string; credentials: boolean }> = [];
beforeEach(() => {
  localStorage.clear();
  cookie = 'refresh-1';
  refreshCalls.length = 0;
  server = createServer({
    environment: 'test',
    routes() {
      standInSignIn(this);
      this.post('/jwt/refresh-token', (_schema, request) => {
        const credentials = Boolean((request as unknown as { withCredentials?: boolean }).withCredentials);
        refreshCalls.push({ body: request.requestBody, credentials });
        if (!credentials || cookie !== 'refresh-1') return new Response(401, {}, { error: 'Invalid refresh token' });
        cookie = 'refresh-2';
        return { accessToken: 'access-2', refreshToken: 'refresh-2' };
      });
      this.post('/jwt/logout', (_schema, request) => {
        if ((request as unknown as { withCredentials?: boolean }).withCredentials) cookie = null;
        return new Response(204);
      });
    },
  });
});
afterEach(() => server.shutdown());

const client = () => createApiClient({ onSignOut: jest.fn() });

describe('authApi against a Mirage server', () => {
  it('logs in and returns the user and both tokens', async () => {
    await expect(authApi.login(client(), { email: 'admin@demo.com', password: 'admin' })).resolves.toEqual({
      userData: admin,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
  });

  it('rejects a wrong password with the 400 field error body', async () => {
    await expect(authApi.login(client(), { email: 'admin@demo.com', password: 'nope' })).rejects.toMatchObject({
      response: { status: 400, data: { error: { email: ['Email or Password is Invalid'] } } },
    });
  });

  it('registers, or resolves with the field errors of a taken email and username', async () => {
    await expect(
      authApi.register(client(), { email: 'new@demo.com', password: 'pw', username: 'newbie' }),
    ).resolves.toMatchObject({ user: { email: 'new@demo.com', username: 'newbie' }, accessToken: 'access-9' });
    await expect(
      authApi.register(client(), { email: 'admin@demo.com', password: 'pw', username: 'johndoe' }),
    ).resolves.toEqual({
      error: { email: 'This email is already in use.', username: 'This username is already in use.' },
    });
  });

  it('refreshes with the cookie alone (no token in the body), and rejects a missing or spent cookie with 401', async () => {
    await expect(authApi.refresh(client())).resolves.toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(refreshCalls).toEqual([{ body: '{}', credentials: true }]);
    cookie = 'spent';
    await expect(authApi.refresh(client())).rejects.toMatchObject({
      response: { status: 401, data: { error: 'Invalid refresh token' } },
    });
  });

  it('signs out on the server, which ends the cookie', async () => {
    await authApi.logout(client());
    expect(cookie).toBeNull();
    await expect(authApi.refresh(client())).rejects.toMatchObject({ response: { status: 401 } });
  });
});
