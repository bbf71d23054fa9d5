// The conversation filter shared by GET /conversations and the report endpoints, so a report's figures
// are always computed over exactly the rows /conversations lists for the same parameters. Decisions:
// - The period is half-open [from, to) inside; on the wire `to` is inclusive: a date means "to the end
//   of that day", a date-time means "up to and including that instant". Dates are days of `timeZone`
//   (UTC unless the caller passes the organisation's zone).
// - A malformed value answers 422 naming the parameter instead of being silently ignored: a report
//   that quietly drops a filter shows wrong numbers.
// - Lists travel as repeated keys (docs/demo-api.md, conversations and reports); comma-separated values are accepted too. 'null' matches
//   an unassigned chat (agentId) or an unrated one (rating).
// - The date range is two binary searches on the createdAt-sorted array; only that slice is scanned.
import type { ConversationFilterQuery } from '@live-agent/contracts';
import type { Request } from 'miragejs';
import { queryList } from '../../kit/request';
import { isValidTimeZone, zonedInstant } from './timezone';
import { CHANNELS, CONVERSATION_STATUSES, type Channel, type Conversation, type ConversationStatus } from './types';

export interface ConversationFilter {
  /** Inclusive start (epoch ms), or null. */
  from: number | null;
  /** Exclusive end (epoch ms), or null. */
  to: number | null;
  statuses: ReadonlySet<ConversationStatus> | null;
  /** null inside the set = unassigned. */
  agentIds: ReadonlySet<number | null> | null;
  departmentIds: ReadonlySet<number> | null;
  queueIds: ReadonlySet<number> | null;
  channels: ReadonlySet<Channel> | null;
  /** A conversation matches when it has any of these categories. */
  categoryIds: ReadonlySet<number> | null;
  /** null inside the set = unrated. */
  ratings: ReadonlySet<number | null> | null;
  /** Lower-cased search text: customer name or e-mail, subject, or the id ('123' or '#123'). */
  q: string;
}

export const EMPTY_FILTER: ConversationFilter = {
  from: null,
  to: null,
  statuses: null,
  agentIds: null,
  departmentIds: null,
  queueIds: null,
  channels: null,
  categoryIds: null,
  ratings: null,
  q: '',
};

/** A query parameter the filter reads: only those the contract names, so the two cannot drift. */
type FilterParam = keyof ConversationFilterQuery;

export type FilterParseResult =
  { filter: ConversationFilter; errors: null } | { filter: null; errors: Record<string, string[]> };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local day number of 'YYYY-MM-DD', or null when it is not a real date. */
function dayNumberOf(text: string): number | null {
  const match = DATE_ONLY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return ms / 86_400_000;
}

/** A bound of the period in epoch ms: `from` is the first instant, `to` the first instant after. */
export function parseBound(text: string, bound: 'from' | 'to', timeZone = 'UTC'): number | null {
  const value = text.trim();
  const day = dayNumberOf(value);
  if (day !== null) return zonedInstant(timeZone, bound === 'from' ? day : day + 1, 0);
  // Date-times need the 'T' form (ISO-8601); Date.parse alone accepts too much ('1', 'May 5').
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  return bound === 'from' ? ms : ms + 1;
}

/**
 * The filter from query parameters, read through `values(name)` (every value of a repeated key), so
 * report endpoints and tests can use it without a Mirage request.
 */
