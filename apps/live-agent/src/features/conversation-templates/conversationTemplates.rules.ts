// The template form's field rules: the template's schema in @live-agent/contracts, which the server checks the body
// (and each imported row) with, so a mistake shows by its field in the server's words. The drawer applies them, and
// the tests run every hostile input through them (docs/architecture.md, Conventions).
import { templateInputSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

/** The form sends its shortcut without the slash the screen shows before it. */
const shortcutOf = (value: unknown) => (typeof value === 'string' ? value.replace(/^\//, '') : value);

export function templateRules(rules: FormRules) {
  const fields = templateInputSchema.shape;
  return {
    title: rules.of(fields.title),
    shortcut: rules.of(fields.shortcut, { toValue: shortcutOf }),
    scope: rules.of(fields.scope),
    departmentId: rules.across(templateInputSchema, 'departmentId', ['scope']),
    body: rules.of(fields.body),
  };
}
