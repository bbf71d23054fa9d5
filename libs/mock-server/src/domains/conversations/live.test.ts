// The live monitor's routes against the real Mirage server (docs/demo-api.md, Live monitor): roles, the lists,
// a supervisor's message, transfer and close with every refusal, and that the simulation carries on around them.
// One server for the file, its simulation raised to the high load (the arrival scale) and advanced 40 minutes
// past the history's end, so some 200 chats are going on and each test can act on chats of its own. The clock
// is pinned; "now" is the history's.
import { badInputs } from '@live-agent/test-fixtures';
import type {
  AgentPerformanceReport,
  ConversationRow,
  LiveAgent,
  LiveAlert,
  LiveConversation,
  Message,
} from '@live-agent/contracts';
import { getOk } from '../../testing';
import { linkedAgentIdOf } from '../auth/seeds';
import { DESK_MESSAGES } from './desk-messages';
import { toPlainText } from './live';
import { LIVE_MESSAGES } from './live-messages';
import { advanceSimulation, liveLoads } from './simulation';
import { HIGH_LIVE_LOAD, liveLoadScale } from './start';
import { readHistorySources } from './store';
import { liveWorldForFile } from './test-support';
import { ACTIVE_STATUSES, type Conversation } from './types';

const RUN_MS = 40 * 60_000;
const en = LIVE_MESSAGES.en;
const de = LIVE_MESSAGES.in('de');

const world = liveWorldForFile(RUN_MS);
const { as, snapshot, transcript } = world;
const admin = (language = 'en') => as(world.tokens.admin, language);

/** Conversations handed out once, so each test acts on chats no other test touched. */
const used = new Set<number>();
function take(test: (c: Conversation) => boolean): Conversation {
  const c = world.store.conversations.find(
    (candidate) => !used.has(candidate.id) && ACTIVE_STATUSES.includes(candidate.status) && test(candidate),
  );
  if (!c) throw new Error('no such ongoing conversation left');
  used.add(c.id);
  return c;
}
const served = (c: Conversation) =>
  (c.status === 'open' || c.status === 'on_hold') && c.agentId !== null && c.firstResponseAt !== null;
const closedOne = () => world.store.conversations.find((c) => c.status === 'closed') as Conversation;

function liveList(params: Record<string, unknown> = {}) {
  return getOk<LiveConversation[]>(admin(), '/live/conversations', params);
}
function liveAgents(params: Record<string, unknown> = {}) {
  return getOk<LiveAgent[]>(admin(), '/live/agents', params);
}

/**
 * An agent who may take a chat now. Under the high load every agent on shift is busy at their limit, so an active
 * agent off shift (offline, holding nothing) signs in: the status log says online from now (the simulation leaves
 * them so until their own session changes, and routes no chat to them meanwhile).
 */
async function freeAgent(): Promise<LiveAgent> {
  const now = world.store.history.now;
  const loads = liveLoads(world.server);
  const agent = (await liveAgents()).find(
    (candidate) =>
      candidate.status === 'offline' &&
      (loads.get(candidate.id) ?? 0) === 0 &&
      (world.server.db.agents.find(candidate.id) as { isActive: boolean }).isActive &&
      !signedIn.has(candidate.id),
  );
  if (!agent) throw new Error('nobody left to sign in');
  signedIn.add(agent.id);
  world.store.statusLog.transition(agent.id, 'online', now);
  return (await liveAgents()).find((candidate) => candidate.id === agent.id) as LiveAgent;
}
const signedIn = new Set<number>();

const ACTIONS: Array<[string, (id: number) => string, unknown]> = [
  ['post', (id) => `/conversations/${id}/messages`, { content: 'Hello', isPrivate: true }],
  ['post', (id) => `/conversations/${id}/transfer`, { queueId: 1 }],
  ['post', (id) => `/conversations/${id}/close`, { categoryIds: [1] }],
];
const READS = ['/live/conversations', '/live/agents', '/live/alerts'];

