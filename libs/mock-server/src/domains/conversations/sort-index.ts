// Kept sort orders for GET /conversations (docs/architecture.md, Mock server): sorting the whole history per
// request (a collated sort of 25,000 rows by customer name, say) ran on the page's main thread on every page
// turn and filter of the Chat Report, and was its slowest interaction (INP). Decisions:
// - One index per sort field, built by the first request sorting by it and kept: the positions of the
//   settled conversations (closed, missed, abandoned: the live simulation never changes them again) in
//   ascending (value, id) order, empty values apart. A request marks the rows its filter matches in one pass
//   in stored order, then walks the index (backwards for '-field') keeping the marked ones: linear, no
//   comparison, and no row read out of order. The order is sortConversations' exactly: empty
//   values last both ways, ties by id in the sort's direction (sort-index.test.ts compares every field).
// - Rows that may still change (live when the index was built) and rows the simulation appended since are
//   sorted per request (a few dozen) and merged in; past LIVE_REBUILD_AT of them the index is rebuilt.
// - Texts compare by their rank among the collated distinct texts, as sortConversations does. Should two
//   distinct texts collate equal (their order would depend on the rows listed), or a live row bring a text
//   the index has not ranked, that request falls back to sortConversations.
// - createdAt and id need no index: the history is stored in that order.
import {
  COLLATOR,
  conversationMatcher,
  createdRange,
  criteriaMatcher,
  filterConversations,
  parseSort,
  sortConversations,
  sortValue,
  type ConversationFilter,
  type SortField,
  type SortNames,
} from './filters';
import { TERMINAL_STATUSES, type Conversation } from './types';

/** Rows sorted per request (live or appended since the index was built) above which the index is rebuilt. */
export const LIVE_REBUILD_AT = 2000;

interface FieldIndex {
  /** Rows of the history when it was built. */
  size: number;
  /** Sort key by position (text: its rank); only read for settled rows with a value. */
  keys: Float64Array;
  /** Id by position, so merging in live rows does not read the settled rows themselves. */
  ids: Float64Array;
  /** Settled rows with a value, ascending by (key, id). */
  valued: Int32Array;
  /** Settled rows without a value, ascending by id. */
  empty: Int32Array;
  /** Positions below `size` that were not settled when it was built. */
  live: number[];
  /** Rank of each distinct text (text fields), null for numeric ones. */
  ranks: Map<string, number> | null;
}

interface Keyed {
  c: Conversation;
  key: number;
}

const settled = (c: Conversation) => TERMINAL_STATUSES.includes(c.status);

/** The index of `field` over `all`, or null when its texts cannot be ranked unambiguously (see the header). */
function buildIndex(field: SortField, all: readonly Conversation[], names: SortNames): FieldIndex | null {
  const size = all.length;
  const values = all.map((c) => sortValue(c, field, names));
  const texts = [...new Set(values.filter((value): value is string => typeof value === 'string'))].sort(
    COLLATOR.compare,
  );
  for (let index = 1; index < texts.length; index += 1)
    if (COLLATOR.compare(texts[index - 1], texts[index]) === 0) return null;
  const ranks = texts.length > 0 ? new Map(texts.map((text, rank) => [text, rank])) : null;
  const keys = new Float64Array(size);
  const ids = Float64Array.from(all, (c) => c.id);
  const valued: number[] = [];
  const empty: number[] = [];
  const live: number[] = [];
  for (let position = 0; position < size; position += 1) {
    const value = values[position];
    if (!settled(all[position])) live.push(position);
    else if (value === null) empty.push(position);
    else {
      keys[position] = typeof value === 'string' ? (ranks?.get(value) as number) : value;
      valued.push(position);
    }
  }
  const byKey = Int32Array.from(valued).sort((a, b) => keys[a] - keys[b] || ids[a] - ids[b]);
  const byId = Int32Array.from(empty).sort((a, b) => ids[a] - ids[b]);
  return { size, keys, ids, valued: byKey, empty: byId, live, ranks };
}

/** The sort orders of one history (ConversationStore.list). */
export class SortIndexes {
  private readonly indexes = new Map<SortField, FieldIndex | null>();

