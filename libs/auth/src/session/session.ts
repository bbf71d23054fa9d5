// The session lives in localStorage under the three keys the theme always used, so a page reload (the
// "Unauthenticated." path, docs/architecture.md, Conventions) comes back signed in or signed out exactly as the server last said.
import type { UserData } from '@live-agent/contracts';
import type { Session, SessionTokens } from './session.types';
import { withTokenClaims } from './tokenClaims';
import { SESSION_KEYS } from './sessionKeys';

export { SESSION_KEYS };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

// getUserData() is called from selectors and render paths; returning the same object while the stored user and
// token are unchanged keeps React and react-redux from seeing a "new" user on every call.
let cached: { raw: string | null; token: string | null; value: UserData | null } = { raw: null, token: null, value: null };

function parseUserData(raw: string | null): UserData | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as UserData) : null;
  } catch {
    return null;
  }
}

/**
 * The stored user with the role and abilities of the stored access token, or null when nobody is signed in (or
 * the stored value is not valid JSON). Editing `ability` or `role` in the stored userData changes nothing.
 */
export function getUserData(): UserData | null {
  const raw = storage()?.getItem(SESSION_KEYS.userData) ?? null;
  const token = getAccessToken();
  if (raw !== cached.raw || token !== cached.token) {
    const stored = parseUserData(raw);
    cached = { raw, token, value: stored && withTokenClaims(stored, token) };
  }
  return cached.value;
}

export function getAccessToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.accessToken) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.refreshToken) ?? null;
}

/** Stores both tokens (after login or a refresh). A missing refresh token removes the stored one. */
export function saveTokens({ accessToken, refreshToken }: SessionTokens): void {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.accessToken, accessToken);
  if (refreshToken) store.setItem(SESSION_KEYS.refreshToken, refreshToken);
  else store.removeItem(SESSION_KEYS.refreshToken);
}

/** Stores the user and both tokens after a successful login or registration. */
export function saveSession({ userData, accessToken, refreshToken }: Session): void {
  storage()?.setItem(SESSION_KEYS.userData, JSON.stringify(userData));
  saveTokens({ accessToken, refreshToken });
}

/** Removes the user and both tokens. */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
}

/** Signed in means a stored user and an access token (the theme's rule). */
export function isUserLoggedIn(): boolean {
  return getUserData() !== null && getAccessToken() !== null;
}
