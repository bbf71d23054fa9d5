// The live simulation: the simulation advances state. From the history at REFERENCE_DATE:
// the world moves (arrivals, assignments, closes, agent statuses), every changed row still follows the
// metric formulas and its transcript, the reports move with it and still agree with /conversations,
// it is deterministic (also tick by tick), the timer stops with the server, and `endsAt: 'now'` builds
// the history up to the clock with GET /agents showing the log's statuses.
import type { AxiosInstance } from 'axios';
import type { Server } from 'miragejs';
import { REFERENCE_DATE } from '../../random';
import { startMockServer } from '../../server';
import { fakeClockOnly, login, PRODUCT_API, productApiAs } from '../../testing';
import { EMPTY_FILTER } from './filters';
import { onlineSeconds, weekdayHourHeatmap } from './metrics';
import { agentAnalysisReport, dashboardReport, type CommunicationsReport, type DashboardReport } from './reports';
import { conversationRoutes, reportSourceFor } from './routes';
import { advanceSimulation, startConversationSimulation, STEP_MS, type SimulationSummary } from './simulation';
import { AgentStatusLog } from './status-log';
import { conversationStoreFor } from './store';
import { HOUR_MS, MINUTE_MS } from './timezone';
import { ACTIVE_STATUSES, type Conversation, type ConversationRow } from './types';

const START = REFERENCE_DATE.getTime();

async function clientFor(): Promise<AxiosInstance> {
  return productApiAs((await login('admin@demo.com', 'admin')).accessToken);
}

type DbAgent = { id: string; status: string; isActive: boolean };
const dbAgents = (server: Server) => server.db.agents as unknown as DbAgent[];

/** The rows as plain data, to compare states before and after. */
const snapshot = (list: readonly Conversation[]): Map<number, Conversation> =>
  new Map(list.map((c) => [c.id, JSON.parse(JSON.stringify(c)) as Conversation]));

const seconds = (later: number | null, earlier: number | null) =>
  later === null || earlier === null ? null : (later - earlier) / 1000;

/** Every problem of a row at `now`: derived fields against the metric formulas, the status against its timestamps, the transcript. */
function problemsOf(server: Server, c: Conversation, now: number): string[] {
  const store = conversationStoreFor(server);
  const problems: string[] = [];
  const expect = (label: string, ok: boolean) => {
    if (!ok) problems.push(`#${c.id} ${c.status}: ${label}`);
  };
  expect('waitSec', c.waitSec === seconds(c.firstResponseAt, c.queuedAt));
  expect('firstResponseSec', c.firstResponseSec === seconds(c.firstResponseAt, c.handoffAt ?? c.createdAt));
  expect('handleSec', c.handleSec === seconds(c.closedAt, c.assignedAt));
  expect('resolutionSec', c.resolutionSec === seconds(c.closedAt, c.createdAt));
  const stamps = [
    c.createdAt,
    c.queuedAt,
    c.assignedAt,
    c.firstResponseAt,
    c.closedAt,
    c.abandonedAt,
    c.missedAt,
    c.handoffAt,
    c.lastMessageAt,
  ];
  expect(
    'no timestamp after now',
    stamps.every((at) => at === null || at <= now),
  );
  expect(
    'whole seconds',
    stamps.every((at) => at === null || at % 1000 === 0),
  );
  expect(
    'order',
    (c.queuedAt ?? c.createdAt) >= c.createdAt &&
      (c.assignedAt ?? Infinity) >= (c.queuedAt ?? -Infinity) &&
      (c.firstResponseAt ?? Infinity) >= (c.assignedAt ?? -Infinity),
  );
  const active = ACTIVE_STATUSES.includes(c.status);
  if (active)
    expect(
      'an active row has no end',
      c.closedAt === null && c.missedAt === null && c.abandonedAt === null && c.rating === null,
    );
  if (c.status === 'bot') expect('bot', c.botHandled && c.queuedAt === null && c.agentId === null);
  if (c.status === 'queued') expect('queued', c.queuedAt !== null && c.assignedAt === null && c.agentId === null);
  if (c.status === 'open' || c.status === 'on_hold')
    expect('held by an agent', c.assignedAt !== null && c.agentId !== null);
  if (c.status === 'on_hold') expect('on hold after the first response', c.firstResponseAt !== null);
  if (c.status === 'closed') expect('closed', c.closedAt !== null && c.lastMessageAt === c.closedAt);
  if (c.status === 'missed')
    expect('missed', c.missedAt !== null && c.assignedAt === null && c.lastMessageAt === c.missedAt);
  if (c.status === 'abandoned')
    expect('abandoned', c.abandonedAt !== null && c.assignedAt === null && c.lastMessageAt === c.abandonedAt);
  expect('transfers', c.transferCount === c.previousAgentIds.length);
  const messages = store.messages(c);
  expect(`messageCount ${c.messageCount} = transcript ${messages.length}`, c.messageCount === messages.length);
  expect('last message at lastMessageAt', Date.parse(messages[messages.length - 1].createdAt) === c.lastMessageAt);
  expect(
    'messages in order',
    messages.every((m, index) => index === 0 || m.createdAt >= messages[index - 1].createdAt),
  );
  return problems;
}

