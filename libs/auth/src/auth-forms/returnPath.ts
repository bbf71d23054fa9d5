// Where a signed-out visitor goes back to after signing in. A session that ends mid-work (a refresh that
// failed, the server saying 'Unauthenticated.') reloads the sign-in page with `?reason=expired&from=<path>`,
// since a full page load loses the router's state; a guarded route redirects with `state.from`.
// Only same-origin paths are honoured: `from` comes from the URL, so anyone can write it.

/** The sign-in URL after a session ended while the user was on `location`. */
export function sessionEndedUrl(location: Pick<Location, 'pathname' | 'search'>): string {
  const from = location.pathname + location.search;
  const params = new URLSearchParams({ reason: 'expired' });
  if (isReturnPath(from)) params.set('from', from);
  return `/login?${params.toString()}`;
}

/** A path of this app: starts with one '/', is not the sign-in page itself nor the anonymous landing '/'. */
export function isReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    /^\/(?![/\\])/.test(path) &&
    !/^\/login(?:[/?#]|$)/.test(path) &&
    path !== '/' &&
    path.length <= 2000
  );
}

/** Where to go after signing in: the guarded route's `state.from`, else `?from=`, when it is a path of this app. */
export function returnPathOf(state: unknown, search: string): string | null {
  const fromState = (state as { from?: unknown } | null)?.from;
  if (isReturnPath(fromState)) return fromState;
  const fromQuery = new URLSearchParams(search).get('from');
  return isReturnPath(fromQuery) ? fromQuery : null;
}

/** The sign-in page was opened because a session ended. */
export function sessionExpired(search: string): boolean {
  return new URLSearchParams(search).get('reason') === 'expired';
}
