// The building blocks of every schema in ../schemas (docs/architecture.md, Contracts). zod's mini build: the same
// checks and JSON Schema output as the full one, but tree-shaken to what a screen uses, so a form's bundle pays a
// few kilobytes, not the whole library.
//
// A broken rule reports a message key of RULE_TEXTS (and the values its text needs) instead of a sentence: the mock
// server fills it in the request's language for its 422, a form in the user's (ui-kit's schemaRules). So a rule,
// its limit and its wording each exist once.
import * as z from 'zod/mini';
import { isEmail as isEmailFormat } from './formats';
import { RULE_TEXTS_EN, type RuleKey, type RuleValues } from './messages';

export { z };

/** Any schema of this package (what a form's rules or a server's check takes). */
export type RuleSchema = z.core.$ZodType;

/** A broken rule, as a schema reports it: which text, with which values. */
export interface RuleMessage {
  key: RuleKey;
  values?: RuleValues;
}

const SEPARATOR = '|';

/** The message a schema's check carries: the key, then the values as JSON ('maxLength|{"max":80}'). */
export const ruleMessage = (key: RuleKey, values?: RuleValues): string =>
  values ? `${key}${SEPARATOR}${JSON.stringify(values)}` : key;

/** Reads a check's message back; a message that is not one of ours (zod's own) reads as `invalid`. */
export function readRuleMessage(message: string): RuleMessage {
  const at = message.indexOf(SEPARATOR);
  const key = at < 0 ? message : message.slice(0, at);
  if (!Object.hasOwn(RULE_TEXTS_EN, key)) return { key: 'invalid' };
  return at < 0 ? { key: key as RuleKey } : { key: key as RuleKey, values: JSON.parse(message.slice(at + 1)) };
}

/**
 * Each broken field's messages by its dotted path ('address.phone'; '' for the whole body), without repeats: the
 * same text with other values is no repeat (two bad addresses of one recipient list are named one by one).
 */
export function ruleIssues(error: z.core.$ZodError): Record<string, RuleMessage[]> {
  const byField: Record<string, RuleMessage[]> = {};
  const same = (a: RuleMessage, b: RuleMessage) =>
    a.key === b.key && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    const list = (byField[field] ??= []);
    const message = readRuleMessage(issue.message);
    if (!list.some((seen) => same(seen, message))) list.push(message);
  }
  return byField;
}

export type SchemaOutput<Schema extends RuleSchema> = z.output<Schema>;
export type SchemaInput<Schema extends RuleSchema> = z.input<Schema>;

/** What a value checked against a schema gives: the parsed value, or each broken field's messages. */
export type Checked<Schema extends RuleSchema> =
  { ok: true; value: z.output<Schema> } | { ok: false; issues: Record<string, RuleMessage[]> };

/** Checks `input` against `schema` (the one entry point for the server and the forms, which import no zod). */
export function checkAgainst<Schema extends RuleSchema>(schema: Schema, input: unknown): Checked<Schema> {
  const result = z.safeParse(schema, input);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: ruleIssues(result.error) };
}

interface SchemaInternals {
  _zod: {
    def: {
      type: string;
      in?: RuleSchema;
      innerType?: RuleSchema;
      checks?: { _zod: { def: Record<string, unknown> } }[];
    };
  };
}

/**
 * The most characters a text schema takes (its `max_length` check), through the optional, nullable and pipe
 * wrappers of `optionalText`: what an input's `maxLength` shows, so a form's counter never holds a second copy.
 */
export function maxLengthOf(schema: RuleSchema): number | undefined {
  const { def } = (schema as unknown as SchemaInternals)._zod;
  const inner = def.type === 'pipe' ? def.in : def.innerType;
  if (inner && ['pipe', 'optional', 'nullable', 'default'].includes(def.type)) return maxLengthOf(inner);
  const check = def.checks?.find((candidate) => candidate._zod.def.check === 'max_length');
  return check ? (check._zod.def.maximum as number) : undefined;
}

