// The shared conversation filter and sort on a hand-built list.
import {
  createdBetween,
  filterConversations,
  parseBound,
  parseConversationFilter,
  parseSort,
  sortConversations,
  type ConversationFilter,
} from './filters';
import type { Conversation } from './types';
import { conversationOf } from '../../testing/conversations';
import { ids } from '../../testing';

const DAY = Date.UTC(2025, 0, 6); // Monday
const hours = (h: number) => DAY + h * 3_600_000;

const conversation = (fields: Partial<Conversation> & Pick<Conversation, 'id' | 'createdAt'>): Conversation =>
  conversationOf({ messageCount: 1, ...fields });

// Sorted by createdAt, as the store keeps them.
const LIST: Conversation[] = [
  conversation({
    id: 1,
    createdAt: hours(-2),
    agentId: 3,
    rating: 5,
    categoryIds: [1],
    handleSec: 300,
    subject: 'Cannot log in',
  }),
  conversation({ id: 2, createdAt: hours(1), channel: 'email', status: 'missed', departmentId: 2, queueId: 3 }),
  conversation({
    id: 3,
    createdAt: hours(9),
    agentId: 4,
    rating: 2,
    categoryIds: [1, 2],
    handleSec: 900,
    customerId: 2,
  }),
  conversation({
    id: 4,
    createdAt: hours(23.5),
    channel: 'whatsapp',
    agentId: 3,
    categoryIds: [3],
    handleSec: 120,
    status: 'open',
  }),
  conversation({ id: 5, createdAt: hours(24), agentId: 4, rating: 4, handleSec: 600, departmentId: 2, queueId: 4 }),
];

function parse(params: Record<string, string | string[]>, timeZone?: string) {
  return parseConversationFilter(
    (name) => {
      const value = params[name];
      return value === undefined ? [] : Array.isArray(value) ? value : [value];
    },
    { timeZone },
  );
}
const filterOf = (params: Record<string, string | string[]>): ConversationFilter => {
  const result = parse(params);
  if (!result.filter) throw new Error(JSON.stringify(result.errors));
  return result.filter;
};

describe('parseBound', () => {
  it('a date is the start of that day (from) or the start of the next (to: inclusive end of day)', () => {
    expect(parseBound('2025-01-06', 'from')).toBe(DAY);
    expect(parseBound('2025-01-06', 'to')).toBe(DAY + 86_400_000);
    // In Berlin (UTC+1 in winter) the day starts an hour earlier in UTC.
    expect(parseBound('2025-01-06', 'from', 'Europe/Berlin')).toBe(DAY - 3_600_000);
  });

  it('a date-time is that instant, inclusive', () => {
    expect(parseBound('2025-01-06T09:30:00Z', 'from')).toBe(hours(9.5));
    expect(parseBound('2025-01-06T09:30:00Z', 'to')).toBe(hours(9.5) + 1);
    expect(parseBound('2025-01-06T10:30:00+01:00', 'from')).toBe(hours(9.5));
  });

  it('rejects what is not a date', () => {
    expect(parseBound('2025-02-30', 'from')).toBeNull();
    expect(parseBound('yesterday', 'from')).toBeNull();
    expect(parseBound('5', 'from')).toBeNull();
  });
});

describe('parseConversationFilter', () => {
  it('reads every parameter, repeated or comma-separated', () => {
    const filter = filterOf({
      from: '2025-01-06',
      to: '2025-01-06',
      status: ['closed', 'open'],
      agentId: '3,null',
      departmentId: '1',
      queueId: ['1', '2'],
      channel: 'web',
      categoryId: '2',
      rating: ['5', 'null'],
      q: '  Login ',
    });
    expect(filter).toEqual({
      from: DAY,
      to: DAY + 86_400_000,
      statuses: new Set(['closed', 'open']),
      agentIds: new Set([3, null]),
      departmentIds: new Set([1]),
      queueIds: new Set([1, 2]),
      channels: new Set(['web']),
      categoryIds: new Set([2]),
      ratings: new Set([5, null]),
      q: 'login',
    });
  });

  it('answers errors per parameter for malformed values', () => {
    expect(parse({ from: 'soon', status: 'done', channel: 'fax', agentId: 'abc', rating: '7' }).errors).toEqual({
      from: ['The from must be a date (YYYY-MM-DD) or an ISO-8601 date-time.'],
      status: ['The status must be one of: bot, queued, open, on_hold, closed, missed, abandoned.'],
      channel: ['The channel must be one of: web, whatsapp, facebook, email.'],
      agentId: ["The agentId must be a number or 'null'."],
      rating: ["The rating must be 1 to 5 or 'null'."],
    });
    expect(parse({ from: '2025-01-07', to: '2025-01-06' }).errors).toEqual({
      to: ['The to date must not be before the from date.'],
    });
    expect(parse({ departmentId: 'null' }).errors).toEqual({ departmentId: ['The departmentId must be a number.'] });
  });
});

