// The formats the API accepts, as predicates both sides call: the schemas (../schemas) build their rules from them,
// and a screen that needs one outside a form (a card's masked number, an upload's check) calls the same.

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** A well-formed e-mail address of at most 254 characters. */
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

const PHONE = /^\+?[\d ()-]{6,20}$/;
/** A phone number: digits, spaces, +, - and brackets; 6 to 20 characters (no tabs or other blanks). */
export const isPhone = (value: string): boolean => PHONE.test(value);

const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
/** 3 to 10 letters, digits, spaces or dashes, starting and ending with a letter or digit. */
export const isPostcode = (value: string): boolean => POSTCODE.test(value);

/** A card number without its spaces and dashes. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** The card number's check digit (Luhn) over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits (spaces and dashes allowed between) with a valid check digit. */
export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;
/** A card's expiry as MM/YY. */
export const isExpiry = (value: string): boolean => EXPIRY.test(value);

/** Whether a well-formed expiry's month is over on `today` (a card is good until the end of its month, UTC). */
export function isExpired(value: string, today: Date = new Date()): boolean {
  const parts = EXPIRY.exec(value);
  if (!parts) return false;
  const endOfMonth = Date.UTC(2000 + Number(parts[2]), Number(parts[1]), 1);
  return endOfMonth <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

/** The 3 or 4 digits on the back of a card. */
export const isCvv = (value: string): boolean => /^\d{3,4}$/.test(value);

// users
const USERNAME = /^[A-Za-z0-9._-]{3,30}$/;
/** 3 to 30 letters, digits, dots, dashes or underscores. */
export const isUsername = (value: string): boolean => USERNAME.test(value);

/** An http(s) address with a host that has a dot, without spaces (a website, an event's meeting link). */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const STRONG_PASSWORD_MIN = 8;
export const STRONG_PASSWORD_MAX = 128;
/** A new password: 8 to 128 characters with a letter and a digit. */
export const isStrongPassword = (value: string): boolean =>
  value.length >= STRONG_PASSWORD_MIN &&
  value.length <= STRONG_PASSWORD_MAX &&
  /\p{L}/u.test(value) &&
  /\d/.test(value);

/** The pictures a user may upload as an avatar, and their size limit (800 KB). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 800 * 1024;

/** A picture as both sides see it: a chosen file's, or a data URL's media type and decoded size in bytes. */
export interface PictureFile {
  type: string;
  size: number;
}

/** Why a picture cannot be an avatar ('wrongType', 'tooBig'), or null when it can: the upload's and the API's rule. */
export function avatarProblem({ type, size }: PictureFile): 'wrongType' | 'tooBig' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(type)) return 'wrongType';
  if (size > AVATAR_MAX_BYTES) return 'tooBig';
  return null;
}

// An organisation's logo (PUT /organization and the General Settings form). At most 1 MB, not the 2 MB the server
// once took: the logo is kept as a data URL (a third larger), sent before sign-in with every page load
// (GET /current-organization) and kept in the browser with the demo data, whose storage is a few MB in all. GIF
// is taken, as the server's check of the bytes always did: a logo is drawn as an image, so an animated one runs no
// code. The bytes are the server's to check further (a file named .png that is not one).
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export const LOGO_MAX_BYTES = 1024 * 1024;

/** Why a picture cannot be a logo ('wrongType', 'tooBig'), or null when it can: the upload's and the API's rule. */
export function logoProblem({ type, size }: PictureFile): 'wrongType' | 'tooBig' | null {
  if (!(LOGO_TYPES as readonly string[]).includes(type)) return 'wrongType';
  if (size > LOGO_MAX_BYTES) return 'tooBig';
  return null;
}

/** The decoded size of a base64 data URL's payload. */
export function dataUrlBytes(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
}

/** The picture a base64 data URL carries ('data:image/png;base64,…'), or null when it is not one. */
export function dataUrlPicture(value: string): PictureFile | null {
  const parts = /^data:([a-z]+\/[a-z0-9.+-]+);base64,[A-Za-z0-9+/=]+$/.exec(value);
  return parts ? { type: parts[1], size: dataUrlBytes(value) } : null;
}

// dates and times
/** How many characters a time 'HH:mm' has (its input takes no more). */
export const TIME_LENGTH = 'HH:mm'.length;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time of day 'HH:mm' from 00:00 to 23:59. */
export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);

/** A day as 'YYYY-MM-DD' naming a real calendar day (no 2025-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The hours the earliest zone is ahead of UTC (UTC+14, Kiritimati's): where a calendar day begins first. */
const EARLIEST_ZONE_HOURS = 14;

/**
 * The latest calendar day anywhere on Earth at `now` ('YYYY-MM-DD'): a day not after it has begun for someone. What
 * a birth date (a day, not an instant) is held to by the form and the server alike: neither knows the other's zone,
 * and on the user's own calendar today is never refused, wherever they are.
 */
export function latestDayOnEarth(now: Date): string {
  return new Date(now.getTime() + EARLIEST_ZONE_HOURS * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A moment the platform reads (an ISO timestamp such as '2026-03-10T13:00:00.000Z', or a day). */
export const isTimestamp = (value: string): boolean => Number.isFinite(Date.parse(value));

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

// live-agent
/** How many characters a colour '#rrggbb' has (its input takes no more). */
export const HEX_COLOR_LENGTH = '#rrggbb'.length;
/** A colour '#rrggbb' (either case). */
export const isHexColor = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);

/** How long a conversation template's shortcut is (the shortcut field's maxLength shows the max). */
export const TEMPLATE_SHORTCUT_LENGTH = { min: 2, max: 32 } as const;
/** A conversation template's shortcut: 2 to 32 lowercase letters, digits, _ or -. */
export const TEMPLATE_SHORTCUT_PATTERN = new RegExp(
  `^[a-z0-9_-]{${TEMPLATE_SHORTCUT_LENGTH.min},${TEMPLATE_SHORTCUT_LENGTH.max}}$`,
);
export const isTemplateShortcut = (value: string): boolean => TEMPLATE_SHORTCUT_PATTERN.test(value);
