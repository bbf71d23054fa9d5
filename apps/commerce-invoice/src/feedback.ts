// What this remote's screens say to the user: its own strings, the shared toasts, and failures through the shared
// error catalogue (docs/architecture.md, "Server data": a write's failure is told by the screen that asked; a
// write's success and refusal by ui-kit's `written`).
import i18n from 'i18next';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from './i18n';

/** This remote's strings, with options (a product name, a count). */
export const commerceT = (key: string, options?: Record<string, unknown>) => i18n.t(`${NAMESPACE}:${key}`, options);

export const reportError = (error: unknown) => reportApiError(error, toast.error);
