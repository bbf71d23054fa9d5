// The agent inbox's routes against the real Mirage server (docs/demo-api.md, Agent inbox): roles, the agent's record
// and status (which the simulation then respects), its queue and its chats, accepting a waiting chat with every
// refusal, writing to its own chat (the customer writes back), transfer and close on its own chats only, and manual
// routing. One server for the file under the high load, advanced 40 minutes past the history's end like live.test.ts;
// the tests run in order on it (the agent's day goes on). The clock is pinned; "now" is the history's.
import { badInputs } from '@live-agent/test-fixtures';
import type { DeskAgent, DeskConversation, LiveAgent } from '@live-agent/contracts';
import { getOk } from '../../testing';
import { linkedAgentIdOf } from '../auth/seeds';
import { openAt, type OpeningHours } from './desk';
import { DESK_MESSAGES } from './desk-messages';
import { toPlainText } from './live';
import { LIVE_MESSAGES } from './live-messages';
import { advanceSimulation, DESK_REPLY_SEC, liveLoads } from './simulation';
import { readHistorySources } from './store';
import { liveWorldForFile } from './test-support';
import { ACTIVE_STATUSES, type Conversation } from './types';

const RUN_MS = 40 * 60_000;
const en = DESK_MESSAGES.en;
const de = DESK_MESSAGES.in('de');
/** The agent account's record (auth/seeds.ts): Olivia Martin, Support, at most 4 chats. */
const ME = linkedAgentIdOf(3) as number;

const world = liveWorldForFile(RUN_MS);
const { as, snapshot, transcript } = world;
const agent = (language = 'en') => as(world.tokens.agent, language);
const admin = () => as(world.tokens.admin);
const advance = (ms: number) => advanceSimulation(world.server, world.store.history.now + ms);

function me() {
  return getOk<DeskAgent>(agent(), '/me');
}
function queue() {
  return getOk<DeskConversation[]>(agent(), '/me/queue');
}
function mine() {
  return getOk<DeskConversation[]>(agent(), '/me/conversations');
}
const myQueues = () =>
  new Set(
    readHistorySources(world.server)
      .queues.filter((q) => q.departmentId === 2)
      .map((q) => q.id),
  );
/** The chats the agent holds now. */
const held = () =>
  world.store.conversations.filter(
    (c) => ACTIVE_STATUSES.includes(c.status) && c.agentId === ME && c.assignedAt !== null,
  );
/** The agent passes its chats back to their queues, so it holds none. */
async function freeSlots(): Promise<void> {
  for (const c of held())
    expect((await agent().post(`/conversations/${c.id}/transfer`, { queueId: c.queueId })).status).toBe(200);
}
/** Accepts waiting chats until the agent holds `count`. */
async function holdAtLeast(count: number): Promise<void> {
  while (held().length < count) {
    const next = (await queue())[0];
    expect((await agent().post(`/conversations/${next.id}/accept`)).status).toBe(200);
  }
}

const DESK_PATHS: Array<[string, string, unknown]> = [
  ['get', '/me', undefined],
  ['put', '/me/status', { status: 'online' }],
  ['get', '/me/queue', undefined],
  ['get', '/me/conversations', undefined],
  ['post', '/conversations/1/accept', undefined],
];

describe('roles', () => {
  it('answers 401 without a token, 403 to a client, and 403 "not linked" to an admin without an agent record', async () => {
    for (const [method, url, data] of DESK_PATHS) {
      expect([url, (await as().request({ method, url, data })).status]).toEqual([url, 401]);
      const client = await as(world.tokens.client).request({ method, url, data });
      expect([url, client.status, client.data]).toEqual([
        url,
        403,
        { message: 'You do not have permission to do this.' },
      ]);
      const asAdmin = await admin().request({ method, url, data });
      expect([url, asAdmin.status, asAdmin.data]).toEqual([url, 403, { message: en.noAgent }]);
    }
  });
});

