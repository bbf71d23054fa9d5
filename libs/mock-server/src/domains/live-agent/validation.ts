// The live-agent rules beyond a body's schema (@live-agent/contracts schemas/live-agent.ts, which check.parse applies):
// the ones that need the store, such as e-mails unique across admins and agents and names unique in a collection.
import { checkAgainst, type RuleSchema, type SchemaOutput } from '@live-agent/contracts';
import { Check } from '../../kit/validation';
import type { LiveAgentMessages } from './messages';
import type { LiveAgentStore } from './store';
import { LIVE_AGENT_COLLECTIONS, type Admin, type Agent, type LiveAgentCollection } from './types';

/** A body's schema: an object whose fields can also be checked one by one. */
type BodySchema = RuleSchema & { shape: Record<string, RuleSchema> };

/** A checked body: every field when the body passed, else the fields that did (the others undefined). */
export type CheckedBody<Schema extends BodySchema> = { [K in keyof SchemaOutput<Schema>]: SchemaOutput<Schema>[K] };

export class LiveAgentCheck extends Check<LiveAgentMessages, LiveAgentStore> {
  /**
   * `input` checked against its schema, each broken rule an error of its field. When one broke, the fields that passed
   * still give their values, so the store's rules (a taken name) are reported beside a malformed field; the result is
   * only kept when nothing failed.
   */
  body<Schema extends BodySchema>(schema: Schema, input: Record<string, unknown>): CheckedBody<Schema> {
    const whole = this.parse(schema, input);
    if (whole !== undefined) return whole;
    const fields = Object.entries(schema.shape).map(([field, rules]) => {
      const checked = checkAgainst(rules, input[field]);
      return [field, checked.ok ? checked.value : undefined];
    });
    return Object.fromEntries(fields) as CheckedBody<Schema>;
  }

  /** An e-mail (already checked) that no other admin or agent uses (case-insensitive). */
  uniqueEmail(field: string, email: string | undefined, self: { collection: LiveAgentCollection; id: number | null }) {
    if (!email || this.has(field)) return;
    const wanted = email.toLowerCase();
    const taken = (collection: LiveAgentCollection) =>
      this.store
        .scan<Admin | Agent>(collection)
        .some(
          (record) =>
            record.email.toLowerCase() === wanted && !(collection === self.collection && record.id === self.id),
        );
    if (taken(LIVE_AGENT_COLLECTIONS.admins) || taken(LIVE_AGENT_COLLECTIONS.agents))
      this.add(field, this.m.emailTaken);
  }

  /**
   * A name (already checked) that no other record of the collection uses, compared trimmed and case-insensitively:
   * "Billing" and "billing " are the same name to the people picking from a list.
   */
  uniqueName(field: string, name: string | undefined, self: { collection: LiveAgentCollection; id: number | null }) {
    if (!name || this.has(field)) return;
    const wanted = name.toLowerCase();
    const taken = this.store.scan<Record<string, unknown> & { id: number }>(self.collection).some(
      (record) =>
        String(record[field] ?? '')
          .trim()
          .toLowerCase() === wanted && record.id !== self.id,
    );
    if (taken) this.add(field, this.m.nameTaken);
  }
}
