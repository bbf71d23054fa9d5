// The agent form's field rules: the agent's schema in @live-agent/contracts, which the server checks the body with,
// so a mistake shows by its field in the server's words. The drawer applies them, and the tests run every hostile
// input through them (docs/architecture.md, Conventions).
import { agentInputSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

export function agentRules(rules: FormRules) {
  const fields = agentInputSchema.shape;
  return {
    fullName: rules.of(fields.fullName),
    email: rules.of(fields.email),
    // Left empty, the server takes the organisation's default (on an edit too).
    maxConcurrentChats: rules.of(fields.maxConcurrentChats),
  };
}