describe('GET /me and PUT /me/status', () => {
  it('answers the linked agent record: its status from the log, its chats against its limit, its departments’ queues', async () => {
    const record = readHistorySources(world.server).agents.find((a) => a.id === ME);
    expect(await me()).toEqual({
      id: ME,
      fullName: 'Olivia Martin',
      status: world.store.statusLog.statusAt(ME, world.store.history.now),
      maxConcurrentChats: record?.maxConcurrentChats,
      activeChats: liveLoads(world.server).get(ME) ?? 0,
      departmentIds: [2],
      queueIds: [...myQueues()].sort((a, b) => a - b),
      routingMethod: 'load_balancing',
      expectedNow: expect.any(Boolean),
      departmentsOpenNow: expect.any(Boolean),
      shiftChangesAt: expect.any(String),
    });
  });

  it('says whether the agent is expected now by its shift, and when that changes', async () => {
    const record = await me();
    const sources = readHistorySources(world.server);
    const shiftId = sources.agents.find((row) => row.id === ME)?.shiftId;
    const shift = sources.shifts.find((row) => row.id === shiftId);
    expect(shift).toBeDefined();
    const { timezone, daysOfWeek, startTime, endTime } = shift!;
    const now = world.store.history.now;
    // The shift's clock and weekday at an instant, in its own time zone.
    const local = (at: number) => {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: timezone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(new Date(at));
      const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
      return {
        time: `${part('hour')}:${part('minute')}`,
        day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')),
      };
    };
    expect(record.shiftChangesAt).not.toBeNull();
    const changesAt = Date.parse(record.shiftChangesAt as string);
    expect(changesAt).toBeGreaterThan(now);
    if (record.expectedNow) {
      // On shift: it ends at the shift's end time.
      expect(local(changesAt).time).toBe(endTime);
    } else {
      // Off shift: the next window starts at the shift's start time on one of its days, and nothing starts before.
      expect(local(changesAt).time).toBe(startTime);
      expect(daysOfWeek).toContain(local(changesAt).day);
    }
  });

  it('says whether one of its departments is open now by its working time', async () => {
    const db = world.server.db as unknown as Record<string, Array<Record<string, unknown>>>;
    const department = db.departments.find((row) => Number(row.id) === 2)!;
    const hours = db.workingTimes.find((row) => Number(row.id) === Number(department.workingTimeId));
    const expected = hours ? openAt(hours as unknown as OpeningHours, world.store.history.now) : true;
    expect((await me()).departmentsOpenNow).toBe(expected);
  });

  it('refuses an unknown status with a message, and nothing changes', async () => {
    const before = JSON.stringify(world.store.statusLog.lastEvent(ME));
    for (const status of ['sleeping', '', 42, null]) {
      const response = await agent('de').put('/me/status', { status });
      expect(response.status).toBe(422);
      expect(Object.keys(response.data.errors)).toEqual(['status']);
    }
    const english = await agent().put('/me/status', { status: 'sleeping' });
    expect(english.data.errors).toEqual({ status: [en.choice] });
    expect(JSON.stringify(world.store.statusLog.lastEvent(ME))).toBe(before);
  });

  it('sets the status now: in the status log (Agent analysis’ timeline) and on the monitor, and the simulation keeps it', async () => {
    const now = world.store.history.now;
    const response = await agent().put('/me/status', { status: 'away' });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ id: ME, status: 'away' });
    expect(world.store.statusLog.lastEvent(ME)).toEqual({ agentId: ME, status: 'away', startedAt: now, endedAt: null });
    const agents: LiveAgent[] = (await admin().get('/live/agents')).data;
    expect(agents.find((a) => a.id === ME)).toMatchObject({ status: 'away', statusSince: new Date(now).toISOString() });

    // Ten minutes on, whatever the shift planned, still away, and no chat handed to the agent meanwhile.
    const heldBefore = new Set(held().map((c) => c.id));
    advance(10 * 60_000);
    expect((await me()).status).toBe('away');
    expect(held().filter((c) => !heldBefore.has(c.id))).toEqual([]);
    const report = await admin().get('/reports/agent-analysis', {
      params: {
        agentId: ME,
        from: new Date(now - 60_000).toISOString(),
        to: new Date(world.store.history.now).toISOString(),
      },
    });
    expect(report.status).toBe(200);
    const timeline = report.data.agents.find((row: { agentId: number }) => row.agentId === ME).timeline;
    expect(timeline[timeline.length - 1]).toMatchObject({ status: 'away', startedAt: new Date(now).toISOString() });
  });
});

