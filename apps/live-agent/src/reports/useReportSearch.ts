// The report's period and filters live in the URL, so a report can be bookmarked, shared and reloaded as is.
// Built on ui-kit's url-state: the period through RANGE_PARAMS (dateRange.ts), a filter as free text that
// leaves the URL when cleared, and `page` back to 1 (off the URL) whenever a filter changes the rows.
import { useCallback, useMemo } from 'react';
import type { ReportArgs } from '../api/reports';
import { urlParam, useSearchWriter, writeUrlState } from '@live-agent/ui-kit';
import { rangeFromSearch, withRange, type DateRange } from './dateRange';
import { reportQuery } from './reportQuery';
import { useOrganizationDay } from './organizationDay';

const FIRST_PAGE = { page: urlParam.integer(1) };

export function useReportSearch() {
  // The setter stays the same while the URL changes, so the filters built on it (memoised selects) do not re-render
  // on every page or sort change of the table below them.
  const [search, setSearch] = useSearchWriter();
  const today = useOrganizationDay();
  const range = useMemo(() => rangeFromSearch(search, today), [search, today]);

  const setRange = useCallback(
    (next: Pick<DateRange, 'preset'> & Partial<DateRange>) => setSearch((current) => withRange(current, next)),
    [setSearch],
  );

  /** A filter's value ('' or absent = all). */
  const filter = useCallback((key: string): string | undefined => search.get(key) ?? undefined, [search]);

  /** Sets or clears one filter; `page` goes back to 1 because the rows change. */
  const setFilter = useCallback(
    (key: string, value: string | number | null | undefined) =>
      setSearch((current) => {
        const next = writeUrlState(
          current,
          { [key]: urlParam.text() },
          { [key]: value === null || value === undefined ? '' : String(value) },
        );
        return writeUrlState(next, FIRST_PAGE, { page: 1 });
      }),
    [setSearch],
  );

  /** The report call's parameters: the period's days and the given filters from the URL. */
  const query = useCallback(
    (filters: readonly string[] = []): ReportArgs => reportQuery(search, filters, range),
    [range, search],
  );

  return { search, today, range, setRange, filter, setFilter, setSearch, query };
}
