// What this remote's features say to the user (docs/architecture.md, Feature toolkit): its own strings, the
// shared toasts, and failures through the shared error catalogue.
import i18n from 'i18next';
import { reportApiError } from '@live-agent/auth';
import type { FeatureFeedback } from '@live-agent/store';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from './i18n';

/** The toolkit's feedback, whose translations also take options (a count for "3 mails moved"). */
export interface EmailFeedback extends FeatureFeedback {
  t: (key: string, options?: Record<string, unknown>) => string;
  /** A toast with Undo for `ms`; the returned function closes it. */
  undoable: (text: string, onUndo: () => void, ms: number) => () => void;
}

export const emailFeedback: EmailFeedback = {
  t: (key, options) => i18n.t(`${NAMESPACE}:${key}`, options),
  success: (text) => toast.success(text),
  error: (text) => toast.error(text),
  reportError: (error) => reportApiError(error, toast.error),
  undoable: (text, onUndo, ms) =>
    toast.withUndo(text, { undoLabel: i18n.t(`${NAMESPACE}:toast.undo`), onUndo, seconds: ms / 1000 }),
};
