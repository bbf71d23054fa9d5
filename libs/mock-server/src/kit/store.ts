// Records of any domain over Mirage's db, as the API speaks them. Decisions:
// - Ids are numbers on the way out (Mirage keeps strings) and are never handed out twice: inserts go
//   without an id, so Mirage's identity manager numbers them, even after a delete.
// - Single-record operations go through Mirage's `db._<name>` accessor, lists read the collection's records
//   themselves: both skip Mirage's own copies (its public accessor clones the whole collection, shallowly, on
//   every property access).
// - Nested arrays and objects would be shared with the stored record: everything going in or out is deep-copied
//   here, once, and callers may change what they get.
import type { Server } from 'miragejs';
import { toId } from './request';

/** A record as Mirage stores it: string id. */
export type StoredRow = { id: string } & Record<string, unknown>;

interface DbCollection {
  find(id: string | number): StoredRow | null;
  insert(attrs: object): StoredRow;
  update(id: string | number, attrs: object): StoredRow;
  remove(id: string | number): void;
}

/**
 * A copy of a JSON value that shares nothing with it (a Date becomes its ISO text, as JSON would). A list copies
 * every row of its table, so this runs on every request: a walk is several times faster than JSON's round trip.
 */
function deepCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  if (value instanceof Date) return value.toISOString() as T;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== undefined) copy[key] = deepCopy(field);
  return copy as T;
}

/** A Mirage db record with its id as a number (the API never sends string ids). */
export function toApiRecord<T extends { id: string | number }>(record: T): Omit<T, 'id'> & { id: number } {
  return { ...record, id: Number(record.id) };
}

/** The API shape of a stored row: a deep copy, numeric id listed first. */
function toRecord(row: StoredRow): Record<string, unknown> {
  const record: Record<string, unknown> = { id: Number(row.id) };
  for (const [key, field] of Object.entries(row))
    if (key !== 'id' && field !== undefined) record[key] = deepCopy(field);
  return record;
}

const withoutId = (attrs: object): object => {
  const { id: _ignored, ...rest } = attrs as { id?: unknown };
  return deepCopy(rest);
};

/** Typed access to the collections a domain names (`Name`: the domain's collection names). */
export class ResourceStore<Name extends string = string> {
  constructor(readonly server: Server) {}

  private table(name: Name): DbCollection {
    return (this.server.db as unknown as Record<string, DbCollection>)[`_${name}`];
  }

  /** The stored rows themselves: Mirage's db keeps each collection in `_collections`, its records in `_records`. */
  private rows(name: Name): StoredRow[] {
    const { _collections: collections } = this.server.db as unknown as {
      _collections: { name: string; _records: StoredRow[] }[];
    };
    return collections.find((collection) => collection.name === name)?._records ?? [];
  }

  all<T>(name: Name): T[] {
    return this.rows(name).map((row) => toRecord(row) as unknown as T);
  }

  /**
   * Every record of the collection to read only (a check, a count, a lookup): the stored rows with numeric ids and
   * nothing deep-copied, which `all` does for records a caller may change or send. A uniqueness check on every
   * write copied whole tables.
   */
  scan<T>(name: Name): readonly Readonly<T>[] {
    return this.rows(name).map((row) => ({ ...row, id: Number(row.id) }) as unknown as T);
  }

  /** The record with this id (any spelling toId accepts), or null. */
  find<T>(name: Name, id: unknown): T | null {
    const numeric = toId(id);
    if (numeric === null) return null;
    const row = this.table(name).find(numeric);
    return row ? (toRecord(row) as unknown as T) : null;
  }

  exists(name: Name, id: unknown): boolean {
    const numeric = toId(id);
    return numeric !== null && this.table(name).find(numeric) !== null;
  }

  /** Inserts the fields (an `id` among them is ignored) and returns the record with its new id. */
  insert<T>(name: Name, attrs: object): T {
    return toRecord(this.table(name).insert(withoutId(attrs))) as unknown as T;
  }

  /** Changes the given fields (an `id` among them is ignored) and returns the whole record. */
  update<T>(name: Name, id: number, attrs: object): T {
    return toRecord(this.table(name).update(id, withoutId(attrs))) as unknown as T;
  }

  remove(name: Name, id: number): void {
    this.table(name).remove(id);
  }
}
