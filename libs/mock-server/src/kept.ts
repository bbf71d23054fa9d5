// What people changed in the demo, kept in the browser (docs/architecture.md, "Demo data that outlives a reload").
// Decisions:
// - Seeding stays deterministic and whole: every collection is seeded as before, and only the difference a write made
//   is kept, per collection: the rows it added or changed (whole, by id) and the ids it removed. On the next start the
//   difference is laid over the fresh seed of that collection, as soon as its domain has seeded (the later domains
//   seed seconds after the first). The conversation history is no collection of Mirage's db: it stays generated.
// - The product's data is the organisation's, the theme's demo data each user's. What a write changes in a product
//   domain's collection (the live-agent back office, the organisation and its settings) is everyone's, as on a real
//   back end: the agent's next start sees the routing or the chat limit the admin set, and the live world's replay
//   (domains/conversations/journal.ts) reads the same back office whoever reloads. What it changes in a demo app's
//   collection (the cart, the mail, the orders) is the caller's (the access token says who): each user sees the seed
//   with their own changes. The server follows whoever calls: a call from another user (a sign-in in the same tab, a
//   stored session resumed) lays that user's changes over the seed instead. What nobody's token made (an account
//   registered on the sign-in page) is everyone's too: without it, the new account could not sign in again.
// - After every successful write the difference of each collection from the seed is taken again (a walk over the
//   db: about 500 small rows, under 2 ms), so a route writing to any collection, through the kit's store or
//   Mirage's db directly, is kept without knowing about it.
// - Nothing here stores anything: the keeper does (the page's localStorage through worker/bridge.ts, keptStorage.ts).
import type { Request, Server } from 'miragejs';
import { getHeader } from './kit/request';
import { readCookie } from './cookieJar';
import { verifyToken } from './domains/auth/jwt';
import { REFRESH_COOKIE } from '@live-agent/contracts';
import type { JournalKeeper } from './domains/conversations/journal';

/** A stored row as Mirage keeps it (string id). */
type Row = { id: string } & Record<string, unknown>;

/** What changed in one collection, compared with its seed: rows added or changed (whole) and ids removed. */
export interface CollectionChanges {
  rows: Row[];
  removed: string[];
}

/** One owner's changes, by collection name. */
export type KeptChanges = Record<string, CollectionChanges>;

/** `shared`: the organisation's changes (product collections) and those nobody's token made (registering). Otherwise a user's id. */
export type KeptOwner = 'shared' | `user:${string}`;

export const SHARED_OWNER: KeptOwner = 'shared';
export const userOwner = (userId: string | number): KeptOwner => `user:${userId}`;

/** Every owner's changes, as stored. */
export type KeptWorld = Partial<Record<KeptOwner, KeptChanges>>;

export interface ChangeKeeper {
  /** What was stored when the server started. */
  changes: KeptWorld;
  /** Stores an owner's changes (all of them, replacing what was stored); null when nothing differs any more. */
  save(owner: KeptOwner, changes: KeptChanges | null): void;
  /** The live conversations' journal (domains/conversations/journal.ts); without it the live world is not kept. */
  journal?: JournalKeeper;
}

interface IdentityManager {
  _ids: Record<string, boolean>;
  _nextId: number;
}
interface Collection {
  name: string;
  _records: Row[];
  identityManager: IdentityManager;
}

const collectionsOf = (server: Server) => (server.db as unknown as { _collections: Collection[] })._collections ?? [];

/** Rows are plain JSON (the kit's store copies them so), so their text compares them. */
const textOf = (row: Row) => JSON.stringify(row);

function copyRow(row: Row): Row {
  return JSON.parse(JSON.stringify(row)) as Row;
}

/** The rows with the changes laid over them: changed rows in place, removed ones out, new ones after, by id. */
export function applyChanges(rows: readonly Row[], changes: CollectionChanges | undefined): Row[] {
  if (!changes) return rows.map(copyRow);
  const removed = new Set(changes.removed);
  const changed = new Map(changes.rows.map((row) => [row.id, row]));
  const out: Row[] = [];
  for (const row of rows) {
    if (removed.has(row.id)) continue;
    const replacement = changed.get(row.id);
    changed.delete(row.id);
    out.push(copyRow(replacement ?? row));
  }
  const added = [...changed.values()].sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
  return [...out, ...added.map(copyRow)];
}