describe('roles', () => {
  it('answers 401 without a token and 403 to an agent (on a chat not its own) and a client, reads and actions alike, and nothing changes', async () => {
    // Not the agent account's own chat (its agent record, auth/seeds.ts): an agent acts on its own (desk.test.ts).
    const c = take((candidate) => served(candidate) && candidate.agentId !== linkedAgentIdOf(3));
    const before = snapshot(c.id);
    for (const path of READS) {
      expect([path, (await as().get(path)).status]).toEqual([path, 401]);
      for (const token of [world.tokens.agent, world.tokens.client]) {
        const response = await as(token).get(path);
        expect([path, response.status, response.data]).toEqual([
          path,
          403,
          { message: 'You do not have permission to do this.' },
        ]);
      }
    }
    for (const [method, path, body] of ACTIONS) {
      const url = path(c.id);
      expect([url, (await as().request({ method, url, data: body })).status]).toEqual([url, 401]);
      const client = await as(world.tokens.client, 'de').request({ method, url, data: body });
      expect([url, client.status, client.data]).toEqual([
        url,
        403,
        { message: 'Sie haben keine Berechtigung für diese Aktion.' },
      ]);
      const agent = await as(world.tokens.agent, 'de').request({ method, url, data: body });
      expect([url, agent.status, agent.data]).toEqual([url, 403, { message: DESK_MESSAGES.in('de').notYours }]);
    }
    expect(snapshot(c.id)).toBe(before);
  });
});

describe('GET /live/conversations', () => {
  it('lists every ongoing conversation, longest wait first, ~200 under the high load, quickly', async () => {
    const started = performance.now();
    const rows = await liveList();
    const elapsed = performance.now() - started;
    const active = world.store.conversations.filter((c) => ACTIVE_STATUSES.includes(c.status));
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(active.map((c) => c.id));
    expect(rows.length).toBeGreaterThanOrEqual(150);
    // Generous for a shared test machine; in the browser it is a few tens of ms.
    expect(elapsed).toBeLessThan(2000);
    for (let index = 1; index < rows.length; index += 1)
      expect(rows[index - 1].waitSec).toBeGreaterThanOrEqual(rows[index].waitSec);
    const now = world.store.history.now;
    for (const row of rows) {
      const c = world.store.get(row.id) as Conversation;
      expect(row.waitSec).toBe(Math.floor((now - Date.parse(row.waitingSince)) / 1000));
      expect(row.overSla).toBe(row.status === 'queued' && row.waitSec > row.slaTargetSec);
      expect(row).toMatchObject({
        agentId: c.agentId,
        status: c.status,
        messageCount: c.messageCount,
        transferCount: c.transferCount,
      });
      if (row.status === 'queued')
        expect(row.waitingSince).toBe(new Date(c.requeuedAt ?? (c.queuedAt as number)).toISOString());
      if (row.status === 'bot') expect(row.waitingSince).toBe(new Date(c.createdAt).toISOString());
    }
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(ACTIVE_STATUSES));
  });

  it('measures an open chat’s wait from the customer’s last message', async () => {
    const row = (await liveList({ status: 'open' }))[0];
    const lastFromCustomer = (await transcript(row.id))
      .filter((message) => message.senderType === 'customer')
      .pop() as Message;
    expect(row.waitingSince).toBe(lastFromCustomer.createdAt);
  });

  it('filters by status, department, queue, agent (null: unassigned) and channel', async () => {
    const all = await liveList();
    const sample = all.find((row) => row.agentId !== null) as LiveConversation;
    expect(await liveList({ status: ['queued', 'bot'] })).toEqual(
      all.filter((row) => row.status === 'queued' || row.status === 'bot'),
    );
    expect(await liveList({ departmentId: sample.departmentId })).toEqual(
      all.filter((row) => row.departmentId === sample.departmentId),
    );
    expect(await liveList({ queueId: sample.queueId })).toEqual(all.filter((row) => row.queueId === sample.queueId));
    expect(await liveList({ agentId: [sample.agentId, 'null'] })).toEqual(
      all.filter((row) => row.agentId === sample.agentId || row.agentId === null),
    );
    expect(await liveList({ channel: sample.channel })).toEqual(all.filter((row) => row.channel === sample.channel));
  });

  it('answers 422 naming a malformed parameter', async () => {
    for (const [params, field] of [
      [{ status: 'closed' }, 'status'],
      [{ departmentId: 'abc' }, 'departmentId'],
    ] as const) {
      const response = await admin().get('/live/conversations', { params });
      expect(response.status).toBe(422);
      expect(Object.keys(response.data.errors)).toEqual([field]);
    }
  });
});

