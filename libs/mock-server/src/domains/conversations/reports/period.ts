// What every report reads: its inputs (store + directory), the groupBy / limit options and the
// period with its local days (see index.ts for the decisions on periods and time zones).
import { GROUP_BY, type GroupBy, type ReportPeriod, type ReportQueryParams } from '@live-agent/contracts';
import type { ConversationFilter } from '../filters';
import type { ConversationStore } from '../store';
import { DAY_MS, MINUTE_MS, localDayNumber, weekdayOfDay } from '../timezone';
import type { AgentInput, CategoryInput, DepartmentInput, QueueInput, ShiftInput } from '../types';

/** The back-office records the reports name and group by (the live-agent records of the server's db). */
export interface ReportDirectory {
  agents: readonly AgentInput[];
  departments: readonly DepartmentInput[];
  queues: readonly QueueInput[];
  shifts: readonly ShiftInput[];
  categories: readonly CategoryInput[];
}

export interface ReportSource {
  store: ConversationStore;
  directory: ReportDirectory;
}

export interface ReportOptions {
  /** Communications: buckets of the volume-over-time series (default 'day'). */
  groupBy: GroupBy;
  /** Chatbot: how many unanswered questions (default 10, 1–100). */
  limit: number;
}

export const DEFAULT_REPORT_OPTIONS: ReportOptions = { groupBy: 'day', limit: 10 };
export const DEFAULT_PERIOD_DAYS = 7;
export const DASHBOARD_HEATMAP_DAYS = 28;
/** "Missed in the last 30 minutes" on the dashboard. */
export const RECENT_MISSED_MS = 30 * MINUTE_MS;
/** A sign-in this much after the shift start is a late start (and a sign-out this much before its end an early leave). */
export const SHIFT_GRACE_MS = 5 * MINUTE_MS;
/** Agent analysis: timelines for periods up to this long (or with an agentId filter). */
export const TIMELINE_MAX_DAYS = 31;
/** Serving time inside the period also counts chats created up to this long before it. */
export const SERVING_LOOKBACK_MS = DAY_MS;

export type OptionsParseResult =
  { options: ReportOptions; errors: null } | { options: null; errors: Record<string, string[]> };

/** groupBy and limit from the query (every value of a repeated key), 422-style errors when malformed. */
export function parseReportOptions(values: (name: keyof ReportQueryParams) => string[]): OptionsParseResult {
  const errors: Record<string, string[]> = {};
  const options: ReportOptions = { ...DEFAULT_REPORT_OPTIONS };
  const groupBy = values('groupBy')[0]?.trim();
  if (groupBy) {
    if ((GROUP_BY as readonly string[]).includes(groupBy)) options.groupBy = groupBy as GroupBy;
    else errors.groupBy = [`The groupBy must be one of: ${GROUP_BY.join(', ')}.`];
  }
  const limit = values('limit')[0]?.trim();
  if (limit) {
    if (/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 100) options.limit = Number(limit);
    else errors.limit = ['The limit must be a whole number from 1 to 100.'];
  }
  return Object.keys(errors).length > 0 ? { options: null, errors } : { options, errors: null };
}

// ---------------------------------------------------------------------------------------------------
// Periods and days

export interface Period {
  /** Inclusive (epoch ms). */
  from: number;
  /** Exclusive (epoch ms). */
  to: number;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
/** A period on the wire: ISO strings, `to` inclusive (the last millisecond), as /conversations reads them. */
export const periodJson = (period: Period): ReportPeriod => ({
  from: iso(period.from),
  to: iso(Math.max(period.from, period.to - 1)),
});

/** The filter's period, or `defaultDays` ending at `now` (only `from`: up to now; only `to`: the days before it). */
export function reportPeriod(
  filter: Pick<ConversationFilter, 'from' | 'to'>,
  now: number,
  defaultDays = DEFAULT_PERIOD_DAYS,
): Period {
  if (filter.from !== null && filter.to !== null) return { from: filter.from, to: filter.to };
  if (filter.from !== null) return { from: filter.from, to: Math.max(now, filter.from) };
  const to = filter.to ?? now;
  return { from: to - defaultDays * DAY_MS, to };
}

export const inPeriod = (filter: ConversationFilter, period: Period): ConversationFilter => ({
  ...filter,
  from: period.from,
  to: period.to,
});

/** 'YYYY-MM-DD' of a local day number. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The local days overlapping the period: the first day number and how many. */
export function daysOf(period: Period, timeZone: string): { first: number; count: number } {
  const first = localDayNumber(timeZone, period.from);
  if (period.to <= period.from) return { first, count: 0 };
  return { first, count: localDayNumber(timeZone, period.to - 1) - first + 1 };
}

/** The first day (local day number) of the day's week (Monday) or month. */
export function bucketStart(day: number, groupBy: GroupBy): number {
  if (groupBy === 'week') return day - ((weekdayOfDay(day) + 6) % 7);
  if (groupBy === 'month') {
    const date = new Date(day * DAY_MS);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
  }
  return day;
}
