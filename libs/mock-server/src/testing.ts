// Shared by the tests only (jest picks up *.test.ts; this file is never imported by the lib).
import axios from 'axios';
import type { AbilityRule } from '@live-agent/contracts';

/** axios that never throws on a status, so tests can assert status and body together. */
export const api = axios.create({ validateStatus: () => true });

/** Such an axios sending `token` as the bearer (none: anonymous) and, given, `language` as Accept-Language. */
export const apiAs = (token?: string, language?: string) =>
  axios.create({
    validateStatus: () => true,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
    },
  });

/** The product API origin the tests use (what the shell derives from apiPort 8000). */
export const PRODUCT_API = 'http://localhost:8000';

/**
 * Fakes only the clock (Date, Date.now), leaving timers real: Mirage answers through setTimeout,
 * so faking timers would stall every request.
 */
export function fakeClockOnly(now: number = Date.now()): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** Logs in through the mock API and returns the login response body. */
export async function login(email: string, password: string) {
  const response = await api.post('/jwt/login', { email, password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.data)}`);
  return response.data as {
    userData: { id: number; email: string; role: string; ability: AbilityRule[] };
    accessToken: string;
    refreshToken: string;
  };
}

/** axios signed in as a demo account (admin by default) on the running server, never throwing on a status. */
export async function signedInApi(email = 'admin@demo.com', password = 'admin') {
  const { accessToken } = await login(email, password);
  return axios.create({ validateStatus: () => true, headers: { Authorization: `Bearer ${accessToken}` } });
}
