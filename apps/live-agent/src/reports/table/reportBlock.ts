// One definition per report block of the columns it shows, so its table view and its CSV export hold exactly
// the same figures (used by the chatbot and communications screens; a candidate for src/reports). Decisions:
// - A column keeps the API's raw value; the table formats it for the reader (useFormat by kind), the
//   CSV writes it raw (no grouping, no unit, dot decimals) so spreadsheets read numbers as numbers.
// - In the CSV, percentages keep two decimals and seconds one (the API sends them unrounded); counts, days
//   ('YYYY-MM-DD'), instants (ISO) and hours (0–23) are written as the API gives them.
// - Files are named `<screen>-<block>_<from>_<to>.csv` after the days the figures cover.
import { downloadCsv, toCsv } from '@live-agent/ui-kit';
import type { ReportArgs } from '../../api/reports';

import { type Format } from '@live-agent/ui-kit';

export type BlockValueKind = 'text' | 'integer' | 'percent' | 'seconds' | 'date' | 'dateTime' | 'hour';

export interface BlockColumn<R> {
  key: string;
  /** Translated. */
  header: string;
  /** The CSV's header when it must name a unit the table's formatting shows (seconds). */
  csvHeader?: string;
  kind: BlockValueKind;
  value: (row: R) => string | number | null | undefined;
  /** How the table shows the cell when the kind's format does not fit (a month's name). */
  display?: (row: R) => string;
}

const CSV_DIGITS: Partial<Record<BlockValueKind, number>> = { percent: 2, seconds: 1 };

/** Rounds for a CSV cell; null stays empty. */
export function csvNumber(value: number | null | undefined, digits = 2): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function blockCsv<R>(columns: readonly BlockColumn<R>[], rows: readonly R[]): string {
  return toCsv(
    columns.map((column) => ({
      header: column.csvHeader ?? column.header,
      value: (row: R) => {
        const value = column.value(row);
        const digits = CSV_DIGITS[column.kind];
        return digits !== undefined && typeof value === 'number' ? csvNumber(value, digits) : value;
      },
    })),
    rows,
  );
}

/** A cell as the table shows it. */
export function formatCell(format: Format, kind: BlockValueKind, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return kind === 'text' ? '' : format.integer(null);
  switch (kind) {
    case 'integer':
      return format.integer(Number(value));
    case 'percent':
      return format.percent(Number(value));
    case 'seconds':
      return format.duration(Number(value));
    case 'date':
      return format.date(String(value));
    case 'dateTime':
      return format.dateTime(String(value));
    case 'hour':
      return format.hour(Number(value));
    default:
      return String(value);
  }
}

/** `<screen>-<block>_<from>_<to>.csv` for the days `query` covers. */
export const blockFilename = (screen: string, block: string, query: ReportArgs | null) =>
  `${screen}-${block}_${String(query?.from ?? '')}_${String(query?.to ?? '')}.csv`;

export function exportBlockCsv<R>(
  screen: string,
  block: string,
  query: ReportArgs | null,
  columns: readonly BlockColumn<R>[],
  rows: readonly R[],
): void {
  downloadCsv(blockFilename(screen, block, query), blockCsv(columns, rows));
}
