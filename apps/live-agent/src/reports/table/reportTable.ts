// What the agent report tables (agent performance and agent analysis) share: client-side sorting, the raw
// figures and file name of their CSV exports, and the sticky header. The page sorts the rows itself and
// hands antd the sorted list (`sorter: true`), so the table and its CSV export always list the rows in the
// same order. Missing figures (no rated chat, no shift) sort last in both
// directions: "—" at the top of a descending CSAT column would bury the agents people look for.
export type SortOrder = 'ascend' | 'descend';
export type SortValue = number | string | null | undefined;

export interface SortState {
  key: string;
  order: SortOrder;
}

const isMissing = (value: SortValue): value is null | undefined =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));

/** Compares two present values: numbers numerically, text with the reader's collation. */
function compare(a: number | string, b: number | string, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in `order` by `value`, missing values last whatever the order; ties keep their order
 * (Array.prototype.sort is stable).
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  order: SortOrder,
  collator = new Intl.Collator('en', { sensitivity: 'base' }),
): T[] {
  const direction = order === 'descend' ? -1 : 1;
  return [...rows].sort((left, right) => {
    const a = value(left);
    const b = value(right);
    if (isMissing(a)) return isMissing(b) ? 0 : 1;
    if (isMissing(b)) return -1;
    return direction * compare(a, b, collator);
  });
}

/**
 * Rows sorted by the table's sort state: by `tieBreak` (the name) first, so equal figures list in
 * alphabetical order, then by the chosen column (the sort is stable).
 */
export function applySort<T>(
  rows: readonly T[],
  sort: SortState | null,
  accessors: Record<string, (row: T) => SortValue>,
  language: string,
  tieBreak?: (row: T) => SortValue,
): T[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const base = tieBreak ? sortRows(rows, tieBreak, 'ascend', collator) : [...rows];
  const accessor = sort ? accessors[sort.key] : undefined;
  return sort && accessor ? sortRows(base, accessor, sort.order, collator) : base;
}

/** Seconds and percentages in exports: raw numbers, one decimal, nothing for a missing figure. */
export function round1(value: number | null | undefined): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  return Math.round(value * 10) / 10;
}

/** `agent-performance_2026-11-16_2026-11-22.csv`: the report and the days it covers. */
export function reportCsvFilename(report: string, range: { from: string; to: string }): string {
  return `${report}_${range.from}_${range.to}.csv`;
}

/**
 * The report tables' sticky header stops below the shell's sticky navbar (12 px from the top, 62 px high)
 * instead of sliding under it.
 */
export const STICKY_HEADER = { offsetHeader: 74 };
