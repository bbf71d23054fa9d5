// Shift times are 'HH:mm' from 00:00 to 23:59 (as the server checks them); an end before the start means
// the shift runs past midnight into the next day. Days are listed Monday first, as rosters are read.
import { isTime, toMinutes } from '@live-agent/contracts';
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export { isTime, toMinutes };

export function crossesMidnight(startTime: string, endTime: string): boolean {
  return isTime(startTime) && isTime(endTime) && toMinutes(endTime) < toMinutes(startTime);
}

/** Length of the shift in minutes (through midnight when it crosses it). */
export function shiftMinutes(startTime: string, endTime: string): number {
  if (!isTime(startTime) || !isTime(endTime)) return 0;
  return (toMinutes(endTime) - toMinutes(startTime) + 24 * 60) % (24 * 60);
}

/** The days in roster order (Monday first). */
export function orderedDays(days: readonly number[]): number[] {
  return WEEK_ORDER.filter((day) => days.includes(day));
}

/** IANA time zones the browser knows, UTC included (some engines leave it out of the list). */
export function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