export function parseConversationFilter(
  values: (name: FilterParam) => string[],
  options: { timeZone?: string } = {},
): FilterParseResult {
  const timeZone = options.timeZone && isValidTimeZone(options.timeZone) ? options.timeZone : 'UTC';
  const errors: Record<string, string[]> = {};
  const list = (name: FilterParam) =>
    values(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
  const fail = (name: FilterParam, message: string) => {
    errors[name] = [message];
  };

  const bound = (name: 'from' | 'to'): number | null => {
    const raw = list(name)[0];
    if (raw === undefined) return null;
    const parsed = parseBound(raw, name, timeZone);
    if (parsed === null) fail(name, `The ${name} must be a date (YYYY-MM-DD) or an ISO-8601 date-time.`);
    return parsed;
  };
  const from = bound('from');
  const to = bound('to');
  if (from !== null && to !== null && to <= from) fail('to', 'The to date must not be before the from date.');

  function ids(name: FilterParam, allowNull: true): Set<number | null> | null;
  function ids(name: FilterParam, allowNull: false): Set<number> | null;
  function ids(name: FilterParam, allowNull: boolean): Set<number | null> | null {
    const raw = list(name);
    if (raw.length === 0) return null;
    const result = new Set<number | null>();
    for (const value of raw) {
      if (allowNull && value === 'null') result.add(null);
      else if (/^\d+$/.test(value)) result.add(Number(value));
      else {
        fail(name, `The ${name} must be a number${allowNull ? " or 'null'" : ''}.`);
        return null;
      }
    }
    return result;
  }

  function oneOf<T extends string>(name: FilterParam, allowed: readonly T[]): Set<T> | null {
    const raw = list(name);
    if (raw.length === 0) return null;
    const unknown = raw.filter((value) => !allowed.includes(value as T));
    if (unknown.length > 0) {
      fail(name, `The ${name} must be one of: ${allowed.join(', ')}.`);
      return null;
    }
    return new Set(raw as T[]);
  }

  const statuses = oneOf('status', CONVERSATION_STATUSES);
  const channels = oneOf('channel', CHANNELS);
  const agentIds = ids('agentId', true);
  const departmentIds = ids('departmentId', false);
  const queueIds = ids('queueId', false);
  const categoryIds = ids('categoryId', false);
  const ratings = ids('rating', true);
  if (ratings && [...ratings].some((rating) => rating !== null && (rating < 1 || rating > 5)))
    fail('rating', "The rating must be 1 to 5 or 'null'.");
  const q = (values('q')[0] ?? '').trim().toLowerCase();

  if (Object.keys(errors).length > 0) return { filter: null, errors };
  return {
    filter: { from, to, statuses, agentIds, departmentIds, queueIds, channels, categoryIds, ratings, q },
    errors: null,
  };
}

/** The filter of a request's query string. */
export function filterFromRequest(request: Request, options: { timeZone?: string } = {}): FilterParseResult {
  return parseConversationFilter((name) => queryList(request, name), options);
}

/** First index whose createdAt is ≥ `at` in a createdAt-sorted array. */
function lowerBound(list: readonly Pick<Conversation, 'createdAt'>[], at: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle].createdAt < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The positions [start, end) of a createdAt-sorted array created in [from, to) (either bound may be null). */
export function createdRange(
  list: readonly Pick<Conversation, 'createdAt'>[],
  from: number | null,
  to: number | null,
): [number, number] {
  const start = from === null ? 0 : lowerBound(list, from);
  const end = to === null ? list.length : lowerBound(list, to);
  return [start, Math.max(start, end)];
}

/** The slice of a createdAt-sorted array created in [from, to) (either bound may be null). */
export function createdBetween<T extends Pick<Conversation, 'createdAt'>>(
  list: readonly T[],
  from: number | null,
  to: number | null,
): T[] {
  return list.slice(...createdRange(list, from, to));
}

/**
 * Whether one conversation matches the filter's criteria other than the period (status, channel, agent, …
 * and `q`); null when the filter has none. `searchText` as in filterConversations.
 */
export function criteriaMatcher<T extends Conversation>(
  filter: ConversationFilter,
  searchText?: (c: T) => string,
): ((c: T) => boolean) | null {
  const { statuses, agentIds, departmentIds, queueIds, channels, categoryIds, ratings } = filter;
  const q = filter.q;
  const idQuery = /^#?\d+$/.test(q) ? Number(q.replace('#', '')) : null;
  const noCriteria =
    !statuses && !agentIds && !departmentIds && !queueIds && !channels && !categoryIds && !ratings && !q;
  if (noCriteria) return null;
  return (c) => {
    if (statuses && !statuses.has(c.status)) return false;
    if (channels && !channels.has(c.channel)) return false;
    if (agentIds && !agentIds.has(c.agentId)) return false;
    if (departmentIds && !departmentIds.has(c.departmentId)) return false;
    if (queueIds && !queueIds.has(c.queueId)) return false;
    if (ratings && !ratings.has(c.rating)) return false;
    if (categoryIds && !c.categoryIds.some((id) => categoryIds.has(id))) return false;
    if (q) {
      if (c.id === idQuery) return true;
      const text = searchText ? searchText(c) : c.subject.toLowerCase();
      if (!text.includes(q)) return false;
    }
    return true;
  };
}

/** Whether one conversation matches the whole filter, period included (sort-index.ts walks rows in another order). */
export function conversationMatcher<T extends Conversation>(
  filter: ConversationFilter,
  searchText?: (c: T) => string,
): (c: T) => boolean {
  const { from, to } = filter;
  const criteria = criteriaMatcher(filter, searchText);
  return (c) =>
    (from === null || c.createdAt >= from) && (to === null || c.createdAt < to) && (criteria === null || criteria(c));
}

/**
 * The conversations matching the filter, in the input order. `list` must be sorted by createdAt;
 * `searchText` gives the lower-cased text `q` looks in (customer name and e-mail, subject).
 */
export function filterConversations<T extends Conversation>(
  list: readonly T[],
  filter: ConversationFilter,
  searchText?: (c: T) => string,
): T[] {
  const slice = createdBetween(list, filter.from, filter.to);
  const criteria = criteriaMatcher(filter, searchText);
  return criteria ? slice.filter(criteria) : slice;
}

// ---------------------------------------------------------------------------------------------------
// Sorting

/** Fields `sort` accepts ('-field' for descending). */
export const SORT_FIELDS = [
  'id',
  'createdAt',
  'queuedAt',
  'assignedAt',
  'firstResponseAt',
  'closedAt',
  'abandonedAt',
  'lastMessageAt',
  'handoffAt',
  'waitSec',
  'firstResponseSec',
  'handleSec',
  'resolutionSec',
  'messageCount',
  'transferCount',
  'rating',
  'status',
  'channel',
  'subject',
  'customerId',
  'agentId',
  'departmentId',
  'queueId',
  'customerName',
  'agentName',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const DEFAULT_SORT = '-createdAt';
/** How text sort keys compare (sort-index.ts ranks texts with it too). */
export const COLLATOR = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export interface SortNames {
  customerName(c: Conversation): string;
  agentName(c: Conversation): string | null;
}

/** The parsed sort, or the default ('-createdAt') for a missing or unknown field. */
export function parseSort(sort: string | undefined): { field: SortField; descending: boolean } {
  const raw = (sort ?? '').trim() || DEFAULT_SORT;
  const descending = raw.startsWith('-');
  const field = (descending ? raw.slice(1) : raw) as SortField;
  if (!SORT_FIELDS.includes(field)) return { field: 'createdAt', descending: true };
  return { field, descending };
}

/** The value a conversation is sorted by (null = empty; names from `names` when given, else the ids). */
export function sortValue(c: Conversation, field: SortField, names?: SortNames): string | number | null {
  if (field === 'customerName') return names ? names.customerName(c) : c.customerId;
  if (field === 'agentName') return names ? names.agentName(c) : c.agentId;
  return c[field] as string | number | null;
}

/**
 * A sorted copy. Empty values go last in both directions; ties follow the id in the same direction,
 * so '-createdAt' is exactly the reverse of the stored order (and needs no sort at all).
 */
export function sortConversations<T extends Conversation>(
  list: readonly T[],
  sort: string | undefined,
  names?: SortNames,
): T[] {
  const { field, descending } = parseSort(sort);
  if (field === 'createdAt' || field === 'id') return descending ? [...list].reverse() : [...list];
  const direction = descending ? -1 : 1;
  const valueOf = (c: T) => sortValue(c, field, names);
  // Decorate once, and turn text into ranks among its distinct values: collating 20,000 strings
  // n log n times would take far longer than the 100 ms a report may spend.
  const raw = list.map(valueOf);
  const texts = [...new Set(raw.filter((value): value is string => typeof value === 'string'))].sort(COLLATOR.compare);
  const rank = new Map(texts.map((text, index) => [text, index]));
  const keyed = list.map((c, index) => {
    const value = raw[index];
    return { c, key: typeof value === 'string' ? (rank.get(value) as number) : value };
  });
  keyed.sort((a, b) => {
    if (a.key !== b.key) {
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      return direction * (a.key - b.key);
    }
    return direction * (a.c.id - b.c.id);
  });
  return keyed.map((entry) => entry.c);
}