describe('GET /live/agents', () => {
  it('gives each agent’s status, time in it and chats against the limit; filters by department', async () => {
    const agents = await liveAgents();
    const loads = liveLoads(world.server);
    const now = world.store.history.now;
    expect(agents.length).toBe(world.server.db.agents.length);
    for (const agent of agents) {
      const db = world.server.db.agents.find(agent.id) as { isActive: boolean; maxConcurrentChats: number };
      expect(agent.status).toBe(db.isActive ? world.store.statusLog.statusAt(agent.id, now) : 'offline');
      expect(agent.activeChats).toBe(loads.get(agent.id) ?? 0);
      expect(agent.maxConcurrentChats).toBe(db.maxConcurrentChats);
      expect(agent.statusSec).toBe(Math.floor((now - Date.parse(agent.statusSince)) / 1000));
    }
    const inTwo = await liveAgents({ departmentId: 2 });
    expect(inTwo).toEqual(agents.filter((agent) => agent.departmentIds.includes(2)));
  });
});

describe('GET /live/alerts', () => {
  it('lists a queue whose longest wait passed its target (the queue’s slaFirstResponseSec), and only such queues', async () => {
    const queued = (await liveList({ status: 'queued' }))[0];
    const queue = world.server.db.queues.find(queued.queueId) as { slaFirstResponseSec: number };
    const target = queue.slaFirstResponseSec;
    // The wait target is the queue's own setting: lowering it below the wait raises the alert.
    world.server.db.queues.update(queued.queueId, { slaFirstResponseSec: Math.max(0, queued.waitSec - 1) });
    try {
      const alerts: LiveAlert[] = (await admin().get('/live/alerts')).data;
      const alert = alerts.find((candidate) => candidate.queueId === queued.queueId) as LiveAlert;
      expect(alert).toMatchObject({ slaTargetSec: Math.max(0, queued.waitSec - 1), longestWaitSec: queued.waitSec });
      expect(alert.waitingCount).toBeGreaterThanOrEqual(alert.overSlaCount);
      const rows = await liveList({ status: 'queued' });
      for (const candidate of alerts)
        expect(rows.some((row) => row.queueId === candidate.queueId && row.overSla)).toBe(true);
      for (const row of rows.filter((r) => r.overSla)) expect(alerts.map((a) => a.queueId)).toContain(row.queueId);
    } finally {
      world.server.db.queues.update(queued.queueId, { slaFirstResponseSec: target });
    }
  });
});

