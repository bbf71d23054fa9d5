// One generic REST resource (DESIGN §6) used by all nine live-agent resources, so list / all / get /
// create / update / delete behave the same everywhere:
//   GET    <path>?q&page&perPage&sort&<filters>  → { data, total }
//   GET    <path>/all                            → plain array, default order
//   GET    <path>/:id                            → record | 404
//   POST   <path>                                → 201 record | 422
//   PUT    <path>/:id                            → 200 record | 404 | 422
//   DELETE <path>/:id                            → 204 | 404 | 422 (in use)
// Decisions: every route needs a valid token (401 first, then 404/422); PUT replaces every writable
// field (a missing optional field gets its default, as on create; server-owned fields such as
// usageCount keep their value); unknown body fields are ignored; sort accepts any scalar field
// ('-field' for descending), anything else falls back to the default order, ties by id; filters take
// repeated keys (any value matches), 'null' matches an empty reference, and an array field matches
// when it contains the value.
import { Response, type Request, type Server } from 'miragejs';
import { created, notFound, ok, paginate, queryList, queryNumber, queryString, readJsonBody, validationError } from '../../http';
import type { MockContext } from '../../types';
import { messagesFor, type LiveAgentMessages } from './messages';
import { LiveAgentStore } from './store';
import type { LiveAgentCollection } from './types';
import { asObject, Check, toBoolean } from './validation';

export interface FilterSpec {
  /** Query parameter name. */
  param: string;
  /** Record field, when it differs from the parameter (departmentId → departmentIds). */
  field?: string;
  type: 'id' | 'boolean' | 'string';
}

type Row = { id: number } & Record<string, unknown>;

export interface ResourceSpec<T extends { id: number }, Stored extends object = Omit<T, 'id'>> {
  /** Path below the product namespace, e.g. '/agents'. */
  path: string;
  collection: LiveAgentCollection;
  /** Text fields searched by `q` (case-insensitive substring). */
  searchFields: readonly string[];
  filters?: readonly FilterSpec[];
  /** Field of the default (ascending) order; id when absent. */
  defaultSort?: string;
  /**
   * The stored fields (no id) from a request body, validated into `check`. `existing` is the record
   * being replaced on PUT, null on create.
   */
  build(input: Record<string, unknown>, check: Check, existing: T | null): Stored;
  /** Derived fields added on every read (e.g. a shift's agentIds). */
  decorate?(records: Array<Stored & { id: number }>, store: LiveAgentStore): T[];
  /** Side effects of a successful create or update (e.g. moving agents onto a shift). */
  afterWrite?(record: Stored & { id: number }, input: Record<string, unknown>, store: LiveAgentStore): void;
  /** Why the record may not be deleted (shown as the 422 message), or null. */
  blockDelete?(record: T, store: LiveAgentStore, m: LiveAgentMessages): string | null;
  /** Clean-up after a delete (e.g. agents leave a deleted shift). */
  afterDelete?(record: T, store: LiveAgentStore): void;
}

type Handler = (request: Request) => Response | object;

/** Wraps a handler so it answers 401 without a valid token. */
export function authed(ctx: MockContext, handler: Handler) {
  return (_schema: unknown, request: Request) => {
    const user = ctx.requireUser(request);
    if (user instanceof Response) return user;
    return handler(request);
  };
}

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

function compareValues(a: unknown, b: unknown): number {
  // Empty values go last in ascending order (first in descending), as SQL's NULLS LAST.
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
  return Number(a) - Number(b);
}

/** The comparator for `sort` ('field' or '-field'); unknown or non-scalar fields fall back to `fallback` asc. */
export function sorter(records: readonly Row[], sort: string | undefined, fallback: string): (a: Row, b: Row) => number {
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

/** Lists with q, filters, sort and paging, as every list screen requests them. */
export function queryRecords(records: Row[], request: Request, spec: Pick<ResourceSpec<{ id: number }>, 'searchFields' | 'filters' | 'defaultSort'>): Row[] {
  const q = (queryString(request, 'q') ?? '').trim().toLowerCase();
  let result = records;
  if (q) {
    result = result.filter((record) =>
      spec.searchFields.some((field) => typeof record[field] === 'string' && (record[field] as string).toLowerCase().includes(q)),
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

export function registerResource<T extends { id: number }, Stored extends object = Omit<T, 'id'>>(
  server: Server,
  ctx: MockContext,
  spec: ResourceSpec<T, Stored>,
): void {
  const store = new LiveAgentStore(server);
  const defaultOrder = sorter([], undefined, spec.defaultSort ?? 'id');
  const present = (records: Array<Stored & { id: number }>): T[] =>
    spec.decorate ? spec.decorate(records, store) : (records as unknown as T[]);
  const readAll = (): T[] => present(store.all<Stored & { id: number }>(spec.collection));
  const readOne = (id: unknown): T | null => {
    const record = store.find<Stored & { id: number }>(spec.collection, id);
    return record ? present([record])[0] : null;
  };
  const write = (request: Request, existing: T | null): Response => {
    const input = asObject(readJsonBody(request));
    const m = messagesFor(request);
    const check = new Check(m, store);
    const fields = spec.build(input, check, existing);
    if (check.failed) return validationError(check.errors, m.invalid);
    const saved = existing
      ? store.update<Stored & { id: number }>(spec.collection, existing.id, fields)
      : store.insert<Stored & { id: number }>(spec.collection, fields);
    spec.afterWrite?.(saved, input, store);
    const record = readOne(saved.id) as T;
    return existing ? ok(record) : created(record);
  };

  server.get(
    spec.path,
    authed(ctx, (request) => {
      const rows = queryRecords(readAll() as unknown as Row[], request, spec);
      return paginate(rows, queryNumber(request, 'page', 1), queryNumber(request, 'perPage', 10));
    }),
  );

  // Before '/:id', or Mirage would take 'all' for an id.
  server.get(
    `${spec.path}/all`,
    authed(ctx, () => (readAll() as unknown as Row[]).sort(defaultOrder)),
  );

  server.get(
    `${spec.path}/:id`,
    authed(ctx, (request) => readOne(request.params.id) ?? notFound()),
  );

  server.post(
    spec.path,
    authed(ctx, (request) => write(request, null)),
  );

  server.put(
    `${spec.path}/:id`,
    authed(ctx, (request) => {
      const existing = readOne(request.params.id);
      return existing ? write(request, existing) : notFound();
    }),
  );

  server.delete(
    `${spec.path}/:id`,
    authed(ctx, (request) => {
      const existing = readOne(request.params.id);
      if (!existing) return notFound();
      const blocked = spec.blockDelete?.(existing, store, messagesFor(request));
      if (blocked) return validationError({}, blocked);
      store.remove(spec.collection, existing.id);
      spec.afterDelete?.(existing, store);
      return new Response(204);
    }),
  );
}
