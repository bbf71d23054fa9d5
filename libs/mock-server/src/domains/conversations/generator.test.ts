// The generated history over the seeded back office: size, shape, determinism and internal consistency
// (every derived field and every transcript agrees with the timestamps of its row).
import { REFERENCE_DATE } from '../../random';
import { createConversationHistory, type ConversationHistory } from './generator';
import { buildMessages } from './messages';
import { shiftAdherencePct, summarize, utilisationPct, weekdayHourHeatmap } from './metrics';
import type { HistorySources } from './store';
import { DAY_MS } from './timezone';
import { seededHistorySources } from '../../testing/conversations';
import { ACTIVE_STATUSES, CHANNELS, CONVERSATION_STATUSES, TERMINAL_STATUSES, type Conversation } from './types';

let sources: HistorySources;
let history: ConversationHistory;

beforeAll(() => {
  sources = seededHistorySources();
  history = createConversationHistory(sources);
});

const conversations = () => history.conversations;
const share = (predicate: (c: Conversation) => boolean, base: (c: Conversation) => boolean = () => true) =>
  conversations().filter((c) => base(c) && predicate(c)).length / conversations().filter(base).length;

describe('history over the seeded back office', () => {
  it('reads the live-agent seed', () => {
    expect(sources.agents.length).toBeGreaterThan(0);
    expect(sources.queues.length).toBeGreaterThan(0);
    expect(sources.categories.length).toBeGreaterThan(0);
    expect(sources.comments.length).toBeGreaterThan(0);
  });

  it('has at least 20,000 conversations over at least 180 days, ids 1..n in createdAt order', () => {
    const list = conversations();
    expect(list.length).toBeGreaterThanOrEqual(20_000);
    expect(history.now).toBe(REFERENCE_DATE.getTime());
    expect(history.from).toBe(REFERENCE_DATE.getTime() - 180 * DAY_MS);
    const days = new Set(list.map((c) => new Date(c.createdAt).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(180);
    // One assertion over the whole list: 25,000 separate expect() calls would take seconds.
    const outOfOrder = list.filter(
      (c, index) => c.id !== index + 1 || (index > 0 && c.createdAt < list[index - 1].createdAt),
    );
    expect(outOfOrder.map((c) => c.id)).toEqual([]);
    expect(list[0].createdAt).toBeGreaterThanOrEqual(history.from);
    expect(list[list.length - 1].createdAt).toBeLessThan(history.now);
    expect(history.customers.length).toBe(4000);
  });

  it('has every channel and every status, and roughly the shares of the issue', () => {
    for (const channel of CHANNELS) expect(conversations().some((c) => c.channel === channel)).toBe(true);
    for (const status of CONVERSATION_STATUSES) expect(conversations().some((c) => c.status === status)).toBe(true);
    expect(share((c) => c.channel === 'web')).toBeCloseTo(0.45, 1);
    expect(share((c) => c.channel === 'whatsapp')).toBeCloseTo(0.3, 1);
    expect(share((c) => c.channel === 'facebook')).toBeCloseTo(0.15, 1);
    expect(share((c) => c.channel === 'email')).toBeCloseTo(0.1, 1);
    const summary = summarize(conversations());
    expect(summary.botConversations / summary.conversations).toBeCloseTo(0.35, 1);
    expect(summary.botContainmentPct).toBeGreaterThan(48);
    expect(summary.botContainmentPct).toBeLessThan(62);
    expect(summary.missed / summary.conversations).toBeGreaterThan(0.04);
    expect(summary.missed / summary.conversations).toBeLessThan(0.08);
    expect(summary.abandoned / summary.conversations).toBeGreaterThan(0.025);
    expect(summary.abandoned / summary.conversations).toBeLessThan(0.06);
    expect(summary.rated / summary.closed).toBeCloseTo(0.4, 1);
    expect(summary.csatPct).toBeGreaterThan(60);
    expect(
      share(
        (c) => c.commentId !== null,
        (c) => c.status === 'closed' && c.agentId !== null,
      ),
    ).toBeCloseTo(0.7, 1);
    const transfers = new Set(conversations().map((c) => c.transferCount));
    expect([...transfers].sort()).toEqual([0, 1, 2]);
    const reasons = new Set(conversations().map((c) => c.handoffReason));
    expect(reasons).toEqual(new Set([null, 'asked_for_human', 'low_confidence', 'billing', 'complaint']));
  });

  it('is busier on weekdays 9–17 than at night or at the weekend', () => {
    const grid = weekdayHourHeatmap(conversations(), history.timeZone);
    const mean = (cells: number[]) => cells.reduce((a, b) => a + b, 0) / cells.length;
    const office = mean([1, 2, 3, 4, 5].flatMap((day) => grid[day].slice(9, 17)));
    const nights = mean([1, 2, 3, 4, 5].flatMap((day) => grid[day].slice(0, 6)));
    const weekend = mean([0, 6].flatMap((day) => grid[day]));
    expect(office).toBeGreaterThan(4 * nights);
    expect(office).toBeGreaterThan(3 * weekend);
  });

  it('is deterministic', () => {
    const again = createConversationHistory(sources);
    expect(JSON.stringify(again.conversations) === JSON.stringify(history.conversations)).toBe(true);
    expect(JSON.stringify(again.customers) === JSON.stringify(history.customers)).toBe(true);
    expect(JSON.stringify(again.statusLog.events()) === JSON.stringify(history.statusLog.events())).toBe(true);
  });
});

describe('consistency of every row', () => {
  it('derived fields follow the metric formulas from the row timestamps', () => {
    const problems: string[] = [];
    const check = (c: Conversation, field: string, actual: number | null, expected: number | null) => {
      if (actual !== expected) problems.push(`#${c.id} ${field}: ${actual} ≠ ${expected}`);
    };
    const sec = (later: number | null, earlier: number | null) =>
      later === null || earlier === null ? null : (later - earlier) / 1000;
    for (const c of conversations()) {
      check(c, 'waitSec', c.waitSec, sec(c.firstResponseAt, c.queuedAt));
      check(c, 'firstResponseSec', c.firstResponseSec, sec(c.firstResponseAt, c.handoffAt ?? c.createdAt));
      check(c, 'handleSec', c.handleSec, sec(c.closedAt, c.assignedAt));
      check(c, 'resolutionSec', c.resolutionSec, sec(c.closedAt, c.createdAt));
      for (const value of [c.waitSec, c.firstResponseSec, c.handleSec, c.resolutionSec])
        if (value !== null && (value < 0 || !Number.isInteger(value))) problems.push(`#${c.id} bad measure ${value}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('statuses, timestamps and references agree', () => {
    const { now } = history;
    const agents = new Map(sources.agents.map((agent) => [agent.id, agent]));
    const queues = new Map(sources.queues.map((queue) => [queue.id, queue]));
    const categories = new Map(sources.categories.map((category) => [category.id, category]));
    const problems: string[] = [];
    const expectThat = (c: Conversation, ok: boolean, what: string) => {
      if (!ok) problems.push(`#${c.id} (${c.status}): ${what}`);
    };
    for (const c of conversations()) {
      const terminal = TERMINAL_STATUSES.includes(c.status);
      expectThat(c, c.lastMessageAt >= c.createdAt && c.lastMessageAt <= now, 'lastMessageAt within [createdAt, now]');
      if (!terminal) expectThat(c, now - c.createdAt < DAY_MS, 'only recent conversations are active');
      expectThat(c, queues.get(c.queueId)?.departmentId === c.departmentId, 'queue of the department');
      expectThat(c, (c.agentId !== null) === (c.assignedAt !== null), 'agent iff assigned');
      if (c.agentId !== null)
        expectThat(
          c,
          agents.get(c.agentId)?.departmentIds.includes(c.departmentId) === true,
          'agent of the department',
        );
      expectThat(c, c.previousAgentIds.length === c.transferCount, 'one previous agent per transfer');
      if (c.status === 'closed') expectThat(c, c.closedAt !== null, 'closed has closedAt');
      if (c.status === 'missed')
        expectThat(
          c,
          c.missedAt !== null && c.agentId === null && c.closedAt === null && c.abandonedAt === null,
          'missed',
        );
      if (c.status === 'abandoned')
        expectThat(c, c.abandonedAt !== null && c.agentId === null && c.closedAt === null, 'abandoned');
      if (c.rating !== null)
        expectThat(c, c.status === 'closed' && c.rating >= 1 && c.rating <= 5, 'rating only on closed chats');
      if (c.commentId !== null)
        expectThat(c, c.status === 'closed' && c.agentId !== null, 'comment only on human-closed chats');
      if (c.handoffAt !== null)
        expectThat(
          c,
          c.botHandled && c.queuedAt === c.handoffAt && c.handoffReason !== null,
          'handoff queues the chat',
        );
      if (c.botHandled && c.handoffAt === null && terminal)
        expectThat(c, c.status === 'closed' && c.agentId === null, 'contained chats are closed by the bot');
      expectThat(c, c.categoryIds.length <= 2, 'at most 2 categories');
      for (const id of c.categoryIds) {
        const category = categories.get(id);
        expectThat(
          c,
          !!category && (category.departmentIds.length === 0 || category.departmentIds.includes(c.departmentId)),
          'category usable by the department',
        );
      }
      const order = [c.createdAt, c.queuedAt, c.assignedAt, c.firstResponseAt, c.closedAt].filter(
        (value): value is number => value !== null,
      );
      expectThat(
        c,
        order.every((value, index) => index === 0 || value >= order[index - 1]),
        'timestamps in order',
      );
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('each chat went to an agent online at the moment it was queued', () => {
    const offline = conversations().filter((c) => {
      if (c.assignedAt === null || c.queuedAt === null) return false;
      const first = c.previousAgentIds[0] ?? (c.agentId as number);
      return history.statusLog.statusAt(first, c.queuedAt) !== 'online';
    });
    expect(offline.map((c) => c.id).slice(0, 10)).toEqual([]);
  });

  it('transcripts match their rows (a sample of every kind, and every active chat)', () => {
    const names = new Map(sources.agents.map((agent) => [agent.id, agent.fullName]));
    const sample = conversations().filter((c, index) => index % 37 === 0 || ACTIVE_STATUSES.includes(c.status));
    const problems: string[] = [];
    for (const c of sample) {
      const messages = buildMessages(c, {
        customerName: history.customers[c.customerId - 1].fullName,
        agentName: (id) => names.get(id) ?? '',
      });
      const times = messages.map((message) => Date.parse(message.createdAt));
      const fail = (what: string) => problems.push(`#${c.id} (${c.status}): ${what}`);
      if (messages.length !== c.messageCount) fail(`${messages.length} messages, messageCount ${c.messageCount}`);
      if (times[0] !== c.createdAt) fail('first message at createdAt');
      if (times[times.length - 1] !== c.lastMessageAt) fail('last message at lastMessageAt');
      if (times.some((time, index) => index > 0 && time < times[index - 1])) fail('chronological');
      const firstAgent = messages.find((message) => message.senderType === 'agent');
      if ((firstAgent ? Date.parse(firstAgent.createdAt) : null) !== c.firstResponseAt)
        fail('first agent message at firstResponseAt');
      if (
        c.handoffAt !== null &&
        messages.some(
          (message) => message.senderType === 'bot' && Date.parse(message.createdAt) > (c.handoffAt as number),
        )
      )
        fail('bot after handoff');
    }
    expect(sample.length).toBeGreaterThan(500);
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

describe('agent status events', () => {
  it('cover the history per agent without gaps or overlaps, following the shifts', () => {
    const { statusLog, from, now } = history;
    const problems: string[] = [];
    for (const agentId of statusLog.agentIds()) {
      const events = statusLog.events({ agentIds: [agentId] });
      events.forEach((event, index) => {
        if (index > 0 && event.startedAt !== events[index - 1].endedAt)
          problems.push(`agent ${agentId}: gap or overlap at ${event.startedAt}`);
        if (event.endedAt !== null && event.endedAt <= event.startedAt)
          problems.push(`agent ${agentId}: empty event at ${event.startedAt}`);
      });
      if (events[0].startedAt !== from) problems.push(`agent ${agentId}: starts late`);
      if (events[events.length - 1].endedAt !== null) problems.push(`agent ${agentId}: no current status`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    const statuses = new Set(statusLog.events().map((event) => event.status));
    expect(statuses).toEqual(new Set(['online', 'busy', 'away', 'offline']));
    // Over the last 30 days, agents with a shift mostly keep to it and are busy part of the time.
    const period = { from: now - 30 * DAY_MS, to: now };
    const events = statusLog.events(period);
    const shifts = new Map(sources.shifts.map((shift) => [shift.id, shift]));
    for (const agent of sources.agents.filter((candidate) => candidate.isActive && candidate.shiftId !== null)) {
      const adherence = shiftAdherencePct(
        events,
        agent.id,
        shifts.get(agent.shiftId as number)!,
        period.from,
        period.to,
      );
      expect(adherence).toBeGreaterThan(70);
      const utilisation = utilisationPct(conversations(), events, [agent.id], period.from, period.to);
      expect(utilisation).toBeGreaterThan(0);
      expect(utilisation).toBeLessThan(100);
    }
  });

  it('an inactive agent who never signed in has no working time', () => {
    for (const agent of sources.agents.filter((candidate) => !candidate.isActive && candidate.lastLoginAt === null)) {
      expect(history.statusLog.events({ agentIds: [agent.id] }).map((event) => event.status)).toEqual(['offline']);
    }
  });
});

describe('small back offices', () => {
  const department = { id: 1, name: 'Support', isEnabled: true, fallbackDepartmentId: null };
  const queue = { id: 1, name: 'General', departmentId: 1, maxWaitSec: 300, slaFirstResponseSec: 60, isActive: true };
  const agent = {
    id: 1,
    fullName: 'Ada Agent',
    departmentIds: [1],
    queueIds: [1],
    shiftId: null,
    maxConcurrentChats: 5,
    isActive: true,
    lastLoginAt: null,
  };

  it('a custom period ends at `now`', () => {
    const now = Date.UTC(2025, 5, 2, 12);
    const small = createConversationHistory({
      now,
      days: 7,
      agents: [agent],
      departments: [department],
      queues: [queue],
      customerCount: 50,
    });
    expect(small.conversations.length).toBeGreaterThan(300);
    for (const c of small.conversations) {
      expect(c.createdAt).toBeGreaterThanOrEqual(now - 7 * DAY_MS);
      expect(c.createdAt).toBeLessThan(now);
      expect(c.customerId).toBeLessThanOrEqual(50);
    }
    expect(small.conversations.some((c) => c.agentId === 1)).toBe(true);
  });

  it('without agents nobody is assigned; without queues there are no conversations', () => {
    const noAgents = createConversationHistory({ days: 3, agents: [], departments: [department], queues: [queue] });
    expect(noAgents.conversations.length).toBeGreaterThan(0);
    expect(noAgents.conversations.every((c) => c.agentId === null)).toBe(true);
    expect(noAgents.statusLog.size).toBe(0);
    const noQueues = createConversationHistory({ days: 3, agents: [agent], departments: [department], queues: [] });
    expect(noQueues.conversations).toEqual([]);
  });
});
