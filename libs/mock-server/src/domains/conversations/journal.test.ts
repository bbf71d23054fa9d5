// The live world across a reload (journal.ts): what a supervisor did is recorded, and a server started later from the
// kept journal rebuilds the same world — the same chats going on, the actions' effects, the messages written. Two
// servers are started one after the other (Mirage intercepts globally), on a pinned clock moved by hand.
import type { Agent, LiveConversation, Message, Organization } from '@live-agent/contracts';
import type { AxiosInstance } from 'axios';
import type { Server } from 'miragejs';
import { REFERENCE_DATE } from '../../random';
import { startMockServer } from '../../server';
import { apiAs, fakeClockOnly, login, PRODUCT_API } from '../../testing';
import type { ChangeKeeper, KeptChanges, KeptWorld } from '../../kept';
import { KEEP_LIVE_WORLD_MS, journalOf, usableJournal, type LiveJournal } from './journal';
import { advanceSimulation, liveConversations, liveLoads } from './simulation';
import { HIGH_LIVE_LOAD } from './start';
import { conversationStoreFor, readHistorySources } from './store';
import type { Conversation } from './types';

const API = `${PRODUCT_API}/api/v1`;
const START = REFERENCE_DATE.getTime();
const MINUTE = 60_000;
/** The id the agent's page named its answer by (contracts' MESSAGE_CLIENT_ID). */
const ON_IT = '0b6e7d2a-5c1f-4e8a-9b3d-7f2c1a4e6d80';

/** A keeper in memory, as the page's storage would be: what was stored at start, and each save. */
function memoryKeeper(stored: unknown = null) {
  const saves: Array<LiveJournal | null> = [];
  const keeper: ChangeKeeper = {
    changes: {},
    save: () => undefined,
    journal: {
      journal: stored,
      save: (journal) => saves.push(journal && (JSON.parse(JSON.stringify(journal)) as LiveJournal)),
    },
  };
  return { keeper, saves, last: () => saves.at(-1) ?? null };
}

function start(keeper: ChangeKeeper): Server {
  return startMockServer({
    environment: 'test',
    productApiBase: PRODUCT_API,
    // The monitor's high load (as ?liveLoad=high keeps it across reloads): chats wait in the agent's queues.
    conversations: { endsAt: 'now', arrivalScale: HIGH_LIVE_LOAD },
    keep: keeper,
  });
}

async function adminApi(): Promise<AxiosInstance> {
  const client = apiAs((await login('admin@demo.com', 'admin')).accessToken);
  client.defaults.baseURL = API;
  return client;
}

/** Everything a reload must bring back: the chats going on and, for the acted-on ones, the row and the transcript. */
async function world(server: Server, api: AxiosInstance, ids: number[]) {
  const store = conversationStoreFor(server);
  const live = (await api.get<LiveConversation[]>('/live/conversations')).data;
  const acted = [];
  for (const id of ids) {
    const messages = (await api.get<{ data: Message[] }>(`/conversations/${id}/messages`, { params: { perPage: 500 } }))
      .data.data;
    acted.push({ row: store.toRow(store.get(id) as Conversation), messages });
  }
  return { now: store.history.now, live: live.map((row) => [row.id, row.status, row.agentId, row.queueId]), acted };
}

afterEach(() => jest.useRealTimers());

