// The comment form's field rules: the closing comment's schema in @live-agent/contracts, which the server checks the
// body with, so a mistake shows by its field in the server's words. The drawer applies them, and the tests run every
// hostile input through them (docs/architecture.md, Conventions).
import { commentInputSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

export function commentRules(rules: FormRules) {
  return { text: rules.of(commentInputSchema.shape.text) };
}
