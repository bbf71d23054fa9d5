import {
  authErrorCleared,
  authReducer,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logout,
  profileChanged,
  registerFailed,
  registerRequested,
  selectAuthError,
  selectAuthState,
  selectAuthStatus,
  selectAuthUser,
  selectIsLoggedIn,
} from './auth.slice';
import type { AuthState } from './auth.types';
import { accessTokenFor, adminUser, clientUser } from '../abilities/demoUsers.fixture';
import { saveSession } from '../session/session';

const idle: AuthState = { userData: null, status: 'idle', error: null, signedOut: false };

beforeEach(() => localStorage.clear());

describe('auth reducer', () => {
  it('takes the signed-in user’s saved name and picture, keeping the role and abilities; signed out, nothing', () => {
    const signedIn: AuthState = { ...idle, userData: adminUser };
    const changed = authReducer(signedIn, profileChanged({ fullName: 'Jane Roe', avatar: 'data:image/png;base64,AA' }));
    expect(changed.userData).toEqual({ ...adminUser, fullName: 'Jane Roe', avatar: 'data:image/png;base64,AA' });
    expect(authReducer(idle, profileChanged({ fullName: 'Jane Roe' }))).toEqual(idle);
  });

  it('starts signed out when nothing is stored', () => {
    expect(authReducer(undefined, { type: '@@INIT' })).toEqual(idle);
  });

  it('starts with the stored user after a reload', () => {
    saveSession({ userData: clientUser, accessToken: accessTokenFor(clientUser), refreshToken: 'r' });
    expect(authReducer(undefined, { type: '@@INIT' }).userData).toEqual(clientUser);
  });

  it('is loading after a login or register request, with earlier errors cleared', () => {
    const failed: AuthState = { ...idle, status: 'error', error: { email: 'bad' } };
    expect(authReducer(failed, loginRequested({ email: 'a@b.c', password: 'x' }))).toEqual({
      ...idle,
      status: 'loading',
    });
    expect(authReducer(failed, registerRequested({ email: 'a@b.c', password: 'x', username: 'u' }))).toEqual({
      ...idle,
      status: 'loading',
    });
  });

  it('holds the user after login succeeded', () => {
    const state = authReducer({ ...idle, status: 'loading' }, loginSucceeded(adminUser));
    expect(state).toEqual({ ...idle, userData: adminUser });
    // Signed in again after a sign-out: a later sign-out is what counts.
    expect(authReducer({ ...idle, signedOut: true }, loginSucceeded(adminUser)).signedOut).toBe(false);
  });

  it('holds the field errors after a failed login or registration', () => {
    expect(authReducer({ ...idle, status: 'loading' }, loginFailed({ email: 'Email or Password is Invalid' }))).toEqual(
      { ...idle, status: 'error', error: { email: 'Email or Password is Invalid' } },
    );
    expect(
      authReducer({ ...idle, status: 'loading' }, registerFailed({ username: 'This username is already in use.' })),
    ).toEqual({ ...idle, status: 'error', error: { username: 'This username is already in use.' } });
  });

  it('drops the errors when the user edits the form', () => {
    expect(authReducer({ ...idle, status: 'error', error: { email: 'x' } }, authErrorCleared())).toEqual(idle);
  });

  it('forgets the user on logout, and says the user signed out', () => {
    expect(authReducer({ ...idle, userData: adminUser }, logout())).toEqual({ ...idle, signedOut: true });
  });

  it('does not change the state it is given', () => {
    const before: AuthState = Object.freeze({ ...idle });
    authReducer(before, loginSucceeded(adminUser));
    expect(before).toEqual(idle);
  });
});

describe('auth selectors', () => {
  const state = { auth: { userData: adminUser, status: 'error' as const, error: { form: 'x' }, signedOut: false } };

  it('read the auth area', () => {
    expect(selectAuthUser(state)).toBe(adminUser);
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectAuthStatus(state)).toBe('error');
    expect(selectAuthError(state)).toEqual({ form: 'x' });
  });

  it('fall back to the initial state when the auth area is not there', () => {
    expect(selectAuthState({})).toEqual(idle);
    expect(selectIsLoggedIn({})).toBe(false);
    expect(selectAuthStatus({})).toBe('idle');

    saveSession({ userData: clientUser, accessToken: accessTokenFor(clientUser), refreshToken: 'r' });
    expect(selectAuthUser({})).toEqual(clientUser);
    expect(selectAuthState({})).toBe(selectAuthState({})); // stable for useSelector
  });
});
