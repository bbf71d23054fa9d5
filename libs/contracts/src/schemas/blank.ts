// What the content domains' schemas (blog, chat, cards) share: a field whose blank value means "keep what is
// stored" or "the default", as a hand-edited query or a partial save sends it.
import { z, type RuleSchema } from '../rules/schema';

/** Not given: absent, null or a blank string. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** `schema` for a given value; absent or blank gives undefined, so the caller keeps what it has. */
export const unlessBlank = <Schema extends RuleSchema>(schema: Schema) =>
  z.pipe(
    z.transform((value: unknown) => (isBlank(value) ? undefined : value)),
    z.optional(schema),
  );
