// How a demo screen shows one of its queries (queryView of @live-agent/store/api): a 404 is kept apart from other
// failures, so a page can show the ui-kit Not Found page for an unknown slug and a Retry for anything else.
import { describeApiError } from '@live-agent/auth';
import { isNotFound as answeredNotFound } from '@live-agent/contracts';
import { queryView, type QueryResultLike, type QueryView } from '@live-agent/store/api';

/** The one error line a 404 gives. */
export const NOT_FOUND = 'not-found';

export const demoView = <T>(result: QueryResultLike<T>): QueryView<T> =>
  queryView(result, (failure) => (answeredNotFound(failure) ? [NOT_FOUND] : describeApiError(failure)));

export const isNotFound = (state: Pick<QueryView<unknown>, 'status' | 'error'>) =>
  state.status === 'error' && !!state.error?.includes(NOT_FOUND);
