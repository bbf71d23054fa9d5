// What this remote says after a write (docs/architecture.md, "Server data"): its success toast; a 422's messages
// for the form's fields with a toast saying why nothing was saved; any other failure through the shared error
// catalogue.
import i18n from 'i18next';
import { reportApiError } from '@live-agent/auth';
import { statusOf, type FieldErrors, type ValidationErrorBody } from '@live-agent/contracts';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from './i18n';

export const pagesT = (key: string) => i18n.t(`${NAMESPACE}:${key}`);

/** A 422's body (the server refused what was sent), or null for any other failure. */
export const refusalOf = (error: unknown): Partial<ValidationErrorBody> | null =>
  statusOf(error) === 422
    ? ((error as { response: { data?: Partial<ValidationErrorBody> } }).response.data ?? {})
    : null;

/** How a write ended: done, or refused with the messages for its fields (a 422), or failed otherwise. */
export type Written<T> = { done: true; data: T } | { done: false; fieldErrors: FieldErrors | null };

/**
 * Waits for a write (a mutation's `unwrap()`) and says how it went: `successKey`'s toast when it is done; for a 422
 * its field errors, with the server's message (else, or when `serverMessage` is false, 'common.invalid'); any other
 * failure through the error catalogue.
 */
export async function written<T>(
  write: Promise<T>,
  successKey: string | null,
  { serverMessage = true } = {},
): Promise<Written<T>> {
  try {
    const data = await write;
    if (successKey) toast.success(pagesT(successKey));
    return { done: true, data };
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused) {
      reportApiError(error, toast.error);
      return { done: false, fieldErrors: null };
    }
    toast.error((serverMessage && refused.message) || pagesT('common.invalid'));
    return { done: false, fieldErrors: refused.errors ?? {} };
  }
}
