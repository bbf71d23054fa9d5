// The envelopes every endpoint shares (../http.ts): list pages and the error bodies.
import { UNAUTHENTICATED_MESSAGE } from '../http';
import { z, type RuleSchema } from '../rules/schema';

/** One page of records and the count before paging. */
export const listPageSchema = (record: RuleSchema) => z.strictObject({ data: z.array(record), total: z.number() });

/** The answer of a delete that names what it removed: its id. A builder, so each endpoint's answer keeps its own name
 * in the API's document (api/openapi.ts names a schema by its export). */
export const removedIdSchema = () => z.strictObject({ id: z.int() });

/** A single record wrapped in `data`. */
export const dataEnvelopeSchema = (record: RuleSchema) => z.strictObject({ data: record });

export const fieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .check(z.describe('Field name (dotted for nested fields) → its messages, in the request’s language.'));

export const validationErrorBodySchema = z.strictObject({ message: z.string(), errors: fieldErrorsSchema });
export const unauthenticatedBodySchema = z.strictObject({ message: z.literal(UNAUTHENTICATED_MESSAGE) });
export const messageBodySchema = z.strictObject({ message: z.string() });
export const notFoundBodySchema = z.strictObject({ message: z.literal('Not Found') });
