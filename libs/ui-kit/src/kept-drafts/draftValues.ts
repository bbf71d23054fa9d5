// A form's values as a kept draft (docs/architecture.md, "Drafts kept when a session ends"): plain JSON, with a
// date picker's dayjs value as its instant and back, and files (which no storage can keep) left out.
import dayjs from 'dayjs';

const DATE = '$date';

/** The values as JSON can keep them. */
export function toDraft(value: unknown): unknown {
  if (dayjs.isDayjs(value)) return value.isValid() ? { [DATE]: value.toISOString() } : null;
  if (value instanceof Date) return { [DATE]: value.toISOString() };
  if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
  if (Array.isArray(value)) return value.map(toDraft).filter((item) => item !== undefined);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      const kept = toDraft(field);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return typeof value === 'function' ? undefined : value;
}

/** Kept values as the form takes them again (dates as dayjs). */
export function fromDraft(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromDraft);
  if (value && typeof value === 'object') {
    const date = (value as Record<string, unknown>)[DATE];
    if (typeof date === 'string' && Object.keys(value).length === 1) return dayjs(date);
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, fromDraft(field)]));
  }
  return value;
}
