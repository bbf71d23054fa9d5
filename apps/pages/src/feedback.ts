// What this remote says after a write (docs/architecture.md, "Server data"): ui-kit's written, with this remote's
// strings: its success toast; for a 422 the server's message (or 'common.invalid') and the messages for the form's
// fields; any other failure through the shared error catalogue.
import i18n from 'i18next';
import { written as told, type Written } from '@live-agent/ui-kit';
import { NAMESPACE } from './i18n';

export const pagesT = (key: string) => i18n.t(`${NAMESPACE}:${key}`);

/**
 * Waits for a write (a mutation's `unwrap()`): `successKey`'s toast when it is done; for a 422 its field errors, with
 * the server's message (else, or when `serverMessage` is false, 'common.invalid').
 */
export const written = <T>(
  write: Promise<T>,
  successKey: string | null,
  { serverMessage = true } = {},
): Promise<Written<T>> =>
  told(write, { success: successKey && pagesT(successKey), fallback: pagesT('common.invalid'), serverMessage });