describe('filterConversations', () => {
  it('the date range is half-open inside and inclusive of the whole `to` day', () => {
    expect(ids(filterConversations(LIST, filterOf({ from: '2025-01-06', to: '2025-01-06' })))).toEqual([2, 3, 4]);
    expect(ids(filterConversations(LIST, filterOf({ from: '2025-01-06' })))).toEqual([2, 3, 4, 5]);
    expect(ids(filterConversations(LIST, filterOf({ to: '2025-01-05' })))).toEqual([1]);
    expect(ids(createdBetween(LIST, hours(1), hours(24)))).toEqual([2, 3, 4]);
    expect(ids(createdBetween(LIST, hours(30), hours(40)))).toEqual([]);
  });

  it('combines the criteria (AND), values of one criterion match any (OR)', () => {
    expect(ids(filterConversations(LIST, filterOf({ agentId: '3' })))).toEqual([1, 4]);
    expect(ids(filterConversations(LIST, filterOf({ agentId: 'null' })))).toEqual([2]);
    expect(ids(filterConversations(LIST, filterOf({ agentId: ['3', '4'], status: 'closed' })))).toEqual([1, 3, 5]);
    expect(ids(filterConversations(LIST, filterOf({ channel: ['email', 'whatsapp'] })))).toEqual([2, 4]);
    expect(ids(filterConversations(LIST, filterOf({ departmentId: '2' })))).toEqual([2, 5]);
    expect(ids(filterConversations(LIST, filterOf({ queueId: '4' })))).toEqual([5]);
    expect(ids(filterConversations(LIST, filterOf({ categoryId: ['1', '3'] })))).toEqual([1, 3, 4]);
    expect(ids(filterConversations(LIST, filterOf({ rating: '5' })))).toEqual([1]);
    expect(ids(filterConversations(LIST, filterOf({ rating: 'null' })))).toEqual([2, 4]);
  });

  it('q searches the text given by the store, or the id', () => {
    const text = (c: Conversation) =>
      c.customerId === 2 ? 'jonas berg jonas@mail.test general question' : c.subject.toLowerCase();
    expect(ids(filterConversations(LIST, filterOf({ q: 'JONAS' }), text))).toEqual([3]);
    expect(ids(filterConversations(LIST, filterOf({ q: 'log in' }), text))).toEqual([1]);
    expect(ids(filterConversations(LIST, filterOf({ q: '#4' }), text))).toEqual([4]);
    expect(ids(filterConversations(LIST, filterOf({ q: '5' }), text))).toEqual([5]);
  });
});

describe('sortConversations', () => {
  it('defaults to newest first, and an unknown field falls back to it', () => {
    expect(ids(sortConversations(LIST, undefined))).toEqual([5, 4, 3, 2, 1]);
    expect(ids(sortConversations(LIST, 'bogus'))).toEqual([5, 4, 3, 2, 1]);
    expect(parseSort('-bogus')).toEqual({ field: 'createdAt', descending: true });
    expect(ids(sortConversations(LIST, 'createdAt'))).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts numbers and text, empty values last both ways, ties by id', () => {
    expect(ids(sortConversations(LIST, 'handleSec'))).toEqual([4, 1, 5, 3, 2]);
    expect(ids(sortConversations(LIST, '-handleSec'))).toEqual([3, 5, 1, 4, 2]);
    expect(ids(sortConversations(LIST, '-rating'))).toEqual([1, 5, 3, 4, 2]);
    expect(ids(sortConversations(LIST, 'status'))).toEqual([1, 3, 5, 2, 4]);
    const names = {
      customerName: (c: Conversation) => (c.customerId === 2 ? 'Anna' : 'Zoe'),
      agentName: (c: Conversation) => (c.agentId === null ? null : `Agent ${c.agentId}`),
    };
    expect(ids(sortConversations(LIST, 'customerName', names))).toEqual([3, 1, 2, 4, 5]);
    expect(ids(sortConversations(LIST, '-agentName', names))).toEqual([5, 3, 4, 1, 2]);
  });
});
