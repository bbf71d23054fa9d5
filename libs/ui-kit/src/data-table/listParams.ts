// The one shape list screens keep in state and send to `GET /api/v1/<resource>` (docs/demo-api.md, live-agent resources):
// q, page, perPage, sort (`field` or `-field`) and the screen's own filters.

export type FilterValue = string | number | boolean | null | undefined;

export interface ListParams {
  page: number;
  perPage: number;
  q: string;
  /** `field` ascending, `-field` descending, '' for the server's default order. */
  sort: string;
  filters: Record<string, FilterValue>;
}

export const DEFAULT_LIST_PARAMS: ListParams = { page: 1, perPage: 10, q: '', sort: '', filters: {} };

/** The page sizes every table offers (its size changer, and the `perPage` a URL may ask for). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** Query parameters for the API: blank search, empty sort and unset filters stay off the URL. */
export function toListQuery(params: ListParams): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = { page: params.page, perPage: params.perPage };
  if (params.q.trim()) query.q = params.q.trim();
  if (params.sort) query.sort = params.sort;
  for (const [name, value] of Object.entries(params.filters)) {
    if (value !== null && value !== undefined && value !== '') query[name] = value;
  }
  return query;
}

/** True when a search or any filter narrows the list (the empty state then offers to clear them). */
export function isNarrowed(params: ListParams): boolean {
  return (
    params.q.trim() !== '' ||
    Object.values(params.filters).some((value) => value !== null && value !== undefined && value !== '')
  );
}
