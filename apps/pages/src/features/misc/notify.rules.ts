// The notify-me form's rule: the e-mail address of the notify schema in @live-agent/contracts, which the server
// checks it with (docs/demo-api.md, Coming soon), so the form says what the server would, in the same words.
import { notifySchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

export const notifyRules = (rules: FormRules) => ({ email: rules.of(notifySchema.shape.email) });
