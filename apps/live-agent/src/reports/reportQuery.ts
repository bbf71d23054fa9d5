// A report's call parameters at a URL: the period's days and the filters the screen reads, each as the URL holds it.
// The screen's hook and its route's prefetch (routes.tsx) both ask through this, so the question a route asks as
// its URL opens is the one the screen then reads: one cache entry, one request (docs/architecture.md, "Server data").
import { useState } from 'react';
import { describeApiError } from '@live-agent/auth';
import { queryView, type QueryResultLike, type QueryView } from '@live-agent/store/api';
import type { ReportArgs } from '../api/reports';
import { rangeFromSearch, rangeQuery, type DateRange } from './dateRange';

/** `period`: the range itself, or the organisation's today to read the URL's range from (organizationDay.tsx). */
export function reportQuery(
  search: URLSearchParams,
  filters: readonly string[],
  period: DateRange | string,
): ReportArgs {
  const range = typeof period === 'string' ? rangeFromSearch(search, period) : period;
  return { ...rangeQuery(range), ...Object.fromEntries(filters.map((key) => [key, search.get(key) ?? undefined])) };
}

/** How a report screen reads its query: failures through the error catalogue. */
export const reportView = <T>(result: QueryResultLike<T>): QueryView<T> => queryView(result, describeApiError);

export interface ReportView<T> extends QueryView<T> {
  /** The question the data on screen answers (a newer one may be loading): for file names and axis ticks. */
  query: ReportArgs | null;
}

/** reportView, and the question its data answers. */
export function useReport<T>(result: QueryResultLike<T> & { originalArgs?: ReportArgs }): ReportView<T> {
  const [answered, setAnswered] = useState<ReportArgs | null>(null);
  if (result.currentData !== undefined && result.originalArgs && result.originalArgs !== answered)
    setAnswered(result.originalArgs);
  return { ...reportView(result), query: answered };
}

/** The URL filters each report takes besides its period (its screen and its route's prefetch read them). */
export const CHATBOT_FILTERS = ['departmentId', 'queueId', 'channel'] as const;
/** The agent performance table's; its agent trend adds agentId. */
export const PERFORMANCE_FILTERS = ['departmentId', 'queueId', 'channel'] as const;
export const ANALYSIS_FILTERS = ['departmentId', 'queueId', 'agentId'] as const;
export const COMMUNICATIONS_FILTERS = ['departmentId', 'queueId', 'agentId', 'channel'] as const;