/** Each agent's events are back to back, the open one last. */
function logProblems(log: AgentStatusLog): string[] {
  const problems: string[] = [];
  for (const agentId of log.agentIds()) {
    const events = log.events({ agentIds: [agentId] });
    events.forEach((event, index) => {
      const next = events[index + 1];
      if (next && event.endedAt !== next.startedAt)
        problems.push(`agent ${agentId}: event ${index} ends at ${event.endedAt}, next starts at ${next.startedAt}`);
      if (next && event.endedAt === null) problems.push(`agent ${agentId}: event ${index} is open but not the last`);
    });
  }
  return problems;
}

describe('AgentStatusLog grows', () => {
  it('transition() ends the open event and starts a new one; reads see both', () => {
    const log = new AgentStatusLog([
      { agentId: 1, status: 'offline', startedAt: 0, endedAt: 100 },
      { agentId: 1, status: 'online', startedAt: 100, endedAt: null },
      { agentId: 2, status: 'online', startedAt: 0, endedAt: 50 },
    ]);
    expect(log.transition(1, 'online', 200)).toBe(false);
    expect(log.transition(1, 'away', 200)).toBe(true);
    expect(log.transition(1, 'online', 260)).toBe(true);
    expect(log.transition(1, 'busy', 260)).toBe(true); // same instant: the open event changes status
    expect(log.transition(2, 'offline', 300)).toBe(false); // already offline after its ended event
    expect(log.transition(2, 'online', 300)).toBe(true);
    expect(log.transition(3, 'busy', 10)).toBe(true); // a new agent
    expect(log.size).toBe(7);
    expect(log.agentIds()).toEqual([1, 2, 3]);
    expect([150, 199, 200, 259, 260, 1000].map((at) => log.statusAt(1, at))).toEqual([
      'online',
      'online',
      'away',
      'away',
      'busy',
      'busy',
    ]);
    expect([49, 50, 299, 300].map((at) => log.statusAt(2, at))).toEqual(['online', 'offline', 'offline', 'online']);
    expect(log.events({ agentIds: [1], from: 150, to: 250 })).toEqual([
      { agentId: 1, status: 'online', startedAt: 100, endedAt: 200 },
      { agentId: 1, status: 'away', startedAt: 200, endedAt: 260 },
    ]);
    expect(log.events({ agentIds: [1], from: 270 })).toEqual([
      { agentId: 1, status: 'busy', startedAt: 260, endedAt: null },
    ]);
    expect(log.lastEvent(3)).toEqual({ agentId: 3, status: 'busy', startedAt: 10, endedAt: null });
    expect(() => log.transition(1, 'away', 100)).toThrow();
  });
});