describe('a reload rebuilds the live world from the journal', () => {
  let first: Awaited<ReturnType<typeof world>>;
  let kept: LiveJournal;
  let ids: number[];
  let movedTo: number;
  let passedBack: number;

  beforeAll(async () => {
    fakeClockOnly(START);
    const { keeper, last } = memoryKeeper();
    const server = start(keeper);
    try {
      const api = await adminApi();
      advanceSimulation(server, START + 20 * MINUTE);
      const serving = liveConversations(server).filter((c) => c.status === 'open' && c.agentId !== null);
      const [whispered, moved, closed] = serving;
      ids = [whispered.id, moved.id, closed.id];
      const sources = readHistorySources(server);
      const usable = (record: { departmentIds: number[]; isActive: boolean }) =>
        record.isActive !== false &&
        (record.departmentIds.length === 0 || record.departmentIds.includes(closed.departmentId));

      expect(
        (await api.post(`/conversations/${whispered.id}/messages`, { content: 'Offer the refund', isPrivate: true }))
          .status,
      ).toBe(201);
      expect(
        (await api.post(`/conversations/${whispered.id}/messages`, { content: 'Hello, I am the supervisor' })).status,
      ).toBe(201);
      const otherQueue = sources.queues.find((queue) => queue.id !== moved.queueId) as { id: number };
      movedTo = otherQueue.id;
      expect((await api.post(`/conversations/${moved.id}/transfer`, { queueId: otherQueue.id })).status).toBe(200);
      advanceSimulation(server, START + 25 * MINUTE);
      const closing = {
        categoryIds: [sources.categories.find(usable)?.id],
        commentId: sources.comments.find(usable)?.id,
        closingNote: 'Refund agreed',
      };
      expect((await api.post(`/conversations/${closed.id}/close`, closing)).status).toBe(200);
      // The agent at its desk: online, takes the chat waiting longest in its queues, answers it.
      const agentApi = apiAs((await login('agent@demo.com', 'agent')).accessToken);
      agentApi.defaults.baseURL = API;
      expect((await agentApi.put('/me/status', { status: 'online' })).status).toBe(200);
      // Under the high load its chats may fill its slots: it passes them back to their queues first.
      const held = (await agentApi.get<LiveConversation[]>('/me/conversations')).data;
      for (const c of held)
        expect((await agentApi.post(`/conversations/${c.id}/transfer`, { queueId: c.queueId })).status).toBe(200);
      passedBack = held.length;
      const waiting = (await agentApi.get<LiveConversation[]>('/me/queue')).data[0];
      expect((await agentApi.post(`/conversations/${waiting.id}/accept`)).status).toBe(200);
      expect(
        (
          await agentApi.post(`/conversations/${waiting.id}/messages`, {
            content: 'Hello, I am on it',
            clientId: ON_IT,
          })
        ).status,
      ).toBe(201);
      ids.push(waiting.id);
      // A refused call is no action: nothing is recorded.
      expect((await api.post(`/conversations/${closed.id}/close`, closing)).status).toBe(409);

      kept = last() as LiveJournal;
      // The world as the next start will find it, 30 minutes in.
      advanceSimulation(server, START + 30 * MINUTE);
      first = await world(server, api, ids);
    } finally {
      server.shutdown();
    }
  });

  it('records each applied action at the history’s now, from where the history ended', () => {
    expect(kept.historyEnd).toBe(START);
    expect(kept.actions.map((action) => [action.kind, 'id' in action ? action.id : null, action.at])).toEqual([
      ['message', ids[0], START + 20 * MINUTE],
      ['message', ids[0], START + 20 * MINUTE],
      ['transfer', ids[1], START + 20 * MINUTE],
      ['close', ids[2], START + 25 * MINUTE],
      ['status', null, START + 25 * MINUTE],
      ...Array.from({ length: passedBack }, () => ['transfer', expect.any(Number), START + 25 * MINUTE]),
      ['accept', ids[3], START + 25 * MINUTE],
      ['deskMessage', ids[3], START + 25 * MINUTE],
    ]);
  });

  it('gives a server started later the same world: the chats going on, the rows and the transcripts', async () => {
    fakeClockOnly(START + 30 * MINUTE);
    const { keeper } = memoryKeeper(JSON.parse(JSON.stringify(kept)));
    const server = start(keeper);
    try {
      const api = await adminApi();
      const again = await world(server, api, ids);
      expect(again).toEqual(first);
      const [whispered, moved, closed] = again.acted;
      expect(whispered.messages.filter((message) => message.senderType === 'supervisor')).toEqual([
        expect.objectContaining({ content: 'Offer the refund', isPrivate: true }),
        expect.objectContaining({ content: 'Hello, I am the supervisor', isPrivate: false }),
      ]);
      expect(whispered.row.supervisorJoined).toBe(true);
      expect(moved.row).toMatchObject({ queueId: movedTo, transferCount: 1 });
      expect(closed.row).toMatchObject({ status: 'closed', closingNote: 'Refund agreed' });
      // The agent's chat, with its answer and, five minutes on, the simulated customer's reply after it.
      const answered = again.acted[3].messages;
      const answer = answered.findIndex((message) => message.content === 'Hello, I am on it');
      expect(answer).toBeGreaterThanOrEqual(0);
      expect(answered.slice(answer + 1).some((message) => message.senderType === 'customer')).toBe(true);
      // The answer's client id is remembered: sent again (a retry after the reload), it is answered, not written.
      const agentApi = apiAs((await login('agent@demo.com', 'agent')).accessToken);
      agentApi.defaults.baseURL = API;
      const retry = await agentApi.post(`/conversations/${ids[3]}/messages`, {
        content: 'Hello, I am on it',
        clientId: ON_IT,
      });
      expect([retry.status, retry.data]).toEqual([200, answered[answer]]);
      expect((await world(server, api, ids)).acted[3].messages).toEqual(answered);
      // The next action goes on the same journal.
      expect(journalOf(server)?.actions).toHaveLength(7 + passedBack);
    } finally {
      server.shutdown();
    }
  });

  it('starts a fresh world, ending now, when the kept one ended too long ago', async () => {
    const later = START + KEEP_LIVE_WORLD_MS + MINUTE;
    fakeClockOnly(later);
    const { keeper, last } = memoryKeeper(JSON.parse(JSON.stringify(kept)));
    const server = start(keeper);
    try {
      const api = await adminApi();
      expect(conversationStoreFor(server).history.now).toBe(later);
      const c = liveConversations(server).find((candidate) => candidate.status === 'open') as Conversation;
      expect(
        (await api.post(`/conversations/${c.id}/messages`, { content: 'A new day', isPrivate: true })).status,
      ).toBe(201);
      expect(last()).toEqual({
        historyEnd: later,
        backOffice: expect.objectContaining({ routingMethod: expect.any(String) }),
        actions: [expect.objectContaining({ kind: 'message', id: c.id, at: later })],
      });
    } finally {
      server.shutdown();
    }
  });
});

