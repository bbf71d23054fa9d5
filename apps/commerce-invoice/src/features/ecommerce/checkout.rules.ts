// The checkout's field rules, the same the server applies to an order (docs/demo-api.md, E-commerce), so a mistake
// shows by its field as it is typed; the server's 422 still has the last word and lands on the same fields.
import type { FormRule as Rule } from 'antd';

export const PHONE = /^\+?[\d\s()-]{6,20}$/;
export const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** The card number's check digit (Luhn). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

/** 'ok', or why an expiry 'MM/YY' is refused: its form, or a month already over (by `today`). */
export function expiryProblem(value: string, today: Date = new Date()): 'ok' | 'format' | 'past' {
  const parts = EXPIRY.exec(value.trim());
  if (!parts) return 'format';
  const endOfMonth = Date.UTC(2000 + Number(parts[2]), Number(parts[1]), 1);
  return endOfMonth <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) ? 'past' : 'ok';
}

type T = (key: string, options?: Record<string, unknown>) => string;

export function checkoutRules(t: T) {
  const required: Rule = { required: true, whitespace: true, message: t('validation.required') };
  const max = (count: number): Rule => ({ max: count, message: t('validation.max', { count }) });
  return {
    fullName: [required, max(80)],
    phone: [required, { pattern: PHONE, message: t('validation.phone') }],
    line1: [required, max(120)],
    line2: [max(120)],
    postcode: [required, { pattern: POSTCODE, message: t('validation.postcode') }],
    city: [required, max(60)],
    state: [required, max(60)],
    type: [{ required: true, message: t('validation.required') }],
    cardNumber: [
      required,
      {
        validator: (_: unknown, value: string) =>
          !value || isCardNumber(value) ? Promise.resolve() : Promise.reject(new Error(t('validation.cardNumber'))),
      },
    ],
    cardName: [required, max(80)],
    expiry: [
      required,
      {
        validator: (_: unknown, value: string) => {
          if (!value) return Promise.resolve();
          const problem = expiryProblem(value);
          return problem === 'ok'
            ? Promise.resolve()
            : Promise.reject(new Error(t(problem === 'format' ? 'validation.expiryFormat' : 'validation.expiryPast')));
        },
      },
    ],
    cvv: [required, { pattern: /^\d{3,4}$/, message: t('validation.cvv') }],
  } satisfies Record<string, Rule[]>;
}
