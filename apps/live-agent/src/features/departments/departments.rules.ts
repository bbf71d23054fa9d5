// The department form's field rules: the department's schema in @live-agent/contracts, which the server checks the
// body with, so a mistake shows by its field in the server's words. The drawer applies them, and the tests run every
// hostile input through them (docs/architecture.md, Conventions).
import { departmentInputSchema, LIVE_AGENT_LIMITS } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

export const DEPARTMENT_NAME_MAX = LIVE_AGENT_LIMITS.nameMax;
export const DEPARTMENT_MESSAGE_MAX = LIVE_AGENT_LIMITS.messageMax;

export function departmentRules(rules: FormRules) {
  const fields = departmentInputSchema.shape;
  return {
    name: rules.of(fields.name),
    description: rules.of(fields.description),
    maxConcurrentChats: rules.of(fields.maxConcurrentChats),
    offlineMessage: rules.of(fields.offlineMessage),
  };
}
