// The category form's field rules: the category's schema in @live-agent/contracts, which the server checks the body
// with, so a mistake shows by its field in the server's words. The drawer applies them, and the tests run every
// hostile input through them (docs/architecture.md, Conventions).
import { categoryInputSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

export const categoryRules = (rules: FormRules) =>
  rules.fields(categoryInputSchema.shape, ['name', 'description', 'color']);
