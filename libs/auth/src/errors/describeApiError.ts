// The one error catalogue every remote uses (docs/architecture.md, Conventions), so a 404, an expired session or a validation failure
// reads the same on every screen. It takes any thrown value: errors are read by shape (response.status,
// response.data), not by class, so fakes in tests and errors from other axios copies are handled alike.
import { clearSession } from '../session/session';
import { translateAuth } from '../i18n/translations';

/** The message Laravel-style APIs (and our Mirage product routes, docs/demo-api.md) send with a 401. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

type SessionEndHandler = () => void;

// Reload returns the user to sign-in: the session is already cleared, so the shell boots signed out.
const reloadPage: SessionEndHandler = () => window.location.reload();
let onSessionEnd: SessionEndHandler = reloadPage;

/**
 * Replaces what happens after an "Unauthenticated." response has cleared the session (default: reload the page).
 * The shell may pass e.g. `() => router.navigate('/login')`. Returns a function that restores the previous handler.
 */
export function setSessionEndHandler(handler: SessionEndHandler): () => void {
  const previous = onSessionEnd;
  onSessionEnd = handler;
  return () => {
    onSessionEnd = previous;
  };
}

interface ErrorResponseShape {
  status?: unknown;
  data?: unknown;
}

function responseOf(error: unknown): ErrorResponseShape | null {
  if (!error || typeof error !== 'object' || !('response' in error)) return null;
  const { response } = error as { response?: unknown };
  return response && typeof response === 'object' ? (response as ErrorResponseShape) : null;
}

function nonBlank(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isCancel(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return code === 'ERR_CANCELED' || name === 'CanceledError';
}

/** Thrown by axios when no answer came back at all (offline, server down, CORS). */
function isNetworkFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, request } = error as { code?: unknown; request?: unknown };
  return code === 'ERR_NETWORK' || code === 'ECONNABORTED' || code === 'ETIMEDOUT' || request !== undefined;
}

/** The first message of each field of an `{ field: [msg, ...] }` map, blanks skipped. */
function firstOfEachField(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return [];
  return Object.values(errors as Record<string, unknown>)
    .map((messages) => (Array.isArray(messages) ? messages[0] : messages))
    .filter(nonBlank);
}

/**
 * The lines to show for a failed call. Every failure says something (a save that fails silently leaves the
 * user waiting on an open form), except a cancelled request and the end of a session:
 * - HTTP 404 → ['Not Found'] (translated);
 * - body `message: 'Unauthenticated.'` → clears the stored session, runs the session-end handler, returns [];
 * - HTTP 403 → the server's message, else "You do not have permission to do this." (translated);
 * - body `{ message, errors: { field: [msg, ...] } }` → [message, first error of each field], blanks skipped;
 *   the demo login's `{ error: { field: [msg] } }` likewise;
 * - another 4xx with a `message` → [message];
 * - no answer at all → "The server could not be reached…"; anything else (5xx, a bug) → "Something went wrong,
 *   try again." (translated). A 5xx's own message is not shown: it speaks to developers, not users.
 */
export function describeApiError(error: unknown): string[] {
  if (isCancel(error)) return [];
  const response = responseOf(error);
  if (!response) return [translateAuth(isNetworkFailure(error) ? 'errors.network' : 'errors.tryAgain')];
  const status = typeof response.status === 'number' ? response.status : 0;
  // Status 0 is how an XHR reports a request that got no answer (offline, refused, blocked).
  if (status === 0) return [translateAuth('errors.network')];
  if (status === 404) return [translateAuth('errors.notFound')];

  const data = response.data && typeof response.data === 'object' ? (response.data as Record<string, unknown>) : {};
  if (data.message === UNAUTHENTICATED_MESSAGE) {
    clearSession();
    onSessionEnd();
    return [];
  }
  const message = nonBlank(data.message) ? [data.message] : [];
  if (status === 403) return message.length ? message : [translateAuth('errors.forbidden')];
  if (status >= 400 && status < 500) {
    const lines = [...message, ...firstOfEachField(data.errors ?? data.error)];
    if (lines.length) return lines;
  }
  return [translateAuth('errors.tryAgain')];
}

/** Anything that shows a line: a function, or an object with an `error` method such as antd's `message` API. */
export type Notify = ((text: string) => unknown) | { error: (text: string) => unknown };

/** Shows each line of describeApiError(error) through `notify`; returns the lines shown. */
export function reportApiError(error: unknown, notify: Notify): string[] {
  const lines = describeApiError(error);
  const show = typeof notify === 'function' ? notify : (text: string) => notify.error(text);
  for (const line of lines) show(line);
  return lines;
}
