// Form rules built from the schemas of @live-agent/contracts, which the server checks the same bodies with
// (docs/architecture.md, Contracts), and the e-mail rule a few forms without a schema still use. Their messages are
// ui-kit's strings (the contracts' rule texts), so a drawer of any remote gets them in every language.
import { useMemo } from 'react';
import type { FormRule, InputProps } from 'antd';
import { checkAgainst, isEmail as isEmailText, maxLengthOf, type RuleSchema } from '@live-agent/contracts';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';

/** A well-formed e-mail address once trimmed (the contracts' format, as typed into a field). */
export const isEmail = (value: string): boolean => isEmailText(value.trim());

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface SchemaRuleOptions {
  /** The value the API is sent for the form's value (a date picker's day as 'YYYY-MM-DD'); as it is by default. */
  toValue?: (value: unknown) => unknown;
  /** For a rule across fields: values of the body the form has no field for (a working time's scope). */
  given?: Record<string, unknown>;
}

/**
 * The antd rules of one field, from its schema in @live-agent/contracts: the very check the server runs, so the form
 * can neither accept what the server refuses nor refuse what it accepts, and the same text in the user's language
 * (ui-kit's `rules`, which are the contracts' rule texts). Marked required, for the asterisk, when the schema refuses
 * an empty value.
 */
export function schemaRules(t: Translate, schema: RuleSchema, { toValue = (value) => value }: SchemaRuleOptions = {}) {
  const required = !checkAgainst(schema, undefined).ok;
  const rule: FormRule = {
    required,
    validator: (_rule, value: unknown) => {
      const checked = checkAgainst(schema, toValue(value));
      if (checked.ok) return Promise.resolve();
      const [first] = Object.values(checked.issues).flat();
      return Promise.reject(new Error(t(`rules.${first.key}`, first.values)));
    },
  };
  return [rule];
}

/**
 * The antd rules of a field whose rule spans other fields of its form (a first-response target within the maximum
 * wait): the object's schema, checked on this field with the `others` the form holds, reports this field's issues
 * only. Give the Form.Item `dependencies={others}` so it is checked again when they change.
 */
export function schemaRulesAcross(
  t: Translate,
  schema: RuleSchema & { shape: Record<string, RuleSchema> },
  field: string,
  others: string[],
  { toValue = (value) => value, given = {} }: SchemaRuleOptions = {},
): FormRule[] {
  const required = !checkAgainst(schema.shape[field], undefined).ok;
  return [
    ({ getFieldValue }) => ({
      required,
      validator: (_rule, value: unknown) => {
        const body = Object.fromEntries([[field, value], ...others.map((name) => [name, getFieldValue(name)])]);
        const values = Object.fromEntries(Object.entries(body).map(([name, given]) => [name, toValue(given)]));
        const checked = checkAgainst(schema, { ...given, ...values });
        const first = checked.ok ? undefined : checked.issues[field]?.[0];
        return first ? Promise.reject(new Error(t(`rules.${first.key}`, first.values))) : Promise.resolve();
      },
    }),
  ];
}

/** What an antd Input or TextArea takes as `count`. */
export type LengthCount = NonNullable<InputProps['count']>;

/**
 * A text field's `count` from its schema: a counter by the field ("12 / 120") up to the most characters the server
 * takes (maxLengthOf, the schema's own limit). Give it instead of `maxLength`, which makes the browser cut what is
 * typed or pasted without a word: with a counter and no `exceedFormatter` a longer text stays whole, the counter turns
 * red and the field's rule (useFormRules().of, the same schema) refuses it in words. Characters are counted as the
 * server counts them (UTF-16 units). Undefined for a schema without a limit.
 */
export function lengthCount(schema: RuleSchema, { show = true }: { show?: boolean } = {}): LengthCount | undefined {
  const max = maxLengthOf(schema);
  return max === undefined ? undefined : { show, max, strategy: (value) => value.length };
}

/** The rules with messages from `t`, a translator of ui-kit's namespace (see useFormRules). */
export function formRules(t: Translate) {
  return {
    /** A field's rules from its schema (schemaRules). */
    of: (schema: RuleSchema, options?: SchemaRuleOptions): FormRule[] => schemaRules(t, schema, options),
    /** The rules of the named fields of an object schema's `shape`, each field by its own schema, in the order named. */
    fields: <S extends Record<string, RuleSchema>, K extends keyof S & string>(
      shape: S,
      names: readonly K[],
    ): Record<K, FormRule[]> =>
      Object.fromEntries(names.map((name) => [name, schemaRules(t, shape[name])])) as Record<K, FormRule[]>,
    /** A field's rules from its object's schema, with the other fields its rule reads (schemaRulesAcross). */
    across: (
      schema: RuleSchema & { shape: Record<string, RuleSchema> },
      field: string,
      others: string[],
      options?: SchemaRuleOptions,
    ): FormRule[] => schemaRulesAcross(t, schema, field, others, options),
    /** An e-mail address, for the forms whose API has no schema yet. */
    email: [
      { required: true, whitespace: true, message: t('rules.emailRequired') },
      {
        validator: (_rule, value: string | undefined) =>
          !value?.trim() || isEmail(value) ? Promise.resolve() : Promise.reject(new Error(t('rules.email'))),
      },
    ] as FormRule[],
  };
}

export type FormRules = ReturnType<typeof formRules>;

/** formRules() in the current language. */
export function useFormRules(): FormRules {
  const { t } = useTranslation(UI_NAMESPACE);
  return useMemo(() => formRules(t), [t]);
}
