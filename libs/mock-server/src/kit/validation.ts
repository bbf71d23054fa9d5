// Field rules any domain can build on. A `Check` collects field errors while it normalises the input,
// so a domain's rules read like a list and the 422 `{ message, errors }` names every broken field at
// once. Decisions:
// - Inputs are coerced the way form posts and CSV imports need: '12' is 12, 'true'/'1' are true,
//   '' and null mean "not given" (then the field's default applies, or "required").
// - Every message comes from the request's catalogue (messages.ts), so it is in the user's language.
// A domain with rules of its own (live-agent's working hours, say) extends Check.
import { checkAgainst, fillRule, type FieldErrors, type RuleSchema, type SchemaOutput } from '@live-agent/contracts';
import type { Response } from 'miragejs';
import type { CommonMessages } from './messages';
import { toId } from './request';
import { validationError } from './responses';
import type { ResourceStore } from './store';

export type { FieldErrors };

/** Not given: absent, null or an empty / blank string. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 'HH:mm' from 00:00 to 23:59. */
export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);
export const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isEmail = (value: string): boolean => EMAIL.test(value);

/** 'YYYY-MM-DD' naming a real calendar day (no 2025-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An IANA zone name the platform knows ('Europe/Berlin', 'UTC'); offsets and junk are refused. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An integer from a number or a numeric string; undefined otherwise. */
export function toInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

/** A boolean from true/false, 'true'/'false', 1/0 or '1'/'0' (what toFormData sends); undefined otherwise. */
export function toBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

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
