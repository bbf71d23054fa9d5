// The department form's field rules: the department's schema in @live-agent/contracts, which the server checks the
// body with, so a mistake shows by its field in the server's words. The drawer applies them, and the tests run every
// hostile input through them (docs/architecture.md, Conventions).
import { departmentInputSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

export const departmentRules = (rules: FormRules) =>
  rules.fields(departmentInputSchema.shape, ['name', 'description', 'maxConcurrentChats', 'offlineMessage']);