describe('a back-office change is replayed from the instant the world met it', () => {
  /** A keeper of both halves, as the page's storage: the collections' changes (kept.ts) and the journal. */
  function pageKeeper(stored: { changes: KeptWorld; journal: unknown }): ChangeKeeper {
    return {
      changes: JSON.parse(JSON.stringify(stored.changes)) as KeptWorld,
      save: (owner, changes) => {
        if (changes) stored.changes[owner] = JSON.parse(JSON.stringify(changes)) as KeptChanges;
        else delete stored.changes[owner];
      },
      journal: {
        journal: JSON.parse(JSON.stringify(stored.journal)) as unknown,
        save: (journal) => (stored.journal = journal && (JSON.parse(JSON.stringify(journal)) as LiveJournal)),
      },
    };
  }

  it('the admin sets manual routing and lowers a chat limit five minutes in: a reload draws the first five as before', async () => {
    const stored: { changes: KeptWorld; journal: unknown } = { changes: {}, journal: null };
    fakeClockOnly(START);
    let first: Awaited<ReturnType<typeof world>>;
    const server = start(pageKeeper(stored));
    try {
      const api = await adminApi();
      advanceSimulation(server, START + 5 * MINUTE);
      const organization = (await api.get<{ data: Organization }>('/organization')).data.data;
      expect(organization.settings.routingMethod).not.toBe('manual');
      const put = await api.put('/organization', { settings: { ...organization.settings, routingMethod: 'manual' } });
      expect(put.status).toBe(200);
      // The busiest agent's limit down to one chat: from here on, routing passes them by.
      const [busiest] = [...liveLoads(server)].sort(([, a], [, b]) => b - a)[0];
      const agent = (await api.get<Agent>(`/agents/${busiest}`)).data;
      expect((await api.put(`/agents/${busiest}`, { ...agent, maxConcurrentChats: 1 })).status).toBe(200);
      advanceSimulation(server, START + 15 * MINUTE);
      first = await world(server, api, []);
    } finally {
      server.shutdown();
    }
    const journal = stored.journal as LiveJournal;
    expect(journal.backOffice?.routingMethod).toBe(organizationRouting(journal.backOffice));
    // Met twice at five minutes: the routing by the limit's read of the loads, then the limit by the next steps.
    expect(journal.actions.map((action) => [action.kind, action.at])).toEqual([
      ['backOffice', START + 5 * MINUTE],
      ['backOffice', START + 5 * MINUTE],
    ]);
    expect(journal.actions[1]).toMatchObject({
      backOffice: {
        routingMethod: 'manual',
        agents: expect.arrayContaining([expect.objectContaining({ maxConcurrentChats: 1 })]),
      },
    });

    fakeClockOnly(START + 15 * MINUTE);
    const again = start(pageKeeper(stored));
    try {
      expect(await world(again, await adminApi(), [])).toEqual(first);
      // The replay showed nothing new: the journal is as it was.
      expect(stored.journal).toEqual(journal);
    } finally {
      again.shutdown();
    }
  });
});