/** Why a value does not match a schema, one line per issue in zod's own (English) words: for tests and tools. */
export function mismatches(schema: RuleSchema, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const keys = 'keys' in issue ? ` ${JSON.stringify(issue.keys)}` : '';
    return `${issue.path.map(String).join('.') || '(root)'}: ${issue.code}${keys} (${issue.message})`;
  });
}

const isAbsent = (input: unknown): boolean => input === undefined || input === null || input === '';
/** A value of the wrong type: "required" when nothing was given, else `key`. */
const typeError = (key: RuleKey) => (issue: { input?: unknown }) =>
  ruleMessage(isAbsent(issue.input) ? 'required' : key);

export interface TextRules {
  /** Length bounds of the trimmed text (a blank optional text is not held to `min`). */
  min?: number;
  max?: number;
  /** The message for a length out of bounds, when the format's own says it better (a phone number's). */
  lengthKey?: RuleKey;
  /** A format the trimmed, non-blank text must have, and what a mismatch says. */
  format?: { test: (value: string) => boolean; key: RuleKey };
  /** Further checks once the format holds (an expiry already past). */
  then?: { test: (value: string) => boolean; key: RuleKey }[];
}

function textChecks(required: boolean, rules: TextRules): z.core.$ZodCheck<string>[] {
  const { min = 0, max, lengthKey, format, then = [] } = rules;
  const lengthMessage = lengthKey
    ? ruleMessage(lengthKey)
    : min <= 1
      ? ruleMessage('maxLength', { max: max ?? 0 })
      : ruleMessage('length', { min, max: max ?? 0 });
  const checks: z.core.$ZodCheck<string>[] = [z.trim()];
  if (required) checks.push(z.minLength(1, { error: ruleMessage('required'), abort: true }));
  if (min > 1) {
    checks.push(
      z.refine((value: string) => value === '' || value.length >= min, { error: lengthMessage, abort: true }),
    );
  }
  if (max !== undefined) checks.push(z.maxLength(max, { error: lengthMessage, abort: true }));
  for (const rule of format ? [format, ...then] : then) {
    checks.push(
      z.refine((value: string) => value === '' || rule.test(value), { error: ruleMessage(rule.key), abort: true }),
    );
  }
  return checks;
}

/** Required text, trimmed: blank is refused with "required". Checks stop at the first broken rule. */
export const text = (rules: TextRules = {}) =>
  z.string({ error: typeError('invalid') }).check(...textChecks(true, rules));

/** Optional text, trimmed: absent, null and blank all give ''. */
export const optionalText = (rules: TextRules = {}) =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: typeError('invalid') }).check(...textChecks(false, rules)))),
    z.transform((value: string | null | undefined) => value ?? ''),
  );

/** A required e-mail address (trimmed, at most 254 characters). */
export const email = () => text({ max: 254, lengthKey: 'email', format: { test: isEmailFormat, key: 'email' } });

const numberChecks = (min: number, max: number) => {
  const message = ruleMessage('wholeNumber', { min, max });
  return [z.int({ error: message, abort: true }), z.gte(min, { error: message }), z.lte(max, { error: message })];
};
const numberError = (min: number, max: number) => (issue: { input?: unknown }) =>
  isAbsent(issue.input) ? ruleMessage('required') : ruleMessage('wholeNumber', { min, max });

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number) =>
  z.number({ error: numberError(min, max) }).check(...numberChecks(min, max));

/** An optional whole number from `min` to `max`: absent or null gives null. */
export const optionalWholeNumber = (min: number, max: number) =>
  z.pipe(
    z.optional(z.nullable(z.number({ error: numberError(min, max) }).check(...numberChecks(min, max)))),
    z.transform((value: number | null | undefined) => value ?? null),
  );

/** One of `values`; nothing given says "required". */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: typeError('choice') });
