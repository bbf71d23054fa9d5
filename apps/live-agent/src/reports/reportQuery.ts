// A report's call parameters at a URL: the period's days and the filters the screen reads, each as the URL holds it.
// useReportSearch's `query` and a route's startEarly (routes.tsx) both ask through this, so the GET a route starts as
// its URL opens is the one the screen then makes (docs/architecture.md, "First requests start with the navigation").
import type { Query } from '@live-agent/store';
import { rangeFromSearch, rangeQuery, type DateRange } from './dateRange';

export function reportQuery(
  search: URLSearchParams,
  filters: readonly string[] = [],
  range: DateRange = rangeFromSearch(search),
): Query {
  return { ...rangeQuery(range), ...Object.fromEntries(filters.map((key) => [key, search.get(key) ?? undefined])) };
}
