// What this remote's features say to the user (docs/architecture.md, Feature toolkit): its own strings, the
// shared toasts, and failures through the shared error catalogue.
import i18n from 'i18next';
import { reportApiError } from '@live-agent/auth';
import type { FeatureFeedback } from '@live-agent/store';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from './i18n';

/** The toolkit's feedback, whose translations also take options (a product name, a count). */
export interface CommerceFeedback extends FeatureFeedback {
  t: (key: string, options?: Record<string, unknown>) => string;
}

export const commerceFeedback: CommerceFeedback = {
  t: (key, options) => i18n.t(`${NAMESPACE}:${key}`, options),
  success: (text) => toast.success(text),
  error: (text) => toast.error(text),
  reportError: (error) => reportApiError(error, toast.error),
};
