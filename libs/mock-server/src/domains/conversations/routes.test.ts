// GET /conversations, /conversations/:id, /conversations/:id/messages and /contacts against the real
// Mirage server. The routes only read, so one server (and one generated history) serves the whole file.
import { summarize } from './metrics';
import { conversationStoreFor, type ConversationStore } from './store';
import { ACTIVE_STATUSES, TERMINAL_STATUSES, type ConversationRow, type Message } from './types';
import { getOk, ids } from '../../testing';
import { productServerForFile } from '../../testing/server-per-test';

/** Midnight in the seeded organisation's zone, Europe/Berlin (UTC+1 in these winter months). */
const berlinMidnight = (year: number, month: number, day: number) => Date.UTC(year, month, day) - 3_600_000;

const file = productServerForFile();
const { anonymous } = file;
let store: ConversationStore;
beforeAll(() => {
  store = conversationStoreFor(file.server);
});

function list(params: Record<string, unknown> = {}) {
  return getOk<{ data: ConversationRow[]; total: number }>(file.client, '/conversations', params);
}
const all = () => store.conversations;

describe('auth', () => {
  it.each(['/conversations', '/conversations/1', '/conversations/1/messages', '/contacts'])(
    '%s answers 401 without a token',
    async (path) => {
      const response = await anonymous.get(path);
      expect(response.status).toBe(401);
      expect(response.data).toEqual({ message: 'Unauthenticated.' });
    },
  );
});

