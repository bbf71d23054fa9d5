// A signed-in demo user, as the shell has one after its login form, and the product API as that user sees it.
import axios from 'axios';
import { clearSession, getAccessToken, saveSession } from '@live-agent/auth';
import type { UserData } from '@live-agent/contracts';

/** The demo users Mirage seeds (docs/demo-api.md, auth): `<role>@demo.com`, password `<role>`. */
export type DemoRole = 'admin' | 'agent' | 'client';

/** Signs in through Mirage and stores the session. Needs a running test server. */
export async function signIn(role: DemoRole = 'admin'): Promise<UserData> {
  clearSession();
  const { data } = await axios.post('/jwt/login', { email: `${role}@demo.com`, password: role });
  saveSession({ userData: data.userData, accessToken: data.accessToken, refreshToken: data.refreshToken });
  return data.userData as UserData;
}

/**
 * The axios options of a request as the signed-in user (the session's token), or as the holder of `token` (another
 * account signed in beside it): how a test calls the API directly. No token, no Authorization header.
 */
export function authorised(token: string | null = getAccessToken()) {
  return { headers: token ? { Authorization: `Bearer ${token}` } : {} };
}

/** GET on the product API as the signed-in user: what a screen's figures must equal. */
export async function apiGet<T>(path: string, params: object = {}): Promise<T> {
  const { data } = await axios.get<T>(`/api/v1${path}`, { params, ...authorised() });
  return data;
}
