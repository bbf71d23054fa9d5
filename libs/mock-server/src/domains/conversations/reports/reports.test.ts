// The report endpoints. Three parts:
// 1. every report on a hand-built history whose figures are worked out by hand in the comments;
// 2. the reports' fast paths against the metric engine and the transcripts on the generated history;
// 3. the endpoints: 401, 422, agreement with GET /conversations for the same filters, and speed.
import type {
  AgentAnalysisReport,
  AgentPerformanceReport,
  ChatbotReport,
  CommunicationsReport,
  DashboardReport,
} from '@live-agent/contracts';
import { EMPTY_FILTER, parseConversationFilter, type ConversationFilter } from '../filters';
import type { ConversationHistory } from '../generator';
import { messageCountOf } from '../messages';
import { conversationOf } from '../../../testing/conversations';
import {
  breakdown,
  deriveMeasures,
  onlineSeconds,
  servingSeconds,
  shiftAdherencePct,
  shiftWindows,
  volumeByHour,
  weekdayHourHeatmap,
} from '../metrics';
import { reportSourceFor } from '../routes';
import { AgentStatusLog } from '../status-log';
import { ConversationStore } from '../store';
import { DAY_MS } from '../timezone';
import type { AgentInput, AgentStatusEvent, Conversation, ConversationRow, ShiftInput } from '../types';
import { adherenceOf, agentAnalysisReport, servingOf, shiftPunctuality } from './agent-analysis';
import { agentPerformanceReport } from './agent-performance';
import { agentTimeOf, isoEndOf, isoStartOf } from './cache';
import { chatbotReport } from './chatbot';
import { communicationsReport } from './communications';
import { dashboardReport } from './dashboard';
import { REPORTS, type ReportName } from './index';
import {
  bucketStart,
  parseReportOptions,
  periodJson,
  reportPeriod,
  type ReportDirectory,
  type ReportSource,
} from './period';
import { agentsInScope, messageMix, slaOf } from './shared';
import { getOk } from '../../../testing';
import { productServerForFile } from '../../../testing/server-per-test';

// ---------------------------------------------------------------------------------------------------
// 1. A hand-built history (UTC). "Today" is Wednesday 2025-01-08; now = 12:00.

/** 2025-01-08 + dayOffset at hh:mm UTC. */
const T = (dayOffset: number, hours: number, minutes = 0, seconds = 0) =>
  Date.UTC(2025, 0, 8 + dayOffset, hours, minutes, seconds);
const NOW = T(0, 12);
const s = (seconds: number) => seconds * 1000;

type Draft = Partial<Conversation> & Pick<Conversation, 'createdAt'>;

function conversations(drafts: Draft[]): Conversation[] {
  return drafts.map((draft, index) => {
    const c = conversationOf({ id: index + 1, slaSec: draft.queueId === 3 ? 30 : 60, ...draft });
    Object.assign(c, deriveMeasures(c));
    c.lastMessageAt =
      draft.lastMessageAt ??
      c.closedAt ??
      c.missedAt ??
      c.abandonedAt ??
      c.firstResponseAt ??
      c.handoffAt ??
      c.createdAt;
    c.messageCount = messageCountOf(c);
    return c;
  });
}

/** A chat created at `at`, then queued, assigned, first answered and closed these many seconds after it. */
const servedAfter = (
  at: number,
  seconds: { queued: number; assigned: number; firstResponse: number; closed: number },
): Draft => ({
  createdAt: at,
  queuedAt: at + s(seconds.queued),
  assignedAt: at + s(seconds.assigned),
  firstResponseAt: at + s(seconds.firstResponse),
  closedAt: at + s(seconds.closed),
});

/** A WhatsApp chat about a refund that the bot (`botTurns` turns) handed off for low confidence a minute after `at`. */
const handedOffAfterAMinute = (at: number, botTurns: number): Draft => ({
  createdAt: at,
  channel: 'whatsapp',
  botHandled: true,
  botTurns,
  handoffAt: at + s(60),
  handoffReason: 'low_confidence',
  subject: 'Refund status',
  queuedAt: at + s(60),
});

const c1 = T(-1, 9, 30);
const c2 = T(-1, 10);
const c7 = T(0, 9);
const c8 = T(0, 10);
const FIXTURE = conversations([
  // c1 yesterday at 09:30: agent 10; first response 70 s (over the 60 s SLA), handle 630 s; rated 5.
  {
    ...servedAfter(c1, { queued: 10, assigned: 40, firstResponse: 70, closed: 670 }),
    agentId: 10,
    rating: 5,
    categoryIds: [1],
    exchanges: 2,
  },
  // c2: bot handoff (low confidence) after 60 s, transferred from agent 10 to 11; first response 100 − 60 = 40 s, handle 610 s; rated 4.
  {
    ...handedOffAfterAMinute(c2, 2),
    assignedAt: c2 + s(90),
    firstResponseAt: c2 + s(100),
    closedAt: c2 + s(700),
    agentId: 11,
    previousAgentIds: [10],
    transferCount: 1,
    rating: 4,
    categoryIds: [1, 2],
    exchanges: 4,
  },
  // c3, c4: contained by the bot; rated 3 and 5.
  {
    createdAt: T(-1, 11),
    channel: 'whatsapp',
    botHandled: true,
    botTurns: 2,
    closedAt: T(-1, 11) + s(180),
    rating: 3,
    categoryIds: [2],
  },
  { createdAt: T(-1, 12), channel: 'facebook', botHandled: true, botTurns: 1, closedAt: T(-1, 12) + s(100), rating: 5 },
  // c5: missed in department 2 (queue 3), while agent 11 was online.
  {
    createdAt: T(-1, 13),
    departmentId: 2,
    queueId: 3,
    status: 'missed',
    queuedAt: T(-1, 13) + s(5),
    missedAt: T(-1, 13) + s(305),
    exchanges: 1,
  },
  // c6: e-mail, abandoned.
  { createdAt: T(-1, 14), channel: 'email', status: 'abandoned', queuedAt: T(-1, 14), abandonedAt: T(-1, 14) + s(100) },
  // c7 today: agent 10; first response 30 s, handle 910 s; rated 2.
  {
    ...servedAfter(c7, { queued: 5, assigned: 20, firstResponse: 30, closed: 930 }),
    agentId: 10,
    rating: 2,
    exchanges: 3,
  },
  // c8: bot handoff (low confidence), still open with agent 11; first response 80 − 60 = 20 s.
  {
    ...handedOffAfterAMinute(c8, 1),
    status: 'open',
    assignedAt: c8 + s(70),
    firstResponseAt: c8 + s(80),
    agentId: 11,
    exchanges: 1,
    lastMessageAt: c8 + s(300),
  },
  // c9: missed at 11:40, within the last 30 minutes; agent 10 was online then, agent 11 away.
  { createdAt: T(0, 11, 30), status: 'missed', queuedAt: T(0, 11, 30), missedAt: T(0, 11, 40) },
  // c10: waiting in the queue since 11:50:10 (590 s at now).
  { createdAt: T(0, 11, 50), departmentId: 2, queueId: 3, status: 'queued', queuedAt: T(0, 11, 50, 10) },
  // c11: talking to the bot.
  { createdAt: T(0, 11, 55), status: 'bot', botHandled: true, botTurns: 1, lastMessageAt: T(0, 11, 57) },
]);