describe('POST /conversations/:id/messages', () => {
  it('a whisper shows in the transcript as private and leaves the count alone', async () => {
    const c = take(served);
    const count = c.messageCount;
    const response = await admin().post(`/conversations/${c.id}/messages`, {
      content: 'Offer the upgrade',
      isPrivate: true,
    });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({
      senderType: 'supervisor',
      isPrivate: true,
      content: 'Offer the upgrade',
      conversationId: c.id,
    });
    expect((await transcript(c.id)).pop()).toEqual(response.data);
    const row: ConversationRow = (await admin().get(`/conversations/${c.id}`)).data;
    expect(row.messageCount).toBe(count);
    expect(row.supervisorJoined).toBeUndefined();
  });

  it('a join shows to the customer, counts and marks the row; it stays after the simulation moves on', async () => {
    const c = take(served);
    const count = c.messageCount;
    const response = await admin().post(`/conversations/${c.id}/messages`, { content: 'Hi, I am the supervisor.' });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ senderType: 'supervisor', isPrivate: false, senderName: expect.any(String) });
    const row: ConversationRow = (await admin().get(`/conversations/${c.id}`)).data;
    expect(row).toMatchObject({ messageCount: count + 1, supervisorJoined: true });
    expect((await liveList()).find((live) => live.id === c.id)).toMatchObject({ supervisorJoined: true });
    advanceSimulation(world.server, world.store.history.now + 5000);
    const messages = await transcript(c.id);
    expect(messages).toContainEqual(response.data);
    expect(world.store.get(c.id)?.messageCount).toBe(messages.length);
  });

  it('404 for an unknown id, 409 for an ended conversation', async () => {
    expect((await admin().post('/conversations/99999999/messages', { content: 'x' })).status).toBe(404);
    const closed = closedOne();
    const before = snapshot(closed.id);
    for (const [language, messages] of [
      ['en', en],
      ['de', de],
    ] as const) {
      const response = await admin(language).post(`/conversations/${closed.id}/messages`, { content: 'x' });
      expect([response.status, response.data]).toEqual([409, { message: messages.ended('closed') }]);
    }
    expect(snapshot(closed.id)).toBe(before);
  });

  it('422 on empty or over 5,000 characters, or a non-boolean isPrivate, and nothing changes', async () => {
    const c = take(served);
    const before = snapshot(c.id);
    const cases: Array<[unknown, string, string, string]> = [
      [{ content: '   ' }, 'content', en.required, de.required],
      [{}, 'content', en.required, de.required],
      [{ content: 'x'.repeat(5001) }, 'content', en.maxLength(5000), de.maxLength(5000)],
      [{ content: 'ok', isPrivate: 'maybe' }, 'isPrivate', en.boolean, de.boolean],
    ];
    for (const [body, field, english, german] of cases) {
      for (const [language, message] of [
        ['en', english],
        ['de', german],
      ] as const) {
        const response = await admin(language).post(`/conversations/${c.id}/messages`, body);
        expect([response.status, response.data.errors]).toEqual([422, { [field]: [message] }]);
      }
    }
    expect(snapshot(c.id)).toBe(before);
  });

  it.each([...badInputs.text, ...badInputs.markup].map((input) => [input.name, input.value]))(
    'bad input on content (%s): kept as plain text, or refused with a message and nothing changes',
    async (_name, value) => {
      const c = take(served);
      const before = snapshot(c.id);
      const response = await admin().post(`/conversations/${c.id}/messages`, { content: value, isPrivate: true });
      if (toPlainText(value) === '') {
        expect([response.status, response.data.errors]).toEqual([422, { content: [en.required] }]);
        expect(snapshot(c.id)).toBe(before);
      } else {
        expect(response.status).toBe(201);
        expect(response.data.content).toBe(toPlainText(value));
        expect((await transcript(c.id)).pop()?.content).toBe(toPlainText(value));
      }
    },
  );
});

