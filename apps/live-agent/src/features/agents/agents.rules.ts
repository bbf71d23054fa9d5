// The agent form's field rules: the agent's schema in @live-agent/contracts, which the server checks the body with,
// so a mistake shows by its field in the server's words. The drawer applies them, and the tests run every hostile
// input through them (docs/architecture.md, Conventions).
import { agentInputSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

// A chat limit left empty is the organisation's default for the server (on an edit too).
export const agentRules = (rules: FormRules) =>
  rules.fields(agentInputSchema.shape, ['fullName', 'email', 'maxConcurrentChats']);