describe('GET /me/queue', () => {
  it('lists the chats waiting in the agent’s queues, oldest first, with their wait', async () => {
    const rows = await queue();
    const queues = myQueues();
    const waiting = world.store.conversations.filter((c) => c.status === 'queued' && queues.has(c.queueId));
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(waiting.map((c) => c.id));
    expect(rows.length).toBeGreaterThan(0);
    for (let index = 1; index < rows.length; index += 1)
      expect(Date.parse(rows[index - 1].waitingSince)).toBeLessThanOrEqual(Date.parse(rows[index].waitingSince));
    for (const row of rows) {
      expect(row.status).toBe('queued');
      expect(row.waitSec).toBe(Math.floor((world.store.history.now - Date.parse(row.waitingSince)) / 1000));
    }
  });
});

describe('POST /conversations/:id/accept', () => {
  it('refuses while the agent is not online (422), and nothing changes', async () => {
    // Under the high load the simulation had filled the agent's slots before the person came.
    await freeSlots();
    const next = (await queue())[0];
    const before = snapshot(next.id);
    const response = await agent().post(`/conversations/${next.id}/accept`);
    expect([response.status, response.data]).toEqual([422, { message: en.notOnline('away') }]);
    expect(snapshot(next.id)).toBe(before);
  });

  it('answers 404 for an unknown chat, 403 outside the agent’s queues, 409 taken or ended, in the request’s language', async () => {
    await agent().put('/me/status', { status: 'online' });
    expect((await agent().post('/conversations/99999999/accept')).status).toBe(404);
    const queues = myQueues();
    const elsewhere = world.store.conversations.find(
      (c) => c.status === 'queued' && !queues.has(c.queueId),
    ) as Conversation;
    const other = await agent('de').post(`/conversations/${elsewhere.id}/accept`);
    expect([other.status, other.data]).toEqual([403, { message: de.notYourQueue }]);
    const taken = world.store.conversations.find(
      (c) => c.status === 'open' && queues.has(c.queueId) && c.agentId !== ME,
    ) as Conversation;
    const before = snapshot(taken.id);
    const response = await agent().post(`/conversations/${taken.id}/accept`);
    expect([response.status, response.data]).toEqual([
      409,
      { message: en.takenBy(world.store.agentName(taken.agentId) as string) },
    ]);
    expect(snapshot(taken.id)).toBe(before);
    const ended = world.store.conversations.find((c) => c.status === 'closed' && queues.has(c.queueId)) as Conversation;
    expect((await agent().post(`/conversations/${ended.id}/accept`)).data).toEqual({
      message: LIVE_MESSAGES.en.ended('closed'),
    });
  });

  it('takes the oldest waiting chat: it leaves the queue, joins the agent’s chats, awaiting a reply', async () => {
    const next = (await queue())[0];
    const response = await agent().post(`/conversations/${next.id}/accept`);
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ id: next.id, agentId: ME, agentName: 'Olivia Martin', status: 'open' });
    expect((await queue()).map((row) => row.id)).not.toContain(next.id);
    expect((await mine()).find((row) => row.id === next.id)).toMatchObject({ awaitingReply: true, agentId: ME });
    const messages = await transcript(next.id);
    expect(messages[messages.length - 1]).toMatchObject({
      senderType: 'system',
      content: 'Olivia Martin joined the conversation.',
    });
    expect((world.store.get(next.id) as Conversation).messageCount).toBe(messages.length);
    // A second accept: it is the agent's own now.
    const again = await agent().post(`/conversations/${next.id}/accept`);
    expect([again.status, again.data]).toEqual([409, { message: en.takenBy('Olivia Martin') }]);
  });

  it('counts a chat the bot handed over (its line last) as awaiting a reply, in the queue and once taken', async () => {
    const lastSaid = async (id: number) =>
      (await transcript(id)).filter((m) => !m.isPrivate && m.senderType !== 'system').at(-1)?.senderType;
    const waiting = await queue();
    const saidLast = await Promise.all(waiting.map((row) => lastSaid(row.id)));
    // The simulation queues chats the bot handed over (its "Let me find a colleague for you." last).
    expect(saidLast).toContain('bot');
    const handedOver = waiting[saidLast.indexOf('bot')];
    expect(handedOver).toMatchObject({ awaitingReply: true });
    await freeSlots();
    expect((await agent().post(`/conversations/${handedOver.id}/accept`)).status).toBe(200);
    expect((await mine()).find((row) => row.id === handedOver.id)).toMatchObject({ awaitingReply: true });
  });

  it('refuses over the chat limit (422 naming it), and nothing changes', async () => {
    const limit = (await me()).maxConcurrentChats;
    await holdAtLeast(limit);
    const next = (await queue())[0];
    const before = snapshot(next.id);
    const response = await agent().post(`/conversations/${next.id}/accept`);
    expect([response.status, response.data]).toEqual([422, { message: en.full(held().length, limit) }]);
    expect(response.data.message).toContain(String(limit));
    expect(snapshot(next.id)).toBe(before);
  });
});