describe('POST /conversations/:id/transfer', () => {
  it('moves the chat to a free agent: transferCount, the Agent performance report, and the simulation keeps it there', async () => {
    const c = take(served);
    const from = c.agentId as number;
    const to = await freeAgent();
    const report = async (): Promise<AgentPerformanceReport> => (await admin().get('/reports/agent-performance')).data;
    const transferredBy = (r: AgentPerformanceReport) => r.agents.find((row) => row.agentId === from)?.transferred ?? 0;
    const before = await report();
    const count = c.transferCount;
    const response = await admin().post(`/conversations/${c.id}/transfer`, { agentId: to.id });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ id: c.id, agentId: to.id, agentName: to.fullName, transferCount: count + 1 });
    expect(world.store.get(c.id)?.previousAgentIds.at(-1)).toBe(from);
    const after = await report();
    expect(transferredBy(after)).toBe(transferredBy(before) + 1);
    expect(after.totals.transfers).toBe(before.totals.transfers + 1);
    advanceSimulation(world.server, world.store.history.now + 30_000);
    expect(world.store.get(c.id)).toMatchObject({ agentId: to.id });
    const lines = (await transcript(c.id)).map((message) => message.content);
    expect(lines.some((line) => line.includes(`transferred the conversation to ${to.fullName}`))).toBe(true);
  });

  it('puts the chat back in a queue: no holder, waiting from now, and a free agent takes it', async () => {
    const c = take(served);
    const count = c.transferCount;
    const queue = world.server.db.queues.where({ departmentId: c.departmentId })[0] as { id: string };
    const now = world.store.history.now;
    const response = await admin().post(`/conversations/${c.id}/transfer`, { queueId: Number(queue.id) });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      status: 'queued',
      agentId: null,
      queueId: Number(queue.id),
      transferCount: count + 1,
      waitSec: 0,
      waitingSince: new Date(now).toISOString(),
    });
    const lines = (await transcript(c.id)).map((message) => message.content);
    expect(lines.some((line) => line.endsWith('transferred the conversation to the queue.'))).toBe(true);
    advanceSimulation(world.server, world.store.history.now + 10 * 60_000);
    const later = world.store.get(c.id) as Conversation;
    expect(later.transferCount).toBe(count + 1);
    if (later.status !== 'missed') expect(later.agentId).not.toBeNull();
  });

  it('assigns a chat nobody held yet (queued) to the agent without counting a transfer; the agent then answers it', async () => {
    const c = take((candidate) => candidate.status === 'queued' && candidate.assignedAt === null);
    const to = await freeAgent();
    const response = await admin().post(`/conversations/${c.id}/transfer`, { agentId: to.id });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ status: 'open', agentId: to.id, transferCount: 0 });
    expect(world.store.get(c.id)).toMatchObject({ assignedAt: world.store.history.now, previousAgentIds: [] });
    advanceSimulation(world.server, world.store.history.now + 10 * 60_000);
    const later = world.store.get(c.id) as Conversation;
    expect(later.agentId).toBe(to.id);
    expect(later.firstResponseAt).not.toBeNull();
  });

  it('422 saying why: offline, no free slot, already holding it, unknown agent or queue, not exactly one target', async () => {
    const c = take(served);
    const before = snapshot(c.id);
    const agents = await liveAgents();
    const offline = agents.find((agent) => agent.status === 'offline') as LiveAgent;
    const holder = agents.find((agent) => agent.id === c.agentId) as LiveAgent;
    const fr = LIVE_MESSAGES.in('fr');
    const refusals: Array<[unknown, string, string, string]> = [
      [
        { agentId: offline.id },
        'agentId',
        en.notOnline(offline.fullName, 'offline'),
        fr.notOnline(offline.fullName, 'offline'),
      ],
      [{ agentId: holder.id }, 'agentId', en.alreadyHolds(holder.fullName), fr.alreadyHolds(holder.fullName)],
      [{ agentId: 99999 }, 'agentId', en.reference, fr.reference],
      [{ queueId: 99999 }, 'queueId', en.reference, fr.reference],
      [{}, 'agentId', en.rules.oneTarget, fr.rules.oneTarget],
      [{ agentId: holder.id, queueId: 1 }, 'queueId', en.rules.oneTarget, fr.rules.oneTarget],
    ];
    for (const [body, field, english, french] of refusals) {
      for (const [language, message] of [
        ['en', english],
        ['fr', french],
      ] as const) {
        const response = await admin(language).post(`/conversations/${c.id}/transfer`, body);
        expect([JSON.stringify(body), response.status, response.data.errors]).toEqual([
          JSON.stringify(body),
          422,
          { [field]: [message] },
        ]);
      }
    }
    // A full agent: online, at the limit (one chat of one).
    const full = await freeAgent();
    world.server.db.agents.update(full.id, { maxConcurrentChats: 1 });
    try {
      const other = take(served);
      expect((await admin().post(`/conversations/${other.id}/transfer`, { agentId: full.id })).status).toBe(200);
      for (const [language, message] of [
        ['en', en.full(full.fullName, 1, 1)],
        ['fr', fr.full(full.fullName, 1, 1)],
      ] as const) {
        const response = await admin(language).post(`/conversations/${c.id}/transfer`, { agentId: full.id });
        expect([response.status, response.data.errors]).toEqual([422, { agentId: [message] }]);
      }
    } finally {
      world.server.db.agents.update(full.id, { maxConcurrentChats: full.maxConcurrentChats });
    }
    expect(snapshot(c.id)).toBe(before);
  });

  it('404 for an unknown id, 409 for an ended conversation', async () => {
    expect((await admin().post('/conversations/99999999/transfer', { queueId: 1 })).status).toBe(404);
    const closed = closedOne();
    const before = snapshot(closed.id);
    const response = await admin('de').post(`/conversations/${closed.id}/transfer`, { queueId: 1 });
    expect([response.status, response.data]).toEqual([409, { message: de.ended('closed') }]);
    expect(snapshot(closed.id)).toBe(before);
  });
});