  constructor(
    private readonly conversations: () => readonly Conversation[],
    private readonly names: SortNames,
    private readonly searchText: (c: Conversation) => string,
  ) {}

  /** The conversations matching `filter`, sorted as sortConversations(filterConversations(…), sort) sorts them. */
  list(filter: ConversationFilter, sort: string | undefined): Conversation[] {
    const all = this.conversations();
    const { field, descending } = parseSort(sort);
    const plain = () => sortConversations(filterConversations(all, filter, this.searchText), sort, this.names);
    if (field === 'createdAt' || field === 'id') return plain();
    const index = this.indexFor(field, all);
    if (!index) return plain();
    const matches = conversationMatcher(filter, this.searchText);

    // The rows the index does not cover, in id order, keyed alike.
    const liveValued: Keyed[] = [];
    const liveEmpty: Conversation[] = [];
    const consider = (c: Conversation): boolean => {
      if (!matches(c)) return true;
      const value = sortValue(c, field, this.names);
      if (value === null) liveEmpty.push(c);
      else {
        const key = typeof value === 'string' ? index.ranks?.get(value) : value;
        if (key === undefined) return false;
        liveValued.push({ c, key });
      }
      return true;
    };
    for (const position of index.live) if (!consider(all[position])) return plain();
    for (let position = index.size; position < all.length; position += 1) if (!consider(all[position])) return plain();
    liveValued.sort((a, b) => a.key - b.key || a.c.id - b.c.id);

    const out: Conversation[] = [];
    const { keys, ids, valued, empty } = index;
    // Which rows match, marked in one pass in stored order (the period is a range of positions; reading the rows
    // in order is several times faster than in the index's order), so the walk below reads only the marks.
    const [start, end] = createdRange(all, filter.from, filter.to);
    const criteria = criteriaMatcher(filter, this.searchText);
    const marked = new Uint8Array(all.length);
    for (let position = start; position < end; position += 1)
      if (criteria === null || criteria(all[position])) marked[position] = 1;
    const settledMatches = (position: number) => marked[position] === 1;
    const step = descending ? -1 : 1;
    // Whether a live row comes before the settled row at `position` in the sort's direction.
    const liveFirst = (live: Keyed, position: number) => {
      const difference = live.key - keys[position] || live.c.id - ids[position];
      return descending ? difference > 0 : difference < 0;
    };
    let next = descending ? liveValued.length - 1 : 0;
    for (let at = descending ? valued.length - 1 : 0; at >= 0 && at < valued.length; at += step) {
      const position = valued[at];
      for (; next >= 0 && next < liveValued.length && liveFirst(liveValued[next], position); next += step)
        out.push(liveValued[next].c);
      if (settledMatches(position)) out.push(all[position]);
    }
    for (; next >= 0 && next < liveValued.length; next += step) out.push(liveValued[next].c);

    let nextEmpty = descending ? liveEmpty.length - 1 : 0;
    for (let at = descending ? empty.length - 1 : 0; at >= 0 && at < empty.length; at += step) {
      const position = empty[at];
      const id = ids[position];
      for (
        ;
        nextEmpty >= 0 &&
        nextEmpty < liveEmpty.length &&
        (descending ? liveEmpty[nextEmpty].id > id : liveEmpty[nextEmpty].id < id);
        nextEmpty += step
      ) {
        out.push(liveEmpty[nextEmpty]);
      }
      if (settledMatches(position)) out.push(all[position]);
    }
    for (; nextEmpty >= 0 && nextEmpty < liveEmpty.length; nextEmpty += step) out.push(liveEmpty[nextEmpty]);
    return out;
  }

  /** Builds the indexes of `fields` now (ahead of the first request), unless built already. */
  prepare(fields: readonly SortField[]): void {
    const all = this.conversations();
    for (const field of fields) if (field !== 'createdAt' && field !== 'id') this.indexFor(field, all);
  }

  private indexFor(field: SortField, all: readonly Conversation[]): FieldIndex | null {
    const known = this.indexes.get(field);
    if (known === null) return null;
    if (known && known.live.length + (all.length - known.size) <= LIVE_REBUILD_AT) return known;
    const built = buildIndex(field, all, this.names);
    this.indexes.set(field, built);
    return built;
  }
}
