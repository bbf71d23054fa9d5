// The envelopes every product endpoint shares (docs/architecture.md, Contracts): list pages, the error
// bodies the client's error catalogue (libs/auth describeApiError) reads by shape.

/** GET <resource>?q&page&perPage&sort&<filters>: one page of records and the count before paging. */
export interface ListPage<T> {
  data: T[];
  total: number;
}

/** A single record wrapped the way some endpoints answer it (GET/PUT /organization, bulk and reorder). */
export interface DataEnvelope<T> {
  data: T;
}

/** The query every paged list accepts (all optional; lists travel as repeated keys). */
export interface ListQuery {
  q?: string;
  /** 1-based. */
  page?: number;
  perPage?: number;
  /** A record field, '-field' for descending; an unknown field falls back to the default order. */
  sort?: string;
}

/** Field name → its messages, as a 422 body carries them. */
export type FieldErrors = Record<string, string[]>;

/** HTTP 422: `{ message, errors: { field: [msg] } }` (a refused delete sends `errors: {}`). */
export interface ValidationErrorBody {
  message: string;
  errors: FieldErrors;
}

/** The message a 401 carries; the client ends the session when it sees it. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

/** HTTP 401 of the product API. */
export interface UnauthenticatedBody {
  message: typeof UNAUTHENTICATED_MESSAGE;
}

/** HTTP 404. */
export interface NotFoundBody {
  message: 'Not Found';
}

/**
 * The HTTP status a failed call was answered with: axios puts the answer on `response`, the API client's own
 * errors carry `status`. Undefined when no answer came (network down, timeout).
 */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { response, status } = error as { response?: { status?: unknown }; status?: unknown };
  const found = response?.status ?? status;
  return typeof found === 'number' ? found : undefined;
}

/** Whether a failed call was answered 404: what it asked for does not exist. */
export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;
