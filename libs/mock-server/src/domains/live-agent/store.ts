// Typed access to the live-agent collections of the Mirage db. Reads go through `db[name]` (a copy of
// every record, safe to hand out); single-record operations through Mirage's `db._<name>` accessor,
// which skips that copy (the public accessor clones the whole collection on every property access).
// Mirage copies records shallowly, so nested arrays (departmentIds, intervals) would be shared with the
// stored record: everything going in or out is deep-copied here, and callers may change what they get.
import type { Server } from 'miragejs';
import { toApiRecord } from '../../http';
import type { LiveAgentCollection } from './types';

const deepCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The API shape of a stored row: numeric id, listed first. */
function toRecord(row: StoredRow): Record<string, unknown> {
  const { id, ...rest } = deepCopy(toApiRecord(row));
  return { id, ...rest };
}

type StoredRow = { id: string } & Record<string, unknown>;

interface DbCollection {
  find(id: string | number): StoredRow | null;
  insert(attrs: object): StoredRow;
  update(id: string | number, attrs: object): StoredRow;
  remove(id: string | number): void;
}

/** A positive integer id from a route param, body or query value; null for anything else ('abc', '', 1.5). */
export function toId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) {
    const id = Number(value);
    return id > 0 ? id : null;
  }
  return null;
}

export class LiveAgentStore {
  constructor(readonly server: Server) {}

  private table(name: LiveAgentCollection): DbCollection {
    return (this.server.db as unknown as Record<string, DbCollection>)[`_${name}`];
  }

  all<T>(name: LiveAgentCollection): T[] {
    const rows = (this.server.db as unknown as Record<string, StoredRow[]>)[name];
    return rows.map((row) => toRecord(row) as unknown as T);
  }

  find<T>(name: LiveAgentCollection, id: unknown): T | null {
    const numeric = toId(id);
    if (numeric === null) return null;
    const row = this.table(name).find(numeric);
    return row ? (toRecord(row) as unknown as T) : null;
  }

  exists(name: LiveAgentCollection, id: unknown): boolean {
    const numeric = toId(id);
    return numeric !== null && this.table(name).find(numeric) !== null;
  }

  /** Inserts without an id: Mirage's identity manager never hands out an id twice, even after a delete. */
  insert<T>(name: LiveAgentCollection, attrs: object): T {
    const { id: _ignored, ...rest } = attrs as { id?: unknown };
    return toRecord(this.table(name).insert(deepCopy(rest))) as unknown as T;
  }

  update<T>(name: LiveAgentCollection, id: number, attrs: object): T {
    const { id: _ignored, ...rest } = attrs as { id?: unknown };
    return toRecord(this.table(name).update(id, deepCopy(rest))) as unknown as T;
  }

  remove(name: LiveAgentCollection, id: number): void {
    this.table(name).remove(id);
  }

  /** The organisation (DESIGN §6), for defaults such as a new agent's chat limit or a shift's time zone. */
  organization(): { timezone?: string; settings?: { defaultMaxConcurrentChats?: number } } {
    const organizations = (this.server.db as unknown as Record<string, unknown[] | undefined>).organizations;
    return (organizations?.[0] ?? {}) as { timezone?: string; settings?: { defaultMaxConcurrentChats?: number } };
  }
}
