// The queue form's field rules: the queue's schema in @live-agent/contracts, which the server checks the body with,
// so a mistake shows by its field in the server's words (a first-response target within the maximum wait included).
// The drawer applies them, and the tests run every hostile input through them (docs/architecture.md, Conventions).
import { LIVE_AGENT_LIMITS, queueInputSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

export const WAIT_SECONDS_MAX = LIVE_AGENT_LIMITS.waitSeconds.max;

export function queueRules(rules: FormRules) {
  return {
    ...rules.fields(queueInputSchema.shape, ['name', 'departmentId', 'routing', 'priority', 'maxWaitSec']),
    slaFirstResponseSec: rules.across(queueInputSchema, 'slaFirstResponseSec', ['maxWaitSec']),
  };
}