const HISTORY_FROM = T(-30, 0);
// Agent 10 (shift Mon–Fri 09:00–17:00 UTC, 60-minute break): yesterday 10 minutes late and 30 minutes
// early, with an hour away; today on time and still online. Agent 11 (no shift): online yesterday
// 08:00–14:00, busy until 15:00; today online 09:00–11:00, then away.
const EVENTS: AgentStatusEvent[] = [
  { agentId: 10, status: 'offline', startedAt: HISTORY_FROM, endedAt: T(-1, 9, 10) },
  { agentId: 10, status: 'online', startedAt: T(-1, 9, 10), endedAt: T(-1, 12) },
  { agentId: 10, status: 'away', startedAt: T(-1, 12), endedAt: T(-1, 13) },
  { agentId: 10, status: 'online', startedAt: T(-1, 13), endedAt: T(-1, 16, 30) },
  { agentId: 10, status: 'offline', startedAt: T(-1, 16, 30), endedAt: T(0, 8, 55) },
  { agentId: 10, status: 'online', startedAt: T(0, 8, 55), endedAt: null },
  { agentId: 11, status: 'offline', startedAt: HISTORY_FROM, endedAt: T(-1, 8) },
  { agentId: 11, status: 'online', startedAt: T(-1, 8), endedAt: T(-1, 14) },
  { agentId: 11, status: 'busy', startedAt: T(-1, 14), endedAt: T(-1, 15) },
  { agentId: 11, status: 'offline', startedAt: T(-1, 15), endedAt: T(0, 9) },
  { agentId: 11, status: 'online', startedAt: T(0, 9), endedAt: T(0, 11) },
  { agentId: 11, status: 'away', startedAt: T(0, 11), endedAt: null },
];

const agent = (fields: Partial<AgentInput> & Pick<AgentInput, 'id' | 'fullName'>): AgentInput => ({
  departmentIds: [1],
  queueIds: [1],
  shiftId: null,
  maxConcurrentChats: 3,
  isActive: true,
  lastLoginAt: null,
  ...fields,
});
const SHIFT: ShiftInput = {
  id: 1,
  timezone: 'UTC',
  daysOfWeek: [1, 2, 3, 4, 5],
  startTime: '09:00',
  endTime: '17:00',
  breakMinutes: 60,
};
const DIRECTORY: ReportDirectory = {
  agents: [
    agent({ id: 10, fullName: 'Ada Ten', shiftId: 1 }),
    agent({ id: 11, fullName: 'Bo Eleven', departmentIds: [1, 2], queueIds: [1, 3] }),
    // Inactive, nothing to show: never a row.
    agent({ id: 12, fullName: 'Cy Twelve', departmentIds: [2], queueIds: [3], isActive: false }),
  ],
  departments: [
    { id: 1, name: 'Sales', isEnabled: true, fallbackDepartmentId: null },
    { id: 2, name: 'Support', isEnabled: true, fallbackDepartmentId: null },
  ],
  queues: [
    { id: 1, name: 'New customers', departmentId: 1, maxWaitSec: 600, slaFirstResponseSec: 60, isActive: true },
    { id: 3, name: 'Account', departmentId: 2, maxWaitSec: 300, slaFirstResponseSec: 30, isActive: true },
  ],
  shifts: [SHIFT],
  categories: [
    { id: 1, name: 'Pricing', departmentIds: [], isActive: true },
    { id: 2, name: 'Bug', departmentIds: [], isActive: true },
  ],
};

const history: ConversationHistory = {
  from: HISTORY_FROM,
  now: NOW,
  timeZone: 'UTC',
  conversations: FIXTURE,
  customers: [{ id: 1, fullName: 'Dana Customer', email: 'dana@mail.test', avatar: '', channel: 'web' }],
  statusLog: new AgentStatusLog(EVENTS),
};
const SOURCE: ReportSource = { store: new ConversationStore(history, DIRECTORY.agents), directory: DIRECTORY };

