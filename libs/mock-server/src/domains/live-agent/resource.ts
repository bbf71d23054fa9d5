// One generic REST resource (docs/demo-api.md, live-agent resources) used by all nine live-agent resources, so list / all / get /
// create / update / delete behave the same everywhere:
//   GET    <path>?q&page&perPage&sort&<filters>  → { data, total }
//   GET    <path>/all                            → plain array, default order
//   GET    <path>/:id                            → record | 404
//   POST   <path>                                → 201 record | 422
//   PUT    <path>/:id                            → 200 record | 404 | 422
//   DELETE <path>/:id                            → 204 | 404 | 422 (in use)
// Decisions: every route needs a valid token and the user's ability (401, then 403, then 404/422): reads
// need `read <subject>`, writes `manage <subject>` (the client's CASL checks, libs/auth abilities), and
// GET /all, the list the screens' selects and name lookups read, is also open to the readers of the
// subjects in `lookupFor` (an agent's templates page names departments and categories); PUT replaces every writable
// field (a missing optional field gets its default, as on create; server-owned fields such as
// usageCount keep their value); unknown body fields are ignored; search, filters, sort and paging are
// the kit's (kit/listing.ts).
import type { Request, Response, Server } from 'miragejs';
import { guardedRoutes, manage, read } from '../../kit/guard';
import { paginate, pageParams, queryRecords, sorter, type ListingSpec, type Row } from '../../kit/listing';
import { asObject, readJsonBody } from '../../kit/request';
import { created, noContent, notFound, ok, validationError } from '../../kit/responses';
import type { MockContext } from '../../types';
import { messagesFor, type LiveAgentMessages } from './messages';
import { LiveAgentStore } from './store';
import type { LiveAgentCollection } from './types';
import { LiveAgentCheck } from './validation';

export interface ResourceSpec<T extends { id: number }, Stored extends object = Omit<T, 'id'>> extends ListingSpec {
  /** Path below the product namespace, e.g. '/agents'. */
  path: string;
  collection: LiveAgentCollection;
  /** The CASL subject of the resource: reads need `read`, writes `manage` (docs/demo-api.md, roles). */
  subject: string;
  /** Other subjects whose readers may read GET /all (the screens that show these records' names). */
  lookupFor?: readonly string[];
  /**
   * The stored fields (no id) from a request body, validated into `check`. `existing` is the record
   * being replaced on PUT, null on create.
   */
  build(input: Record<string, unknown>, check: LiveAgentCheck, existing: T | null): Stored;
  /** Derived fields added on every read (e.g. a shift's agentIds). */
  decorate?(records: Array<Stored & { id: number }>, store: LiveAgentStore): T[];
  /** Side effects of a successful create or update (e.g. moving agents onto a shift). */
  afterWrite?(record: Stored & { id: number }, input: Record<string, unknown>, store: LiveAgentStore): void;
  /** Why the record may not be deleted (shown as the 422 message), or null. */
  blockDelete?(record: T, store: LiveAgentStore, m: LiveAgentMessages): string | null;
  /** Clean-up after a delete (e.g. agents leave a deleted shift). */
  afterDelete?(record: T, store: LiveAgentStore): void;
}

export function registerResource<T extends { id: number }, Stored extends object = Omit<T, 'id'>>(
  server: Server,
  ctx: MockContext,
  spec: ResourceSpec<T, Stored>,
): void {
  const store = new LiveAgentStore(server);
  const reader = read(spec.subject);
  const writer = manage(spec.subject);
  const lookupReader = [reader, ...(spec.lookupFor ?? []).map(read)];
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
    const check = new LiveAgentCheck(m, store);
    const fields = spec.build(input, check, existing);
    if (check.failed) return validationError(check.errors, m.invalid);
    const saved = existing
      ? store.update<Stored & { id: number }>(spec.collection, existing.id, fields)
      : store.insert<Stored & { id: number }>(spec.collection, fields);
    spec.afterWrite?.(saved, input, store);
    const record = readOne(saved.id) as T;
    return existing ? ok(record) : created(record);
  };

  const route = guardedRoutes(server, ctx, reader);
  route.get(spec.path, (request) => {
    const rows = queryRecords(readAll() as unknown as Row[], request, spec);
    const { page, perPage } = pageParams(request, { perPage: 10 });
    return paginate(rows, page, perPage);
  });

  // Before '/:id', or Mirage would take 'all' for an id.
  route.get(`${spec.path}/all`, () => (readAll() as unknown as Row[]).sort(defaultOrder), lookupReader);

  route.get(`${spec.path}/:id`, (request) => readOne(request.params.id) ?? notFound());

  route.post(spec.path, (request) => write(request, null), writer);

  route.put(
    `${spec.path}/:id`,
    (request) => {
      const existing = readOne(request.params.id);
      return existing ? write(request, existing) : notFound();
    },
    writer,
  );

  route.del(
    `${spec.path}/:id`,
    (request) => {
      const existing = readOne(request.params.id);
      if (!existing) return notFound();
      const blocked = spec.blockDelete?.(existing, store, messagesFor(request));
      if (blocked) return validationError({}, blocked);
      store.remove(spec.collection, existing.id);
      spec.afterDelete?.(existing, store);
      return noContent();
    },
    writer,
  );
}
