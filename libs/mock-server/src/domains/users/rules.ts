// The users domain's field rules on top of the kit's Check: the user record (add and update share them),
// the account-settings tabs, and the password rule (docs/demo-api.md, Users). Decisions:
// - Text is trimmed and bounded; blank optional fields store ''.
// - An avatar is '' (initials), the value already stored (a seeded picture round-trips), or a JPG, PNG or GIF
//   data URL of at most 800 KB: anything else, SVG uploads included, is refused.
// - A web address must be http(s) with a host; a phone number is digits, spaces, + ( ) and -.
import {
  USER_CONTACT_OPTIONS,
  USER_GENDERS,
  USER_LANGUAGES,
  USER_PLANS,
  USER_ROLES,
  USER_SOCIAL_NETWORKS,
  USER_STATUSES,
  type User,
  type UserContactOption,
} from '@live-agent/contracts';
import { asObject } from '../../kit/request';
import { Check, isBlank, isIsoDate } from '../../kit/validation';
import type { UsersMessages } from './messages';

export const AVATAR_MAX_BYTES = 800 * 1024;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const USERNAME = /^[A-Za-z0-9._-]{3,30}$/;

export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The decoded size of a base64 data URL's payload. */
export function dataUrlBytes(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
}

export class UsersCheck extends Check<UsersMessages> {
  phone(field: string, value: unknown): string {
    const text = this.text(field, value, { max: 20 });
    if (text && !PHONE.test(text)) this.add(field, this.m.phone);
    return text;
  }

  url(field: string, value: unknown): string {
    const text = this.text(field, value, { max: 300 });
    if (text && !isWebAddress(text)) this.add(field, this.m.url);
    return text;
  }

  username(field: string, value: unknown): string {
    const text = this.text(field, value, { required: true });
    if (text && !USERNAME.test(text)) this.add(field, this.m.username);
    return text;
  }

  /** '' or a real day not after `today` ('YYYY-MM-DD'). */
  pastDate(field: string, value: unknown, today: string): string {
    if (isBlank(value)) return '';
    if (!isIsoDate(value)) {
      this.add(field, this.m.date);
      return '';
    }
    if (value > today) this.add(field, this.m.birthDateFuture);
    return value;
  }

  avatar(field: string, value: unknown, stored: string): string {
    if (isBlank(value)) return '';
    if (value === stored) return stored;
    if (
      typeof value !== 'string' ||
      !/^data:image\/(jpeg|png|gif);base64,[A-Za-z0-9+/=]+$/.test(value) ||
      dataUrlBytes(value) > AVATAR_MAX_BYTES
    ) {
      this.add(field, this.m.avatar);
      return stored;
    }
    return value;
  }
}

/**
 * The user a body describes, over `base` (the stored user on update, defaults on add). Only the fields present
 * change on update; on add every rule runs.
 */
export function readUser(
  check: UsersCheck,
  raw: unknown,
  base: Omit<User, 'id'>,
  today: string,
  isNew: boolean,
): Omit<User, 'id'> {
  const input = asObject(raw);
  const given = (field: string) => isNew || field in input;
  const user: Omit<User, 'id'> = { ...base, address: { ...base.address }, social: { ...base.social } };
  if (given('fullName')) user.fullName = check.text('fullName', input.fullName, { required: true, max: 100 });
  if (given('username')) user.username = check.username('username', input.username);
  if (given('email')) user.email = check.email('email', input.email);
  if (given('company')) user.company = check.text('company', input.company, { max: 100 });
  if (given('country')) user.country = check.text('country', input.country, { max: 60 });
  if (given('contact')) user.contact = check.phone('contact', input.contact);
  if (given('role')) user.role = check.choice('role', input.role, USER_ROLES, isNew ? 'subscriber' : base.role);
  if (given('currentPlan'))
    user.currentPlan = check.choice('currentPlan', input.currentPlan, USER_PLANS, isNew ? 'basic' : base.currentPlan);
  if (given('status'))
    user.status = check.choice('status', input.status, USER_STATUSES, isNew ? 'pending' : base.status);
  if (given('avatar')) user.avatar = check.avatar('avatar', input.avatar, base.avatar);
  if (given('birthDate')) user.birthDate = check.pastDate('birthDate', input.birthDate, today);
  if (given('website')) user.website = check.url('website', input.website);
  if (given('language')) user.language = check.choice('language', input.language, USER_LANGUAGES, base.language);
  if (given('gender')) {
    user.gender = isBlank(input.gender)
      ? ''
      : check.choice('gender', input.gender, USER_GENDERS, base.gender || 'other');
  }
  if (given('contactOptions') && !isBlank(input.contactOptions)) {
    if (!Array.isArray(input.contactOptions)) check.add('contactOptions', check.m.choice);
    else {
      const options: UserContactOption[] = [];
      for (const option of input.contactOptions) {
        if (typeof option === 'string' && (USER_CONTACT_OPTIONS as readonly string[]).includes(option)) {
          if (!options.includes(option as UserContactOption)) options.push(option as UserContactOption);
        } else check.add('contactOptions', check.m.choice);
      }
      user.contactOptions = options;
    }
  } else if (given('contactOptions')) user.contactOptions = [];
  if (given('address') && !isBlank(input.address)) {
    const address = asObject(input.address);
    for (const key of ['line1', 'line2', 'postcode', 'city', 'state'] as const) {
      if (isNew || key in address)
        user.address[key] = check.text(`address.${key}`, address[key], { max: key === 'postcode' ? 12 : 120 });
    }
  }
  if (given('social') && !isBlank(input.social)) {
    const social = asObject(input.social);
    for (const network of USER_SOCIAL_NETWORKS) {
      if (isNew || network in social) user.social[network] = check.url(`social.${network}`, social[network]);
    }
  }
  return user;
}

/** At least 8 characters with a letter and a digit. */
export const isStrongPassword = (value: string): boolean =>
  value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value);
