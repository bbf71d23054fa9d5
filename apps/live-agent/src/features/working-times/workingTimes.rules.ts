// Opening hours on the screen, shared by the weekly editor, the special days and the list's summary. The rules
// themselves are the server's, from @live-agent/contracts (schemas/live-agent.ts, readRanges): 'HH:mm' times, open
// before close, no overlap within a day (touching intervals such as 08:00–12:00 and 12:00–13:00 are fine), each
// special date once; and so are the form's field rules, which the tests run every hostile input through
// (docs/architecture.md, Conventions).
import {
  isTime as isTimeOfDay,
  readRanges,
  specialDayLabel,
  toMinutes as minutesOf,
  workingTimeInputSchema,
  type RuleKey,
  type TimeRange,
  type WorkingTimeInterval,
  type WorkingTimeScope,
} from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';
import type { DraftRange } from './workingTimes.types';

export function workingTimeRules(rules: FormRules, scope: WorkingTimeScope) {
  const fields = workingTimeInputSchema.shape;
  return {
    name: rules.of(fields.name),
    departmentId: rules.across(workingTimeInputSchema, 'departmentId', [], { given: { scope } }),
    timezone: rules.of(fields.timezone),
    outOfOfficeMessage: rules.of(fields.outOfOfficeMessage),
    label: rules.of(specialDayLabel),
  };
}

/** Days in the order the UI lists them (Monday first); values are the stored day numbers (0 = Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;

export const isTime = isTimeOfDay;

/** Minutes after midnight of an 'HH:mm' time. */
export const toMinutes = minutesOf;

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

/** Why one day's ranges are refused: none at all on an open day ('empty', the screen's own), or a rule's key. */
export type RangeProblem = 'empty' | RuleKey;

/**
 * The first thing wrong with one open day's ranges, or null: none at all ('empty'), or the first rule the server
 * would name (a missing or malformed time, an opening not before its closing, two ranges overlapping).
 */
export function rangeProblem(
  ranges: ReadonlyArray<DraftRange | null | undefined> | null | undefined,
): RangeProblem | null {
  const list = ranges ?? [];
  if (list.length === 0) return 'empty';
  return readRanges(list, false).problems[0] ?? null;
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
