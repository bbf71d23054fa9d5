// The one place numbers, percentages, durations, dates and times become text, through Intl in the reader's
// language (docs/architecture.md, UI kit). Decisions:
// - Missing figures (no rated chat, nobody online) show as an em dash, never as 0.
// - The API sends seconds and 0–100 percentages unrounded; rounding happens here.
// - Instants (ISO timestamps, epoch ms, Date) are shown on the organisation's clock when a time zone is
//   given (the server counts days and hours in it, so the screens must too), else on the browser's.
//   An unknown zone name falls back to the browser's rather than failing the screen.
// - Calendar days ('YYYY-MM-DD') and hours of the day (0–23) are not instants: they are written as they
//   are, whatever the zone.
import { isolateLeftToRight } from '@live-agent/contracts';

export const NO_VALUE = '—';

type Value = number | null | undefined;
export type Instant = string | number | Date;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateFormat(language: string, options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat(language, { ...options, timeZone });
    } catch {
      // An unknown zone name: the browser's clock below.
    }
  }
  return new Intl.DateTimeFormat(language, options);
}

/**
 * Writes dates the zone's way: a calendar day is formatted as that day (noon UTC, written in UTC), an
 * instant in `timeZone`.
 */
function dateWriter(language: string, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const zoned = lazily(() => dateFormat(language, options, timeZone));
  const days = lazily(() => new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }));
  return (value: Instant): string => {
    if (typeof value === 'string') {
      const day = DAY.exec(value);
      if (day) return days().format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)));
    }
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? NO_VALUE : zoned().format(date);
  };
}

/** Units of a relative time, largest first, with their length in seconds; under a minute is "now". */
const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** `make`'s value, made on its first use: a screen uses a few of a set's formatters, and each costs its construction. */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

// Built once per language and zone and shared: a set is about twenty Intl formatters, whose construction
// is the costly part (each is made on its first use), and every card of a report asks for one when it mounts (docs/architecture.md, Long tasks after sign-in).
// The formatters keep no state, so sharing them changes no output.
const formats = new Map<string, Format>();

/**
 * Formatters for `language`, with instants on the clock of `timeZone` (the browser's when absent); the same object for
 * the same arguments. `isolated`: every text is a left-to-right run of its own, for a right-to-left layout showing a
 * left-to-right language ("1 Std. 39 Min.", not "Std. 39 Min 1."; i18n/layoutIsolation.ts); `dayOf`, a key, never.
 */
export function createFormat(language: string, timeZone?: string, { isolated = false } = {}): Format {
  const key = `${language}|${timeZone ?? ''}|${isolated}`;
  let format = formats.get(key);
  if (!format) {
    const plain = isolated ? createFormat(language, timeZone) : buildFormat(language, timeZone);
    format = isolated ? isolatedTexts(plain) : plain;
    formats.set(key, format);
  }
  return format;
}

function isolatedTexts(format: Format): Format {
  const wrapped: Record<string, unknown> = { ...format };
  for (const [name, write] of Object.entries(format)) {
    if (typeof write !== 'function' || name === 'dayOf') continue;
    wrapped[name] = (...args: unknown[]) => {
      const text: unknown = (write as (...a: unknown[]) => unknown)(...args);
      return typeof text === 'string' ? isolateLeftToRight(text) : text;
    };
  }
  return wrapped as Format;
}

