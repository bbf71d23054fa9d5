// The kept sort orders of GET /conversations (sort-index.ts): the same rows in the same order as sorting the
// filtered history per request, for every sort field both ways and the filters the Chat Report sends, before
// and after the live simulation changed and appended rows; and a request once the index is built no longer
// reads every row's sort value.
import type { Server } from 'miragejs';
import { REFERENCE_DATE } from '../../random';
import { startMockServer } from '../../server';
import {
  EMPTY_FILTER,
  filterConversations,
  parseConversationFilter,
  SORT_FIELDS,
  sortConversations,
  type ConversationFilter,
  type SortNames,
} from './filters';
import { advanceSimulation } from './simulation';
import { SortIndexes } from './sort-index';
import { conversationStoreFor, type ConversationStore } from './store';
import { MINUTE_MS } from './timezone';
import { ids } from '../../testing';

let server: Server;
let store: ConversationStore;

beforeAll(() => {
  server = startMockServer({ environment: 'test', conversations: {} });
  store = conversationStoreFor(server);
});
afterAll(() => server.shutdown());

/** The answer before the indexes: filter the history, then sort the whole result. */
const sortedPerRequest = (filter: ConversationFilter, sort: string) =>
  ids(
    sortConversations(
      filterConversations(store.conversations, filter, (c) => store.searchText(c)),
      sort,
      store.sortNames,
    ),
  );

function filterOf(params: Record<string, string[]>): ConversationFilter {
  const parsed = parseConversationFilter((name) => params[name] ?? [], { timeZone: store.history.timeZone });
  if (!parsed.filter) throw new Error(JSON.stringify(parsed.errors));
  return parsed.filter;
}

const day = (offset: number) => new Date(REFERENCE_DATE.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const FILTERS: Array<[string, () => ConversationFilter]> = [
  ['no filter', () => EMPTY_FILTER],
  ['the last year', () => filterOf({ from: [day(-365)], to: [day(0)] })],
  ['a week, web only', () => filterOf({ from: [day(-7)], to: [day(0)], channel: ['web'] })],
  ['unassigned or agent 3', () => filterOf({ agentId: ['null', '3'] })],
  ['unrated, closed', () => filterOf({ rating: ['null'], status: ['closed'] })],
  ['live chats', () => filterOf({ status: ['bot', 'queued', 'open', 'on_hold'] })],
  ['a search', () => filterOf({ q: ['an'] })],
];
const SORTS = SORT_FIELDS.flatMap((field) => [field, `-${field}`]);

/** The store lists, `times` times over (the index is built by the first), what sorting per request lists. */
function expectSameAsPerRequest(times = 1) {
  for (const [name, filter] of FILTERS) {
    for (const sort of SORTS) {
      const want = sortedPerRequest(filter(), sort);
      for (let time = 0; time < times; time += 1) {
        const got = ids(store.list(filter(), sort));
        if (got.length !== want.length || got.some((id, index) => id !== want[index])) {
          throw new Error(`${name}, ${sort}: differs (${got.length} rows, want ${want.length})`);
        }
      }
    }
  }
}

describe('ConversationStore.list with kept sort orders', () => {
  it('lists what sorting per request lists, for every field both ways and every filter', () => {
    // Asked twice, from the kept index the second time.
    expectSameAsPerRequest(2);
  });

  it('still does once the live simulation has changed live chats and appended new ones', () => {
    store.list(EMPTY_FILTER, 'customerName');
    const before = store.conversations.length;
    const summary = advanceSimulation(server, store.history.now + 40 * MINUTE_MS);
    expect(store.conversations.length).toBeGreaterThan(before);
    expect(summary.closed + summary.assigned).toBeGreaterThan(0);
    expectSameAsPerRequest();
  });

  it('returns the same page through GET /conversations paging (page 3 of 10 by customer name, descending)', () => {
    const filter = filterOf({ from: [day(-365)], to: [day(0)], channel: ['whatsapp'] });
    expect(ids(store.list(filter, '-customerName').slice(20, 30))).toEqual(
      sortedPerRequest(filter, '-customerName').slice(20, 30),
    );
  });
});

describe('SortIndexes', () => {
  it('reads each row’s sort value once to build an index, then only the rows it does not cover', () => {
    let reads = 0;
    const names: SortNames = {
      customerName: (c) => {
        reads += 1;
        return store.sortNames.customerName(c);
      },
      agentName: (c) => store.sortNames.agentName(c),
    };
    const indexes = new SortIndexes(
      () => store.conversations,
      names,
      (c) => store.searchText(c),
    );
    const filter = filterOf({ channel: ['web'] });
    const first = indexes.list(filter, 'customerName');
    expect(reads).toBeGreaterThanOrEqual(store.conversations.length);
    reads = 0;
    const again = indexes.list(filterOf({ channel: ['web', 'email'] }), '-customerName');
    const live = store.conversations.filter((c) => !['closed', 'missed', 'abandoned'].includes(c.status)).length;
    expect(reads).toBeLessThanOrEqual(live);
    expect(ids(first)).toEqual(sortedPerRequest(filter, 'customerName'));
    expect(again.length).toBeGreaterThan(first.length);
  });

  it('falls back to sorting per request when two different texts collate alike', () => {
    const rows = store.conversations
      .slice(0, 3)
      .map((c, index) => ({ ...c, id: index + 1, status: 'closed' as const }));
    const names: SortNames = { customerName: (c) => ['Ana', 'ana', 'Bo'][c.id - 1], agentName: () => null };
    const indexes = new SortIndexes(
      () => rows,
      names,
      () => '',
    );
    const expected = ids(sortConversations(rows, 'customerName', names));
    expect(ids(indexes.list(EMPTY_FILTER, 'customerName'))).toEqual(expected);
    expect(ids(indexes.list(EMPTY_FILTER, '-customerName'))).toEqual(
      ids(sortConversations(rows, '-customerName', names)),
    );
  });
});
