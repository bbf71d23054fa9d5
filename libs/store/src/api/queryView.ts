// What a screen shows of one of its queries, in the words the screens use (docs/architecture.md, "Server data"): the
// data on screen (the last answer, kept while a changed question is asked, so a refresh keeps the figures under a
// progress indicator), whether the data is not this question's yet (`pending`), the failure as lines to show, and
// Retry.
import type { RequestStatus } from '../features/requestStatus';

/** The part of an RTK Query hook's result a view reads. */
export interface QueryResultLike<T> {
  data?: T;
  currentData?: T;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
}

export interface QueryView<T> {
  data: T | null;
  status: RequestStatus;
  /** Lines saying why the last request failed (`describe`d), or null. */
  error: string[] | null;
  /** No answer to this question yet: the first load, or the data on screen answers another question. */
  pending: boolean;
  /** When `data` arrived (epoch ms): "updated hh:mm:ss", a countdown from the moment it was read. */
  loadedAt: number | null;
  reload: () => void;
}

export function queryView<T>(result: QueryResultLike<T>, describe: (failure: unknown) => string[]): QueryView<T> {
  const status: RequestStatus = result.isError
    ? 'error'
    : result.isFetching
      ? 'loading'
      : result.data !== undefined
        ? 'ready'
        : 'idle';
  return {
    data: result.data ?? null,
    status,
    error: result.isError ? describe(result.error) : null,
    pending: result.isFetching && result.currentData === undefined,
    loadedAt: result.data !== undefined ? (result.fulfilledTimeStamp ?? null) : null,
    reload: () => {
      result.refetch();
    },
  };
}
