// What this remote's features say to the user (docs/architecture.md, Feature toolkit): its own strings, the
// shared toasts, and failures through the shared error catalogue.
import i18n from 'i18next';
import { reportApiError } from '@live-agent/auth';
import type { FeatureFeedback } from '@live-agent/store';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from './i18n';

export const pagesFeedback: FeatureFeedback = {
  t: (key) => i18n.t(`${NAMESPACE}:${key}`),
  success: (text) => toast.success(text),
  error: (text) => toast.error(text),
  reportError: (error) => reportApiError(error, toast.error),
};
