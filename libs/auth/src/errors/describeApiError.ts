// The one error catalogue every remote uses (SPEC §8), so a 404, an expired session or a validation failure
// reads the same on every screen. It takes any thrown value: errors are read by shape (response.status,
// response.data), not by class, so fakes in tests and errors from other axios copies are handled alike.
import { clearSession } from '../session/session';
import { translateAuth } from '../i18n/translations';

/** The message Laravel-style APIs (and our Mirage product routes, DESIGN §6) send with a 401. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

type SessionEndHandler = () => void;

// Reload returns the user to sign-in: the session is already cleared, so the shell boots signed out (SPEC §8).
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

/**
 * The lines to show for a failed call:
 * - HTTP 404 → ['Not Found'] (translated);
 * - body `message: 'Unauthenticated.'` → clears the stored session, runs the session-end handler, returns [];
 * - body `{ message, errors: { field: [msg, ...] } }` → [message, first error of each field], blanks skipped;
 * - anything else → [].
 */
export function describeApiError(error: unknown): string[] {
  const response = responseOf(error);
  if (!response) return [];
  if (response.status === 404) return [translateAuth('errors.notFound')];

  const data = response.data && typeof response.data === 'object' ? (response.data as Record<string, unknown>) : {};
  if (data.message === UNAUTHENTICATED_MESSAGE) {
    clearSession();
    onSessionEnd();
    return [];
  }

  const { message, errors } = data;
  if (typeof message === 'string' && errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const fieldLines = Object.values(errors as Record<string, unknown>).map((messages) =>
      Array.isArray(messages) ? messages[0] : messages,
    );
    return [message, ...fieldLines].filter(nonBlank);
  }
  return [];
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
