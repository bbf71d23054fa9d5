// The Chat Report keeps everything that shapes the table in the URL, so a filtered, sorted, searched page
// can be bookmarked and shared: the period and filters (useReportSearch), plus `q`, `sort`, `page` and
// `perPage`. Defaults stay off the URL.
import type { ReportArgs } from '../../api/reports';
import {
  DEFAULT_LIST_PARAMS,
  PAGE_SIZE_OPTIONS,
  readUrlState,
  urlParam,
  writeUrlState,
  type ListParams,
} from '@live-agent/ui-kit';
import { reportQuery } from '../../reports/reportQuery';

export const FILTER_KEYS = ['departmentId', 'queueId', 'agentId', 'channel', 'status', 'categoryId', 'rating'] as const;

/** The table's own parameters (ui-kit's url-state: an unreadable page or page size gives the default). */
const TABLE_PARAMS = {
  page: urlParam.integer(1),
  // Ten rows by default, as every table: fourteen columns a row made a page of 25 slow to redraw on each sort or page
  // click (INP, scripts/bench/interaction.mjs). The other sizes stay a click away, and in the URL.
  perPage: urlParam.integer(DEFAULT_LIST_PARAMS.perPage, { allowed: PAGE_SIZE_OPTIONS }),
  q: urlParam.text(),
  sort: urlParam.text(),
};

/** The table's params as the URL gives them. */
export function listParamsFromSearch(search: URLSearchParams): ListParams {
  return {
    ...readUrlState(search, TABLE_PARAMS),
    filters: Object.fromEntries(FILTER_KEYS.map((key) => [key, search.get(key) ?? undefined])),
  };
}

/**
 * The page of rows a URL shows, as GET /conversations's query: the period and filters (reportQuery), then the table's
 * search, sort and page. The page reads it, and the route's prefetch asks it as the URL opens.
 */
export function chatReportQuery(search: URLSearchParams, today: string): ReportArgs {
  const params = listParamsFromSearch(search);
  return {
    ...reportQuery(search, FILTER_KEYS, today),
    q: params.q.trim() || undefined,
    sort: params.sort || undefined,
    page: params.page,
    perPage: params.perPage,
  };
}

/** The URL after the table asked for `next` (a page, a sort, a search, or clearing search and filters). */
export function searchWithListParams(current: URLSearchParams, next: ListParams): URLSearchParams {
  const search = writeUrlState(current, TABLE_PARAMS, {
    page: next.page,
    perPage: next.perPage,
    q: next.q.trim(),
    sort: next.sort,
  });
  for (const key of FILTER_KEYS) {
    const value = next.filters[key];
    if (value === undefined || value === null || value === '') search.delete(key);
  }
  return search;
}
