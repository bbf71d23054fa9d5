import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { createAppStore } from '@live-agent/store';
import { authSlice, loginRequested, logout, registerRequested, selectAuthState } from './auth.slice';
import { authSaga, toFieldErrors } from './auth.sagas';
import type { AuthFieldErrors } from './auth.types';
import { defineAbilityFor } from '../abilities/defineAbility';
import { accessTokenFor, adminUser, agentUser } from '../abilities/demoUsers.fixture';
import { clearSession, getAccessToken, getUserData, saveSession } from '../session/session';
import { until } from '@live-agent/test-fixtures';

function httpError(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

const ACCESS_1 = accessTokenFor(adminUser, 'access-1');

/** A fake of the client in saga context that answers like the demo JWT routes. */
function fakeApi() {
  return {
    post: jest.fn(async (url: string, body: Record<string, string>) => {
      if (url === '/jwt/login') {
        if (body.email === 'agent@demo.com') {
          // A body that claims more than the token: the token decides.
          return {
            data: {
              userData: { ...agentUser, role: 'admin', ability: adminUser.ability },
              accessToken: accessTokenFor(agentUser),
              refreshToken: 'r',
            },
          };
        }
        if (body.email === 'down@demo.com') throw new AxiosError('Network Error', 'ERR_NETWORK');
        if (body.email !== 'admin@demo.com' || body.password !== 'admin') {
          throw httpError(400, { error: { email: ['Email or Password is Invalid'] } });
        }
        return { data: { userData: adminUser, accessToken: ACCESS_1, refreshToken: 'refresh-1' } };
      }
      if (url === '/jwt/register') {
        const error: Record<string, string> = {};
        if (body.email === 'admin@demo.com') error.email = 'This email is already in use.';
        if (body.username === 'johndoe') error.username = 'This username is already in use.';
        if (Object.keys(error).length) return { data: { error } };
        const user = { ...adminUser, id: 51, email: body.email, username: body.username };
        return { data: { user, accessToken: accessTokenFor(user, 'access-9'), refreshToken: 'refresh-9' } };
      }
      if (url === '/jwt/logout') return { data: undefined };
      throw httpError(404, {});
    }),
  };
}

function setup({ withAbility = true } = {}) {
  const api = fakeApi();
  const ability = defineAbilityFor(getUserData());
  const store = createAppStore({ slices: [authSlice], sagaContext: withAbility ? { api, ability } : { api } });
  store.injectSaga('auth', authSaga);
  const auth = () => selectAuthState(store.getState() as never);
  const settled = () => until(() => auth().status !== 'loading', { what: 'the sign-in settled' });
  return { api, ability, store, auth, settled };
}

/** The auth state after a refused sign-in or registration: nobody signed in, the errors by field. */
const refused = (error: AuthFieldErrors) => ({ userData: null, status: 'error', error, signedOut: false });

beforeEach(() => {
  clearSession();
  localStorage.clear();
});

describe('login saga', () => {
  it('signs in: calls /jwt/login, stores the session, holds the user, updates the ability', async () => {
    const { api, ability, store, auth, settled } = setup();
    expect(ability.can('manage', 'all')).toBe(false);

    store.dispatch(loginRequested({ email: 'admin@demo.com', password: 'admin' }));
    expect(auth().status).toBe('loading');
    await settled();

    expect(api.post).toHaveBeenCalledWith('/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(auth()).toEqual({ userData: adminUser, status: 'idle', error: null, signedOut: false });
    expect(getUserData()).toEqual(adminUser);
    // The token in hand; the refresh token is the API's cookie, never kept by the page.
    expect(getAccessToken()).toBe(ACCESS_1);
    expect(Object.keys(localStorage)).toEqual(['userData']);
    expect(ability.can('manage', 'all')).toBe(true);
  });

  it('maps a wrong password to the email field and stores nothing', async () => {
    const { store, auth, settled, ability } = setup();
    store.dispatch(loginRequested({ email: 'admin@demo.com', password: 'wrong' }));
    await settled();

    expect(auth()).toEqual(refused({ email: 'Email or Password is Invalid' }));
    expect(getAccessToken()).toBeNull();
    expect(ability.can('read', 'Dashboard')).toBe(false);
  });

  it("reports any other failure as 'Something went wrong'", async () => {
    const { store, auth, settled } = setup();
    store.dispatch(loginRequested({ email: 'down@demo.com', password: 'x' }));
    await settled();
    expect(auth()).toEqual(refused({ form: 'Something went wrong' }));
  });

  it('works when no ability is in the saga context', async () => {
    const { store, auth, settled } = setup({ withAbility: false });
    store.dispatch(loginRequested({ email: 'admin@demo.com', password: 'admin' }));
    await settled();
    expect(auth().userData).toEqual(adminUser);
  });
});

describe('abilities after sign-in', () => {
  it('are the access token’s, whatever the user record says', async () => {
    const { store, auth, settled, ability } = setup();
    store.dispatch(loginRequested({ email: 'agent@demo.com', password: 'agent' }));
    await settled();
    expect(auth().userData).toMatchObject({ role: 'agent', ability: agentUser.ability });
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('read', 'Dashboard')).toBe(true);
    expect(getUserData()).toMatchObject({ role: 'agent', ability: agentUser.ability });
  });
});

describe('register saga', () => {
  it('signs the new user in and stores the session', async () => {
    const { api, store, auth, settled, ability } = setup();
    store.dispatch(registerRequested({ email: 'new@demo.com', password: 'pw', username: 'newbie' }));
    await settled();

    expect(api.post).toHaveBeenCalledWith('/jwt/register', {
      email: 'new@demo.com',
      password: 'pw',
      username: 'newbie',
    });
    expect(auth()).toMatchObject({ userData: { id: 51, email: 'new@demo.com' }, status: 'idle', error: null });
    expect(getUserData()).toMatchObject({ id: 51, username: 'newbie' });
    expect(getAccessToken()).toBe(accessTokenFor({ ...adminUser, id: 51 }, 'access-9'));
    expect(Object.keys(localStorage)).toEqual(['userData']);
    expect(ability.can('manage', 'all')).toBe(true);
  });

  it('puts a taken email and username on their form fields and stores nothing', async () => {
    const { store, auth, settled } = setup();
    store.dispatch(registerRequested({ email: 'admin@demo.com', password: 'pw', username: 'johndoe' }));
    await settled();

    expect(auth()).toEqual(
      refused({ email: 'This email is already in use.', username: 'This username is already in use.' }),
    );
    expect(localStorage.getItem('userData')).toBeNull();
  });
});

describe('logout saga', () => {
  it('clears the session, forgets the user, drops back to guest abilities and has the server end the cookie', async () => {
    saveSession({ userData: adminUser, accessToken: accessTokenFor(adminUser), refreshToken: 'r' });
    const { api, store, auth, ability, settled } = setup();
    expect(auth().userData).toEqual(adminUser);
    expect(ability.can('manage', 'all')).toBe(true);

    store.dispatch(logout());

    expect(auth().userData).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('read', 'Auth')).toBe(true);
    await settled();
    expect(api.post).toHaveBeenCalledWith('/jwt/logout', {}, { withCredentials: true });
  });
});

describe('toFieldErrors', () => {
  it('keeps the first non-blank message per field and sends unknown keys to form', () => {
    expect(toFieldErrors({ email: ['', 'Bad email', 'Other'], username: 'Taken', captcha: ['Wrong'] })).toEqual({
      email: 'Bad email',
      username: 'Taken',
      form: 'Wrong',
    });
    expect(toFieldErrors('Invalid refresh token')).toEqual({ form: 'Invalid refresh token' });
    expect(toFieldErrors(undefined)).toEqual({});
  });
});
