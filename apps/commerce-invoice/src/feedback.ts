// What this remote's screens say to the user: its own strings, the shared toasts, and failures through the shared
// error catalogue (docs/architecture.md, "Server data": a write's failure is told by the screen that asked).
import i18n from 'i18next';
import { reportApiError } from '@live-agent/auth';
import { validationFailureOf } from '@live-agent/store';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from './i18n';

/** This remote's strings, with options (a product name, a count). */
export const commerceT = (key: string, options?: Record<string, unknown>) => i18n.t(`${NAMESPACE}:${key}`, options);

export const reportError = (error: unknown) => reportApiError(error, toast.error);

/** A refused change is told: a 422's first field message, else the error catalogue; nothing else moves. */
export function tellRefused(error: unknown) {
  const failure = validationFailureOf(error);
  const line = failure ? Object.values(failure.errors).flat()[0] : undefined;
  if (line) toast.error(line);
  else reportError(error);
}
