// The Chat Report keeps everything that shapes the table in the URL, so a filtered, sorted, searched page
// can be bookmarked and shared: the period and filters (useReportSearch), plus `q`, `sort`, `page` and
// `perPage`. Defaults stay off the URL.
import type { ListParams } from '@live-agent/ui-kit';

export const FILTER_KEYS = ['departmentId', 'queueId', 'agentId', 'channel', 'status', 'categoryId', 'rating'] as const;
export const PER_PAGE_OPTIONS = [10, 25, 50, 100];
export const DEFAULT_PER_PAGE = 25;

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** The table's params as the URL gives them. */
export function listParamsFromSearch(search: URLSearchParams): ListParams {
  const perPage = positive(search.get('perPage'));
  return {
    page: positive(search.get('page')) ?? 1,
    perPage: perPage !== null && PER_PAGE_OPTIONS.includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    q: search.get('q') ?? '',
    sort: search.get('sort') ?? '',
    filters: Object.fromEntries(FILTER_KEYS.map((key) => [key, search.get(key) ?? undefined])),
  };
}

/** The URL after the table asked for `next` (a page, a sort, a search, or clearing search and filters). */
export function searchWithListParams(current: URLSearchParams, next: ListParams): URLSearchParams {
  const search = new URLSearchParams(current);
  const put = (key: string, value: string, fallback: string) => (value === fallback ? search.delete(key) : search.set(key, value));
  put('page', String(next.page), '1');
  put('perPage', String(next.perPage), String(DEFAULT_PER_PAGE));
  put('q', next.q.trim(), '');
  put('sort', next.sort, '');
  for (const key of FILTER_KEYS) {
    const value = next.filters[key];
    if (value === undefined || value === null || value === '') search.delete(key);
  }
  return search;
}
