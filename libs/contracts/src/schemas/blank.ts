// What the content domains' schemas (blog, chat, cards) share: a field whose blank value means "keep what is
// stored" or "the default", as a hand-edited query or a partial save sends it.
import { z, type RuleSchema } from '../rules/schema';

/** Not given: absent, null or a blank string. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * `schema` for a given value; absent or blank gives undefined, so the caller keeps what it has. Any value is
 * checked, but what a client is meant to send is the schema's input or blank (the type says so).
 */
export const unlessBlank = <Schema extends RuleSchema>(schema: Schema) =>
  // Optional outside too, so the field's type and the document both say it may be left out.
  z.optional(
    z.pipe(
      z.transform<z.input<Schema> | null | '', unknown>((value) => (isBlank(value) ? undefined : value)),
      z.optional(schema),
    ),
  );