describe('POST /conversations/:id/close', () => {
  type Record = { id: number; departmentIds: number[]; isActive: boolean };
  const usableFor = (departmentId: number) => (record: Record) =>
    record.isActive && (record.departmentIds.length === 0 || record.departmentIds.includes(departmentId));
  const sources = () => readHistorySources(world.server);
  const categoryFor = (c: Conversation) => sources().categories.find(usableFor(c.departmentId))?.id as number;
  const commentFor = (c: Conversation) => sources().comments.find(usableFor(c.departmentId))?.id as number;

  it('closes with the category and comment: it leaves the live list, the Chat Report shows and filters by them, the simulation never reopens it', async () => {
    const c = take(served);
    const categoryId = categoryFor(c);
    const commentId = commentFor(c);
    const response = await admin().post(`/conversations/${c.id}/close`, {
      categoryIds: [categoryId],
      commentId,
      closingNote: '  Refund agreed.  ',
    });
    expect([response.status, response.data.errors]).toEqual([200, undefined]);
    expect(response.data).toMatchObject({
      id: c.id,
      status: 'closed',
      categoryIds: [categoryId],
      commentId,
      closingNote: 'Refund agreed.',
    });
    const closedAt = response.data.closedAt;
    expect((await liveList()).some((row) => row.id === c.id)).toBe(false);
    const listed = await admin().get('/conversations', {
      params: { status: 'closed', categoryId, perPage: 1000 },
      paramsSerializer: { indexes: null },
    });
    expect(listed.data.data.find((row: ConversationRow) => row.id === c.id)).toMatchObject({
      categoryIds: [categoryId],
      commentId,
      closingNote: 'Refund agreed.',
    });
    advanceSimulation(world.server, world.store.history.now + 10 * 60_000);
    expect(world.store.get(c.id)).toMatchObject({
      status: 'closed',
      closedAt: Date.parse(closedAt),
      categoryIds: [categoryId],
      commentId,
    });
    expect((await admin().post(`/conversations/${c.id}/close`, { categoryIds: [categoryId] })).status).toBe(409);
  });

  it('422 without a category, with one or a comment of another department, or without a comment the settings require; nothing changes', async () => {
    const c = take(served);
    const before = snapshot(c.id);
    const pt = LIVE_MESSAGES.in('pt');
    const categories = sources().categories;
    const foreign = categories.find(
      (category) => category.departmentIds.length > 0 && !category.departmentIds.includes(c.departmentId),
    );
    const refusals: Array<[unknown, string, string, string]> = [
      [{ categoryIds: [] }, 'categoryIds', en.pickAtLeastOne, pt.pickAtLeastOne],
      [{}, 'categoryIds', en.pickAtLeastOne, pt.pickAtLeastOne],
      [{ categoryIds: [99999] }, 'categoryIds', en.reference, pt.reference],
      [{ categoryIds: [categoryFor(c)], commentId: 99999 }, 'commentId', en.reference, pt.reference],
      [
        { categoryIds: [categoryFor(c)], closingNote: 'x'.repeat(1001) },
        'closingNote',
        en.maxLength(1000),
        pt.maxLength(1000),
      ],
    ];
    if (foreign)
      refusals.push([
        { categoryIds: [Number(foreign.id)] },
        'categoryIds',
        en.categoryNotAllowed,
        pt.categoryNotAllowed,
      ]);
    for (const [body, field, english, portuguese] of refusals) {
      for (const [language, message] of [
        ['en', english],
        ['pt', portuguese],
      ] as const) {
        const response = await admin(language).post(`/conversations/${c.id}/close`, body);
        expect([JSON.stringify(body), response.status, response.data.errors?.[field]]).toEqual([
          JSON.stringify(body),
          422,
          [message],
        ]);
      }
    }
    const organization = world.server.db.organizations[0] as { id: string; settings: object };
    world.server.db.organizations.update(organization.id, {
      settings: { ...organization.settings, requireCommentOnClose: true },
    });
    try {
      for (const [language, message] of [
        ['en', en.rules.commentRequired],
        ['pt', pt.rules.commentRequired],
      ] as const) {
        const response = await admin(language).post(`/conversations/${c.id}/close`, { categoryIds: [categoryFor(c)] });
        expect([response.status, response.data.errors]).toEqual([422, { commentId: [message] }]);
      }
    } finally {
      world.server.db.organizations.update(organization.id, { settings: organization.settings });
    }
    expect(snapshot(c.id)).toBe(before);
  });

  it('404 for an unknown id, 409 for an ended conversation', async () => {
    expect((await admin().post('/conversations/99999999/close', { categoryIds: [1] })).status).toBe(404);
    const closed = closedOne();
    const before = snapshot(closed.id);
    const response = await admin().post(`/conversations/${closed.id}/close`, { categoryIds: [1] });
    expect([response.status, response.data]).toEqual([409, { message: en.ended('closed') }]);
    expect(snapshot(closed.id)).toBe(before);
  });

  it.each([...badInputs.text, ...badInputs.markup].map((input) => [input.name, input.value]))(
    'bad input on closingNote (%s): kept as plain text, or refused with a message and nothing changes',
    async (_name, value) => {
      const c = take(served);
      const before = snapshot(c.id);
      const response = await admin().post(`/conversations/${c.id}/close`, {
        categoryIds: [categoryFor(c)],
        closingNote: value,
      });
      if (toPlainText(value).length > 1000) {
        expect([response.status, response.data.errors]).toEqual([422, { closingNote: [en.maxLength(1000)] }]);
        expect(snapshot(c.id)).toBe(before);
      } else {
        expect(response.status).toBe(200);
        expect(response.data.closingNote).toBe(toPlainText(value));
        expect(world.store.get(c.id)?.closingNote).toBe(toPlainText(value));
      }
    },
  );
});

describe('the load option', () => {
  it('reads ?liveLoad or localStorage: high, a positive number, else the default rate', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(liveLoadScale('?liveLoad=high')).toBe(HIGH_LIVE_LOAD);
    expect(liveLoadScale('?liveLoad=3', storage('high'))).toBe(3);
    expect(liveLoadScale('', storage('high'))).toBe(HIGH_LIVE_LOAD);
    for (const value of ['0', '-2', 'lots', ''])
      expect(liveLoadScale(`?liveLoad=${value}`, storage(null))).toBeUndefined();
    expect(liveLoadScale('', storage(null))).toBeUndefined();
    expect(
      liveLoadScale('', {
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBeUndefined();
  });
});
