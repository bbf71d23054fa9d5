// The form rules this remote's forms share, matching the users domain's server rules (docs/demo-api.md, Users),
// so a wrong value is caught before the request; the server still answers 422 for anything that slips through.
import type { FormRule as Rule } from 'antd';
import type { TFunction } from 'i18next';
import dayjs, { type Dayjs } from 'dayjs';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 800 * 1024;

/** Why a chosen picture is refused ('wrongType' / 'tooBig'), or null when it is fine. */
export function avatarProblem(file: { type: string; size: number }): 'wrongType' | 'tooBig' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooBig';
  return null;
}

const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const USERNAME = /^[A-Za-z0-9._-]{3,30}$/;

export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** At least 8 characters with a letter and a digit. */
export const isStrongPassword = (value: string): boolean =>
  value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value);

const check = (ok: (value: string) => boolean, message: string): Rule => ({
  validator: (_rule, value: unknown) =>
    typeof value !== 'string' || !value.trim() || ok(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

export type PageRules = ReturnType<typeof pageRules>;

export function pageRules(t: TFunction) {
  return {
    required: { required: true, whitespace: true, message: t('rules.required') } as Rule,
    url: check(isWebAddress, t('rules.url')),
    phone: check((value) => PHONE.test(value), t('rules.phone')),
    username: check((value) => USERNAME.test(value), t('rules.username')),
    email: check((value) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value), t('rules.email')),
    maxLength: (max: number): Rule => ({ max, message: t('rules.maxLength', { max }) }),
    notInFuture: {
      validator: (_rule, value: Dayjs | null | undefined) =>
        !value || !value.isAfter(dayjs(), 'day')
          ? Promise.resolve()
          : Promise.reject(new Error(t('rules.birthFuture'))),
    } as Rule,
  };
}
