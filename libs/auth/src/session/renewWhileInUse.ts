// Tokens live ten minutes from their issue (docs/demo-api.md, auth), and a 401 renews them only while the refresh
// token still holds: a person at work for longer than that was sent to sign in. While the page is in use (a key,
// a click, a touch, a scroll or a pointer moving since the tokens were issued), they are renewed a minute before
// they end; a tab nobody touches, or a closed one, still ends ten minutes after its last renewal.

/** When the tokens were issued and when they end, in ms since the epoch, from the access token's claims. */
export function readTokenTimes(token: string | null | undefined): { issuedAt: number; expiresAt: number } | null {
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!payload) return null;
  try {
    const { iat, exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown; exp?: unknown };
    return typeof iat === 'number' && typeof exp === 'number' ? { issuedAt: iat * 1000, expiresAt: exp * 1000 } : null;
  } catch {
    return null;
  }
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
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** From this time on, the next use renews at once (the timer found the page unused then). */
  let renewOnUseFrom = Number.POSITIVE_INFINITY;
  let renewing = false;
  /** When this page last started a renewal: use up to then was paid for by it. */
  let renewedAt = Number.NEGATIVE_INFINITY;
  /** The access token the timer was set for: a sign-in or renewal stores another. */
  let armedFor: string | null = null;

  const runRenewal = () => {
    renewing = true;
    renewedAt = Date.now();
    renewOnUseFrom = Number.POSITIVE_INFINITY;
    renew()
      .catch(() => undefined) // a failed renewal already ended the session (createApiClient)
      .finally(() => {
        renewing = false;
        schedule();
      });
  };

  function check() {
    const times = readTokenTimes(accessToken());
    if (!times || Date.now() >= times.expiresAt) return; // signed out, or already over: a 401 says what happens next
    // Renewed meanwhile (a 401's renewal, another tab): wait for the new end.
    if (Date.now() < times.expiresAt - leadMs) return schedule();
    const since = Math.max(times.issuedAt, renewedAt);
    if (lastUse > since) return runRenewal();
    renewOnUseFrom = since;
    timer = setTimeout(check, times.expiresAt - Date.now());
  }

  function schedule() {
    clearTimeout(timer);
    armedFor = accessToken();
    const times = readTokenTimes(armedFor);
    if (!times) return;
    timer = setTimeout(check, Math.max(0, times.expiresAt - leadMs - Date.now()));
  }

  const onUse = () => {
    lastUse = Date.now();
    if (renewing) return;
    if (accessToken() !== armedFor) schedule(); // signed in (or renewed elsewhere) since the timer was set
    else if (lastUse > renewOnUseFrom) check();
  };

  for (const type of USE_EVENTS) page.addEventListener(type, onUse, { passive: true, capture: true });
  schedule();
  return () => {
    clearTimeout(timer);
    for (const type of USE_EVENTS) page.removeEventListener(type, onUse, { capture: true });
  };
}
