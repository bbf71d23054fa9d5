// What this remote says after a write (docs/architecture.md, "Server data"): its success toast, or the failure through
// the shared error catalogue.
import i18n from 'i18next';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from './i18n';

/** Waits for a write (a mutation's `unwrap()`): toasts `successKey` when it is done, reports a failure; says which. */
export async function written(write: Promise<unknown>, successKey?: string): Promise<boolean> {
  try {
    await write;
    if (successKey) toast.success(i18n.t(`${NAMESPACE}:${successKey}`));
    return true;
  } catch (error) {
    reportApiError(error, toast.error);
    return false;
  }
}