describe('GET /conversations', () => {
  it('pages of 10, newest first, one row per conversation with its derived fields', async () => {
    const { data, total } = await list();
    expect(total).toBe(all().length);
    expect(total).toBeGreaterThanOrEqual(20_000);
    expect(data).toHaveLength(10);
    expect(ids(data)).toEqual(ids(all().slice(-10)).reverse());
    const row = data[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'customerId',
        'customer',
        'channel',
        'departmentId',
        'queueId',
        'agentId',
        'agentName',
        'status',
        'categoryIds',
        'commentId',
        'closingNote',
        'subject',
        'createdAt',
        'queuedAt',
        'assignedAt',
        'firstResponseAt',
        'closedAt',
        'abandonedAt',
        'lastMessageAt',
        'transferCount',
        'rating',
        'botHandled',
        'handoffAt',
        'handoffReason',
        'waitSec',
        'firstResponseSec',
        'handleSec',
        'resolutionSec',
        'messageCount',
      ].sort(),
    );
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
    expect(Object.keys(row.customer).sort()).toEqual(['email', 'id', 'name']);
  });

  it('every closed row on a page agrees with its own timestamps', async () => {
    const { data } = await list({ status: 'closed', perPage: 200, page: 3 });
    expect(data).toHaveLength(200);
    for (const row of data) {
      const seconds = (later: string | null, earlier: string | null) =>
        later && earlier ? (Date.parse(later) - Date.parse(earlier)) / 1000 : null;
      expect(row.handleSec).toBe(seconds(row.closedAt, row.assignedAt));
      expect(row.resolutionSec).toBe(seconds(row.closedAt, row.createdAt));
      expect(row.waitSec).toBe(seconds(row.firstResponseAt, row.queuedAt));
      expect(row.firstResponseSec).toBe(seconds(row.firstResponseAt, row.handoffAt ?? row.createdAt));
      if (row.agentId !== null) expect(row.agentName).toEqual(expect.any(String));
    }
  });

  it('pages continue each other', async () => {
    const first = await list({ perPage: 25 });
    const second = await list({ perPage: 25, page: 2 });
    const both = await list({ perPage: 50 });
    expect([...ids(first.data), ...ids(second.data)]).toEqual(ids(both.data));
    expect((await list({ page: 1_000_000 })).data).toEqual([]);
  });

  it("from/to take dates as the organisation's days (to = end of that day, inclusive) and the total matches the rows", async () => {
    const { data, total } = await list({ from: '2025-01-10', to: '2025-01-12', perPage: 1000 });
    const start = berlinMidnight(2025, 0, 10);
    const end = berlinMidnight(2025, 0, 13);
    const expected = all().filter((c) => c.createdAt >= start && c.createdAt < end);
    expect(total).toBe(expected.length);
    expect(total).toBeGreaterThan(100);
    expect(ids(data)).toEqual(ids(expected).reverse().slice(0, 1000));
    const datetime = await list({ from: '2025-01-12T10:00:00Z', to: '2025-01-12T11:00:00Z', perPage: 1000 });
    for (const row of datetime.data) {
      expect(Date.parse(row.createdAt)).toBeGreaterThanOrEqual(Date.UTC(2025, 0, 12, 10));
      expect(Date.parse(row.createdAt)).toBeLessThanOrEqual(Date.UTC(2025, 0, 12, 11));
    }
  });

  it('filters combine, and a report over the same filter agrees with the rows', async () => {
    const params = {
      from: '2024-12-01',
      to: '2024-12-10',
      channel: ['web', 'whatsapp'],
      status: 'closed',
      departmentId: 2,
    };
    const { data, total } = await list({ ...params, perPage: 1000 });
    const expected = all().filter(
      (c) =>
        c.createdAt >= berlinMidnight(2024, 11, 1) &&
        c.createdAt < berlinMidnight(2024, 11, 11) &&
        (c.channel === 'web' || c.channel === 'whatsapp') &&
        c.status === 'closed' &&
        c.departmentId === 2,
    );
    expect(total).toBe(expected.length);
    expect(total).toBeGreaterThan(50);
    expect(total).toBeLessThan(1000);
    expect(ids(data)).toEqual(ids(expected).reverse());
    // The metric engine over the same filter gives the same averages as the rows.
    const summary = summarize(expected);
    const mean = (values: Array<number | null>) => {
      const present = values.filter((value): value is number => value !== null);
      return present.reduce((a, b) => a + b, 0) / present.length;
    };
    expect(mean(data.map((row) => row.handleSec))).toBeCloseTo(summary.avgHandleSec as number, 6);
    expect(mean(data.map((row) => row.waitSec))).toBeCloseTo(summary.avgWaitSec as number, 6);
  });

  it('agentId (also null for unassigned), queueId, categoryId, rating', async () => {
    const agent = all().find((c) => c.agentId !== null)!.agentId as number;
    const byAgent = await list({ agentId: agent, perPage: 5 });
    expect(byAgent.total).toBe(all().filter((c) => c.agentId === agent).length);
    for (const row of byAgent.data) expect(row.agentId).toBe(agent);
    const unassigned = await list({ agentId: 'null', perPage: 5 });
    expect(unassigned.total).toBe(all().filter((c) => c.agentId === null).length);
    const byQueue = await list({ queueId: 3 });
    expect(byQueue.total).toBe(all().filter((c) => c.queueId === 3).length);
    const byCategory = await list({ categoryId: [1, 7] });
    expect(byCategory.total).toBe(all().filter((c) => c.categoryIds.includes(1) || c.categoryIds.includes(7)).length);
    const byRating = await list({ rating: 5 });
    expect(byRating.total).toBe(all().filter((c) => c.rating === 5).length);
  });

  it('q finds a customer by name or e-mail, a subject, or an id', async () => {
    const target = all()[1234];
    const customer = store.customer(target.customerId)!;
    const byEmail = await list({ q: customer.email.toUpperCase(), perPage: 1000 });
    expect(ids(byEmail.data)).toContain(target.id);
    for (const row of byEmail.data) expect(row.customer.email).toBe(customer.email);
    const byName = await list({ q: customer.fullName });
    expect(byName.total).toBeGreaterThanOrEqual(byEmail.total);
    const byId = await list({ q: `#${target.id}` });
    expect(ids(byId.data)).toEqual([target.id]);
    expect((await list({ q: 'no such thing anywhere' })).total).toBe(0);
  });

  it('sorts by any derived or scalar field, empty values last', async () => {
    const byWait = await list({ sort: 'waitSec', perPage: 1000 });
    const waits = byWait.data.map((row) => row.waitSec as number);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    const longest = await list({ sort: '-handleSec', perPage: 5 });
    expect(longest.data[0].handleSec).toBe(Math.max(...all().map((c) => c.handleSec ?? 0)));
    const lastPage = await list({ sort: 'handleSec', perPage: 10, page: Math.ceil(all().length / 10) });
    expect(lastPage.data.every((row) => row.handleSec === null)).toBe(true);
    const byAgentName = await list({ sort: 'agentName', agentId: [1, 2, 3], perPage: 1000 });
    const names = byAgentName.data.map((row) => row.agentName as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(ids((await list({ sort: 'nonsense' })).data)).toEqual(ids((await list()).data));
  });

  it('answers 422 naming the malformed parameter', async () => {
    const response = await file.client.get('/conversations', { params: { from: 'last week', status: 'done' } });
    expect(response.status).toBe(422);
    expect(Object.keys(response.data.errors).sort()).toEqual(['from', 'status']);
  });
});

describe('GET /conversations/:id', () => {
  it('answers the row, or 404', async () => {
    const { data } = await list({ perPage: 1 });
    const response = await file.client.get(`/conversations/${data[0].id}`);
    expect(response.status).toBe(200);
    expect(response.data).toEqual(data[0]);
    expect((await file.client.get('/conversations/999999')).status).toBe(404);
    expect((await file.client.get('/conversations/abc')).status).toBe(404);
  });
});

