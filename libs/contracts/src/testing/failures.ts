// Shared by the schema tests only (docs/architecture.md, Conventions: a library's test helpers live in src/testing/).
import { checkAgainst, type RuleSchema } from '../rules/schema';

/** The issues by field of `input` against `schema`: `{}` when it passes. */
export const failures = (schema: RuleSchema, input: unknown) => {
  const checked = checkAgainst(schema, input);
  return checked.ok ? {} : checked.issues;
};
