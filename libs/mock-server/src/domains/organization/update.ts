// PUT /organization: the General Settings form. Decisions:
// - Partial update: fields left out keep their value (the organisation is a singleton, and the logo
//   travels separately from the settings); a field that is sent is validated.
// - Both JSON and multipart bodies (libs/auth toFormData: bracket keys `settings[csatEnabled]`,
//   booleans '1'/'0', null sent as ''). Multipart values are strings and are coerced like JSON ones.
// - Logo (`image`): a File/Blob is stored as a data URL; a non-empty string sets the URL; '' keeps the
//   logo (toFormData sends a null that way) unless `removeImage` is true/'1'; JSON null removes it.
// - The logo's content is checked, not only its type (logo.ts): a file's bytes after the synchronous
//   checks here (routes.ts reads them), a data URL string here.
// - Messages are localized by Accept-Language (messages.ts: the kit's common ones plus the logo's).
import {
  MAX_LOGO_BYTES,
  ROUTING_METHODS,
  type Organization,
  type OrganizationSettings,
  type OrganizationUpdate,
} from '@live-agent/contracts';
import { LANGUAGES } from '../../kit/messages';
import { asObject } from '../../kit/request';
import { isBlank, isTimeZone, toBoolean, toInteger, type FieldErrors } from '../../kit/validation';
import { isAcceptableLogoUrl } from './logo';
import type { OrganizationMessages } from './messages';

export { MAX_LOGO_BYTES, ROUTING_METHODS, type Organization, type OrganizationSettings };

/** The outcome of a valid update: the new fields, and a logo file still to be read (asynchronously). */
export interface OrganizationChange {
  fields: Omit<Organization, 'id'>;
  file: Blob | null;
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

function isFormData(body: unknown): body is FormData {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as FormData).entries === 'function' &&
    typeof (body as FormData).append === 'function'
  );
}

/** Multipart bracket keys back into objects: `settings[csatEnabled]=1` → `{ settings: { csatEnabled: '1' } }`. */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  form.forEach((value, key) => {
    const path = key.replace(/\]/g, '').split('[');
    let target = result;
    path.slice(0, -1).forEach((part) => {
      if (typeof target[part] !== 'object' || target[part] === null || isBlob(target[part])) target[part] = {};
      target = target[part] as Record<string, unknown>;
    });
    target[path[path.length - 1]] = value;
  });
  return result;
}

/** The request body as an object, whether JSON or multipart. */
export function readOrganizationBody(requestBody: unknown): Record<string, unknown> {
  if (isFormData(requestBody)) return formDataToObject(requestBody);
  if (typeof requestBody !== 'string' || !requestBody) return {};
  try {
    return asObject(JSON.parse(requestBody));
  } catch {
    return {};
  }
}

export function checkOrganization(
  input: { [K in keyof OrganizationUpdate]?: unknown },
  current: Omit<Organization, 'id'>,
  m: OrganizationMessages,
): { errors: FieldErrors; change: OrganizationChange } {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const fields: Omit<Organization, 'id'> = { ...current, settings: { ...current.settings } };
  let file: Blob | null = null;

  if ('name' in input) {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) fail('name', m.required);
    else if (name.length > 80) fail('name', m.maxLength(80));
    else fields.name = name;
  }
  if ('timezone' in input) {
    if (isBlank(input.timezone)) fail('timezone', m.required);
    else if (!isTimeZone(input.timezone)) fail('timezone', m.timezone);
    else fields.timezone = input.timezone;
  }
  if ('locale' in input) {
    if (isBlank(input.locale)) fail('locale', m.required);
    else if (!(LANGUAGES as readonly unknown[]).includes(input.locale)) fail('locale', m.choice);
    else fields.locale = input.locale as string;
  }

  const settings = asObject(input.settings);
  const present = (key: keyof OrganizationSettings) => key in settings;
  const required = (key: keyof OrganizationSettings) => {
    const blank = isBlank(settings[key]);
    if (blank) fail(`settings.${key}`, m.required);
    return !blank;
  };
  if (present('routingMethod') && required('routingMethod')) {
    if ((ROUTING_METHODS as readonly unknown[]).includes(settings.routingMethod))
      fields.settings.routingMethod = settings.routingMethod as OrganizationSettings['routingMethod'];
    else fail('settings.routingMethod', m.choice);
  }
  const integer = (key: 'defaultMaxConcurrentChats' | 'autoCloseIdleMinutes', min: number, max: number) => {
    if (!present(key) || !required(key)) return;
    const value = toInteger(settings[key]);
    if (value === undefined || value < min || value > max) fail(`settings.${key}`, m.wholeNumber(min, max));
    else fields.settings[key] = value;
  };
  integer('defaultMaxConcurrentChats', 1, 20);
  integer('autoCloseIdleMinutes', 0, 1440);
  for (const key of ['csatEnabled', 'requireCommentOnClose', 'requireCategoryOnClose'] as const) {
    if (!present(key) || !required(key)) continue;
    const value = toBoolean(settings[key]);
    if (value === undefined) fail(`settings.${key}`, m.boolean);
    else fields.settings[key] = value;
  }
  if (present('offlineMessage')) {
    const message = typeof settings.offlineMessage === 'string' ? settings.offlineMessage.trim() : '';
    if (message.length > 500) fail('settings.offlineMessage', m.maxLength(500));
    else fields.settings.offlineMessage = message;
  }

  const image = input.image;
  const removeImage = toBoolean(input.removeImage) === true;
  if (isBlob(image)) {
    if (!image.type.startsWith('image/')) fail('image', m.imageType);
    else if (image.size > MAX_LOGO_BYTES) fail('image', m.imageSize);
    else file = image;
  } else if (typeof image === 'string' && image.trim()) {
    if (isAcceptableLogoUrl(image)) fields.image = image.trim();
    else fail('image', m.imageContent);
  } else if (image === null || removeImage) {
    fields.image = '';
  } else if (image !== undefined && typeof image !== 'string') {
    fail('image', m.imageType);
  }

  return { errors, change: { fields, file } };
}

/** A Blob as a data URL; FileReader works the same in browsers and jsdom. */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
