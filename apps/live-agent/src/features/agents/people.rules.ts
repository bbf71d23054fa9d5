// The admin and agent form rules, mirroring the server's (libs/mock-server …/resources/people.ts):
// full name required, at most 120 characters; e-mail required, well formed, at most 254 characters.
import type { FormRule as Rule } from 'antd';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= 254;
}

type T = (key: string, options?: Record<string, unknown>) => string;

export function fullNameRules(t: T): Rule[] {
  return [
    { required: true, whitespace: true, message: t('agents.rules.fullNameRequired') },
    { max: 120, message: t('agents.rules.maxLength', { max: 120 }) },
  ];
}

export function emailRules(t: T): Rule[] {
  return [
    { required: true, whitespace: true, message: t('agents.rules.emailRequired') },
    {
      validator: (_rule, value: string | undefined) =>
        !value?.trim() || isEmail(value) ? Promise.resolve() : Promise.reject(new Error(t('agents.rules.email'))),
    },
  ];
}

/** A whole number from `min` to `max` (antd InputNumber gives a number or null). */
export function wholeNumberRule(t: T, min: number, max: number, required = true): Rule {
  return {
    validator: (_rule, value: number | null | undefined) => {
      if (value === null || value === undefined) {
        return required ? Promise.reject(new Error(t('agents.rules.wholeNumber', { min, max }))) : Promise.resolve();
      }
      return Number.isInteger(value) && value >= min && value <= max
        ? Promise.resolve()
        : Promise.reject(new Error(t('agents.rules.wholeNumber', { min, max })));
    },
  };
}