/** What `current` changed of `base`, or undefined when nothing. */
export function diffRows(base: readonly Row[], current: readonly Row[]): CollectionChanges | undefined {
  const before = new Map(base.map((row) => [row.id, textOf(row)]));
  const rows: Row[] = [];
  for (const row of current) {
    if (before.get(row.id) !== textOf(row)) rows.push(copyRow(row));
    before.delete(row.id);
  }
  const removed = [...before.keys()];
  return rows.length || removed.length ? { rows, removed } : undefined;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Whose call this is: the access token's user, else the refresh cookie's (a reload resuming), else nobody's. */
function callerOf(request: InterceptedRequest): KeptOwner | null {
  const headers = request.requestHeaders ?? {};
  const bearer = BEARER.exec(getHeader(request as unknown as Request, 'Authorization')?.trim() ?? '');
  const payload = bearer
    ? verifyToken(bearer[1], 'access')
    : verifyToken(readCookie(headers, REFRESH_COOKIE), 'refresh');
  return payload ? userOwner(payload.sub) : null;
}

/** The user a sign-in or registration answered with, from its body. */
function signedInBy(body: string): KeptOwner | null {
  try {
    const parsed = JSON.parse(body) as { userData?: { id?: unknown }; user?: { id?: unknown } };
    const id = parsed.userData?.id ?? parsed.user?.id;
    return typeof id === 'number' || typeof id === 'string' ? userOwner(id) : null;
  } catch {
    return null;
  }
}

const SIGN_IN = /\/jwt\/(login|register)$/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface InterceptedRequest {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  respond(status: number, headers: Record<string, string>, body: string): void;
}

export interface KeptChangesTracker {
  /**
   * Runs domains' seeds: takes the new collections' seed and lays the current owner's changes over them; what a seed
   * wrote to a collection seeded earlier (a later domain's extras on a user) joins that collection's seed.
   */
  seeding(run: () => void): void;
}

/**
 * Keeps the server's writes with the keeper and lays them over the seed (see the file's header). `everyones` tells
 * the collections whose changes are the organisation's, whoever writes them (the product domains').
 */
export function keepChanges(
  server: Server,
  keeper: ChangeKeeper,
  everyones: (collection: string) => boolean = () => false,
): KeptChangesTracker {
  const changes: KeptWorld = { ...keeper.changes };
  /** Each collection as seeded. */
  const seeds = new Map<string, Row[]>();
  /** Whose changes are laid over the seed now: nobody's until a call says who is calling. */
  let owner: KeptOwner | null = null;

  const collection = (name: string) => collectionsOf(server).find((each) => each.name === name);

  /** The seed with the shared changes (and, in a user's collection, an owner's) laid over it. */
  const rowsFor = (name: string, who: KeptOwner | null): Row[] => {
    const shared = applyChanges(seeds.get(name) ?? [], changes.shared?.[name]);
    return who && who !== SHARED_OWNER && !everyones(name) ? applyChanges(shared, changes[who]?.[name]) : shared;
  };

  /** Replaces a collection's rows, its identity manager knowing every id (a new row never takes a kept one's). */
  const replace = (name: string, rows: Row[]) => {
    const target = collection(name);
    if (!target) return;
    target._records = rows;
    for (const row of rows) {
      target.identityManager._ids[row.id] = true;
      const numeric = Number(row.id);
      if (Number.isInteger(numeric) && numeric >= target.identityManager._nextId)
        target.identityManager._nextId = numeric + 1;
    }
  };

  /** Lays another owner's changes over the seed in place of the current one's. */
  const become = (next: KeptOwner | null) => {
    if (next === owner) return;
    const touched = new Set([
      ...Object.keys((owner && changes[owner]) ?? {}),
      ...Object.keys((next && changes[next]) ?? {}),
    ]);
    owner = next;
    for (const name of touched) if (seeds.has(name)) replace(name, rowsFor(name, owner));
  };

  /** Stores an owner's changes when they differ from what is stored. */
  const store = (who: KeptOwner, kept: KeptChanges) => {
    const text = JSON.stringify(kept);
    if (text === JSON.stringify(changes[who] ?? {})) return;
    const empty = Object.keys(kept).length === 0;
    if (empty) delete changes[who];
    else changes[who] = kept;
    keeper.save(who, empty ? null : (JSON.parse(text) as KeptChanges));
  };

  /**
   * Takes what the current state changed of the seed: the organisation's collections (and, for a write nobody's token
   * made, every collection) as shared changes; a user's collections as that user's, over the seed with the shared
   * changes. A user's write leaves the shared changes of the users' collections (a registration) as they were.
   */
  const record = (who: KeptOwner) => {
    const byUser = who !== SHARED_OWNER;
    const shared: KeptChanges = {};
    const own: KeptChanges = {};
    for (const [name, kept] of Object.entries(changes.shared ?? {}))
      if (byUser && !everyones(name)) shared[name] = kept;
    for (const [name, seed] of seeds) {
      const toShared = !byUser || everyones(name);
      const diff = diffRows(toShared ? seed : rowsFor(name, SHARED_OWNER), collection(name)?._records ?? []);
      if (diff) (toShared ? shared : own)[name] = diff;
    }
    store(SHARED_OWNER, shared);
    if (byUser) store(who, own);
  };

  const pretender = (server as unknown as { pretender: { handleRequest(request: InterceptedRequest): void } })
    .pretender;
  const handle = pretender.handleRequest.bind(pretender);
  pretender.handleRequest = (request) => {
    const method = request.method.toUpperCase();
    const signingIn = method === 'POST' && SIGN_IN.test(new URL(request.url, 'http://localhost').pathname);
    const caller = signingIn ? null : callerOf(request);
    const write = !READS.has(method);
    // A write nobody's token makes (a registration) is everyone's: made over the seed and the shared changes alone.
    if (caller) become(caller);
    else if (signingIn || write) become(null);
    const respond = request.respond.bind(request);
    request.respond = (status, headers, body) => {
      const succeeded = status >= 200 && status < 300;
      if (succeeded && write) record(caller ?? SHARED_OWNER);
      if (succeeded && signingIn) become(signedInBy(body));
      respond(status, headers, body);
    };
    handle(request);
  };

  return {
    seeding(run) {
      const before = new Map([...seeds.keys()].map((name) => [name, (collection(name)?._records ?? []).map(copyRow)]));
      run();
      for (const [name, rows] of before) {
        const bySeed = diffRows(rows, collection(name)?._records ?? []);
        if (bySeed) seeds.set(name, applyChanges(seeds.get(name) ?? [], bySeed));
      }
      for (const each of collectionsOf(server)) {
        if (seeds.has(each.name)) continue;
        seeds.set(each.name, each._records.map(copyRow));
        const who = owner;
        if (changes.shared?.[each.name] || (who && changes[who]?.[each.name]))
          replace(each.name, rowsFor(each.name, who));
      }
    },
  };
}
