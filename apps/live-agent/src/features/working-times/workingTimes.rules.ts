// Pure rules of opening hours, shared by the weekly editor, the special days and the list's summary. They
// mirror the server's checks (libs/mock-server live-agent validation): 'HH:mm' times, open before close, no
// overlap within a day (touching intervals such as 08:00–12:00 and 12:00–13:00 are fine), each special date
// once. Also the form's name rules, so the tests can run every hostile input through them (docs/architecture.md,
// Conventions).
import type { FormRule } from 'antd';
import type { TimeRange, WorkingTimeInterval } from '@live-agent/contracts';
import type { Translate } from '@live-agent/ui-kit';
import type { DraftRange } from './workingTimes.types';

export const NAME_MAX = 80;

/** A name is required (not blank) and at most NAME_MAX characters; `t` translates the remote's namespace. */
export function workingTimeNameRules(t: Translate): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('workingTimes.errors.nameRequired') },
    { max: NAME_MAX, message: t('workingTimes.errors.nameMax', { max: NAME_MAX }) },
  ];
}

/** Days in the order the UI lists them (Monday first); values are the stored day numbers (0 = Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** Minutes after midnight of an 'HH:mm' time. */
export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'HH:mm' from minutes after midnight (clamped to the day). */
export function fromMinutes(total: number): string {
  const clamped = Math.min(Math.max(Math.round(total), 0), 23 * 60 + 59);
  const hours = Math.floor(clamped / 60);
  const minutes = clamped % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Ranges by opening time, then closing time. */
export function sortRanges<T extends TimeRange>(ranges: readonly T[]): T[] {
  return [...ranges].sort((a, b) => toMinutes(a.open) - toMinutes(b.open) || toMinutes(a.close) - toMinutes(b.close));
}

/** Intervals by day (Sunday 0 first, as stored) and opening time. */
export function sortIntervals(intervals: readonly WorkingTimeInterval[]): WorkingTimeInterval[] {
  return [...intervals].sort((a, b) => a.day - b.day || toMinutes(a.open) - toMinutes(b.open));
}

export type RangeProblem = 'empty' | 'required' | 'format' | 'openBeforeClose' | 'overlap';

/**
 * The first thing wrong with one day's ranges, or null: none at all ('empty'), a missing time, a malformed
 * one, an opening not before its closing, or two ranges overlapping.
 */
export function rangeProblem(
  ranges: ReadonlyArray<DraftRange | null | undefined> | null | undefined,
): RangeProblem | null {
  const list = ranges ?? [];
  if (list.length === 0) return 'empty';
  if (list.some((range) => !range?.open || !range?.close)) return 'required';
  if (list.some((range) => !isTime(range!.open) || !isTime(range!.close))) return 'format';
  const complete = list as TimeRange[];
  if (complete.some((range) => toMinutes(range.open) >= toMinutes(range.close))) return 'openBeforeClose';
  const sorted = sortRanges(complete);
  for (let index = 1; index < sorted.length; index += 1) {
    if (toMinutes(sorted[index].open) < toMinutes(sorted[index - 1].close)) return 'overlap';
  }
  return null;
}

/** A sensible next range for a day: an hour after the last one closes, four hours long, within the day. */
export function nextRange(ranges: ReadonlyArray<DraftRange | null | undefined>): TimeRange {
  const closes = ranges
    .map((range) => range?.close)
    .filter(isTime)
    .map(toMinutes);
  if (closes.length === 0) return { open: '09:00', close: '17:00' };
  const start = Math.min(Math.max(...closes) + 60, 23 * 60);
  return { open: fromMinutes(start), close: fromMinutes(Math.min(start + 4 * 60, 23 * 60 + 55)) };
}

/** The dates that appear more than once. */
export function duplicateDates(dates: ReadonlyArray<string | null | undefined>): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const date of dates) {
    if (!date) continue;
    if (seen.has(date)) twice.add(date);
    seen.add(date);
  }
  return twice;
}

/** Each day's ranges, sorted (index = day number). */
export function rangesByDay(intervals: readonly WorkingTimeInterval[]): TimeRange[][] {
  const days: TimeRange[][] = [[], [], [], [], [], [], []];
  for (const { day, open, close } of intervals) {
    if (day >= 0 && day <= 6) days[day].push({ open, close });
  }
  return days.map(sortRanges);
}

/** '08:00–12:00, 13:00–18:00' */
export function formatRanges(ranges: readonly TimeRange[]): string {
  return sortRanges(ranges)
    .map((range) => `${range.open}–${range.close}`)
    .join(', ');
}

/**
 * A one-line week, Monday first, consecutive days with the same hours joined:
 * 'Mon–Fri 08:00–12:00, 13:00–18:00 · Sat 09:00–13:00'. Closed days are left out; `closedAllWeek` when
 * every day is closed.
 */
export function summarizeWeek(
  intervals: readonly WorkingTimeInterval[],
  dayLabel: (day: number) => string,
  closedAllWeek: string,
): string {
  const byDay = rangesByDay(intervals);
  const groups: Array<{ first: number; last: number; hours: string }> = [];
  for (const day of WEEK_ORDER) {
    const hours = formatRanges(byDay[day]);
    const previous = groups[groups.length - 1];
    const previousDay = WEEK_ORDER[WEEK_ORDER.indexOf(day) - 1];
    if (hours && previous && previous.hours === hours && previous.last === previousDay) previous.last = day;
    else if (hours) groups.push({ first: day, last: day, hours });
  }
  if (groups.length === 0) return closedAllWeek;
  return groups
    .map(
      ({ first, last, hours }) =>
        `${first === last ? dayLabel(first) : `${dayLabel(first)}–${dayLabel(last)}`} ${hours}`,
    )
    .join(' · ');
}
