// Form rules shared by the people and resource drawers, mirroring the server's validation
// (libs/mock-server …/live-agent/resources/people.ts): full name required, at most 120 characters; e-mail required,
// well formed, at most 254 characters; whole numbers within a range. Their messages are ui-kit's strings,
// so a drawer of any remote gets them in every language.
import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { checkAgainst, type RuleSchema } from '@live-agent/contracts';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= 254;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface SchemaRuleOptions {
  /** The value the API is sent for the form's value (a date picker's day as 'YYYY-MM-DD'); as it is by default. */
  toValue?: (value: unknown) => unknown;
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

/** The rules with messages from `t`, a translator of ui-kit's namespace (see useFormRules). */
export function formRules(t: Translate) {
  const maxLengthMessage = (max: number) => t('rules.maxLength', { max });
  const wholeNumberMessage = (min: number, max: number) => t('rules.wholeNumber', { min, max });
  return {
    /** A field's rules from its schema (schemaRules). */
    of: (schema: RuleSchema, options?: SchemaRuleOptions): FormRule[] => schemaRules(t, schema, options),
    maxLengthMessage,
    wholeNumberMessage,
    fullName: [
      { required: true, whitespace: true, message: t('rules.fullNameRequired') },
      { max: 120, message: maxLengthMessage(120) },
    ] as FormRule[],
    email: [
      { required: true, whitespace: true, message: t('rules.emailRequired') },
      {
        validator: (_rule, value: string | undefined) =>
          !value?.trim() || isEmail(value) ? Promise.resolve() : Promise.reject(new Error(t('rules.email'))),
      },
    ] as FormRule[],
    /** At most `max` characters. */
    maxLength: (max: number): FormRule => ({ max, message: maxLengthMessage(max) }),
    /** A whole number from `min` to `max` (antd InputNumber gives a number or null). */
    wholeNumber: (min: number, max: number, required = true): FormRule => ({
      validator: (_rule, value: number | null | undefined) => {
        if (value === null || value === undefined) {
          return required ? Promise.reject(new Error(wholeNumberMessage(min, max))) : Promise.resolve();
        }
        return Number.isInteger(value) && value >= min && value <= max
          ? Promise.resolve()
          : Promise.reject(new Error(wholeNumberMessage(min, max)));
      },
    }),
  };
}

export type FormRules = ReturnType<typeof formRules>;

/** formRules() in the current language. */
export function useFormRules(): FormRules {
  const { t } = useTranslation(UI_NAMESPACE);
  return useMemo(() => formRules(t), [t]);
}
