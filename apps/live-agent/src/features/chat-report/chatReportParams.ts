// The Chat Report keeps everything that shapes the table in the URL, so a filtered, sorted, searched page
// can be bookmarked and shared: the period and filters (useReportSearch), plus `q`, `sort`, `page` and
// `perPage`. Defaults stay off the URL.
import { readUrlState, urlParam, writeUrlState, type ListParams } from '@live-agent/ui-kit';

export const FILTER_KEYS = ['departmentId', 'queueId', 'agentId', 'channel', 'status', 'categoryId', 'rating'] as const;
export const PER_PAGE_OPTIONS = [10, 25, 50, 100];
// Ten rows, as every other table of the product: fourteen columns a row make a page of 25 slow to redraw on each
// sort or page click (INP, scripts/bench/interaction.mjs). 25, 50 and 100 stay a click away, and in the URL.
export const DEFAULT_PER_PAGE = 10;

/** The table's own parameters (ui-kit's url-state: an unreadable page or page size gives the default). */
const TABLE_PARAMS = {
  page: urlParam.integer(1),
  perPage: urlParam.integer(DEFAULT_PER_PAGE, { allowed: PER_PAGE_OPTIONS }),
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

/** The URL after the table asked for `next` (a page, a sort, a search, or clearing search and filters). */
export function searchWithListParams(current: URLSearchParams, next: ListParams): URLSearchParams {
  const search = writeUrlState(current, TABLE_PARAMS, { page: next.page, perPage: next.perPage, q: next.q.trim(), sort: next.sort });
  for (const key of FILTER_KEYS) {
    const value = next.filters[key];
    if (value === undefined || value === null || value === '') search.delete(key);
  }
  return search;
}