describe('the agent’s own chats', () => {
  const mineOne = (index = 0) => held()[index] as Conversation;

  it('sends a message as the agent: the first response, counted, and the customer writes back within seconds', async () => {
    const c = held().find((candidate) => candidate.firstResponseAt === null) ?? mineOne();
    const now = world.store.history.now;
    const hadResponse = c.firstResponseAt;
    const response = await agent().post(`/conversations/${c.id}/messages`, { content: '  Hello <b>there</b>  ' });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({
      senderType: 'agent',
      senderId: ME,
      senderName: 'Olivia Martin',
      isPrivate: false,
      content: 'Hello <b>there</b>',
      createdAt: new Date(now).toISOString(),
    });
    const row = (await admin().get(`/conversations/${c.id}`)).data;
    expect(row.firstResponseAt).toBe(new Date(hadResponse ?? now).toISOString());
    expect(row.lastMessageAt).toBe(new Date(now).toISOString());
    let messages = await transcript(c.id);
    expect(row.messageCount).toBe(messages.length);
    expect(messages[messages.length - 1].content).toBe('Hello <b>there</b>');
    expect((await mine()).find((r) => r.id === c.id)?.awaitingReply).toBe(false);

    advance((DESK_REPLY_SEC.max + 1) * 1000);
    messages = await transcript(c.id);
    const reply = messages[messages.length - 1];
    expect(reply).toMatchObject({ senderType: 'customer', senderId: c.customerId, isPrivate: false });
    const after = (Date.parse(reply.createdAt) - now) / 1000;
    expect(after).toBeGreaterThanOrEqual(DESK_REPLY_SEC.min);
    expect(after).toBeLessThanOrEqual(DESK_REPLY_SEC.max);
    expect((await mine()).find((r) => r.id === c.id)).toMatchObject({
      awaitingReply: true,
      waitingSince: reply.createdAt,
    });
    expect((world.store.get(c.id) as Conversation).messageCount).toBe(messages.length);
  });

  it('counts a private note like the generated agents’ notes, and the customer does not answer it', async () => {
    const c = mineOne(1);
    advance(60_000);
    const count = c.messageCount;
    const response = await agent().post(`/conversations/${c.id}/messages`, {
      content: 'Check the contract',
      isPrivate: true,
    });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ senderType: 'agent', isPrivate: true });
    advance((DESK_REPLY_SEC.max + 1) * 1000);
    expect(c.messageCount).toBe(count + 1);
    expect((await transcript(c.id)).pop()).toMatchObject({ content: 'Check the contract', isPrivate: true });
  });

  it('writes a message once per client id: the same id again answers the first message, 200, and writes nothing', async () => {
    const c = mineOne(1);
    const clientId = 'a1b2c3d4-0000-4000-8000-000000000001';
    const first = await agent().post(`/conversations/${c.id}/messages`, {
      content: 'Only once, please',
      isPrivate: true,
      clientId,
    });
    expect(first.status).toBe(201);
    const after = snapshot(c.id);
    // A retry, or a second tab sending the same kept draft: even with other words, the first message stands.
    const again = await agent().post(`/conversations/${c.id}/messages`, { content: 'Only once, again', clientId });
    expect([again.status, again.data]).toEqual([200, first.data]);
    expect(snapshot(c.id)).toBe(after);
    // Another id is another message; a malformed one is refused and writes nothing.
    const other = await agent().post(`/conversations/${c.id}/messages`, {
      content: 'A second note',
      isPrivate: true,
      clientId: 'a1b2c3d4-0000-4000-8000-000000000002',
    });
    expect(other.status).toBe(201);
    const before = snapshot(c.id);
    const bad = await agent().post(`/conversations/${c.id}/messages`, { content: 'x', clientId: 'no spaces here' });
    expect([bad.status, bad.data.errors]).toEqual([422, { clientId: [en.invalid] }]);
    expect(snapshot(c.id)).toBe(before);
  });

  it('leaves the agent’s chats to the person: nothing is answered or closed for it by the simulation', async () => {
    const c = mineOne(2);
    const before = (await transcript(c.id)).length;
    advance(20 * 60_000);
    expect(c.status).toBe('open');
    const messages = await transcript(c.id);
    expect(messages.length).toBe(before);
    expect(messages.filter((m) => Date.parse(m.createdAt) > (c.desk?.at as number))).toEqual([]);
  });

  it.each([...badInputs.text, ...badInputs.markup].map((input) => [input.name, input.value]))(
    'bad input on content (%s): kept as plain text, or refused with a message and nothing changes',
    async (_name, value) => {
      const c = mineOne();
      const before = snapshot(c.id);
      const response = await agent().post(`/conversations/${c.id}/messages`, { content: value, isPrivate: true });
      if (toPlainText(value) === '') {
        expect([response.status, response.data.errors]).toEqual([422, { content: [en.required] }]);
        expect(snapshot(c.id)).toBe(before);
      } else if (toPlainText(value).length > 5000) {
        expect([response.status, response.data.errors]).toEqual([422, { content: [en.maxLength(5000)] }]);
        expect(snapshot(c.id)).toBe(before);
      } else {
        expect(response.status).toBe(201);
        expect((await transcript(c.id)).pop()?.content).toBe(toPlainText(value));
      }
    },
  );

  it('reads the transcript of its own chats only (403 on any other); the admin reads every one', async () => {
    const own = mineOne();
    const response = await agent().get(`/conversations/${own.id}/messages`, { params: { perPage: 1000 } });
    expect(response.status).toBe(200);
    expect(response.data.data).toEqual(await transcript(own.id));
    const other = world.store.conversations.find((c) => c.status === 'open' && c.agentId !== ME) as Conversation;
    const refused = await agent().get(`/conversations/${other.id}/messages`);
    expect([refused.status, refused.data]).toEqual([403, { message: en.notYours }]);
    expect((await as(world.tokens.client).get(`/conversations/${other.id}/messages`)).status).toBe(403);
    expect((await agent().get('/conversations/99999999/messages')).status).toBe(404);
  });

  it('answers 403 on someone else’s chat for a message, a transfer and a close, and nothing changes', async () => {
    const c = world.store.conversations.find(
      (candidate) => candidate.status === 'open' && candidate.agentId !== ME,
    ) as Conversation;
    const queued = world.store.conversations.find((candidate) => candidate.status === 'queued') as Conversation;
    for (const target of [c, queued]) {
      const before = snapshot(target.id);
      for (const [url, data] of [
        [`/conversations/${target.id}/messages`, { content: 'Hi' }],
        [`/conversations/${target.id}/transfer`, { queueId: 1 }],
        [`/conversations/${target.id}/close`, { categoryIds: [1] }],
      ] as const) {
        const response = await agent('de').post(url, data);
        expect([url, response.status, response.data]).toEqual([url, 403, { message: de.notYours }]);
      }
      expect(snapshot(target.id)).toBe(before);
    }
  });

  it('transfers its own chat to a queue: it leaves the agent’s chats and waits there', async () => {
    const c = mineOne();
    const response = await agent().post(`/conversations/${c.id}/transfer`, { queueId: c.queueId });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ id: c.id, agentId: null, status: 'queued' });
    expect((await mine()).map((row) => row.id)).not.toContain(c.id);
  });

  it('closes its own chat with a category: a closing notice ends the transcript; a second close is 409', async () => {
    const c = mineOne();
    const category = readHistorySources(world.server).categories.find(
      (candidate) =>
        candidate.isActive &&
        (candidate.departmentIds.length === 0 || candidate.departmentIds.includes(c.departmentId)),
    );
    const response = await agent().post(`/conversations/${c.id}/close`, {
      categoryIds: [category?.id],
      closingNote: 'Solved',
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ id: c.id, status: 'closed', agentId: ME, closingNote: 'Solved' });
    const messages = await transcript(c.id);
    expect(messages[messages.length - 1]).toMatchObject({
      senderType: 'system',
      content: 'Olivia Martin closed the conversation.',
    });
    expect(response.data.messageCount).toBe(messages.length);
    expect(new Set(messages.map((m) => m.id)).size).toBe(messages.length);
    expect((await mine()).map((row) => row.id)).not.toContain(c.id);
    const again = await agent().post(`/conversations/${c.id}/close`, { categoryIds: [category?.id] });
    expect([again.status, again.data]).toEqual([409, { message: LIVE_MESSAGES.en.ended('closed') }]);
  });
});