describe('GET /conversations/:id/messages', () => {
  const longest = () =>
    [...all()].filter((c) => c.status === 'closed').sort((a, b) => b.messageCount - a.messageCount || a.id - b.id)[0];

  it('page 1 holds the newest messages; page 2 and on are older, and stay the same', async () => {
    const c = longest();
    expect(c.messageCount).toBeGreaterThan(20);
    const page = async (n: number, perPage?: number) => {
      const response = await file.client.get(`/conversations/${c.id}/messages`, { params: { page: n, perPage } });
      expect(response.status).toBe(200);
      return response.data as { data: Message[]; page: number; perPage: number; total: number; hasMore: boolean };
    };
    const first = await page(1);
    expect(first).toMatchObject({ page: 1, perPage: 20, total: c.messageCount, hasMore: true });
    expect(first.data).toHaveLength(20);
    // The newest message closes the conversation.
    expect(first.data[19].createdAt).toBe(new Date(c.closedAt as number).toISOString());
    const second = await page(2);
    expect(second.data.length).toBe(Math.min(20, c.messageCount - 20));
    expect(Date.parse(second.data[second.data.length - 1].createdAt)).toBeLessThanOrEqual(
      Date.parse(first.data[0].createdAt),
    );
    expect(second.data[second.data.length - 1].id).toBe(first.data[0].id - 1);
    expect(await page(2)).toEqual(second);
    // Fetching every page and prepending rebuilds the transcript.
    const pages = Math.ceil(c.messageCount / 10);
    const transcript: Message[] = [];
    for (let n = 1; n <= pages; n += 1) transcript.unshift(...(await page(n, 10)).data);
    expect(transcript).toEqual(store.messages(c));
    expect((await page(pages, 10)).hasMore).toBe(false);
    expect(transcript.filter((message) => message.senderType === 'agent')[0].createdAt).toBe(
      new Date(c.firstResponseAt as number).toISOString(),
    );
  });

  it('answers 404 for an unknown conversation', async () => {
    expect((await file.client.get('/conversations/999999/messages')).status).toBe(404);
  });
});

describe('GET /contacts', () => {
  it('lists customers by latest activity with their active and latest ended conversation and its newest messages', async () => {
    const response = await file.client.get('/contacts', { params: { perPage: 30 } });
    expect(response.status).toBe(200);
    const { data, total } = response.data;
    expect(total).toBe(store.customers.length);
    expect(data).toHaveLength(30);
    const activity = data.map((contact: { lastActivityAt: string }) => Date.parse(contact.lastActivityAt));
    expect(activity).toEqual([...activity].sort((a, b) => b - a));
    const contact = data[0];
    expect(Object.keys(contact).sort()).toEqual(
      [
        'avatar',
        'channel',
        'email',
        'fullName',
        'id',
        'lastActivityAt',
        'last_conversation',
        'last_conversation_closed',
      ].sort(),
    );
    // The customers with live chats come first.
    const live = data.filter((entry: { last_conversation: unknown }) => entry.last_conversation !== null);
    expect(live.length).toBeGreaterThan(0);
    for (const entry of data) {
      const customerConversations = all().filter((c) => c.customerId === entry.id);
      const active = customerConversations.filter((c) => ACTIVE_STATUSES.includes(c.status)).pop() ?? null;
      const ended = customerConversations.filter((c) => TERMINAL_STATUSES.includes(c.status)).pop() ?? null;
      expect(entry.last_conversation?.id ?? null).toBe(active?.id ?? null);
      expect(entry.last_conversation_closed?.id ?? null).toBe(ended?.id ?? null);
      for (const conversation of [entry.last_conversation, entry.last_conversation_closed]) {
        if (!conversation) continue;
        const transcript = store.messages(store.get(conversation.id)!);
        expect(conversation.messages).toEqual(transcript.slice(-20));
        expect(conversation.hasMoreMessages).toBe(transcript.length > 20);
        expect(conversation.customer.id).toBe(entry.id);
      }
    }
  });

  it('q filters by name or e-mail; pages continue', async () => {
    const someone = store.customers[99];
    const response = await file.client.get('/contacts', { params: { q: someone.email } });
    expect(response.status).toBe(200);
    expect(response.data.data.map((contact: { id: number }) => contact.id)).toContain(someone.id);
    const first = (await file.client.get('/contacts', { params: { perPage: 5 } })).data.data;
    const second = (await file.client.get('/contacts', { params: { perPage: 5, page: 2 } })).data.data;
    const both = (await file.client.get('/contacts', { params: { perPage: 10 } })).data.data;
    expect([...first, ...second].map((contact: { id: number }) => contact.id)).toEqual(
      both.map((contact: { id: number }) => contact.id),
    );
  });
});
