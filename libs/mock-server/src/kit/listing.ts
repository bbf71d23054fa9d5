// Lists as every list screen requests them: `q` search, filters, `sort` and paging. Decisions:
// - sort accepts any scalar field ('-field' for descending); anything else falls back to the default
//   order; ties go by id; empty values sort last ascending (first descending), as SQL's NULLS LAST.
// - filters take repeated keys (any value matches), 'null' matches an empty reference, and an array
//   field matches when it contains the value.
// - pages are 1-based; page and perPage are floored, at least 1 and at most the largest safe integer (a page past
//   any list is empty, and an answer that echoes it stays a whole number); perPage optionally capped lower.
import type { ListPage } from '@live-agent/contracts';
import type { Request } from 'miragejs';
import { queryList, queryNumber, queryString } from './request';
import { toBoolean } from './validation';

export type Row = { id: number } & Record<string, unknown>;

export interface FilterSpec {
  /** Query parameter name. */
  param: string;
  /** Record field, when it differs from the parameter (departmentId → departmentIds). */
  field?: string;
  type: 'id' | 'boolean' | 'string';
}

export interface ListingSpec {
  /** Text fields searched by `q` (case-insensitive substring). */
  searchFields: readonly string[];
  filters?: readonly FilterSpec[];
  /** Field of the default (ascending) order; id when absent. */
  defaultSort?: string;
}

/** A count from the query: floored, from 1 to `max`. */
const wholeCount = (value: number, max: number) => Math.min(max, Math.max(1, Math.floor(value)));

/** page and perPage from the query, floored, at least 1, at most the largest safe integer, perPage `maxPerPage`. */
export function pageParams(
  request: Request,
  defaults: { perPage: number; maxPerPage?: number },
): { page: number; perPage: number } {
  const page = wholeCount(queryNumber(request, 'page', 1), Number.MAX_SAFE_INTEGER);
  const perPage = wholeCount(
    queryNumber(request, 'perPage', defaults.perPage),
    Math.min(defaults.maxPerPage ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
  );
  return { page, perPage };
}

/** One page of `items` (page is 1-based), with the total before paging. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): ListPage<T> {
  const safePage = Math.max(1, Math.floor(page));
  const safePerPage = Math.max(1, Math.floor(perPage));
  const start = (safePage - 1) * safePerPage;
  return { data: items.slice(start, start + safePerPage), total: items.length };
}

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

function compareValues(a: unknown, b: unknown): number {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string')
    return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
  return Number(a) - Number(b);
}

/** The comparator for `sort` ('field' or '-field'); unknown or non-scalar fields fall back to `fallback` asc. */
export function sorter(
  records: readonly Row[],
  sort: string | undefined,
  fallback: string,
): (a: Row, b: Row) => number {
  let field = fallback;
  let direction = 1;
  if (sort) {
    const descending = sort.startsWith('-');
    const name = descending ? sort.slice(1) : sort;
    const known = records.some((record) => name in record) && records.every((record) => isScalar(record[name] ?? null));
    if (known) {
      field = name;
      direction = descending ? -1 : 1;
    }
  }
  return (a, b) => direction * compareValues(a[field], b[field]) || a.id - b.id;
}

function filterValue(raw: string, type: FilterSpec['type']): unknown {
  if (raw === 'null') return null;
  if (type === 'id') {
    const id = Number(raw);
    return Number.isFinite(id) ? id : Symbol('no match');
  }
  if (type === 'boolean') return toBoolean(raw) ?? Symbol('no match');
  return raw;
}

function matches(record: Row, spec: FilterSpec, wanted: unknown[]): boolean {
  const value = record[spec.field ?? spec.param];
  if (Array.isArray(value)) return wanted.some((item) => value.includes(item));
  return wanted.some((item) => item === (value ?? null));
}

/** The records matching the request's q and filters, in the requested order (not yet paged). */
export function queryRecords<T extends Row>(records: T[], request: Request, spec: ListingSpec): T[] {
  const q = (queryString(request, 'q') ?? '').trim().toLowerCase();
  let result = records;
  if (q) {
    result = result.filter((record) =>
      spec.searchFields.some(
        (field) => typeof record[field] === 'string' && (record[field] as string).toLowerCase().includes(q),
      ),
    );
  }
  for (const filter of spec.filters ?? []) {
    const values = queryList(request, filter.param).filter((value) => value !== '');
    if (values.length === 0) continue;
    const wanted = values.map((value) => filterValue(value, filter.type));
    result = result.filter((record) => matches(record, filter, wanted));
  }
  return [...result].sort(sorter(records, queryString(request, 'sort'), spec.defaultSort ?? 'id'));
}