describe('advanceSimulation from the history at REFERENCE_DATE', () => {
  let server: Server;
  let client: AxiosInstance;
  const T1 = START + 10 * MINUTE_MS;
  const T2 = START + 20 * MINUTE_MS;
  let initialCount: number;
  let atStart: Map<number, Conversation>;
  let atT1: Map<number, Conversation>;
  let statusAtStart: Map<number, string>;
  let statusBeforeStart: Map<number, string>;
  let dashboardAtStart: DashboardReport;
  let first: SimulationSummary;
  let second: SimulationSummary;

  beforeAll(async () => {
    server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
    client = await clientFor();
    const store = conversationStoreFor(server);
    initialCount = store.conversations.length;
    atStart = snapshot(store.conversations.slice(-400));
    statusAtStart = new Map(store.statusLog.agentIds().map((id) => [id, store.statusLog.statusAt(id, START)]));
    statusBeforeStart = new Map(
      store.statusLog.agentIds().map((id) => [id, store.statusLog.statusAt(id, START - MINUTE_MS)]),
    );
    dashboardAtStart = (await client.get('/reports/dashboard')).data;
    // Fill the report caches first, so the checks below see them brought up to date, not built afresh.
    agentAnalysisReport(reportSourceFor(server), EMPTY_FILTER);
    first = advanceSimulation(server, T1);
    atT1 = snapshot(store.conversations.slice(-600));
    agentAnalysisReport(reportSourceFor(server), EMPTY_FILTER);
    second = advanceSimulation(server, T2);
  });

  afterAll(() => server.shutdown());

  it('moves now, in whole-second steps', () => {
    const { history } = conversationStoreFor(server);
    expect(history.now).toBe(T2);
    expect(first).toMatchObject({ from: START, to: T1, steps: (10 * MINUTE_MS) / STEP_MS });
    expect(second).toMatchObject({ from: T1, to: T2 });
    // Nothing happens when the target is not later.
    expect(advanceSimulation(server, T2 - 5000)).toMatchObject({ steps: 0, from: T2, to: T2 });
    console.log(`simulation: 0–10 min ${JSON.stringify(first)}\n10–20 min ${JSON.stringify(second)}`);
  });

  it('new conversations arrive with continuing ids, in createdAt order, between the old and the new now', () => {
    const list = conversationStoreFor(server).conversations;
    expect(first.arrivals).toBeGreaterThan(4);
    expect(list.length).toBe(initialCount + first.arrivals + second.arrivals);
    expect(list.filter((c, index) => c.id !== index + 1).map((c) => c.id)).toEqual([]);
    expect(list.filter((c, index) => index > 0 && c.createdAt < list[index - 1].createdAt).map((c) => c.id)).toEqual(
      [],
    );
    const added = list.slice(initialCount);
    expect(added.every((c) => c.createdAt >= START && c.createdAt < T2)).toBe(true);
    // Like the generator: every channel, bot and queue starts, several departments.
    expect(new Set(added.map((c) => c.channel)).size).toBeGreaterThanOrEqual(3);
    expect(added.some((c) => c.botHandled) && added.some((c) => !c.botHandled)).toBe(true);
    expect(new Set(added.map((c) => c.departmentId)).size).toBeGreaterThanOrEqual(2);
  });

  it('queued chats get assigned, open ones close, bot chats are contained or handed off', () => {
    const store = conversationStoreFor(server);
    const now = (id: number) => store.get(id) as Conversation;
    const was = (status: string) => [...atT1.values()].filter((c) => c.status === status);
    const queued = was('queued');
    const open = [...was('open'), ...was('on_hold')];
    expect(queued.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    expect(queued.filter((c) => now(c.id).assignedAt !== null).length).toBeGreaterThan(0);
    expect(open.filter((c) => now(c.id).status === 'closed').length).toBeGreaterThan(0);
    const all = [first, second];
    const total = (key: keyof SimulationSummary) => all.reduce((sum, s) => sum + (s[key] as number), 0);
    expect(total('assigned')).toBeGreaterThan(5);
    expect(total('closed')).toBeGreaterThan(5);
    expect(total('handoffs')).toBeGreaterThan(0);
    const added = store.conversations.slice(initialCount);
    expect(added.some((c) => c.status === 'closed' && c.botHandled && c.handoffAt === null)).toBe(true); // contained
    expect(added.some((c) => c.handoffAt !== null && c.queuedAt === c.handoffAt)).toBe(true);
    // Closed by an agent: categories, and now and then a rating and a closing comment.
    const humanClosed = store.conversations.filter(
      (c) => c.closedAt !== null && c.closedAt > START && c.agentId !== null,
    );
    expect(humanClosed.length).toBeGreaterThan(5);
    expect(humanClosed.every((c) => c.categoryIds.length > 0)).toBe(true);
    expect(humanClosed.some((c) => c.commentId !== null)).toBe(true);
  });

  it('every changed or new row follows the metric formulas, its status and its transcript', () => {
    const store = conversationStoreFor(server);
    const { now } = store.history;
    const changed = store.conversations.filter((c) => {
      const before = atStart.get(c.id);
      return c.id > initialCount || (before !== undefined && JSON.stringify(before) !== JSON.stringify(c));
    });
    expect(changed.length).toBeGreaterThan(first.arrivals);
    const problems = changed.flatMap((c) => problemsOf(server, c, now));
    expect(problems.slice(0, 10)).toEqual([]);
    // Rows no longer live are never touched again; the untouched history is unchanged.
    for (const [id, before] of atStart)
      if (!ACTIVE_STATUSES.includes(before.status)) expect(store.get(id)).toEqual(before);
  });

  it('agents change status; the status log grows consistently and the db shows it', () => {
    const store = conversationStoreFor(server);
    const { statusLog, history } = store;
    expect(first.statusChanges + second.statusChanges).toBeGreaterThan(0);
    const changed = [...statusAtStart].filter(([id, status]) => statusLog.statusAt(id, history.now) !== status);
    expect(changed.length).toBeGreaterThan(0);
    // Before START, the log is what it was.
    for (const [id, status] of statusBeforeStart)
      expect([id, statusLog.statusAt(id, START - MINUTE_MS)]).toEqual([id, status]);
    expect(logProblems(statusLog)).toEqual([]);
    for (const agent of dbAgents(server)) {
      expect([agent.id, agent.status]).toEqual([
        agent.id,
        agent.isActive ? statusLog.statusAt(Number(agent.id), history.now) : 'offline',
      ]);
    }
  });

  it('an agent at capacity is busy and gets no new chat; chats go to online agents only', () => {
    const store = conversationStoreFor(server);
    const agents = new Map(
      dbAgents(server).map((agent) => [Number(agent.id), agent as DbAgent & { maxConcurrentChats: number }]),
    );
    const assignedSinceStart = store.conversations.filter((c) => c.assignedAt !== null && c.assignedAt > START);
    expect(assignedSinceStart.length).toBeGreaterThan(0);
    for (const c of assignedSinceStart) {
      const firstAgent = c.previousAgentIds[0] ?? (c.agentId as number);
      // Routed while 'online'; the same instant may turn them 'busy' when that chat filled their last slot.
      expect([c.id, ['online', 'busy'].includes(store.statusLog.statusAt(firstAgent, c.assignedAt as number))]).toEqual(
        [c.id, true],
      );
    }
    const held = new Map<number, number>();
    for (const c of store.conversations.slice(-800))
      if (c.status === 'open' || c.status === 'on_hold')
        held.set(c.agentId as number, (held.get(c.agentId as number) ?? 0) + 1);
    for (const [agentId, count] of held) {
      const agent = agents.get(agentId);
      if (agent && count >= agent.maxConcurrentChats && agent.status === 'online')
        throw new Error(`agent ${agentId} holds ${count} chats and is online`);
    }
  });

  it('the dashboard moves: now, live figures and today', async () => {
    const after: DashboardReport = (await client.get('/reports/dashboard')).data;
    expect(Date.parse(after.now) - Date.parse(dashboardAtStart.now)).toBe(20 * MINUTE_MS);
    expect(after.live).not.toEqual(dashboardAtStart.live);
    expect(after.today.conversations.value).toBe(
      (dashboardAtStart.today.conversations.value as number) + first.arrivals + second.arrivals,
    );
    // The cards read the same history as the pure function.
    expect(after).toEqual(JSON.parse(JSON.stringify(dashboardReport(reportSourceFor(server), EMPTY_FILTER))));
  });

  it('reports still agree with /conversations and the metric engine after the advance', async () => {
    const store = conversationStoreFor(server);
    const { now } = store.history;
    const rowsOf = async (params: Record<string, unknown>): Promise<ConversationRow[]> => {
      const response = await client.get('/conversations', { params: { ...params, sort: 'createdAt', perPage: 1000 } });
      expect(response.status).toBe(200);
      expect(response.data.total).toBeLessThanOrEqual(1000);
      return response.data.data;
    };
    const dashboard: DashboardReport = (await client.get('/reports/dashboard', { params: { departmentId: 2 } })).data;
    const today = await rowsOf({ departmentId: 2, ...dashboard.today.period });
    expect(dashboard.today.conversations.value).toBe(today.length);
    const rated = today.filter((row) => row.rating !== null);
    expect(dashboard.today.csatPct.value).toBe(
      rated.length === 0 ? null : (rated.filter((row) => (row.rating as number) >= 4).length / rated.length) * 100,
    );
    const live = await rowsOf({
      departmentId: 2,
      status: 'queued',
      from: new Date(now - 60 * 24 * HOUR_MS).toISOString(),
    });
    expect(dashboard.live.queued).toBe(live.length);

    // The last hour, through the communications report.
    const period = { from: new Date(now - HOUR_MS).toISOString(), to: new Date(now - 1).toISOString() };
    const rows = await rowsOf(period);
    const communications: CommunicationsReport = (await client.get('/reports/communications', { params: period })).data;
    expect(communications.totals.conversations).toBe(rows.length);
    expect(communications.totals.missed).toBe(rows.filter((row) => row.status === 'missed').length);
    expect(communications.totals.abandoned).toBe(rows.filter((row) => row.status === 'abandoned').length);

    // The report cache follows the grown history: heatmap (local time per row) and agent time (status log to the new now).
    const filter = { ...EMPTY_FILTER, from: now - HOUR_MS, to: now };
    const source = reportSourceFor(server);
    expect(dashboardReport(source, filter).heatmap).toEqual(
      weekdayHourHeatmap(store.query(filter), store.history.timeZone),
    );
    for (const row of agentAnalysisReport(source, filter).agents) {
      expect([row.agentId, row.onlineSec]).toEqual([
        row.agentId,
        onlineSeconds(store.statusLog.events({ agentIds: [row.agentId] }), row.agentId, now - HOUR_MS, now),
      ]);
    }
  });

  it('search and contacts see the new conversations', async () => {
    const store = conversationStoreFor(server);
    const newest = store.conversations[store.conversations.length - 1];
    const customer = store.customer(newest.customerId)!;
    const found = await client.get('/conversations', { params: { q: customer.email, perPage: 1000 } });
    expect(found.data.data.map((row: ConversationRow) => row.id)).toContain(newest.id);
    const contacts = await client.get('/contacts', { params: { perPage: 1 } });
    const latest = Math.max(...store.conversations.slice(-200).map((c) => c.lastMessageAt));
    expect(Date.parse(contacts.data.data[0].lastActivityAt)).toBe(latest);
  });
});

describe('determinism', () => {
  it('two servers advanced alike are identical, whether in one call or tick by tick', () => {
    const target = START + 7 * MINUTE_MS + 3000;
    /** One server at a time (Mirage's interceptor is global), advanced by `advance`, as plain data. */
    const run = (advance: (server: Server) => void) => {
      const server = startMockServer({ environment: 'test' });
      try {
        advance(server);
        const store = conversationStoreFor(server);
        return {
          now: store.history.now,
          conversations: JSON.stringify(store.conversations),
          events: store.statusLog.events({ from: START }),
          agents: dbAgents(server).map((agent) => agent.status),
        };
      } finally {
        server.shutdown();
      }
    };
    const once = run((server) => advanceSimulation(server, target));
    const ticks = run((server) => {
      for (let at = START + 5000; at < target; at += 5000) advanceSimulation(server, at);
      advanceSimulation(server, target);
    });
    expect(once.now).toBe(target);
    expect(once.conversations.length).toBeGreaterThan(1_000_000);
    expect(once.conversations === ticks.conversations).toBe(true);
    expect(once.events).toEqual(ticks.events);
    expect(once.agents).toEqual(ticks.agents);
  });
});

describe('tick cost', () => {
  it('a 5-second tick touches only what is live (median well under 20 ms)', () => {
    const server = startMockServer({ environment: 'test' });
    try {
      advanceSimulation(server, START + 30 * MINUTE_MS); // warm: the busy morning is under way
      const times: number[] = [];
      for (let tick = 1; tick <= 120; tick += 1) {
        const started = performance.now();
        advanceSimulation(server, START + 30 * MINUTE_MS + tick * 5000);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = times[times.length >> 1];
      console.log(
        `simulation tick (5 s, ${conversationStoreFor(server).conversations.length} conversations): median ${median.toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms`,
      );
      expect(median).toBeLessThan(20);
    } finally {
      server.shutdown();
    }
  });
});

describe('startConversationSimulation', () => {
  afterEach(() => jest.useRealTimers());

  it('ticks on its interval (building the history on the first tick) and stops with server.shutdown()', () => {
    jest.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    const server = startMockServer({ environment: 'test', conversations: { simulationIntervalMs: 1000 } });
    jest.advanceTimersByTime(3000);
    const { history } = conversationStoreFor(server);
    // A fixed end: the simulated clock starts there and runs at the real pace.
    expect(history.now).toBe(START + 3000);
    server.shutdown();
    jest.advanceTimersByTime(10_000);
    expect(history.now).toBe(START + 3000);
  });

  it('returns a stop function; the clock can be given', () => {
    jest.useFakeTimers({ now: START });
    const server = startMockServer({ environment: 'test' });
    let clock = START;
    const stop = startConversationSimulation(server, 5000, () => clock);
    clock += 12_000;
    jest.advanceTimersByTime(5000);
    expect(conversationStoreFor(server).history.now).toBe(START + 12_000);
    stop();
    clock += 60_000;
    jest.advanceTimersByTime(20_000);
    expect(conversationStoreFor(server).history.now).toBe(START + 12_000);
    server.shutdown();
  });
});

describe("endsAt: 'now'", () => {
  const CLOCK = Date.UTC(2025, 5, 4, 12, 34, 56, 789); // a Wednesday, 14:34 in Berlin
  let server: Server;
  afterEach(() => {
    server?.shutdown();
    jest.useRealTimers();
  });

  it('builds the history up to the clock and shows the log statuses in GET /agents and the dashboard', async () => {
    fakeClockOnly(CLOCK);
    server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API, conversations: { endsAt: 'now' } });
    const client = await clientFor();
    const dashboard: DashboardReport = (await client.get('/reports/dashboard')).data;
    expect(dashboard.now).toBe('2025-06-04T12:34:56.000Z');
    const store = conversationStoreFor(server);
    expect(store.history.now).toBe(CLOCK - 789);
    const last = store.conversations[store.conversations.length - 1];
    expect(last.createdAt).toBeLessThan(store.history.now);
    expect(store.history.now - last.createdAt).toBeLessThan(HOUR_MS);

    const agents = (await client.get('/agents', { params: { perPage: 100 } })).data.data as DbAgent[];
    expect(agents.length).toBeGreaterThan(15);
    const counts = { online: 0, busy: 0, away: 0, offline: 0 };
    for (const agent of agents) {
      const expected = agent.isActive ? store.statusLog.statusAt(Number(agent.id), store.history.now) : 'offline';
      expect([agent.id, agent.status]).toEqual([agent.id, expected]);
      if (agent.isActive || agent.status !== 'offline') counts[agent.status as keyof typeof counts] += 1;
    }
    expect(dashboard.live.agents).toMatchObject(counts);
    expect(counts.online + counts.busy).toBeGreaterThan(0); // a weekday afternoon
  });

  it('the conversation routes answer without the demo delay the CRUD routes have', async () => {
    // Registered with Mirage's per-route { timing: 0 }…
    const registered: Array<[string, unknown]> = [];
    const record = (path: string, _handler: unknown, options?: unknown) => registered.push([path, options]);
    const fake = { get: record, post: record, put: record } as unknown as Server;
    conversationRoutes(fake, { productApiBase: PRODUCT_API, requireUser: () => ({}) as never });
    // 9 reads of the history and the reports, the live monitor's 3 reads and 3 actions, and the agent inbox's 3
    // reads, its status and the accept (desk.ts).
    expect(registered.length).toBe(20);
    for (const [path, options] of registered) expect([path, options]).toEqual([path, { timing: 0 }]);

    // …so with a long demo delay they still answer at once while the CRUD routes wait it out.
    server = startMockServer({
      environment: 'development',
      timing: 1000,
      productApiBase: PRODUCT_API,
      conversations: { endsAt: START },
    });
    const client = await clientFor();
    conversationStoreFor(server); // built outside the timed requests
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await client.get(path, { params: { perPage: 1 } });
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    expect(await timed('/conversations')).toBeLessThan(900);
    expect(await timed('/reports/chatbot')).toBeLessThan(900);
    expect(await timed('/agents')).toBeGreaterThanOrEqual(990);
  });
});
