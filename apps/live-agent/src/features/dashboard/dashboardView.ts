// The little logic of the live dashboard's screen: the auto-refresh setting kept in the URL, the weekday × hour
// heatmap in reading order (Monday first) with its colour scale.
import type { ReportArgs } from '../../api/reports';

/** The filters the dashboard's URL may hold: GET /reports/dashboard's parameters. */
export const DASHBOARD_FILTERS = ['departmentId', 'queueId'] as const;

/** What the dashboard asks for at a URL: read by the page and, as the URL opens, by its route's prefetch. */
export const dashboardQuery = (search: URLSearchParams): ReportArgs =>
  Object.fromEntries(DASHBOARD_FILTERS.map((key) => [key, search.get(key) ?? undefined]));

// ---------------------------------------------------------------------------------------------------
// Auto-refresh: `?refresh=10|30|60|off`, 30 s when absent (or unreadable: an old bookmark).

export const REFRESH_PARAM = 'refresh';
export const REFRESH_CHOICES = ['10', '30', '60', 'off'] as const;
export type RefreshChoice = (typeof REFRESH_CHOICES)[number];
export const DEFAULT_REFRESH: RefreshChoice = '30';

export function refreshChoice(raw: string | null | undefined): RefreshChoice {
  return REFRESH_CHOICES.includes(raw as RefreshChoice) ? (raw as RefreshChoice) : DEFAULT_REFRESH;
}

/** Milliseconds between reloads, 0 when paused (RTK Query's "no polling"). */
export function refreshIntervalMs(choice: RefreshChoice): number {
  return choice === 'off' ? 0 : Number(choice) * 1000;
}

/** The URL value of a choice: the default leaves the URL clean. */
export const refreshParamValue = (choice: RefreshChoice): string | null => (choice === DEFAULT_REFRESH ? null : choice);

// ---------------------------------------------------------------------------------------------------
// Heatmap

/** Weekdays as the data numbers them (0 = Sunday), in the order the table shows them (weeks start on Monday). */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export interface HeatmapRow {
  /** 0 = Sunday. */
  weekday: number;
  /** 24 counts, hour 0 first. */
  counts: number[];
}

export interface HeatmapView {
  rows: HeatmapRow[];
  min: number;
  max: number;
  total: number;
}

/** heatmap[weekday][hour] (Sunday first) as Monday-first rows of 24 hours, with the scale's bounds. */
export function heatmapView(heatmap: readonly (readonly number[])[]): HeatmapView {
  const rows = WEEKDAYS_MONDAY_FIRST.map((weekday) => ({
    weekday,
    counts: HOURS.map((hour) => heatmap[weekday]?.[hour] ?? 0),
  }));
  const all = rows.flatMap((row) => row.counts);
  return { rows, min: Math.min(...all), max: Math.max(...all), total: all.reduce((sum, count) => sum + count, 0) };
}

/** Where a count sits on the scale, 0–1 (the busiest hour is 1; a flat map is all 0, or all 1 when busy). */
export function intensity(count: number, min: number, max: number): number {
  if (max <= min) return max > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, (count - min) / (max - min)));
}

/** The single-hue scale (antd blue): from almost white to deep blue. */
export const HEAT_LOW = [240, 247, 255] as const;
export const HEAT_HIGH = [9, 88, 217] as const;

const heatRgb = (level: number) =>
  [0, 1, 2].map((index) => Math.round(HEAT_LOW[index] + (HEAT_HIGH[index] - HEAT_LOW[index]) * level));

export function heatColor(level: number): string {
  const [red, green, blue] = heatRgb(level);
  return `rgb(${red}, ${green}, ${blue})`;
}

/**
 * The cell's text colour: whichever of white and black contrasts more with the cell (WCAG relative luminance;
 * the crossover at 0.179 keeps both sides at 4.5:1 or better — with pure black: an 88 % black measured 4.28:1).
 */
export function heatTextColor(level: number): string {
  const linear = heatRgb(level).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
