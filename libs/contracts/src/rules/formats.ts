// The formats the API accepts, as predicates both sides call: the schemas (../schemas) build their rules from them,
// and a screen that needs one outside a form (a card's masked number, an upload's check) calls the same.

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** A well-formed e-mail address of at most 254 characters. */
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

const PHONE = /^\+?[\d\s()-]{6,20}$/;
/** Digits, spaces, +, - and brackets; 6 to 20 characters. */
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

// live-agent
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time of day 'HH:mm' from 00:00 to 23:59. */
export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);

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

/** A colour '#rrggbb' (either case). */
export const isHexColor = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);

/** How long a conversation template's shortcut is (the shortcut field's maxLength shows the max). */
export const TEMPLATE_SHORTCUT_LENGTH = { min: 2, max: 32 } as const;
/** A conversation template's shortcut: 2 to 32 lowercase letters, digits, _ or -. */
export const TEMPLATE_SHORTCUT_PATTERN = new RegExp(
  `^[a-z0-9_-]{${TEMPLATE_SHORTCUT_LENGTH.min},${TEMPLATE_SHORTCUT_LENGTH.max}}$`,
);
export const isTemplateShortcut = (value: string): boolean => TEMPLATE_SHORTCUT_PATTERN.test(value);
