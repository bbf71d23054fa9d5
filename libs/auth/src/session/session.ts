// The session (docs/architecture.md, "Tokens"): the access token lives in this module's memory only (one copy for the
// shell and every remote: the module is a federation singleton), the refresh token in the httpOnly cookie the API
// sets, which no script reads, and the user's profile in localStorage (`userData`), so a reload knows someone was
// signed in and the boot renews the access token from the cookie before anything is shown (resumeSession).
import type { UserData } from '@live-agent/contracts';
import type { Session, SessionTokens } from './session.types';
import { withTokenClaims } from './tokenClaims';
import { LEGACY_TOKEN_KEYS, SESSION_KEYS } from './sessionKeys';

export { SESSION_KEYS };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

/** The access token, in memory only: a reload starts without one (the boot renews it from the cookie). */
let accessToken: string | null = null;

// getUserData() is called from selectors and render paths; returning the same object while the stored user and
// token are unchanged keeps React and react-redux from seeing a "new" user on every call.
let cached: { raw: string | null; token: string | null; value: UserData | null } = {
  raw: null,
  token: null,
  value: null,
};

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
  return accessToken;
}

/**
 * Keeps a new access token (after sign-in or a refresh). A refresh token in the same answer is not kept: the API
 * set it as an httpOnly cookie, where the next refresh finds it.
 */
export function saveTokens({ accessToken: token }: SessionTokens): void {
  accessToken = token;
}

/** Keeps the user's profile and the access token after a successful login or registration. */
export function saveSession({ userData, accessToken: token }: Session): void {
  storage()?.setItem(SESSION_KEYS.userData, JSON.stringify(userData));
  saveTokens({ accessToken: token });
}

/**
 * What the page shows of the signed-in user that they may change themselves (account settings): their name and
 * picture. The e-mail and username they sign in with stay the account's.
 */
export type UserProfile = Partial<Pick<UserData, 'fullName' | 'avatar'>>;

/**
 * Keeps the signed-in user's changed profile, so a reload shows it too; nothing when nobody is signed in. Role and
 * abilities stay the token's (getUserData).
 */
export function saveUserProfile(profile: UserProfile): void {
  const stored = parseUserData(storage()?.getItem(SESSION_KEYS.userData) ?? null);
  if (stored) storage()?.setItem(SESSION_KEYS.userData, JSON.stringify({ ...stored, ...profile }));
}

/** Forgets the user and the access token (the cookie is the server's to end: POST /jwt/logout). */
export function clearSession(): void {
  accessToken = null;
  const store = storage();
  if (!store) return;
  store.removeItem(SESSION_KEYS.userData);
  for (const key of LEGACY_TOKEN_KEYS) store.removeItem(key);
}

/** Signed in means a stored user and an access token in hand. */
export function isUserLoggedIn(): boolean {
  return getUserData() !== null && accessToken !== null;
}

// Tokens an older version left in storage are of no use now and readable by any script: gone on the first load.
for (const key of LEGACY_TOKEN_KEYS) storage()?.removeItem(key);
