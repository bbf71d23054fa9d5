// Field rules any domain can build on. A `Check` collects field errors while it normalises the input,
// so a domain's rules read like a list and the 422 `{ message, errors }` names every broken field at
// once. Decisions:
// - Inputs are coerced the way form posts and CSV imports need: '12' is 12, 'true'/'1' are true,
//   '' and null mean "not given" (then the field's default applies, or "required").
// - Every message comes from the request's catalogue (messages.ts), so it is in the user's language.
// A domain with rules of its own (live-agent's working hours, say) extends Check.
import {
  checkAgainst,
  fillRule,
  isBlankValue as isBlank,
  isEmail,
  isTime,
  isTimeZone,
  toFlag as toBoolean,
  toWholeNumber as toInteger,
  type FieldErrors,
  type RuleSchema,
  type SchemaOutput,
} from '@live-agent/contracts';
import type { Response } from 'miragejs';
import type { CommonMessages } from './messages';
import { toId } from './request';
import { validationError } from './responses';
import type { ResourceStore } from './store';

export type { FieldErrors };

// The predicates and the wire readers are the contracts' (written once for the forms and the server).
export {
  isBlankValue as isBlank,
  isEmail,
  isIsoDate,
  isTime,
  isTimeZone,
  toFlag as toBoolean,
  toWholeNumber as toInteger,
} from '@live-agent/contracts';

export { toMinutes } from '@live-agent/contracts';

type CollectionOf<S> = S extends ResourceStore<infer Name> ? Name : string;

export class Check<M extends CommonMessages = CommonMessages, S extends ResourceStore<string> = ResourceStore> {
  readonly errors: FieldErrors = {};

  constructor(
    readonly m: M,
    readonly store: S,
  ) {}

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  add(field: string, message: string): void {
    const list = (this.errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }

  /**
   * Checks `input` against a schema of @live-agent/contracts: each broken rule becomes an error of its field (under
   * `prefix`, 'address' → 'address.phone'), in the request's language. The parsed value, or undefined when a rule
   * broke.
   */
  parse<Schema extends RuleSchema>(schema: Schema, input: unknown, prefix = ''): SchemaOutput<Schema> | undefined {
    const result = checkAgainst(schema, input);
    if (result.ok) return result.value;
    for (const [path, messages] of Object.entries(result.issues)) {
      const field = [prefix, path].filter(Boolean).join('.');
      for (const { key, values } of messages) this.add(field, fillRule(this.m.rules[key], values));
    }
    return undefined;
  }

  /** The 422 naming every broken field, in the request's language. */
  response(): Response {
    return validationError(this.errors, this.m.invalid);
  }

  /** Trimmed text. `required` refuses blank; `min`/`max` bound the length (message `lengthMessage` or a default). */
  text(
    field: string,
    value: unknown,
    rules: { required?: boolean; min?: number; max?: number; lengthMessage?: string } = {},
  ): string {
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (!text) {
      if (rules.required) this.add(field, this.m.required);
      return '';
    }
    const { min = 0, max = Infinity } = rules;
    if (text.length < min || text.length > max) {
      this.add(field, rules.lengthMessage ?? (min <= 1 ? this.m.maxLength(max) : this.m.length(min, max)));
    }
    return text;
  }

  /** A required, well-formed e-mail of at most 254 characters. */
  email(field: string, value: unknown): string {
    const email = this.text(field, value, { required: true });
    if (email && (!isEmail(email) || email.length > 254)) this.add(field, this.m.email);
    return email;
  }

  /** An integer in [min, max]; blank gives `fallback`. */
  int(field: string, value: unknown, min: number, max: number, fallback: number, message?: string): number {
    if (isBlank(value)) return fallback;
    const number = toInteger(value);
    if (number === undefined || number < min || number > max) {
      this.add(field, message ?? this.m.wholeNumber(min, max));
      return fallback;
    }
    return number;
  }

  bool(field: string, value: unknown, fallback: boolean): boolean {
    if (isBlank(value)) return fallback;
    const flag = toBoolean(value);
    if (flag === undefined) {
      this.add(field, this.m.boolean);
      return fallback;
    }
    return flag;
  }

  /** One of `options`. Blank gives `fallback`, or "required" when there is none. */
  choice<T extends string>(field: string, value: unknown, options: readonly T[], fallback?: T): T {
    if (isBlank(value)) {
      if (fallback === undefined) this.add(field, this.m.required);
      return fallback ?? options[0];
    }
    if (typeof value === 'string' && (options as readonly string[]).includes(value)) return value as T;
    this.add(field, this.m.choice);
    return fallback ?? options[0];
  }

  /** The id of an existing record of `collection`, or null when blank (unless required). */
  ref(field: string, value: unknown, collection: CollectionOf<S>, rules: { required?: boolean } = {}): number | null {
    if (isBlank(value)) {
      if (rules.required) this.add(field, this.m.required);
      return null;
    }
    const id = toId(value);
    if (id === null || !this.store.exists(collection, id)) {
      this.add(field, this.m.reference);
      return null;
    }
    return id;
  }

  /** Ids of existing records of `collection`, without duplicates, in the given order; blank gives []. */
  refs(field: string, value: unknown, collection: CollectionOf<S>): number[] {
    if (isBlank(value)) return [];
    if (!Array.isArray(value)) {
      this.add(field, this.m.reference);
      return [];
    }
    const ids: number[] = [];
    for (const item of value) {
      const id = toId(item);
      if (id === null || !this.store.exists(collection, id)) this.add(field, this.m.reference);
      else if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  /** An IANA time zone; blank gives `fallback`, or "required" when there is none. */
  timezone(field: string, value: unknown, fallback?: string): string {
    if (isBlank(value)) {
      if (fallback === undefined) this.add(field, this.m.required);
      return fallback ?? '';
    }
    if (!isTimeZone(value)) {
      this.add(field, this.m.timezone);
      return String(value);
    }
    return value;
  }

  /** A required 'HH:mm' from 00:00 to 23:59. */
  time(field: string, value: unknown): string {
    if (isBlank(value)) {
      this.add(field, this.m.required);
      return '';
    }
    if (!isTime(value)) {
      this.add(field, this.m.time);
      return String(value);
    }
    return value;
  }
}
