// What this remote's forms share about rules. The users and account forms take theirs from the schemas in
// @live-agent/contracts (users.rules.ts, account.rules.ts), as the server does; the pictures' rule is the contracts'
// avatarProblem. pageRules is what the blog's forms still apply (docs/demo-api.md, Blog).
import type { FormRule as Rule } from 'antd';
import type { TFunction } from 'i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { isEmail, isWebAddress, latestDayOnEarth } from '@live-agent/contracts';

export { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarProblem } from '@live-agent/contracts';

/**
 * The last day a birth date may be, by the page's clock: the latest day begun anywhere on Earth, as the server holds
 * it (contracts' latestDayOnEarth), so a day the user's own calendar has begun is taken, whatever their zone.
 */
export const pageToday = (): string => latestDayOnEarth(new Date());

/** A birth date picker's days after pageToday, which it offers disabled. */
export const isAfterBirthDateLimit = (day: Dayjs): boolean => day.format('YYYY-MM-DD') > pageToday();

/** A date picker's value as the API takes it: its day, or '' when empty (a typed text stays as typed). */
export const dayValue = (value: unknown): unknown =>
  dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : (value ?? '');

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
    email: check(isEmail, t('rules.email')),
    maxLength: (max: number): Rule => ({ max, message: t('rules.maxLength', { max }) }),
  };
}
