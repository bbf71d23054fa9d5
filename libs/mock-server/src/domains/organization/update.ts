// PUT /organization: the General Settings form. Decisions:
// - Partial update: fields left out keep their value (the organisation is a singleton, and the logo
//   travels separately from the settings); a field that is sent is validated.
// - Both JSON and multipart bodies (libs/auth toFormData: bracket keys `settings[csatEnabled]`,
//   booleans '1'/'0', null sent as ''). Multipart values are strings and are coerced like JSON ones.
// - Logo (`image`): a File/Blob is stored as a data URL; a non-empty string sets the URL; '' keeps the
//   logo (toFormData sends a null that way) unless `removeImage` is true/'1'; JSON null removes it.
// - A logo file, or a data URL string's picture, keeps the form's rule (contracts' logoFileSchema: its type and
//   size); its content is checked too, not only its type (logo.ts): a file's bytes after the synchronous checks
//   here (routes.ts reads them), a data URL string here.
// - The fields and settings are checked against organizationUpdateSchema (@live-agent/contracts), which the
//   General Settings form builds its rules from; the logo's checks are here and in logo.ts.
// - Messages are localized by Accept-Language (messages.ts: the kit's common ones plus the logo's).
import {
  checkAgainst,
  fillRule,
  dataUrlPicture,
  logoFileSchema,
  organizationUpdateSchema,
  ROUTING_METHODS,
  type Organization,
  type OrganizationSettings,
  type OrganizationUpdate,
} from '@live-agent/contracts';
import { asObject } from '../../kit/request';
import { toBoolean, type FieldErrors } from '../../kit/validation';
import { isAcceptableLogoUrl } from './logo';
import type { OrganizationMessages } from './messages';

export { ROUTING_METHODS, type Organization, type OrganizationSettings };

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

  // A non-object `settings` sends no settings, as before the schema.
  const checked = checkAgainst(organizationUpdateSchema, {
    name: input.name,
    timezone: input.timezone,
    locale: input.locale,
    settings: asObject(input.settings),
  });
  if (checked.ok) {
    const { settings, ...own } = checked.value;
    const given = <T extends object>(values: T) =>
      Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
    Object.assign(fields, given(own));
    Object.assign(fields.settings, given(settings ?? {}));
  } else {
    for (const [field, messages] of Object.entries(checked.issues)) {
      for (const { key, values } of messages) fail(field, fillRule(m.rules[key], values));
    }
  }

  const image = input.image;
  const removeImage = toBoolean(input.removeImage) === true;
  /** Whether a logo's picture keeps the logo rule; its words when it does not. */
  const keepsLogoRule = (picture: unknown): boolean => {
    const checked = checkAgainst(logoFileSchema, picture);
    if (checked.ok) return true;
    for (const { key, values } of checked.issues[''] ?? []) fail('image', fillRule(m.rules[key], values));
    return false;
  };
  if (isBlob(image)) {
    if (keepsLogoRule({ type: image.type, size: image.size })) file = image;
  } else if (typeof image === 'string' && image.trim()) {
    const picture = dataUrlPicture(image.trim());
    if (picture === null || keepsLogoRule(picture)) {
      if (isAcceptableLogoUrl(image)) fields.image = image.trim();
      else fail('image', m.imageContent);
    }
  } else if (image === null || removeImage) {
    fields.image = '';
  } else if (image !== undefined && typeof image !== 'string') {
    keepsLogoRule(image);
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
