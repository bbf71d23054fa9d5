// What this remote says after a write (docs/architecture.md, "Server data"): ui-kit's written, with this remote's
// success strings.
import i18n from 'i18next';
import { written as told } from '@live-agent/ui-kit';
import { NAMESPACE } from './i18n';

/** Waits for a write (a mutation's `unwrap()`): toasts `successKey` when it is done, tells a failure; says which. */
export const written = async (write: Promise<unknown>, successKey?: string): Promise<boolean> =>
  (await told(write, { success: successKey && i18n.t(`${NAMESPACE}:${successKey}`) })).done;
