// The one axios instance per app. Decision: an expired access token is renewed once for everyone — the first 401
// starts POST /jwt/refresh-token, every other request that fails or starts while it is in flight waits on that same
// promise and is replayed (or sent) with the new token. A failed refresh ends the session once, not once per request.
// The refresh token is never in the page's hands: the refresh call sends the API's httpOnly cookie (withCredentials),
// and a page reloaded with a stored user renews its access token that way before its first call (resumeSession;
// docs/architecture.md, "Tokens").
import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { withoutLayoutIsolates, type RefreshResponse } from '@live-agent/contracts';
import { clearSession, getAccessToken, saveTokens } from '../session/session';
import { hasStoredSession } from '../session/sessionKeys';
import { renewWhileInUse } from '../session/renewWhileInUse';
import { keepDraftsOfEndingSession } from '../session/keptDrafts';

export interface ApiClientOptions {
  /** Base of every relative URL; see productApiBase for the product API. */
  baseURL?: string;
  /** Called once when the session can't be renewed, after the stored session is cleared (e.g. go to /login). */
  onSignOut: () => void;
  /** Send cookies on cross-origin calls (the product API on another port, docs/demo-api.md). */
  withCredentials?: boolean;
  /** Where tokens are renewed; relative to baseURL. */
  refreshPath?: string;
  /** The UI language, sent as Accept-Language so the server's messages (422 errors) come back translated. */
  language?: () => string | undefined;
  /**
   * The page (the window) whose use keeps the session alive: the tokens are renewed shortly before they end while
   * it is in use (session/renewWhileInUse.ts). Without it they are renewed only after a 401.
   */
  renewWhileUsing?: EventTarget;
}

type RetriableConfig = InternalAxiosRequestConfig & { _authRetried?: boolean };

/** Each client's way to renew the session quietly, for resumeSession. */
const resumers = new WeakMap<AxiosInstance, () => Promise<boolean>>();

/**
 * Renews the access token from the refresh cookie when a user is stored but no token is in hand (a reload, a new
 * tab): resolves whether a session is in hand. A refresh refused ends the stored session quietly: the page then
 * shows what it shows a signed-out visitor.
 */
export function resumeSession(client: AxiosInstance): Promise<boolean> {
  if (getAccessToken()) return Promise.resolve(true);
  if (!hasStoredSession()) return Promise.resolve(false);
  return resumers.get(client)?.() ?? Promise.resolve(false);
}

const JWT_CALL = /(^|\/)jwt\//;

/** Creates an axios instance that sends the stored Bearer token and renews it on a 401 (see file header). */
export function createApiClient({
  baseURL,
  onSignOut,
  withCredentials,
  refreshPath = '/jwt/refresh-token',
  language,
  renewWhileUsing,
}: ApiClientOptions): AxiosInstance {
  const client = axios.create({ baseURL, withCredentials });
  // The auth calls themselves never carry, wait for, or renew a token: a 401 there is an answer, not an expiry.
  const isAuthCall = (url: string | undefined) => !!url && (url === refreshPath || JWT_CALL.test(url));

  let refreshInFlight: Promise<string> | null = null;

  /** `quietly`: a refusal clears the session without calling onSignOut (resuming a stored session). */
  async function runRefresh(quietly: boolean): Promise<string> {
    try {
      // No body: the refresh token is the cookie the API set, sent along on this call only.
      const { data } = await client.post<RefreshResponse>(refreshPath, {}, { withCredentials: true });
      if (!data?.accessToken) throw new Error('Refresh answered without an access token');
      saveTokens({ accessToken: data.accessToken });
      return data.accessToken;
    } catch (error) {
      // What open forms hold is kept for this user before the user is forgotten (session/keptDrafts.ts).
      if (!quietly) keepDraftsOfEndingSession();
      clearSession();
      if (!quietly) onSignOut();
      throw error;
    }
  }

  function refresh(quietly = false): Promise<string> {
    // Cleared in .finally (always asynchronous), so the assignment below can't outlive a synchronous failure.
    refreshInFlight ??= runRefresh(quietly).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }
  resumers.set(client, () =>
    refresh(true).then(
      () => true,
      () => false,
    ),
  );

  client.interceptors.request.use(async (config) => {
    // A right-to-left layout marks the page's own strings as left-to-right runs (ui-kit layoutIsolation); one that
    // went into a value (a reply's "Re:") is sent without its marks.
    if (config.data !== undefined) config.data = unmarked(config.data);
    if (config.params !== undefined) config.params = unmarked(config.params);
    if (isAuthCall(config.url)) return config;
    // A stored user without a token in hand (a remote's first call after a reload, before or without the shell's
    // resumeSession): the session is renewed from the cookie first, rather than sending a call bound to a 401.
    if (!refreshInFlight && !getAccessToken() && hasStoredSession()) void refresh().catch(() => undefined);
    // A request started while the token is being renewed waits and goes out with the new one. If the renewal
    // fails the session is over (onSignOut already ran), so the request is not sent.
    if (refreshInFlight) await refreshInFlight;
    const token = getAccessToken();
    config.headers = AxiosHeaders.from(config.headers);
    const lng = language?.();
    if (lng && !config.headers.has('Accept-Language')) config.headers.set('Accept-Language', lng);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });

  if (renewWhileUsing) renewWhileInUse({ page: renewWhileUsing, renew: refresh, accessToken: getAccessToken });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config = error.config as RetriableConfig;
    if (isAuthCall(config.url) || config._authRetried) throw error;
    // Nobody signed in: a 401 is the answer to an anonymous call, not an expired session.
    if (!hasStoredSession()) throw error;
    config._authRetried = true;

    // If another request already renewed the token after this one was sent, just replay with the new one.
    const sentWith = String(AxiosHeaders.from(config.headers).get('Authorization') ?? '');
    const current = getAccessToken();
    const renewedMeanwhile = !refreshInFlight && current && sentWith !== `Bearer ${current}`;
    if (!renewedMeanwhile) {
      try {
        await refresh();
      } catch {
        throw error; // the caller sees why its own call failed; the session end was handled once in runRefresh
      }
    }
    return client.request(config);
  });

  return client;
}

/** Strings, arrays and plain objects without the layout's isolates; anything else (a FormData, a file) as it is. */
function unmarked(value: unknown): unknown {
  if (typeof value === 'string') return withoutLayoutIsolates(value);
  if (Array.isArray(value)) return value.map(unmarked);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unmarked(item)]));
  return value;
}