/** The routing the history was built on: the seed's (anything but manual). */
const organizationRouting = (office: LiveJournal['backOffice']) => {
  expect(office?.routingMethod).not.toBe('manual');
  return office?.routingMethod;
};

describe('usableJournal', () => {
  const now = START + 10 * MINUTE;
  const action = {
    kind: 'close',
    at: START + MINUTE,
    id: 7,
    closing: { categoryIds: [1], commentId: null, closingNote: '' },
  };

  it('takes a well-formed journal of a history that ended lately', () => {
    expect(usableJournal({ historyEnd: START, actions: [action] }, now)).toEqual({
      historyEnd: START,
      actions: [action],
    });
  });

  it.each([
    ['nothing', null],
    ['text', 'journal'],
    ['no actions', { historyEnd: START }],
    ['an end in the future', { historyEnd: now + 1000, actions: [] }],
    ['an end too long ago', { historyEnd: now - KEEP_LIVE_WORLD_MS - 1000, actions: [] }],
    ['an action before the end', { historyEnd: START, actions: [{ ...action, at: START - 1000 }] }],
    ['an action after now', { historyEnd: START, actions: [{ ...action, at: now + 1000 }] }],
    ['actions out of order', { historyEnd: START, actions: [{ ...action, at: START + 2 * MINUTE }, action] }],
    ['an unknown kind', { historyEnd: START, actions: [{ ...action, kind: 'delete' }] }],
    ['a back office that is not one', { historyEnd: START, backOffice: { agents: 'all' }, actions: [] }],
    [
      'a back-office change without its records',
      { historyEnd: START, actions: [{ kind: 'backOffice', at: START, backOffice: { routingMethod: 'manual' } }] },
    ],
    ['a message without content', { historyEnd: START, actions: [{ kind: 'message', at: START, id: 1, message: {} }] }],
    [
      'a transfer without a target',
      { historyEnd: START, actions: [{ kind: 'transfer', at: START, id: 1, target: {} }] },
    ],
    [
      'a desk message with a malformed client id',
      {
        historyEnd: START,
        actions: [
          { kind: 'deskMessage', at: START, id: 1, agentId: 5, content: 'x', isPrivate: false, clientId: '<b>' },
        ],
      },
    ],
  ])('refuses %s', (_name, stored) => {
    expect(usableJournal(stored, now)).toBeNull();
  });
});