describe('routing', () => {
  it('with manual routing the simulation never hands the agent a chat; its queue offers them', async () => {
    const organization = (await admin().get('/organization')).data;
    const put = await admin().put('/organization', { settings: { ...organization.settings, routingMethod: 'manual' } });
    expect(put.status).toBe(200);
    expect((await me()).routingMethod).toBe('manual');
    // Free slots, online, in the busiest department: the simulation would hand some on its own otherwise.
    for (const c of held()) await agent().post(`/conversations/${c.id}/transfer`, { queueId: c.queueId });
    await agent().put('/me/status', { status: 'online' });
    const from = world.store.history.now;
    advance(15 * 60_000);
    expect(
      world.store.conversations.filter((c) => c.agentId === ME && c.assignedAt !== null && c.assignedAt > from),
    ).toEqual([]);
    expect((await queue()).length).toBeGreaterThan(0);
  });
});

describe('opening hours (openAt)', () => {
  // Monday 2 March 2026, in Berlin (UTC+1 then).
  const berlin = (clock: string, date = '2026-03-02') => Date.parse(`${date}T${clock}:00+01:00`);
  const hours: OpeningHours = {
    timezone: 'Europe/Berlin',
    isEnabled: true,
    intervals: [
      { day: 1, open: '08:00', close: '12:00' },
      { day: 1, open: '13:00', close: '18:00' },
    ],
    exceptions: [
      { date: '2026-03-09', closed: true, intervals: [] },
      { date: '2026-03-16', closed: false, intervals: [{ open: '10:00', close: '11:00' }] },
    ],
  };

  it('is open inside a weekday interval, in the working time’s own zone, and closed between and after', () => {
    expect(openAt(hours, berlin('08:00'))).toBe(true);
    expect(openAt(hours, berlin('11:59'))).toBe(true);
    expect(openAt(hours, berlin('12:00'))).toBe(false);
    expect(openAt(hours, berlin('12:30'))).toBe(false);
    expect(openAt(hours, berlin('17:30'))).toBe(true);
    expect(openAt(hours, berlin('18:00'))).toBe(false);
    // 08:30 in Berlin is 07:30 UTC: the zone decides, not UTC's clock.
    expect(openAt(hours, Date.parse('2026-03-02T07:30:00Z'))).toBe(true);
    // Tuesday has no interval.
    expect(openAt(hours, berlin('09:00', '2026-03-03'))).toBe(false);
  });

  it('follows a special day: closed all day, or its own hours', () => {
    expect(openAt(hours, berlin('09:00', '2026-03-09'))).toBe(false);
    expect(openAt(hours, berlin('09:00', '2026-03-16'))).toBe(false);
    expect(openAt(hours, berlin('10:30', '2026-03-16'))).toBe(true);
  });

  it('closes nothing when turned off', () => {
    expect(openAt({ ...hours, isEnabled: false }, berlin('23:00', '2026-03-03'))).toBe(true);
  });
});
