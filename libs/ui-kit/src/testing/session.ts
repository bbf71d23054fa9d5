// A signed-in demo user, as the shell has one after its login form, and the product API as that user sees it.
import axios from 'axios';
import { clearSession, getAccessToken, saveSession } from '@live-agent/auth';
import type { LoginResponse, UserData } from '@live-agent/contracts';

/** The demo users Mirage seeds (docs/demo-api.md, auth): `<role>@demo.com`, password `<role>`. */
export type DemoRole = 'admin' | 'agent' | 'client';

/** The demo account of `role` signed in through Mirage: the login's answer. Needs a running test server. */
async function logIn(role: DemoRole): Promise<LoginResponse> {
  const { data } = await axios.post<LoginResponse>('/jwt/login', { email: `${role}@demo.com`, password: role });
  return data;
}

/** Signs in through Mirage and stores the session. Needs a running test server. */
export async function signIn(role: DemoRole = 'admin'): Promise<UserData> {
  clearSession();
  const data = await logIn(role);
  saveSession({ userData: data.userData, accessToken: data.accessToken, refreshToken: data.refreshToken });
  return data.userData;
}

/**
 * The axios options of a request as the signed-in user (the session's token), or as the holder of `token` (another
 * account signed in beside it): how a test calls the API directly. No token, no Authorization header.
 */
export function authorised(token: string | null = getAccessToken()) {
  return { headers: token ? { Authorization: `Bearer ${token}` } : {} };
}

/**
 * The axios options of a request as `role`, signed in beside the session, which stays whoever it is: how a test acts as
 * another account (an admin moving a chat into the signed-in agent's queue).
 */
export async function authorisedAs(role: DemoRole) {
  return authorised((await logIn(role)).accessToken);
}

/** GET on the product API as the signed-in user: what a screen's figures must equal. */
export async function apiGet<T>(path: string, params: object = {}): Promise<T> {
  const { data } = await axios.get<T>(`/api/v1${path}`, { params, ...authorised() });
  return data;
}