/** A filter from query parameters, as the routes parse it. */
function filterOf(params: Record<string, string | string[]> = {}): ConversationFilter {
  const parsed = parseConversationFilter((name) => {
    const value = params[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  });
  if (parsed.errors) throw new Error(JSON.stringify(parsed.errors));
  return parsed.filter;
}
/** Yesterday and today. */
const TWO_DAYS = { from: '2025-01-07', to: '2025-01-08' };

describe('periods and options', () => {
  it('defaults to the 7 days before now; only from runs to now; only to takes the days before it', () => {
    expect(reportPeriod(EMPTY_FILTER, NOW)).toEqual({ from: NOW - 7 * DAY_MS, to: NOW });
    expect(reportPeriod(EMPTY_FILTER, NOW, 28)).toEqual({ from: NOW - 28 * DAY_MS, to: NOW });
    expect(reportPeriod({ from: T(-3, 0), to: null }, NOW)).toEqual({ from: T(-3, 0), to: NOW });
    expect(reportPeriod({ from: null, to: T(-1, 0) }, NOW)).toEqual({ from: T(-8, 0), to: T(-1, 0) });
    const dates = filterOf(TWO_DAYS);
    expect(reportPeriod(dates, NOW)).toEqual({ from: T(-1, 0), to: T(1, 0) });
  });

  it('periods go out with an inclusive to, which /conversations reads back as the same period', () => {
    const json = periodJson({ from: T(-1, 0), to: T(1, 0) });
    expect(json).toEqual({ from: '2025-01-07T00:00:00.000Z', to: '2025-01-08T23:59:59.999Z' });
    const back = filterOf(json as unknown as Record<string, string>);
    expect([back.from, back.to]).toEqual([T(-1, 0), T(1, 0)]);
  });

  it('groupBy and limit, with 422-style errors', () => {
    expect(parseReportOptions(() => [])).toEqual({ options: { groupBy: 'day', limit: 10 }, errors: null });
    const values = (query: Record<string, string>) => (name: string) =>
      query[name] === undefined ? [] : [query[name]];
    expect(parseReportOptions(values({ groupBy: 'month', limit: '3' })).options).toEqual({
      groupBy: 'month',
      limit: 3,
    });
    expect(Object.keys(parseReportOptions(values({ groupBy: 'year', limit: '0' })).errors ?? {}).sort()).toEqual([
      'groupBy',
      'limit',
    ]);
    expect(parseReportOptions(values({ limit: '2.5' })).errors).toEqual({
      limit: ['The limit must be a whole number from 1 to 100.'],
    });
  });

  it('weeks start on Monday, months on the 1st', () => {
    const day = (text: string) => Date.parse(text) / DAY_MS;
    expect(bucketStart(day('2025-01-08'), 'week')).toBe(day('2025-01-06'));
    expect(bucketStart(day('2025-01-06'), 'week')).toBe(day('2025-01-06'));
    expect(bucketStart(day('2025-01-05'), 'week')).toBe(day('2024-12-30')); // a Sunday
    expect(bucketStart(day('2025-01-08'), 'month')).toBe(day('2025-01-01'));
    expect(bucketStart(day('2024-02-29'), 'month')).toBe(day('2024-02-01'));
    expect(bucketStart(day('2025-01-08'), 'day')).toBe(day('2025-01-08'));
  });
});

describe('building blocks', () => {
  it('messageMix is the transcript by sender', () => {
    for (const c of FIXTURE) {
      const messages = SOURCE.store.messages(c);
      const count = (type: string, isPrivate = false) =>
        messages.filter((m) => m.senderType === type && m.isPrivate === isPrivate).length;
      expect(messageMix(c)).toEqual({
        customer: count('customer'),
        agent: count('agent'),
        bot: count('bot'),
        system: count('system'),
        private: count('agent', true),
      });
    }
    // c2: opener + 2 to the bot + 4 to the agent; the agent: first reply, 4 answers, goodbye, and a private note (≥ 4 exchanges).
    expect(messageMix(FIXTURE[1])).toEqual({ customer: 7, agent: 6, bot: 3, system: 4, private: 1 });
  });

  it('SLA: first responses within the queue SLA', () => {
    // c1 70 > 60, c2 40 ≤ 60, c7 30 ≤ 60, c8 20 ≤ 60; the rest never had a first response.
    expect(slaOf(FIXTURE)).toEqual({ slaMet: 3, slaResponded: 4, slaPct: 75 });
    expect(slaOf([])).toEqual({ slaMet: 0, slaResponded: 0, slaPct: null });
  });

  it('agents in scope by agentId, department and queue', () => {
    const ids = (params: Record<string, string>) => agentsInScope(DIRECTORY.agents, filterOf(params)).map((a) => a.id);
    expect(ids({})).toEqual([10, 11, 12]);
    expect(ids({ departmentId: '2' })).toEqual([11, 12]);
    expect(ids({ queueId: '1' })).toEqual([10, 11]);
    expect(ids({ agentId: '11', departmentId: '1' })).toEqual([11]);
    // Agent 10 is not in queue 3 but held one of its chats.
    expect(agentsInScope(DIRECTORY.agents, filterOf({ queueId: '3' }), new Set([10])).map((a) => a.id)).toEqual([
      10, 11, 12,
    ]);
    expect(
      agentsInScope(DIRECTORY.agents, filterOf({ queueId: '3', agentId: '11' }), new Set([10])).map((a) => a.id),
    ).toEqual([11]);
  });

  it('late starts, early leaves and absences', () => {
    const sessions = agentTimeOf(
      EVENTS.filter((e) => e.agentId === 10),
      NOW,
    ).sessions;
    // Yesterday's and today's windows: 10 minutes late and 30 minutes early yesterday; today on time and not over.
    const windows = shiftWindows(SHIFT, T(-1, 0), NOW);
    expect(shiftPunctuality(sessions, windows, T(-1, 0), NOW, NOW)).toEqual({
      scheduledShifts: 2,
      lateStarts: { count: 1, minutes: 10 },
      earlyLeaves: { count: 1, minutes: 30 },
      absences: 0,
    });
    // Monday the 6th: no sign-in at all, an absence.
    const monday = shiftWindows(SHIFT, T(-2, 0), T(-1, 0));
    expect(shiftPunctuality(sessions, monday, T(-2, 0), T(-1, 0), NOW)).toEqual({
      scheduledShifts: 1,
      lateStarts: { count: 0, minutes: 0 },
      earlyLeaves: { count: 0, minutes: 0 },
      absences: 1,
    });
    // Seen from 09:30 today, when the shift has started and nobody signed in yet: not an absence (yet).
    expect(shiftPunctuality([], windows, T(0, 0), T(0, 9, 30), T(0, 9, 30)).absences).toBe(0);
  });

  it("makes an event's ISO strings on first read only, equal to the event's instants", () => {
    const own = EVENTS.filter((e) => e.agentId === 10);
    const time = agentTimeOf(own, NOW);
    // Building the columns (what the warm-up does before the first request) makes no strings.
    expect(time.isoStarts.filter((text) => text !== undefined)).toEqual([]);
    expect(time.isoEnds.filter((text) => text !== undefined)).toEqual([]);
    own.forEach((event, index) => {
      expect(isoStartOf(time, index)).toBe(new Date(event.startedAt).toISOString());
      expect(isoEndOf(time, index)).toBe(new Date(event.endedAt ?? NOW).toISOString());
    });
  });

  it('adherence and serving time agree with the metric engine', () => {
    for (const agentId of [10, 11]) {
      const own = EVENTS.filter((e) => e.agentId === agentId);
      const time = agentTimeOf(own, NOW);
      for (const [from, to] of [
        [T(-1, 0), NOW],
        [T(-1, 10), T(-1, 15)],
        [HISTORY_FROM, NOW],
      ]) {
        expect(adherenceOf(time.online, shiftWindows(SHIFT, from, to), SHIFT.breakMinutes, from, to)).toBe(
          shiftAdherencePct(own, agentId, SHIFT, from, to),
        );
        expect(
          servingOf(
            FIXTURE.filter((c) => c.agentId === agentId),
            time.online,
            from,
            to,
          ),
        ).toBe(servingSeconds(FIXTURE, own, agentId, from, to));
      }
    }
  });
});

describe('dashboard (fixture)', () => {
  const report: DashboardReport = dashboardReport(SOURCE, EMPTY_FILTER);

  it('live cards at now', () => {
    expect(report.now).toBe('2025-01-08T12:00:00.000Z');
    expect(report.live).toEqual({
      bot: 1, // c11
      queued: 1, // c10
      open: 1, // c8
      onHold: 0,
      unassigned: 1, // c10
      longestWaitSec: 590,
      avgWaitSec: 590,
      missedLast30Min: 1, // c9 at 11:40
      servingNow: 1, // c8
      agents: { online: 1, busy: 0, away: 1, offline: 0, total: 2 }, // 10 online, 11 away; 12 inactive
      chatsPerOnlineAgent: 1,
    });
  });

  it("today's cards against the previous period of the same length", () => {
    expect(report.today.period).toEqual({ from: '2025-01-08T00:00:00.000Z', to: '2025-01-08T11:59:59.999Z' });
    expect(report.today.previousPeriod).toEqual({ from: '2025-01-07T12:00:00.000Z', to: '2025-01-07T23:59:59.999Z' });
    // Today c7–c11; before c4, c5, c6.
    expect(report.today.conversations).toEqual({ value: 5, previous: 3, trendPct: ((5 - 3) / 3) * 100 });
    // By closedAt: c7 at 09:15:30 today; c4 at 12:01:40 yesterday (c1–c3 closed before 12:00, c8 still open).
    expect(report.today.closed).toEqual({ value: 1, previous: 1, trendPct: 0 });
    expect(report.today.avgFirstResponseSec).toEqual({ value: 25, previous: null, trendPct: null }); // (30 + 20) ÷ 2
    expect(report.today.avgHandleSec).toEqual({ value: 910, previous: null, trendPct: null });
    expect(report.today.csatPct).toEqual({ value: 0, previous: 100, trendPct: -100 }); // c7 rated 2; c4 rated 5
    expect(report.today.abandonedPct).toEqual({ value: 0, previous: (1 / 3) * 100, trendPct: -100 }); // c6
  });

  it('volume by hour (today and yesterday) and the heatmap of the last 28 days', () => {
    const hours = (key: 'count' | 'yesterday') =>
      Object.fromEntries(report.volumeByHour.filter((h) => h[key] > 0).map((h) => [h.hour, h[key]]));
    expect(hours('count')).toEqual({ 9: 1, 10: 1, 11: 3 });
    expect(hours('yesterday')).toEqual({ 9: 1, 10: 1, 11: 1, 12: 1, 13: 1, 14: 1 });
    expect(report.heatmap[2].slice(9, 15)).toEqual([1, 1, 1, 1, 1, 1]); // Tuesday
    expect(report.heatmap[3].slice(9, 12)).toEqual([1, 1, 3]); // Wednesday
    expect(report.heatmap.flat().reduce((a, b) => a + b, 0)).toBe(11);
  });

  it('departmentId narrows the conversations and the agents', () => {
    const support = dashboardReport(SOURCE, filterOf({ departmentId: '2' }));
    expect(support.live).toMatchObject({
      queued: 1,
      open: 0,
      bot: 0,
      missedLast30Min: 0,
      agents: { online: 0, away: 1, total: 1 },
      chatsPerOnlineAgent: null,
    });
    expect(support.today.conversations.value).toBe(1); // c10
    expect(support.today.closed).toEqual({ value: 0, previous: 0, trendPct: null }); // c5 missed, c10 queued
  });
});

describe('agent performance (fixture)', () => {
  const report: AgentPerformanceReport = agentPerformanceReport(SOURCE, filterOf(TWO_DAYS));

  it('one row per agent', () => {
    expect(report.period).toEqual({ from: '2025-01-07T00:00:00.000Z', to: '2025-01-08T23:59:59.999Z' });
    expect(report.agents).toEqual([
      {
        agentId: 10,
        agentName: 'Ada Ten',
        assigned: 2, // c1, c7
        closed: 2,
        missed: 1, // c9 (c5 is not in their department)
        transferred: 1, // c2 to agent 11
        transferredIn: 0,
        avgFirstResponseSec: 50, // (70 + 30) ÷ 2
        avgHandleSec: 770, // (630 + 910) ÷ 2
        messagesSent: 9, // c1: 1 + 2 + goodbye; c7: 1 + 3 + goodbye
        rated: 2,
        csatPct: 50,
        slaMet: 1,
        slaResponded: 2,
        slaPct: 50,
      },
      {
        agentId: 11,
        agentName: 'Bo Eleven',
        assigned: 2, // c2, c8
        closed: 1,
        missed: 1, // c5 (away when c9 came)
        transferred: 0,
        transferredIn: 1,
        avgFirstResponseSec: 30, // (40 + 20) ÷ 2
        avgHandleSec: 610,
        messagesSent: 8, // c2: 1 + 4 + goodbye (the private note is not sent); c8: 1 + 1
        rated: 1,
        csatPct: 100,
        slaMet: 2,
        slaResponded: 2,
        slaPct: 100,
      },
    ]);
    expect(report.trend).toBeUndefined();
  });

  it('totals over every conversation of the filter', () => {
    expect(report.totals).toEqual({
      conversations: 11,
      assigned: 4,
      closed: 5,
      missed: 2,
      abandoned: 1,
      transfers: 1,
      messagesSent: 17,
      rated: 5,
      csatPct: 60, // 5, 4, 5 of 5, 4, 3, 5, 2
      avgFirstResponseSec: 40, // (70 + 40 + 30 + 20) ÷ 4
      avgHandleSec: (630 + 610 + 910) / 3,
      slaMet: 3,
      slaResponded: 4,
      slaPct: 75,
    });
  });

  it('?agentId= keeps that agent and adds the daily trend', () => {
    const one = agentPerformanceReport(SOURCE, filterOf({ ...TWO_DAYS, agentId: '10' }));
    expect(one.agents.map((row) => row.agentId)).toEqual([10]);
    expect(one.agents[0].transferred).toBe(1);
    expect(one.totals.conversations).toBe(2);
    expect(one.trend).toEqual([
      { date: '2025-01-07', closed: 1, avgFirstResponseSec: 70, csatPct: 100 },
      { date: '2025-01-08', closed: 1, avgFirstResponseSec: 30, csatPct: 0 },
    ]);
  });
});

describe('agent analysis (fixture)', () => {
  const report: AgentAnalysisReport = agentAnalysisReport(SOURCE, filterOf(TWO_DAYS));
  const [ten, eleven] = report.agents;
  const timelineOf = (row: { timeline: unknown[] | null }) => row.timeline ?? [];

  it('status time, timeline, serving, utilisation, adherence and punctuality', () => {
    expect(report.agents.map((row) => row.agentId)).toEqual([10, 11]);
    // Agent 10 from 2025-01-07 00:00 to now (12:00 today): online 2:50 + 3:30 + 3:05, away 1:00.
    expect(ten.statusSec).toEqual({
      online: 33_900,
      busy: 0,
      away: 3600,
      offline: 9 * 3600 + 10 * 60 + 16 * 3600 + 25 * 60,
    });
    expect(ten.onlineSec).toBe(33_900);
    expect(ten.status).toBe('online');
    expect(timelineOf(ten)[0]).toEqual({
      status: 'offline',
      startedAt: '2025-01-07T00:00:00.000Z',
      endedAt: '2025-01-07T09:10:00.000Z',
    });
    expect(timelineOf(ten)[timelineOf(ten).length - 1]).toEqual({
      status: 'online',
      startedAt: '2025-01-08T08:55:00.000Z',
      endedAt: '2025-01-08T12:00:00.000Z',
    });
    expect(ten.timeline).toHaveLength(6);
    // c1 (630 s) and c7 (910 s), both while online.
    expect(ten.servingSec).toBe(1540);
    expect(ten.utilisationPct).toBe((1540 / 33_900) * 100);
    // Scheduled: yesterday 8 h less 1 h = 7 h; today 09:00–12:00 of it = 3 × 7/8 h. Online inside: 2:50 + 3:30 yesterday, 3 h today.
    expect(ten.shiftAdherencePct).toBeCloseTo(((6 * 60 + 20 + 180) / (7 * 60 + (3 * 60 * 7) / 8)) * 100, 10);
    expect(ten.punctuality).toEqual({
      scheduledShifts: 2,
      lateStarts: { count: 1, minutes: 10 },
      earlyLeaves: { count: 1, minutes: 30 },
      absences: 0,
    });
    // Agent 11 has no shift; busy counts as online; c8 from 10:01:10 while online until 11:00.
    expect(eleven.shiftAdherencePct).toBeNull();
    expect(eleven.punctuality).toBeNull();
    expect(eleven.onlineSec).toBe(6 * 3600 + 3600 + 2 * 3600);
    expect(eleven.servingSec).toBe(610 + 3530);
    expect(eleven.status).toBe('away');
  });

  it('totals', () => {
    expect(report.totals).toMatchObject({
      agents: 2,
      onlineSec: ten.onlineSec + eleven.onlineSec,
      servingSec: ten.servingSec + eleven.servingSec,
      utilisationPct: ((ten.servingSec + eleven.servingSec) / (ten.onlineSec + eleven.onlineSec)) * 100,
      shiftAdherencePct: ten.shiftAdherencePct,
      lateStarts: { count: 1, minutes: 10 },
      earlyLeaves: { count: 1, minutes: 30 },
      absences: 0,
    });
  });

  it('a past period stops at its end, not at now', () => {
    const yesterday = agentAnalysisReport(SOURCE, filterOf({ from: '2025-01-07', to: '2025-01-07' }));
    expect(yesterday.agents[0].statusSec.online).toBe((2 * 60 + 50 + 3 * 60 + 30) * 60);
    expect(yesterday.agents[0].status).toBe('offline');
    // Segments end at the instant the status ended (or the period did).
    expect(timelineOf(yesterday.agents[0]).pop()).toEqual({
      status: 'offline',
      startedAt: '2025-01-07T16:30:00.000Z',
      endedAt: '2025-01-08T00:00:00.000Z',
    });
  });
});

describe('chatbot (fixture)', () => {
  const report: ChatbotReport = chatbotReport(SOURCE, filterOf(TWO_DAYS));

  it('containment, handoffs, CSAT split, reasons, unanswered questions, series', () => {
    expect(report).toMatchObject({
      conversations: 11,
      botConversations: 5, // c2 c3 c4 c8 c11
      botSharePct: (5 / 11) * 100,
      inProgress: 1,
      contained: 2,
      containmentPct: 40,
      handoffs: 2,
      handoffPct: 40,
      avgTimeToHandoffSec: 60,
      csat: { botOnly: { rated: 2, csatPct: 50 }, withHuman: { rated: 1, csatPct: 100 } },
    });
    expect(report.handoffsByReason).toEqual([
      { reason: 'asked_for_human', count: 0, pct: 0 },
      { reason: 'low_confidence', count: 2, pct: 100 },
      { reason: 'billing', count: 0, pct: 0 },
      { reason: 'complaint', count: 0, pct: 0 },
    ]);
    expect(report.unansweredQuestions).toEqual([
      { question: 'Refund status', count: 2, lastAskedAt: '2025-01-08T10:00:00.000Z', conversationIds: [8, 2] },
    ]);
    expect(report.series).toEqual([
      { date: '2025-01-07', botConversations: 3, contained: 2, handoffs: 1 },
      { date: '2025-01-08', botConversations: 2, contained: 0, handoffs: 1 },
    ]);
    expect(chatbotReport(SOURCE, filterOf({ ...TWO_DAYS, channel: 'email' }))).toMatchObject({
      botConversations: 0,
      containmentPct: null,
      handoffPct: null,
      avgTimeToHandoffSec: null,
    });
  });
});

describe('communications (fixture)', () => {
  const report: CommunicationsReport = communicationsReport(SOURCE, filterOf(TWO_DAYS));

  it('totals and messages', () => {
    const transcripts = FIXTURE.map((c) => SOURCE.store.messages(c)).flat();
    const count = (test: (m: (typeof transcripts)[number]) => boolean) => transcripts.filter(test).length;
    expect(report.totals).toEqual({
      conversations: 11,
      closed: 5,
      missed: 2,
      abandoned: 1,
      csatPct: 60,
      avgFirstResponseSec: 40,
      avgHandleSec: (630 + 610 + 910) / 3,
      incomingMessages: count((m) => m.senderType === 'customer'),
      outgoingMessages: count((m) => (m.senderType === 'agent' && !m.isPrivate) || m.senderType === 'bot'),
      agentMessages: 17,
      botMessages: count((m) => m.senderType === 'bot'),
      systemMessages: count((m) => m.senderType === 'system'),
      privateNotes: 1,
    });
  });

  it('volume by channel, department, queue, category and status', () => {
    const counts = (groups: Array<{ key: unknown; name: string; conversations: number }>) =>
      groups.map((g) => [g.key, g.name, g.conversations]);
    expect(counts(report.byChannel)).toEqual([
      ['web', 'web', 6],
      ['whatsapp', 'whatsapp', 3],
      ['facebook', 'facebook', 1],
      ['email', 'email', 1],
    ]);
    expect(counts(report.byDepartment)).toEqual([
      [1, 'Sales', 9],
      [2, 'Support', 2],
    ]);
    expect(counts(report.byQueue)).toEqual([
      [1, 'New customers', 9],
      [3, 'Account', 2],
    ]);
    expect(counts(report.byCategory)).toEqual([
      [1, 'Pricing', 2],
      [2, 'Bug', 2],
    ]);
    expect(counts(report.byStatus)).toEqual([
      ['bot', 'bot', 1],
      ['queued', 'queued', 1],
      ['open', 'open', 1],
      ['on_hold', 'on_hold', 0],
      ['closed', 'closed', 5],
      ['missed', 'missed', 2],
      ['abandoned', 'abandoned', 1],
    ]);
    expect(report.byChannel[1]).toEqual({
      key: 'whatsapp',
      name: 'whatsapp',
      conversations: 3,
      sharePct: (3 / 11) * 100,
      closed: 2,
      missed: 0,
      abandoned: 0,
      csatPct: 50,
      avgFirstResponseSec: 30,
      avgHandleSec: 610,
    });
  });

  it('hours, weekdays, the busiest day and hour, and the series by day, week and month', () => {
    expect(Object.fromEntries(report.byHour.filter((h) => h.count > 0).map((h) => [h.hour, h.count]))).toEqual({
      9: 2,
      10: 2,
      11: 4,
      12: 1,
      13: 1,
      14: 1,
    });
    expect(report.byWeekday.map((w) => w.count)).toEqual([0, 0, 6, 5, 0, 0, 0]);
    expect(report.busiestDay).toEqual({ date: '2025-01-07', count: 6 });
    expect(report.busiestHour).toEqual({ hour: 11, count: 4 });
    expect(report.series.map((b) => [b.date, b.conversations])).toEqual([
      ['2025-01-07', 6],
      ['2025-01-08', 5],
    ]);
    expect(report.series.reduce((sum, b) => sum + b.incomingMessages, 0)).toBe(report.totals.incomingMessages);
    expect(report.series.reduce((sum, b) => sum + b.outgoingMessages, 0)).toBe(report.totals.outgoingMessages);
    const weeks = communicationsReport(SOURCE, filterOf({ from: '2024-12-30', to: '2025-01-08' }), { groupBy: 'week' });
    expect(weeks.series.map((b) => [b.date, b.conversations])).toEqual([
      ['2024-12-30', 0],
      ['2025-01-06', 11],
    ]);
    const months = communicationsReport(SOURCE, filterOf({ from: '2024-12-30', to: '2025-01-08' }), {
      groupBy: 'month',
    });
    expect(months.series.map((b) => [b.date, b.conversations])).toEqual([
      ['2024-12-01', 0],
      ['2025-01-01', 11],
    ]);
    const empty = communicationsReport(SOURCE, filterOf({ from: '2024-12-30', to: '2024-12-31' }));
    expect([empty.busiestDay, empty.busiestHour, empty.totals.csatPct]).toEqual([null, null, null]);
  });
});

// ---------------------------------------------------------------------------------------------------
// 2 and 3. The generated history, through the Mirage server.

const file = productServerForFile();
const { anonymous } = file;
let source: ReportSource;
beforeAll(() => {
  source = reportSourceFor(file.server);
});

const NAMES = Object.keys(REPORTS) as ReportName[];
const isoOf = (ms: number) => new Date(ms).toISOString();
/** The whole generated history as query parameters. */
const fullHistory = () => ({ from: isoOf(source.store.history.from), to: isoOf(source.store.history.now - 1) });

function report<T>(name: ReportName, params: Record<string, unknown> = {}) {
  return getOk<T>(file.client, `/reports/${name}`, params);
}

describe('the fast paths agree with the metric engine and the transcripts (generated history)', () => {
  it('online time, serving time and adherence of every agent', () => {
    const { store, directory } = source;
    const { now } = store.history;
    const shifts = new Map(directory.shifts.map((shift) => [shift.id, shift]));
    for (const [from, to] of [
      [now - 7 * DAY_MS, now],
      [store.history.from, now],
      [now - 40 * DAY_MS, now - 33 * DAY_MS],
    ]) {
      const analysis = agentAnalysisReport(source, { ...EMPTY_FILTER, from, to });
      const held = store.query({ ...EMPTY_FILTER, from: from - DAY_MS, to });
      expect(analysis.agents.length).toBeGreaterThan(15);
      for (const row of analysis.agents) {
        const events = store.statusLog.events({ agentIds: [row.agentId] });
        expect(row.onlineSec).toBe(onlineSeconds(events, row.agentId, from, to));
        expect(row.servingSec).toBeCloseTo(servingSeconds(held, events, row.agentId, from, to), 6);
        const shift = row.shiftId === null ? undefined : shifts.get(row.shiftId);
        expect(row.shiftAdherencePct).toBe(shift ? shiftAdherencePct(events, row.agentId, shift, from, to) : null);
        expect(
          row.statusSec.online + row.statusSec.busy + row.statusSec.away + row.statusSec.offline,
        ).toBeLessThanOrEqual((to - from) / 1000);
      }
    }
  });

  it('the dashboard heatmap and the communications groups are the metric engine in the organisation time zone', () => {
    const { store } = source;
    const filter = { ...EMPTY_FILTER, from: store.history.from, to: store.history.now };
    const list = store.query(filter);
    expect(dashboardReport(source, filter).heatmap).toEqual(weekdayHourHeatmap(list, store.history.timeZone));
    const communications = communicationsReport(source, filter);
    expect(communications.byHour.map((h) => h.count)).toEqual(volumeByHour(list, store.history.timeZone));
    type Group = {
      key: unknown;
      conversations: number;
      closed: number;
      missed: number;
      abandoned: number;
      csatPct: number | null;
      avgFirstResponseSec: number | null;
      avgHandleSec: number | null;
    };
    const sorted = (groups: Group[]) =>
      groups
        .filter((g) => g.conversations > 0)
        .map(({ key, conversations, closed, missed, abandoned, csatPct, avgFirstResponseSec, avgHandleSec }) => ({
          key,
          conversations,
          closed,
          missed,
          abandoned,
          csatPct,
          avgFirstResponseSec,
          avgHandleSec,
        }))
        .sort((a, b) => String(a.key).localeCompare(String(b.key)));
    expect(sorted(communications.byChannel)).toEqual(sorted(breakdown(list, (c) => c.channel)));
    expect(sorted(communications.byDepartment)).toEqual(sorted(breakdown(list, (c) => c.departmentId)));
    expect(sorted(communications.byQueue)).toEqual(sorted(breakdown(list, (c) => c.queueId)));
    expect(sorted(communications.byCategory)).toEqual(sorted(breakdown(list, (c) => c.categoryIds)));
    expect(sorted(communications.byStatus)).toEqual(sorted(breakdown(list, (c) => c.status)));
  });

  it('messageMix matches the rebuilt transcripts', () => {
    const { store } = source;
    const sample = store.conversations.filter((c, index) => index % 25 === 0 || c.status !== 'closed');
    expect(new Set(sample.map((c) => c.status)).size).toBe(7);
    for (const c of sample) {
      const messages = store.messages(c);
      const count = (type: string, isPrivate = false) =>
        messages.filter((m) => m.senderType === type && m.isPrivate === isPrivate).length;
      expect([c.id, messageMix(c)]).toEqual([
        c.id,
        {
          customer: count('customer'),
          agent: count('agent'),
          bot: count('bot'),
          system: count('system'),
          private: count('agent', true),
        },
      ]);
    }
  });
});

describe('the endpoints', () => {
  it.each(NAMES)('/reports/%s answers 401 without a token', async (name) => {
    const response = await anonymous.get(`/reports/${name}`);
    expect(response.status).toBe(401);
    expect(response.data).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(NAMES)('/reports/%s answers 422 naming the malformed parameters', async (name) => {
    const response = await file.client.get(`/reports/${name}`, {
      params: { from: 'last week', channel: 'fax', groupBy: 'year', limit: 'all' },
    });
    expect(response.status).toBe(422);
    expect(response.data.message).toEqual(expect.any(String));
    expect(Object.keys(response.data.errors).sort()).toEqual(['channel', 'from', 'groupBy', 'limit']);
  });

  it('answer the documented shapes', async () => {
    const keys = (value: object) => Object.keys(value).sort();
    const dashboard = await report<DashboardReport>('dashboard', { departmentId: 2 });
    expect(keys(dashboard)).toEqual(['heatmap', 'live', 'now', 'period', 'timeZone', 'today', 'volumeByHour']);
    expect(keys(dashboard.live)).toEqual(
      [
        'agents',
        'avgWaitSec',
        'bot',
        'chatsPerOnlineAgent',
        'longestWaitSec',
        'missedLast30Min',
        'onHold',
        'open',
        'queued',
        'servingNow',
        'unassigned',
      ].sort(),
    );
    expect(keys(dashboard.today)).toEqual([
      'abandonedPct',
      'avgFirstResponseSec',
      'avgHandleSec',
      'closed',
      'conversations',
      'csatPct',
      'period',
      'previousPeriod',
    ]);
    expect(dashboard.heatmap).toHaveLength(7);
    expect(dashboard.volumeByHour).toHaveLength(24);
    expect(dashboard.timeZone).toBe('Europe/Berlin');
    // Default heatmap period: the 28 days before now.
    expect(Date.parse(dashboard.period.to) + 1 - Date.parse(dashboard.period.from)).toBe(28 * DAY_MS);

    const performance = await report<AgentPerformanceReport>('agent-performance');
    expect(keys(performance)).toEqual(['agents', 'period', 'timeZone', 'totals']);
    expect(performance.agents.length).toBeGreaterThan(15);
    expect(Date.parse(performance.period.to) + 1 - Date.parse(performance.period.from)).toBe(7 * DAY_MS);
    const agentId = performance.agents[0].agentId;
    const one = await report<AgentPerformanceReport>('agent-performance', { agentId });
    expect(one.trend).toHaveLength(8); // 7 × 24 h ending at 10:00 local time touch 8 local days
    expect(one.trend?.reduce((sum, day) => sum + day.closed, 0)).toBe(one.agents[0].closed);

    const analysis = await report<AgentAnalysisReport>('agent-analysis', { departmentId: 1 });
    expect(keys(analysis)).toEqual(['agents', 'now', 'period', 'timeZone', 'totals']);
    expect(
      analysis.agents.every((row) =>
        source.directory.agents.find((a) => a.id === row.agentId)?.departmentIds.includes(1),
      ),
    ).toBe(true);
    expect(analysis.agents.every((row) => Array.isArray(row.timeline))).toBe(true);
    // Over more than 31 days only with an agentId filter.
    const long = await report<AgentAnalysisReport>('agent-analysis', fullHistory());
    expect(long.agents.every((row) => row.timeline === null)).toBe(true);
    const single = await report<AgentAnalysisReport>('agent-analysis', {
      ...fullHistory(),
      agentId: long.agents[0].agentId,
    });
    expect(single.agents[0].timeline?.length).toBeGreaterThan(300);
    expect(single.agents[0].statusSec).toEqual(long.agents[0].statusSec);
    for (const row of analysis.agents) {
      const seconds = (row.timeline ?? []).reduce(
        (sum, segment) => sum + (Date.parse(segment.endedAt) - Date.parse(segment.startedAt)) / 1000,
        0,
      );
      expect(seconds).toBe(row.statusSec.online + row.statusSec.busy + row.statusSec.away + row.statusSec.offline);
    }

    const chatbot = await report<ChatbotReport>('chatbot', { limit: 3 });
    expect(chatbot.unansweredQuestions).toHaveLength(3);
    expect(chatbot.handoffsByReason.reduce((sum, reason) => sum + reason.count, 0)).toBe(chatbot.handoffs);

    const communications = await report<CommunicationsReport>('communications', { groupBy: 'week', ...fullHistory() });
    expect(communications.groupBy).toBe('week');
    expect(communications.series.length).toBeGreaterThanOrEqual(26);
    expect(communications.series.reduce((sum, bucket) => sum + bucket.conversations, 0)).toBe(
      communications.totals.conversations,
    );
    expect(communications.byWeekday.reduce((sum, day) => sum + day.count, 0)).toBe(communications.totals.conversations);
  });
});

describe('agreement with GET /conversations for the same filters', () => {
  /** Every row of the filter, oldest first (the store's order). */
  async function rowsOf(params: Record<string, unknown>): Promise<ConversationRow[]> {
    const rows: ConversationRow[] = [];
    for (let page = 1; ; page += 1) {
      const response = await file.client.get('/conversations', {
        params: { ...params, sort: 'createdAt', perPage: 1000, page },
      });
      expect(response.status).toBe(200);
      rows.push(...response.data.data);
      if (rows.length >= response.data.total) return rows;
    }
  }

  /** The figures worked out from the rows alone. */
  function figuresOf(rows: ConversationRow[]) {
    const rated = rows.filter((row) => row.rating !== null);
    const responded = rows.filter((row) => row.firstResponseSec !== null);
    const bot = rows.filter((row) => row.botHandled);
    const closedBy = new Map<number, number>();
    for (const row of rows)
      if (row.status === 'closed' && row.agentId !== null)
        closedBy.set(row.agentId, (closedBy.get(row.agentId) ?? 0) + 1);
    return {
      conversations: rows.length,
      csatPct:
        rated.length === 0 ? null : (rated.filter((row) => (row.rating as number) >= 4).length / rated.length) * 100,
      avgFirstResponseSec:
        responded.length === 0
          ? null
          : responded.reduce((sum, row) => sum + (row.firstResponseSec as number), 0) / responded.length,
      missed: rows.filter((row) => row.status === 'missed').length,
      abandoned: rows.filter((row) => row.status === 'abandoned').length,
      containmentPct:
        bot.length === 0
          ? null
          : (bot.filter((row) => row.status === 'closed' && row.handoffAt === null).length / bot.length) * 100,
      closedBy,
    };
  }

  const now = () => source.store.history.now;
  const combinations: Array<[string, () => Record<string, unknown>]> = [
    [
      'departmentId=2 over the 28 days before today',
      () => ({
        departmentId: 2,
        from: isoOf(now() - 28 * DAY_MS).slice(0, 10),
        to: isoOf(now() - DAY_MS).slice(0, 10),
      }),
    ],
    ['channel=whatsapp over the full history', () => ({ channel: 'whatsapp', ...fullHistory() })],
    [
      'queueId=3 and 7, web and facebook, the last 7 days (default period)',
      () => ({ queueId: [3, 7], channel: ['web', 'facebook'] }),
    ],
  ];

  it.each(combinations)('%s', async (_label, paramsOf) => {
    const params = paramsOf();
    const performance = await report<AgentPerformanceReport>('agent-performance', params);
    // The default period comes back in the report: the rows are listed for exactly that period.
    const rows = await rowsOf({ ...params, ...performance.period });
    const expected = figuresOf(rows);
    expect(rows.length).toBeGreaterThan(200);

    expect(performance.totals.conversations).toBe(expected.conversations);
    expect(performance.totals.csatPct).toBe(expected.csatPct);
    expect(performance.totals.avgFirstResponseSec).toBe(expected.avgFirstResponseSec);
    expect(performance.totals.missed).toBe(expected.missed);
    expect(performance.totals.abandoned).toBe(expected.abandoned);
    for (const row of performance.agents)
      expect([row.agentId, row.closed]).toEqual([row.agentId, expected.closedBy.get(row.agentId) ?? 0]);
    expect(performance.agents.reduce((sum, row) => sum + row.closed, 0)).toBe(
      [...expected.closedBy.values()].reduce((a, b) => a + b, 0),
    );

    const communications = await report<CommunicationsReport>('communications', params);
    expect(communications.totals).toMatchObject({
      conversations: expected.conversations,
      csatPct: expected.csatPct,
      avgFirstResponseSec: expected.avgFirstResponseSec,
      missed: expected.missed,
      abandoned: expected.abandoned,
    });
    expect(communications.byStatus.find((group) => group.key === 'missed')?.conversations).toBe(expected.missed);

    const chatbot = await report<ChatbotReport>('chatbot', params);
    expect(chatbot.conversations).toBe(expected.conversations);
    expect(chatbot.containmentPct).toBe(expected.containmentPct);

    const dashboard = await report<DashboardReport>('dashboard', { ...params, ...performance.period });
    expect(dashboard.heatmap.flat().reduce((a, b) => a + b, 0)).toBe(expected.conversations);

    // And one agent's closed chats straight from /conversations?agentId=&status=closed.
    const busiest = [...performance.agents].sort((a, b) => b.closed - a.closed)[0];
    const closed = await file.client.get('/conversations', {
      params: { ...params, ...performance.period, agentId: busiest.agentId, status: 'closed', perPage: 1 },
    });
    expect(closed.data.total).toBe(busiest.closed);
  });

  it("the dashboard's today cards agree with /conversations over today", async () => {
    const dashboard = await report<DashboardReport>('dashboard', { departmentId: 2 });
    const today = figuresOf(await rowsOf({ departmentId: 2, ...dashboard.today.period }));
    expect(dashboard.today.conversations.value).toBe(today.conversations);
    expect(dashboard.today.csatPct.value).toBe(today.csatPct);
    expect(dashboard.today.avgFirstResponseSec.value).toBe(today.avgFirstResponseSec);
    const before = figuresOf(await rowsOf({ departmentId: 2, ...dashboard.today.previousPeriod }));
    expect(dashboard.today.conversations.previous).toBe(before.conversations);
    expect(dashboard.today.abandonedPct.previous).toBe(
      before.conversations === 0 ? null : (before.abandoned / before.conversations) * 100,
    );
  });
});

describe('speed: every report over the full history', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  it('answers in a median well under the budget', async () => {
    const full = fullHistory();
    const filter = filterOf(full);
    const lines: string[] = [];
    for (const name of NAMES) {
      const options = { groupBy: 'day' as const, limit: 10 };
      // Warm-up (first use fills the caches), then 5 timed runs of the function and of the endpoint.
      REPORTS[name](source, filter, options);
      await report(name, full);
      const pure: number[] = [];
      const http: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        let start = performance.now();
        REPORTS[name](source, filter, options);
        pure.push(performance.now() - start);
        start = performance.now();
        await report(name, full);
        http.push(performance.now() - start);
      }
      lines.push(
        `${name.padEnd(18)} function ${median(pure).toFixed(1).padStart(6)} ms   endpoint ${median(http).toFixed(1).padStart(6)} ms`,
      );
      expect(median(pure)).toBeLessThan(400);
      expect(median(http)).toBeLessThan(400);
    }
    console.log(
      `Report medians over the full history (${source.store.conversations.length} conversations):\n${lines.join('\n')}`,
    );
  });
});
