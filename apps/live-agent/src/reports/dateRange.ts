// The report period as the URL keeps it: `?range=<preset>` or, for a custom period,
// `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both days included). Days are the organisation's calendar days: a preset
// counts from the organisation's today (organizationDay.tsx), and the server reads the dates as the
// organisation's days. Decisions:
// - Rolling presets (Today, Last 7 Days, Last 28 Days) end today; Last Month is the previous calendar
//   month; Last Year is the last twelve months ending today, because the history covers half a year and a
//   calendar "last year" would be empty in a live demo.
// - A URL that cannot be read (unknown preset, bad or reversed dates) falls back to the default preset
//   rather than showing an error: it is usually an old bookmark.
import dayjs, { type Dayjs } from 'dayjs';
import { readUrlState, urlParam, writeUrlState } from '@live-agent/ui-kit';

export const DATE_PRESETS = ['today', 'last7', 'last28', 'lastMonth', 'lastYear'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const DEFAULT_PRESET: DatePreset = 'last7';

export interface DateRange {
  preset: DatePreset | 'custom';
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day (included), 'YYYY-MM-DD'. */
  to: string;
}

const DAY_FORMAT = 'YYYY-MM-DD';
const day = (value: Dayjs) => value.format(DAY_FORMAT);

/** The days a preset covers, seen from `today` ('YYYY-MM-DD', the organisation's). */
export function presetRange(preset: DatePreset, today: string): DateRange {
  // A bare 'YYYY-MM-DD' reads as that day's local midnight: only its calendar arithmetic is used.
  const end = dayjs(today);
  switch (preset) {
    case 'today':
      return { preset, from: day(end), to: day(end) };
    case 'last7':
      return { preset, from: day(end.subtract(6, 'day')), to: day(end) };
    case 'last28':
      return { preset, from: day(end.subtract(27, 'day')), to: day(end) };
    case 'lastMonth': {
      const month = end.subtract(1, 'month');
      return { preset, from: day(month.startOf('month')), to: day(month.endOf('month')) };
    }
    case 'lastYear':
      return { preset, from: day(end.subtract(1, 'year').add(1, 'day')), to: day(end) };
  }
}

/** The period's parameters (ui-kit's url-state: unreadable values give the defaults). */
export const RANGE_PARAMS = {
  range: urlParam.oneOf(DATE_PRESETS, DEFAULT_PRESET),
  from: urlParam.day(),
  to: urlParam.day(),
};

/** The period a URL's search parameters describe, seen from `today` (see the header for the fallbacks). */
export function rangeFromSearch(search: URLSearchParams, today: string): DateRange {
  const { range, from, to } = readUrlState(search, RANGE_PARAMS);
  // 'YYYY-MM-DD' compares as text in calendar order.
  if (from && to && from <= to) return { preset: 'custom', from, to };
  return presetRange(range, today);
}

/** The search parameters with `range` written in (other parameters such as filters are kept). */
export function withRange(
  search: URLSearchParams,
  range: Pick<DateRange, 'preset'> & Partial<DateRange>,
): URLSearchParams {
  // Cleared first, so the new period's parameters come after the filters.
  const cleared = writeUrlState(search, RANGE_PARAMS, { range: DEFAULT_PRESET, from: null, to: null });
  return writeUrlState(
    cleared,
    RANGE_PARAMS,
    range.preset === 'custom' ? { from: range.from ?? null, to: range.to ?? null } : { range: range.preset },
  );
}

/** What the report endpoints take: the two days (the server reads them as the organisation's days). */
export const rangeQuery = ({ from, to }: DateRange) => ({ from, to });
