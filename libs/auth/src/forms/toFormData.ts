// Multipart bodies for forms with files (avatars, logos) in the bracket notation PHP/Laravel-style servers parse
// back into nested objects. Decisions:
// - booleans are '1' / '0' (Laravel's `boolean` rule accepts those, not 'true' / 'false' strings);
// - null and undefined are sent as '', and so is an empty array or object, so "cleared" reaches the
//   server instead of the key silently disappearing;
// - File and Blob values are appended as files; a FileList becomes an array of files;
// - Dates are sent as ISO-8601 strings; numbers and other scalars with String().
export type FormDataValue =
  | string
  | number
  | bigint
  | boolean
  | null
  | undefined
  | Date
  | Blob
  | FileList
  | readonly FormDataValue[]
  | { readonly [key: string]: FormDataValue };

function append(form: FormData, key: string, value: FormDataValue): void {
  if (value === null || value === undefined) {
    form.append(key, '');
  } else if (typeof value === 'boolean') {
    form.append(key, value ? '1' : '0');
  } else if (value instanceof Blob) {
    form.append(key, value);
  } else if (value instanceof Date) {
    form.append(key, value.toISOString());
  } else if (typeof FileList !== 'undefined' && value instanceof FileList) {
    append(form, key, Array.from(value));
  } else if (Array.isArray(value)) {
    if (value.length === 0) form.append(key, '');
    value.forEach((item, index) => append(form, `${key}[${index}]`, item));
  } else if (typeof value === 'object') {
    const entries = Object.entries(value as { [key: string]: FormDataValue });
    if (entries.length === 0) form.append(key, '');
    for (const [name, item] of entries) append(form, `${key}[${name}]`, item);
  } else {
    form.append(key, String(value));
  }
}

/**
 * Turns a nested object into FormData: `{ settings: { csatEnabled: true }, items: [{ name: 'A' }] }` →
 * `settings[csatEnabled]=1`, `items[0][name]=A`. Appends to `form` when given.
 */
export function toFormData(data: { readonly [key: string]: FormDataValue }, form: FormData = new FormData()): FormData {
  for (const [key, value] of Object.entries(data)) append(form, key, value);
  return form;
}
