// A demo screen that reads one GET of the mock server and shows the answer (docs/demo-api.md): the shared query
// feature over the remote's axios client. A 404 is kept apart from other failures, so a page can show the
// ui-kit Not Found page for an unknown slug and a Retry for anything else.
import type { AxiosInstance } from 'axios';
import { describeApiError } from '@live-agent/auth';
import { createQueryFeature, type QueryFeature, type QueryState } from '@live-agent/store';
import { statusOf } from '@live-agent/contracts';

/** The one error line a 404 gives. */
export const NOT_FOUND = 'not-found';

export function demoQueryFeature<T>(name: string, path: string): QueryFeature<T> {
  return createQueryFeature<T, AxiosInstance>({
    name,
    fetch: async (api, query) => (await api.get<T>(path, { params: query })).data,
    describeError: (error) => (statusOf(error) === 404 ? [NOT_FOUND] : describeApiError(error)),
  }) as QueryFeature<T>;
}

export const isNotFound = (state: Pick<QueryState<unknown>, 'status' | 'error'>) =>
  state.status === 'error' && !!state.error?.includes(NOT_FOUND);
