// The hostile and awkward inputs of docs/architecture.md (Conventions): every form and API route must answer each
// with a clear, translated message or a faithful round trip; nothing crashes, nothing typed is lost, no markup runs.
// And `until`, the one way a test waits. Tests only: nothing in a bundle imports this package.
import data from './bad-inputs.json';

export interface NamedInput {
  name: string;
  value: string;
}

export interface CheckedInput {
  name?: string;
  value: string;
  valid: boolean;
  note?: string;
}

export interface DateInput {
  name: string;
  /** A date string, or a start/end pair for range fields. */
  value: string | { start: string; end: string };
}

export interface FileInput {
  name: string;
  type: string;
  bytes?: number;
  fileName?: string;
  content?: string;
}

export interface BadInputs {
  text: NamedInput[];
  markup: NamedInput[];
  urls: CheckedInput[];
  emails: CheckedInput[];
  numbers: NamedInput[];
  dates: DateInput[];
  files: FileInput[];
  ids: NamedInput[];
}

export const badInputs: BadInputs = data as BadInputs;

/** Every text-like entry (text, markup, URLs, e-mails, numbers, dates, ids) as one list, for "type anything" tests. */
export const everyTypedInput: NamedInput[] = [
  ...badInputs.text,
  ...badInputs.markup,
  ...badInputs.urls.map(({ name, value }) => ({ name: name ?? value, value })),
  ...badInputs.emails.map(({ value }) => ({ name: `e-mail ${value}`, value })),
  ...badInputs.numbers,
  ...badInputs.dates.flatMap(({ name, value }) => (typeof value === 'string' ? [{ name, value }] : [])),
  ...badInputs.ids.map(({ name, value }) => ({ name: `id ${name}`, value })),
];

/** The markup entries set `window.__xss` when they run: a test asserts it stayed undefined. */
export const XSS_FLAG = '__xss';
export { settled, until, type UntilOptions } from './until';
export { fakeOnly, FAKEABLE, type Fakeable } from './fakeTimers';
