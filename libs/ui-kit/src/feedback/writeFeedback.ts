// What a screen says after a write (docs/architecture.md, "Server data"): its success toast when it is done; for a
// refusal (a 422) the server's message as a toast, its messages per field being the form's to show; any other
// failure through the shared error catalogue. One behaviour for every remote's writes.
import { reportApiError } from '@live-agent/auth';
import { validationFailureOf } from '@live-agent/store';
import { toast } from './toast';

/** A 422's messages by field. */
export type FieldMessages = Record<string, string[]>;

/**
 * What the toast says for a 422: the server's message (unless `serverMessage` is false), else `fallback`. With
 * `fieldMessage`, the first of its messages by field comes before both: a write made without a form (a button's: add
 * to cart, wish, move to the wishlist) has nowhere else to show them, and the server's message is only the general
 * "the given data was invalid".
 */
export interface RefusalWording {
  fallback?: string;
  serverMessage?: boolean;
  fieldMessage?: boolean;
}

/** Tells the user why a write failed and gives a 422's messages by field (null for any other failure). */
export function tellWriteFailure(
  error: unknown,
  { fallback = '', serverMessage = true, fieldMessage = false }: RefusalWording = {},
): FieldMessages | null {
  const failure = validationFailureOf(error);
  if (!failure) {
    reportApiError(error, toast.error);
    return null;
  }
  const firstOfFields = fieldMessage ? Object.values(failure.errors).flat()[0] : undefined;
  const line = firstOfFields || (serverMessage && failure.message) || fallback;
  if (line) toast.error(line);
  return failure.errors;
}

/** How a write ended: done with its answer, or not, with a 422's messages by field (null for another failure). */
export type Written<T> = { done: true; data: T } | { done: false; fieldErrors: FieldMessages | null };

/** Waits for a write (a mutation's `unwrap()`): says `success` when it is done, tells a failure (tellWriteFailure). */
export async function written<T>(
  write: Promise<T>,
  { success, ...wording }: { success?: string | null } & RefusalWording = {},
): Promise<Written<T>> {
  try {
    const data = await write;
    if (success) toast.success(success);
    return { done: true, data };
  } catch (error) {
    return { done: false, fieldErrors: tellWriteFailure(error, wording) };
  }
}
