// The access token lives five minutes, the refresh token ten (docs/demo-api.md, auth), and a 401 renews them only
// while the refresh token still holds: renewing only then sent a person at work to sign in once it had run out too.
// While the page is in use (a key, a click, a touch, a scroll or a pointer moving since the tokens were issued), they
// are renewed a minute before the access token ends, or at the first use after it ended (the refresh token may still
// hold: if not, the session ends now rather than at the next call); a tab nobody touches, or a closed one, still
// ends ten minutes after its last renewal.

import { readTokenPayload } from './tokenClaims';

/** When the tokens were issued and when they end, in ms since the epoch, from the access token's claims. */
export function readTokenTimes(token: string | null | undefined): { issuedAt: number; expiresAt: number } | null {
  const { iat, exp } = readTokenPayload(token) ?? {};
  return typeof iat === 'number' && typeof exp === 'number' ? { issuedAt: iat * 1000, expiresAt: exp * 1000 } : null;
}

/** What a person does on a page; any of them means the page is in use. */
const USE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface RenewWhileInUseOptions {
  /** Where use is seen (the window). */
  page: EventTarget;
  /** The client's one renewal (shared with the 401 path, so the two never renew twice). */
  renew: () => Promise<unknown>;
  accessToken: () => string | null;
  /** How long before the end the tokens are renewed. */
  leadMs?: number;
}

/** Starts watching; the returned function stops it. */
export function renewWhileInUse({ page, renew, accessToken, leadMs = 60_000 }: RenewWhileInUseOptions): () => void {
  let lastUse = Number.NEGATIVE_INFINITY;
  /** When this page last started a renewal: use up to then was paid for by it. */
  let renewedAt = Number.NEGATIVE_INFINITY;
  let renewing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The access token the timer is set for (a sign-in, or a renewal here or elsewhere, stores another), and its times. */
  let armed: { token: string | null; times: ReturnType<typeof readTokenTimes> } = { token: null, times: null };

  function arm() {
    clearTimeout(timer);
    const token = accessToken();
    armed = { token, times: readTokenTimes(token) };
    if (armed.times) timer = setTimeout(check, Math.max(0, armed.times.expiresAt - leadMs - Date.now()));
  }

  /** At the timer, and on each use: renews from the last minute of the access token this page was used under on. */
  function check() {
    if (renewing) return;
    if (accessToken() !== armed.token) return arm();
    const { times } = armed;
    const now = Date.now();
    // Signed out, or not yet in the last minute.
    if (!times || now < times.expiresAt - leadMs) return;
    if (lastUse <= Math.max(times.issuedAt, renewedAt)) return; // unused so far: the next use renews
    renewing = true;
    renewedAt = now;
    renew()
      .catch(() => undefined) // a failed renewal already ended the session (createApiClient)
      .finally(() => {
        renewing = false;
        arm();
      });
  }

  const onUse = () => {
    lastUse = Date.now();
    check();
  };

  for (const type of USE_EVENTS) page.addEventListener(type, onUse, { passive: true, capture: true });
  arm();
  return () => {
    clearTimeout(timer);
    for (const type of USE_EVENTS) page.removeEventListener(type, onUse, { capture: true });
  };
}
