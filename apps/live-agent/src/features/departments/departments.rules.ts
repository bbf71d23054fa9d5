// The department form's field rules: the department's schema in @live-agent/contracts, which the server checks the
// body with, so a mistake shows by its field in the server's words. The drawer applies them, and the tests run every
// hostile input through them (docs/architecture.md, Conventions).
import { departmentInputSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

export function departmentRules(rules: FormRules) {
  const fields = departmentInputSchema.shape;
  return {
    name: rules.of(fields.name),
    description: rules.of(fields.description),
    maxConcurrentChats: rules.of(fields.maxConcurrentChats),
    offlineMessage: rules.of(fields.offlineMessage),
  };
}
