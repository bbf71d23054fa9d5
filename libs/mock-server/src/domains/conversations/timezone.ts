// Wall-clock arithmetic in an IANA time zone without a date library. Shifts ("09:00–17:00 Europe/Berlin"),
// seasonality and the weekday × hour heatmap are about local time, and the history crosses a DST change.
// Intl is slow per call (tens of µs), so offsets are cached per zone and UTC day, and per UTC hour only
// on the few days with a DST change (zones change offset on whole hours).

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone (an unknown zone falls back to UTC everywhere below). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function computeOffset(timeZone: string, epochMs: number): number {
  try {
    const parts = formatterFor(timeZone).formatToParts(new Date(epochMs));
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
    const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    return asUtc - Math.floor(epochMs / 1000) * 1000;
  } catch {
    return 0;
  }
}

interface ZoneCache {
  /** Offset at 00:00 UTC of a UTC day number. */
  boundaries: Map<number, number>;
  /** Offset of a whole UTC day, or null when it changes during that day (then `hours` answers). */
  days: Map<number, number | null>;
  hours: Map<number, number>;
}
const zoneCaches = new Map<string, ZoneCache>();

/** Offset of `timeZone` from UTC at the instant `epochMs`, in ms (Europe/Berlin in winter: 3,600,000). */
export function zoneOffsetMs(timeZone: string, epochMs: number): number {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 0;
  let cache = zoneCaches.get(timeZone);
  if (!cache) {
    cache = { boundaries: new Map(), days: new Map(), hours: new Map() };
    zoneCaches.set(timeZone, cache);
  }
  const day = Math.floor(epochMs / DAY_MS);
  let whole = cache.days.get(day);
  if (whole === undefined) {
    // A day whose two ends have the same offset has it all day (zones change at most once a day).
    const boundary = (d: number) => {
      let offset = cache.boundaries.get(d);
      if (offset === undefined) {
        offset = computeOffset(timeZone, d * DAY_MS);
        cache.boundaries.set(d, offset);
      }
      return offset;
    };
    const start = boundary(day);
    whole = start === boundary(day + 1) ? start : null;
    cache.days.set(day, whole);
  }
  if (whole !== null) return whole;
  const bucket = Math.floor(epochMs / HOUR_MS);
  let offset = cache.hours.get(bucket);
  if (offset === undefined) {
    offset = computeOffset(timeZone, bucket * HOUR_MS);
    cache.hours.set(bucket, offset);
  }
  return offset;
}

/** Local day number (days since 1970-01-01 in that zone) of an instant. */
export function localDayNumber(timeZone: string, epochMs: number): number {
  return Math.floor((epochMs + zoneOffsetMs(timeZone, epochMs)) / DAY_MS);
}

/** Local weekday (0 = Sunday … 6 = Saturday) and hour (0–23) of an instant. */
export function localWeekdayHour(timeZone: string, epochMs: number): { weekday: number; hour: number } {
  const local = epochMs + zoneOffsetMs(timeZone, epochMs);
  const day = Math.floor(local / DAY_MS);
  return { weekday: (((day + 4) % 7) + 7) % 7, hour: Math.floor((local - day * DAY_MS) / HOUR_MS) };
}

/** Weekday (0 = Sunday) of a local day number. */
export function weekdayOfDay(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** The instant at which the wall clock of `timeZone` shows `minutes` after midnight of local day `dayNumber`. */
export function zonedInstant(timeZone: string, dayNumber: number, minutes: number): number {
  const wall = dayNumber * DAY_MS + minutes * MINUTE_MS;
  // Two passes settle the offset on both sides of a DST change.
  let instant = wall - zoneOffsetMs(timeZone, wall);
  instant = wall - zoneOffsetMs(timeZone, instant);
  return instant;
}

/** 'HH:mm' → minutes after midnight; NaN when malformed. */
export function parseClock(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}