function buildFormat(language: string, timeZone?: string) {
  const integer = lazily(() => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }));
  const decimal = lazily(() => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }));
  const percentage = lazily(() => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }));
  const signedPercentage = lazily(
    () => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
  );
  const unit = (name: 'hour' | 'minute' | 'second') =>
    lazily(
      () =>
        new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 0 }),
    );
  const hours = unit('hour');
  const minutes = unit('minute');
  const seconds = unit('second');
  const date = dateWriter(language, { dateStyle: 'medium' }, timeZone);
  const fullDate = dateWriter(language, { dateStyle: 'full' }, timeZone);
  const dateTime = dateWriter(language, { dateStyle: 'medium', timeStyle: 'short' }, timeZone);
  const time = dateWriter(language, { timeStyle: 'short' }, timeZone);
  const timeWithSeconds = dateWriter(language, { timeStyle: 'medium' }, timeZone);
  const shortDay = dateWriter(language, { day: 'numeric', month: 'short' }, timeZone);
  const shortDate = dateWriter(language, { day: 'numeric', month: 'short', year: 'numeric' }, timeZone);
  const month = dateWriter(language, { month: 'long', year: 'numeric' }, timeZone);
  const hourOfDay = lazily(() => new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }));
  const relativeTime = lazily(() => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
  const dayKey = lazily(() => dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone));

  const currencies = new Map<string, Intl.NumberFormat>();
  const currencyFormat = (currency: string) => {
    let writer = currencies.get(currency);
    if (!writer) {
      writer = new Intl.NumberFormat(language, { style: 'currency', currency });
      currencies.set(currency, writer);
    }
    return writer;
  };

  const missing = (value: Value): value is null | undefined =>
    value === null || value === undefined || Number.isNaN(value);

  return {
    /** The zone instants are written in (undefined: the browser's). */
    timeZone,
    integer: (value: Value) => (missing(value) ? NO_VALUE : integer().format(value)),
    decimal: (value: Value) => (missing(value) ? NO_VALUE : decimal().format(value)),
    /** 0–100 → "87.5 %" (as the language writes it). */
    percent: (value: Value) => (missing(value) ? NO_VALUE : percentage().format(value / 100)),
    /** A trend in % → "+12.5 %", "−3 %". */
    trend: (value: Value) => (missing(value) ? NO_VALUE : signedPercentage().format(value / 100)),
    /** An amount of money in `currency` (ISO 4217), e.g. "€1,234.50". */
    currency: (value: Value, currency: string) => (missing(value) ? NO_VALUE : currencyFormat(currency).format(value)),
    /** Seconds → "45 sec", "3 min 20 sec", "2 hr 15 min" (two units at most). */
    duration: (value: Value) => {
      if (missing(value)) return NO_VALUE;
      const total = Math.round(Math.max(0, value));
      if (total < 60) return seconds().format(total);
      if (total < 3600) {
        const rest = total % 60;
        return rest
          ? `${minutes().format(Math.floor(total / 60))} ${seconds().format(rest)}`
          : minutes().format(total / 60);
      }
      const rest = Math.floor((total % 3600) / 60);
      return rest
        ? `${hours().format(Math.floor(total / 3600))} ${minutes().format(rest)}`
        : hours().format(Math.floor(total / 3600));
    },
    /** "3 Mar 2025". */
    date,
    /** "Monday, 3 March 2025". */
    fullDate,
    /** "3 Mar 2025, 14:05". */
    dateTime,
    /** "14:05". */
    time,
    /** "14:05:09". */
    timeWithSeconds,
    /** "22 Nov" style axis label. */
    shortDay,
    /** "22 Nov 2025" with the month named the language's short way ('Jan 5, 2025', '5. Jan. 2025'). */
    shortDate,
    /** "March 2025". */
    month,
    /** Hour of day 0–23 as the language writes a time ("14:00", "2 PM"). */
    hour: (value: number) => hourOfDay().format(new Date(Date.UTC(2000, 0, 1, value))),
    /**
     * How long before or after `now` (epoch ms) an instant is, in the language's own words and order ("17 minutes
     * ago", "vor 17 Minuten", "yesterday", "in 2 hours"): the largest unit that is at least one.
     */
    relative: (value: Instant, now: number) => {
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) return NO_VALUE;
      const seconds = (date.getTime() - now) / 1000;
      const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
      if (unit === 'second') return relativeTime().format(0, 'second');
      return relativeTime().format(Math.round(seconds / size), unit);
    },
    /** The calendar day ('YYYY-MM-DD') an instant falls on in the zone. */
    dayOf: (value: Instant) => dayKey().format(value instanceof Date ? value : new Date(value)),
  };
}

export type Format = ReturnType<typeof buildFormat>;
