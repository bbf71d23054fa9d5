// The five report endpoints of issue 6 (dashboard, agent performance, agent analysis, chatbot,
// communications) as pure functions: store + directory + filter → report JSON. The routes only parse
// and call these. Every figure comes from the metric engine's formulas (metrics.ts, DESIGN §6) over
// exactly the conversations `GET /conversations` lists for the same filter (store.query), so a report
// and the list always agree. Decisions:
// - The period: `from`/`to` read by the same parser as /conversations (so the same rows); without them
//   the 7 days ending at the store's `now` (the dashboard's heatmap: 28 days). Responses give
//   `period: { from, to }` with `to` inclusive (the last millisecond): passing both strings back to
//   /conversations lists exactly the rows behind the report.
// - Conversation figures count the conversations *created* in the period (as /conversations does).
//   Time figures (status time, serving, adherence) are clipped to the period and never run past `now`;
//   serving time also counts chats created up to a day before the period.
// - Every filter /conversations accepts applies to every report's conversations. Agent rows: the
//   agents of the agentId filter that belong to the filtered departments / queues or held (or
//   transferred) one of the filtered conversations; inactive agents only when they have something to show.
// - Dashboard: the live cards look at `now` whatever the period (the period only sets the heatmap);
//   today = local midnight to now, its trends against previousPeriod() (the same length right before).
// - Days, hours and weekdays are local to the organisation's time zone (the history's `timeZone`, in
//   every response); weekday 0 = Sunday; weeks start on Monday; dates are 'YYYY-MM-DD'.
// - Numbers: seconds and percentages unrounded (0–100; rounding is the screen's job, as in metrics.ts);
//   null where there is no data (no rated chat, no bot conversation, nobody online …).
// - A transferred chat counts for the agent who holds it last (as in metrics.ts), its messages too;
//   `transferred` counts the chats an agent passed on. An agent's `missed` = missed chats of their
//   departments that arrived while they were online (status online: free to take chats); the SLA share
//   compares the first response time (DESIGN §6) with the queue's slaFirstResponseSec.
// - Messages are never stored, so their counts come from messageMix(), the closed form of the
//   transcript buildMessages() rebuilds (tested against it). They count with their conversation, i.e.
//   on the day it was created. Private notes are neither incoming nor outgoing.
// - Speed (each report over the whole history within 100 ms): what does not depend on the filter —
//   local day/hour/weekday per conversation, each agent's status columns, ISO strings and merged
//   online time, the shift windows — is computed once per history (ReportCache) and the agent-time
//   figures run in linear time (tested equal to metrics.ts). The live simulation (simulation.ts) changes
//   the history in place (it appends conversations, changes active ones, grows the status log and moves
//   `now`) and then calls historyChanged(): the per-conversation columns are extended for the new rows
//   only (createdAt never changes), each agent's time is brought up to date from its last event on (it
//   ends at `now`), and the shift windows are recomputed once `now` nears the end of their range.
import {
  average,
  chatsPerOnlineAgent,
  isBotContained,
  isMissed,
  ONLINE_STATUSES,
  openAt,
  percent,
  previousPeriod,
  shiftWindows,
  summarize,
  trendPct,
  type MetricConversation,
} from './metrics';
import { createdBetween, type ConversationFilter } from './filters';
import type { ConversationHistory } from './generator';
import type { ConversationStore } from './store';
import { DAY_MS, MINUTE_MS, localDayNumber, localWeekdayHour, weekdayOfDay, zonedInstant } from './timezone';
import {
  AGENT_STATUS_VALUES,
  CHANNELS,
  CONVERSATION_STATUSES,
  HANDOFF_REASONS,
  type AgentInput,
  type AgentStatusEvent,
  type AgentStatusValue,
  type CategoryInput,
  type Conversation,
  type ConversationStatus,
  type DepartmentInput,
  type HandoffReason,
  type QueueInput,
  type ShiftInput,
} from './types';

// ---------------------------------------------------------------------------------------------------
// Inputs

/** The back-office records the reports name and group by (the live-agent records of the server's db). */
export interface ReportDirectory {
  agents: readonly AgentInput[];
  departments: readonly DepartmentInput[];
  queues: readonly QueueInput[];
  shifts: readonly ShiftInput[];
  categories: readonly CategoryInput[];
}

export interface ReportSource {
  store: ConversationStore;
  directory: ReportDirectory;
}

export const GROUP_BY = ['day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

export interface ReportOptions {
  /** Communications: buckets of the volume-over-time series (default 'day'). */
  groupBy: GroupBy;
  /** Chatbot: how many unanswered questions (default 10, 1–100). */
  limit: number;
}

export const DEFAULT_REPORT_OPTIONS: ReportOptions = { groupBy: 'day', limit: 10 };
export const DEFAULT_PERIOD_DAYS = 7;
export const DASHBOARD_HEATMAP_DAYS = 28;
/** "Missed in the last 30 minutes" on the dashboard. */
export const RECENT_MISSED_MS = 30 * MINUTE_MS;
/** A sign-in this much after the shift start is a late start (and a sign-out this much before its end an early leave). */
export const SHIFT_GRACE_MS = 5 * MINUTE_MS;
/** Agent analysis: timelines for periods up to this long (or with an agentId filter). */
export const TIMELINE_MAX_DAYS = 31;
/** Serving time inside the period also counts chats created up to this long before it. */
const SERVING_LOOKBACK_MS = DAY_MS;

export type OptionsParseResult = { options: ReportOptions; errors: null } | { options: null; errors: Record<string, string[]> };

/** groupBy and limit from the query (every value of a repeated key), 422-style errors when malformed. */
export function parseReportOptions(values: (name: string) => string[]): OptionsParseResult {
  const errors: Record<string, string[]> = {};
  const options: ReportOptions = { ...DEFAULT_REPORT_OPTIONS };
  const groupBy = values('groupBy')[0]?.trim();
  if (groupBy) {
    if ((GROUP_BY as readonly string[]).includes(groupBy)) options.groupBy = groupBy as GroupBy;
    else errors.groupBy = [`The groupBy must be one of: ${GROUP_BY.join(', ')}.`];
  }
  const limit = values('limit')[0]?.trim();
  if (limit) {
    if (/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 100) options.limit = Number(limit);
    else errors.limit = ['The limit must be a whole number from 1 to 100.'];
  }
  return Object.keys(errors).length > 0 ? { options: null, errors } : { options, errors: null };
}

// ---------------------------------------------------------------------------------------------------
// Periods and days

export interface Period {
  /** Inclusive (epoch ms). */
  from: number;
  /** Exclusive (epoch ms). */
  to: number;
}

/** A period on the wire: ISO strings, `to` inclusive (the last millisecond), as /conversations reads them. */
export interface PeriodJson {
  from: string;
  to: string;
}

const iso = (ms: number): string => new Date(ms).toISOString();
export const periodJson = (period: Period): PeriodJson => ({ from: iso(period.from), to: iso(Math.max(period.from, period.to - 1)) });

/** The filter's period, or `defaultDays` ending at `now` (only `from`: up to now; only `to`: the days before it). */
export function reportPeriod(filter: Pick<ConversationFilter, 'from' | 'to'>, now: number, defaultDays = DEFAULT_PERIOD_DAYS): Period {
  if (filter.from !== null && filter.to !== null) return { from: filter.from, to: filter.to };
  if (filter.from !== null) return { from: filter.from, to: Math.max(now, filter.from) };
  const to = filter.to ?? now;
  return { from: to - defaultDays * DAY_MS, to };
}

const inPeriod = (filter: ConversationFilter, period: Period): ConversationFilter => ({ ...filter, from: period.from, to: period.to });

/** 'YYYY-MM-DD' of a local day number. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The local days overlapping the period: the first day number and how many. */
function daysOf(period: Period, timeZone: string): { first: number; count: number } {
  const first = localDayNumber(timeZone, period.from);
  if (period.to <= period.from) return { first, count: 0 };
  return { first, count: localDayNumber(timeZone, period.to - 1) - first + 1 };
}

/** Conversations per local day of the period (by createdAt). */
function perDay<T extends MetricConversation>(list: readonly T[], days: { first: number; count: number }, cache: ReportCache): T[][] {
  const buckets = Array.from({ length: days.count }, (): T[] => []);
  for (const c of list) buckets[cache.day(c) - days.first]?.push(c);
  return buckets;
}

/** The first day (local day number) of the day's week (Monday) or month. */
export function bucketStart(day: number, groupBy: GroupBy): number {
  if (groupBy === 'week') return day - ((weekdayOfDay(day) + 6) % 7);
  if (groupBy === 'month') {
    const date = new Date(day * DAY_MS);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
  }
  return day;
}

// ---------------------------------------------------------------------------------------------------
// Messages

export interface MessageMix {
  customer: number;
  /** Agent messages the customer sees (private notes excluded). */
  agent: number;
  bot: number;
  system: number;
  /** Agents' internal notes. */
  private: number;
}

type MixFields = Pick<
  Conversation,
  'botHandled' | 'botTurns' | 'handoffAt' | 'closedAt' | 'queuedAt' | 'assignedAt' | 'firstResponseAt' | 'missedAt' | 'abandonedAt' | 'exchanges' | 'transferCount'
>;

/**
 * Messages of a conversation by sender, without building the transcript: the closed form of
 * buildMessages() (messages.ts), as messageCountOf() is of its length.
 */
export function messageMix(c: MixFields): MessageMix {
  const mix: MessageMix = { customer: 1, agent: 0, bot: 0, system: 0, private: 0 };
  if (c.botHandled) {
    mix.bot += 1 + c.botTurns; // greeting, answers
    mix.customer += c.botTurns;
    if (c.handoffAt !== null) mix.system += 1;
    else if (c.closedAt !== null) {
      mix.bot += 1; // farewell
      mix.system += 1;
    }
  }
  if (c.queuedAt !== null) {
    if (c.assignedAt === null) {
      mix.customer += c.exchanges; // "hello?"
      if (c.missedAt !== null || c.abandonedAt !== null) mix.system += 1;
    } else {
      mix.system += 1; // joined
      if (c.firstResponseAt !== null) {
        mix.agent += 1 + c.exchanges;
        mix.customer += c.exchanges;
        mix.system += c.transferCount;
        if (c.exchanges >= 4) mix.private += 1;
        if (c.closedAt !== null) {
          mix.agent += 1; // goodbye
          mix.system += 1;
        }
      }
    }
  }
  return mix;
}

/** Incoming = customer messages; outgoing = agent (not private) and bot messages. */
function messageTotals(list: readonly MixFields[]): { incoming: number; outgoing: number; agent: number; bot: number; system: number; private: number } {
  const totals = { incoming: 0, outgoing: 0, agent: 0, bot: 0, system: 0, private: 0 };
  for (const c of list) {
    const mix = messageMix(c);
    totals.incoming += mix.customer;
    totals.outgoing += mix.agent + mix.bot;
    totals.agent += mix.agent;
    totals.bot += mix.bot;
    totals.system += mix.system;
    totals.private += mix.private;
  }
  return totals;
}

// ---------------------------------------------------------------------------------------------------
// Cache: what does not depend on the filter, computed once per history (reports over the whole
// history must answer within 100 ms). Keyed by the history object, so a rebuilt store starts afresh.

/** Sorted, disjoint intervals flattened: [start, end, start, end …]. */
export type Flat = number[];

/** One agent's status events as columns, with their ISO strings, and the merged online and signed-in time. */
export interface AgentTime {
  starts: number[];
  /** The open event ends at the history's now. */
  ends: number[];
  statuses: AgentStatusValue[];
  isoStarts: string[];
  isoEnds: string[];
  /** Online (online or busy) intervals, merged, flattened [start, end, start, end …]. */
  online: Flat;
  /** Signed-in (any status but offline) intervals, merged, flattened. */
  sessions: Flat;
}

/** Appends [start, end) to a flattened, sorted interval list, merging when it touches the last one. */
function pushInterval(list: Flat, start: number, end: number): void {
  if (end <= start) return;
  const last = list.length - 1;
  if (last > 0 && start <= list[last]) list[last] = Math.max(list[last], end);
  else list.push(start, end);
}

/** First index of a sorted array whose value is greater than `at` (the length when none is). */
function firstGreater(values: readonly number[], at: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** First index i (even) of a flattened interval list whose end is after `at`. */
function firstEndingAfter(list: Flat, at: number): number {
  let low = 0;
  let high = list.length / 2;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[2 * middle + 1] <= at) low = middle + 1;
    else high = middle;
  }
  return 2 * low;
}

/** Length of the overlap of [start, end) with a flattened interval list. */
function overlapWith(list: Flat, start: number, end: number): number {
  let total = 0;
  for (let index = firstEndingAfter(list, start); index < list.length && list[index] < end; index += 2) {
    total += Math.max(0, Math.min(end, list[index + 1]) - Math.max(start, list[index]));
  }
  return total;
}

/** The columns and merged intervals of one agent's events (sorted, back to back); an open event lasts until `now`. */
export function agentTimeOf(events: readonly AgentStatusEvent[], now: number): AgentTime {
  const time: AgentTime = { starts: [], ends: [], statuses: [], isoStarts: [], isoEnds: [], online: [], sessions: [] };
  appendAgentTime(time, events, now, { online: [0, 0], sessions: [0, 0] });
  return time;
}

/** Length and last value of the merged lists before the last event was added, to take it out again. */
interface AgentTimeMark {
  online: [number, number];
  sessions: [number, number];
}

function appendAgentTime(time: AgentTime, events: readonly AgentStatusEvent[], now: number, mark: AgentTimeMark): void {
  events.forEach((event, index) => {
    if (index === events.length - 1) {
      mark.online = [time.online.length, time.online[time.online.length - 1] ?? 0];
      mark.sessions = [time.sessions.length, time.sessions[time.sessions.length - 1] ?? 0];
    }
    const end = event.endedAt ?? Math.max(event.startedAt, now);
    time.starts.push(event.startedAt);
    time.ends.push(end);
    time.statuses.push(event.status);
    time.isoStarts.push(iso(event.startedAt));
    time.isoEnds.push(iso(end));
    if (ONLINE_STATUSES.includes(event.status)) pushInterval(time.online, event.startedAt, end);
    if (event.status !== 'offline') pushInterval(time.sessions, event.startedAt, end);
  });
}

/**
 * Brings a cached agent time up to the grown log: its last event (open until the old `now`) is taken
 * out and the log's events from its start on are added again, so only the end of the lists changes.
 */
function refreshAgentTime(time: AgentTime, mark: AgentTimeMark, log: ConversationHistory['statusLog'], agentId: number, now: number): void {
  const last = time.starts.length - 1;
  const from = last >= 0 ? time.starts[last] : Number.NEGATIVE_INFINITY;
  if (last >= 0) {
    for (const column of [time.starts, time.ends, time.statuses, time.isoStarts, time.isoEnds]) column.length = last;
    for (const [list, [length, value]] of [[time.online, mark.online], [time.sessions, mark.sessions]] as const) {
      list.length = length;
      if (length > 0) list[length - 1] = value;
    }
  }
  appendAgentTime(time, log.events({ agentIds: [agentId], from }), now, mark);
}

class ReportCache {
  /** Columns by position; `size` of them are filled, the arrays have room for more (the simulation appends). */
  private local: { size: number; day: Int32Array; hour: Uint8Array; weekday: Uint8Array } | null = null;
  /** Per agent, with the `now` and log size it was computed for (refreshed when the simulation moved on). */
  private readonly agentTimes = new Map<number, { time: AgentTime; mark: AgentTimeMark; now: number; logSize: number }>();
  private readonly windows = new Map<string, Array<{ start: number; end: number }>>();
  /** The cached shift windows cover this range. */
  private windowRange: Period;

  constructor(readonly history: ConversationHistory) {
    this.windowRange = { from: history.from - 2 * DAY_MS, to: history.now + 2 * DAY_MS };
  }

  /** The history changed in place (see the header): keep what still holds. */
  changed(): void {
    if (this.history.now + DAY_MS > this.windowRange.to) {
      this.windows.clear();
      this.windowRange = { from: this.history.from - 2 * DAY_MS, to: this.history.now + 2 * DAY_MS };
    }
  }

  /** Local day number, hour and weekday of each conversation's createdAt, by position (ids 1..n). */
  private localTime() {
    const list = this.history.conversations;
    let local = this.local;
    if (!local || local.size !== list.length) {
      if (!local || local.day.length < list.length || local.size > list.length) {
        // Room for the rows a live simulation appends, so each tick does not copy the columns.
        const capacity = local ? Math.ceil(list.length * 1.25) : list.length;
        const grown = { size: 0, day: new Int32Array(capacity), hour: new Uint8Array(capacity), weekday: new Uint8Array(capacity) };
        if (local && local.size <= list.length) {
          grown.day.set(local.day.subarray(0, local.size));
          grown.hour.set(local.hour.subarray(0, local.size));
          grown.weekday.set(local.weekday.subarray(0, local.size));
          grown.size = local.size;
        }
        local = grown;
      }
      const timeZone = this.history.timeZone;
      for (let index = local.size; index < list.length; index += 1) {
        const createdAt = list[index].createdAt;
        const wall = localWeekdayHour(timeZone, createdAt);
        local.day[index] = localDayNumber(timeZone, createdAt);
        local.hour[index] = wall.hour;
        local.weekday[index] = wall.weekday;
      }
      local.size = list.length;
      this.local = local;
    }
    return local;
  }

  /** Position of a stored conversation, or -1 for one the history does not hold at id − 1. */
  private position(c: MetricConversation): number {
    return this.history.conversations[c.id - 1] === c ? c.id - 1 : -1;
  }

  day(c: MetricConversation): number {
    const index = this.position(c);
    return index === -1 ? localDayNumber(this.history.timeZone, c.createdAt) : this.localTime().day[index];
  }

  hour(c: MetricConversation): number {
    const index = this.position(c);
    return index === -1 ? localWeekdayHour(this.history.timeZone, c.createdAt).hour : this.localTime().hour[index];
  }

  weekday(c: MetricConversation): number {
    const index = this.position(c);
    return index === -1 ? localWeekdayHour(this.history.timeZone, c.createdAt).weekday : this.localTime().weekday[index];
  }

  /** metrics.volumeByHour in the history's time zone. */
  volumeByHour(list: readonly MetricConversation[]): number[] {
    const counts = new Array<number>(24).fill(0);
    for (const c of list) counts[this.hour(c)] += 1;
    return counts;
  }

  /** metrics.weekdayHourHeatmap in the history's time zone. */
  heatmap(list: readonly MetricConversation[]): number[][] {
    const grid = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
    for (const c of list) grid[this.weekday(c)][this.hour(c)] += 1;
    return grid;
  }

  agentTime(agentId: number): AgentTime {
    const { statusLog, now } = this.history;
    let cached = this.agentTimes.get(agentId);
    if (!cached) {
      const time: AgentTime = { starts: [], ends: [], statuses: [], isoStarts: [], isoEnds: [], online: [], sessions: [] };
      const mark: AgentTimeMark = { online: [0, 0], sessions: [0, 0] };
      appendAgentTime(time, statusLog.events({ agentIds: [agentId] }), now, mark);
      cached = { time, mark, now, logSize: statusLog.size };
      this.agentTimes.set(agentId, cached);
    } else if (cached.now !== now || cached.logSize !== statusLog.size) {
      refreshAgentTime(cached.time, cached.mark, statusLog, agentId, now);
      cached.now = now;
      cached.logSize = statusLog.size;
    }
    return cached.time;
  }

  /** shiftWindows(shift, from, to), from a per-shift cache of the whole history. */
  shiftWindows(shift: ShiftInput, from: number, to: number): Array<{ start: number; end: number }> {
    if (from < this.windowRange.from || to > this.windowRange.to) return shiftWindows(shift, from, to);
    const key = [shift.id, shift.timezone, shift.daysOfWeek.join(','), shift.startTime, shift.endTime].join('|');
    let all = this.windows.get(key);
    if (!all) {
      all = shiftWindows(shift, this.windowRange.from, this.windowRange.to);
      this.windows.set(key, all);
    }
    return all.filter((window) => window.end > from && window.start < to);
  }
}

const caches = new WeakMap<ConversationHistory, ReportCache>();

/** Tells the report cache of a history that it changed in place (the live simulation calls it after each advance). */
export function historyChanged(history: ConversationHistory): void {
  caches.get(history)?.changed();
}

function cacheOf(store: ConversationStore): ReportCache {
  let cache = caches.get(store.history);
  if (!cache) {
    cache = new ReportCache(store.history);
    caches.set(store.history, cache);
  }
  return cache;
}

// ---------------------------------------------------------------------------------------------------
// Shared pieces

/** First response within the queue's first-response SLA: met, responded, and met ÷ responded × 100. */
export function slaOf(list: readonly Pick<Conversation, 'firstResponseSec' | 'slaSec'>[]): { slaMet: number; slaResponded: number; slaPct: number | null } {
  let met = 0;
  let responded = 0;
  for (const c of list) {
    if (c.firstResponseSec === null) continue;
    responded += 1;
    if (c.firstResponseSec <= c.slaSec) met += 1;
  }
  return { slaMet: met, slaResponded: responded, slaPct: percent(met, responded) };
}

/**
 * The agents a filter speaks of, by id: those of the agentId filter that belong to the filtered
 * departments and queues, or that held (or transferred) one of the filtered conversations (`involved`):
 * routing sometimes gives a queue's chat to a colleague of the department outside that queue.
 */
export function agentsInScope(agents: readonly AgentInput[], filter: ConversationFilter, involved: ReadonlySet<number> = new Set()): AgentInput[] {
  const { agentIds, departmentIds, queueIds } = filter;
  return agents
    .filter(
      (agent) =>
        (!agentIds || agentIds.has(agent.id)) &&
        (involved.has(agent.id) ||
          ((!departmentIds || agent.departmentIds.some((id) => departmentIds.has(id))) && (!queueIds || agent.queueIds.some((id) => queueIds.has(id))))),
    )
    .sort((a, b) => a.id - b.id);
}

/** The agents who held or transferred one of the conversations. */
function involvedAgents(list: readonly Conversation[]): Set<number> {
  const ids = new Set<number>();
  for (const c of list) {
    if (c.agentId !== null) ids.add(c.agentId);
    for (const id of c.previousAgentIds) ids.add(id);
  }
  return ids;
}

function groupByAgent(list: readonly Conversation[]): Map<number, Conversation[]> {
  const groups = new Map<number, Conversation[]>();
  for (const c of list) {
    if (c.agentId === null) continue;
    let group = groups.get(c.agentId);
    if (!group) groups.set(c.agentId, (group = []));
    group.push(c);
  }
  return groups;
}

const context = (source: ReportSource) => ({ now: source.store.history.now, timeZone: source.store.history.timeZone });

// ---------------------------------------------------------------------------------------------------
// Dashboard

export interface TrendCard {
  value: number | null;
  previous: number | null;
  trendPct: number | null;
}

export interface DashboardReport {
  now: string;
  timeZone: string;
  /** The heatmap's period (default: the 28 days before now). */
  period: PeriodJson;
  live: {
    bot: number;
    queued: number;
    open: number;
    onHold: number;
    /** Queued, open or on hold without an agent. */
    unassigned: number;
    /** now − queuedAt of the chats waiting in the queue. */
    longestWaitSec: number | null;
    avgWaitSec: number | null;
    /** Missed (status 'missed') within the last 30 minutes. */
    missedLast30Min: number;
    /** Chats held by an agent at `now` (assigned, not closed: open and on hold). */
    servingNow: number;
    agents: Record<AgentStatusValue, number> & { total: number };
    /** servingNow ÷ (online + busy agents). */
    chatsPerOnlineAgent: number | null;
  };
  today: {
    /** From local midnight to now. */
    period: PeriodJson;
    /** previousPeriod(): the same length right before local midnight (the trends compare with it). */
    previousPeriod: PeriodJson;
    conversations: TrendCard;
    avgFirstResponseSec: TrendCard;
    avgHandleSec: TrendCard;
    csatPct: TrendCard;
    /** abandoned ÷ conversations × 100. */
    abandonedPct: TrendCard;
  };
  /** Conversations created today per local hour, and over the whole of yesterday. */
  volumeByHour: Array<{ hour: number; count: number; yesterday: number }>;
  /** heatmap[weekday][hour]: conversations created in the period, weekday 0 = Sunday. */
  heatmap: number[][];
}

const card = (value: number | null, previous: number | null): TrendCard => ({ value, previous, trendPct: trendPct(value, previous) });

export function dashboardReport(source: ReportSource, filter: ConversationFilter): DashboardReport {
  const { store, directory } = source;
  const { now, timeZone } = context(source);

  // Live: whatever is active at now, whenever it was created (the period does not apply).
  const everything = store.query({ ...filter, from: null, to: null });
  const counts: Record<ConversationStatus, number> = { bot: 0, queued: 0, open: 0, on_hold: 0, closed: 0, missed: 0, abandoned: 0 };
  let unassigned = 0;
  let missedRecently = 0;
  const waits: number[] = [];
  for (const c of everything) {
    counts[c.status] += 1;
    if ((c.status === 'queued' || c.status === 'open' || c.status === 'on_hold') && c.agentId === null) unassigned += 1;
    if (c.status === 'queued' && c.queuedAt !== null) waits.push((now - c.queuedAt) / 1000);
    if (c.status === 'missed' && c.missedAt !== null && c.missedAt > now - RECENT_MISSED_MS && c.missedAt <= now) missedRecently += 1;
  }
  const servingNow = openAt(everything, now);
  const agents: Record<AgentStatusValue, number> & { total: number } = { online: 0, busy: 0, away: 0, offline: 0, total: 0 };
  for (const agent of agentsInScope(directory.agents, filter)) {
    const status = store.statusLog.statusAt(agent.id, now);
    if (!agent.isActive && status === 'offline') continue;
    agents[status] += 1;
    agents.total += 1;
  }
  const onlineAgents = ONLINE_STATUSES.reduce((sum, status) => sum + agents[status], 0);

  // Today (local midnight to now) against previousPeriod(); the hourly chart against the whole of yesterday.
  const todayNumber = localDayNumber(timeZone, now);
  const today: Period = { from: zonedInstant(timeZone, todayNumber, 0), to: now };
  const before = previousPeriod(today.from, today.to);
  const todayList = store.query(inPeriod(filter, today));
  const current = summarize(todayList);
  const previous = summarize(store.query(inPeriod(filter, before)));
  const cache = cacheOf(store);
  const hours = cache.volumeByHour(todayList);
  const yesterdayHours = cache.volumeByHour(store.query(inPeriod(filter, { from: zonedInstant(timeZone, todayNumber - 1, 0), to: today.from })));

  const period = reportPeriod(filter, now, DASHBOARD_HEATMAP_DAYS);
  return {
    now: iso(now),
    timeZone,
    period: periodJson(period),
    live: {
      bot: counts.bot,
      queued: counts.queued,
      open: counts.open,
      onHold: counts.on_hold,
      unassigned,
      longestWaitSec: waits.length === 0 ? null : Math.max(...waits),
      avgWaitSec: average(waits),
      missedLast30Min: missedRecently,
      servingNow,
      agents,
      chatsPerOnlineAgent: chatsPerOnlineAgent(servingNow, onlineAgents),
    },
    today: {
      period: periodJson(today),
      previousPeriod: periodJson(before),
      conversations: card(current.conversations, previous.conversations),
      avgFirstResponseSec: card(current.avgFirstResponseSec, previous.avgFirstResponseSec),
      avgHandleSec: card(current.avgHandleSec, previous.avgHandleSec),
      csatPct: card(current.csatPct, previous.csatPct),
      abandonedPct: card(percent(current.abandoned, current.conversations), percent(previous.abandoned, previous.conversations)),
    },
    volumeByHour: hours.map((count, hour) => ({ hour, count, yesterday: yesterdayHours[hour] })),
    heatmap: cache.heatmap(store.query(inPeriod(filter, period))),
  };
}

// ---------------------------------------------------------------------------------------------------
// Agent performance

export interface AgentPerformanceRow {
  agentId: number;
  agentName: string;
  /** Conversations the agent holds (assigned to them, last holder after transfers). */
  assigned: number;
  closed: number;
  /** Missed chats of the agent's departments that arrived while the agent was online (status online). */
  missed: number;
  /** Chats the agent transferred to a colleague. */
  transferred: number;
  /** Chats the agent holds that came through a transfer. */
  transferredIn: number;
  avgFirstResponseSec: number | null;
  avgHandleSec: number | null;
  /** Agent messages the customers saw (private notes excluded). */
  messagesSent: number;
  rated: number;
  csatPct: number | null;
  slaMet: number;
  slaResponded: number;
  /** First responses within the queue's first-response SLA ÷ first responses × 100. */
  slaPct: number | null;
}

export interface AgentPerformanceReport {
  period: PeriodJson;
  timeZone: string;
  /** Over every conversation of the filter (also the unassigned ones): what /conversations lists. */
  totals: {
    conversations: number;
    assigned: number;
    closed: number;
    missed: number;
    abandoned: number;
    transfers: number;
    messagesSent: number;
    rated: number;
    csatPct: number | null;
    avgFirstResponseSec: number | null;
    avgHandleSec: number | null;
    slaMet: number;
    slaResponded: number;
    slaPct: number | null;
  };
  agents: AgentPerformanceRow[];
  /** Only with ?agentId=: the filtered agents' conversations per local day (by createdAt). */
  trend?: Array<{ date: string; closed: number; avgFirstResponseSec: number | null; csatPct: number | null }>;
}

export function agentPerformanceReport(source: ReportSource, filter: ConversationFilter): AgentPerformanceReport {
  const { store, directory } = source;
  const { now, timeZone } = context(source);
  const period = reportPeriod(filter, now);
  // Everything but the agent criterion: transfers and missed chats belong to other rows.
  const all = store.query(inPeriod({ ...filter, agentIds: null }, period));
  const scoped = filter.agentIds ? all.filter((c) => (filter.agentIds as ReadonlySet<number | null>).has(c.agentId)) : all;
  const held = groupByAgent(all);

  const transferredOut = new Map<number, number>();
  for (const c of all) for (const id of c.previousAgentIds) transferredOut.set(id, (transferredOut.get(id) ?? 0) + 1);

  const rows: AgentPerformanceRow[] = [];
  const scope = agentsInScope(directory.agents, filter, involvedAgents(all));
  const missed = all.filter(isMissed);
  for (const agent of scope) {
    const own = held.get(agent.id) ?? [];
    const transferred = transferredOut.get(agent.id) ?? 0;
    if (!agent.isActive && own.length === 0 && transferred === 0) continue;
    const summary = summarize(own);
    let missedWhileOnline = 0;
    for (const c of missed) {
      if (agent.departmentIds.includes(c.departmentId) && store.statusLog.statusAt(agent.id, c.queuedAt as number) === 'online') missedWhileOnline += 1;
    }
    rows.push({
      agentId: agent.id,
      agentName: agent.fullName,
      assigned: own.length,
      closed: summary.closed,
      missed: missedWhileOnline,
      transferred,
      transferredIn: own.filter((c) => c.transferCount > 0).length,
      avgFirstResponseSec: summary.avgFirstResponseSec,
      avgHandleSec: summary.avgHandleSec,
      messagesSent: messageTotals(own).agent,
      rated: summary.rated,
      csatPct: summary.csatPct,
      ...slaOf(own),
    });
  }

  const totals = summarize(scoped);
  const report: AgentPerformanceReport = {
    period: periodJson(period),
    timeZone,
    totals: {
      conversations: totals.conversations,
      assigned: scoped.filter((c) => c.assignedAt !== null).length,
      closed: totals.closed,
      missed: totals.missed,
      abandoned: totals.abandoned,
      transfers: totals.transfers,
      messagesSent: messageTotals(scoped).agent,
      rated: totals.rated,
      csatPct: totals.csatPct,
      avgFirstResponseSec: totals.avgFirstResponseSec,
      avgHandleSec: totals.avgHandleSec,
      ...slaOf(scoped),
    },
    agents: rows,
  };
  if (filter.agentIds) {
    const days = daysOf(period, timeZone);
    report.trend = perDay(scoped, days, cacheOf(store)).map((list, index) => {
      const summary = summarize(list);
      return { date: dateOfDay(days.first + index), closed: summary.closed, avgFirstResponseSec: summary.avgFirstResponseSec, csatPct: summary.csatPct };
    });
  }
  return report;
}

// ---------------------------------------------------------------------------------------------------
// Agent analysis

export interface LateOrEarly {
  count: number;
  /** Total minutes late (or left early), unrounded. */
  minutes: number;
}

export interface ShiftPunctuality {
  /** Shift windows that started in the period (and before now). */
  scheduledShifts: number;
  /** Signed in (any status but offline) more than 5 minutes after the shift start; minutes = the whole delay. */
  lateStarts: LateOrEarly;
  /** Signed out more than 5 minutes before the shift end (ended shifts only); minutes = the time missing. */
  earlyLeaves: LateOrEarly;
  /** Ended shift windows without any sign-in. */
  absences: number;
}

export interface TimelineSegment {
  status: AgentStatusValue;
  startedAt: string;
  endedAt: string;
}

export interface AgentAnalysisRow {
  agentId: number;
  agentName: string;
  shiftId: number | null;
  /** Status at the end of the period (at now when the period reaches it). */
  status: AgentStatusValue;
  /** Seconds per status inside the period (up to now). */
  statusSec: Record<AgentStatusValue, number>;
  /** Time online = online + busy (DESIGN §6; the base of utilisation). */
  onlineSec: number;
  /** Time serving at least one chat while online. */
  servingSec: number;
  /** servingSec ÷ onlineSec × 100. */
  utilisationPct: number | null;
  /** Online time inside the shift ÷ scheduled shift time (less the break) × 100, capped at 100; null without a shift. */
  shiftAdherencePct: number | null;
  /** null without a shift. */
  punctuality: ShiftPunctuality | null;
  /**
   * Status segments clipped to the period (and to now), oldest first; each ends when the status (or
   * the period) did. null for a period over 31 days without an agentId filter (months of segments for
   * every agent are megabytes no chart can show).
   */
  timeline: TimelineSegment[] | null;
}

export interface AgentAnalysisReport {
  period: PeriodJson;
  now: string;
  timeZone: string;
  totals: {
    agents: number;
    statusSec: Record<AgentStatusValue, number>;
    onlineSec: number;
    servingSec: number;
    /** Σ serving ÷ Σ online × 100. */
    utilisationPct: number | null;
    /** Mean of the agents' adherence (agents with a shift). */
    shiftAdherencePct: number | null;
    lateStarts: LateOrEarly;
    earlyLeaves: LateOrEarly;
    absences: number;
  };
  agents: AgentAnalysisRow[];
}

type Window = { start: number; end: number };

/**
 * Late starts, early leaves and absences over the shift windows starting in [from, until), from the
 * agent's signed-in sessions (flattened, merged). A window still running at `now` can be late, not
 * early, and is not an absence yet.
 */
export function shiftPunctuality(sessions: Flat, windows: readonly Window[], from: number, until: number, now: number): ShiftPunctuality {
  const result: ShiftPunctuality = { scheduledShifts: 0, lateStarts: { count: 0, minutes: 0 }, earlyLeaves: { count: 0, minutes: 0 }, absences: 0 };
  for (const window of windows) {
    if (window.start < from || window.start >= until) continue;
    result.scheduledShifts += 1;
    const first = firstEndingAfter(sessions, window.start);
    let last = -1;
    for (let index = first; index < sessions.length && sessions[index] < window.end; index += 2) last = index;
    const over = window.end <= now;
    if (last === -1) {
      if (over) result.absences += 1;
      continue;
    }
    const login = sessions[first];
    if (login > window.start + SHIFT_GRACE_MS) {
      result.lateStarts.count += 1;
      result.lateStarts.minutes += (login - window.start) / MINUTE_MS;
    }
    const logout = sessions[last + 1];
    if (over && logout < window.end - SHIFT_GRACE_MS) {
      result.earlyLeaves.count += 1;
      result.earlyLeaves.minutes += (window.end - logout) / MINUTE_MS;
    }
  }
  return result;
}

/**
 * metrics.shiftAdherencePct over the cached online intervals: online time inside the windows ÷ their
 * scheduled time less the break share, clipped to [from, until); the same arithmetic in linear time.
 */
export function adherenceOf(online: Flat, windows: readonly Window[], breakMinutes: number, from: number, until: number): number | null {
  let inside = 0;
  let scheduled = 0;
  for (const window of windows) {
    const start = Math.max(window.start, from);
    const end = Math.min(window.end, until);
    if (end <= start) continue;
    const length = window.end - window.start;
    const net = Math.max(0, length - breakMinutes * 60_000) / length;
    inside += overlapWith(online, start, end);
    scheduled += (end - start) * net;
  }
  if (scheduled === 0) return null;
  return Math.min(100, (inside / scheduled) * 100);
}

/** metrics.servingSeconds over the cached online intervals: the union of the chats inside [from, until) that overlaps online time. */
export function servingOf(chats: readonly MetricConversation[], online: Flat, from: number, until: number): number {
  const intervals: Array<[number, number]> = [];
  for (const c of chats) {
    if (c.assignedAt === null) continue;
    const start = Math.max(c.assignedAt, from);
    const end = Math.min(c.closedAt ?? until, until);
    if (end > start) intervals.push([start, end]);
  }
  intervals.sort((a, b) => a[0] - b[0]);
  const merged: Flat = [];
  for (const [start, end] of intervals) pushInterval(merged, start, end);
  let total = 0;
  for (let index = 0; index < merged.length; index += 2) total += overlapWith(online, merged[index], merged[index + 1]);
  return total / 1000;
}

const zeroStatusSec = (): Record<AgentStatusValue, number> => ({ online: 0, busy: 0, away: 0, offline: 0 });

export function agentAnalysisReport(source: ReportSource, filter: ConversationFilter): AgentAnalysisReport {
  const { store, directory } = source;
  const { now, timeZone } = context(source);
  const cache = cacheOf(store);
  const period = reportPeriod(filter, now);
  const until = Math.max(period.from, Math.min(period.to, now));
  const shifts = new Map(directory.shifts.map((shift) => [shift.id, shift]));
  // Chats created shortly before the period still count for the serving time inside it.
  const chats = store.query({ ...filter, agentIds: null, from: period.from - SERVING_LOOKBACK_MS, to: period.to });
  const held = groupByAgent(chats);
  const withTimeline = period.to - period.from <= TIMELINE_MAX_DAYS * DAY_MS || filter.agentIds !== null;

  const rows: AgentAnalysisRow[] = [];
  for (const agent of agentsInScope(directory.agents, filter, involvedAgents(createdBetween(chats, period.from, period.to)))) {
    const time = cache.agentTime(agent.id);
    const statusSec = zeroStatusSec();
    const timeline: TimelineSegment[] = [];
    // An agent's events follow each other, so their ends are sorted too.
    for (let index = firstGreater(time.ends, period.from); index < time.starts.length && time.starts[index] < until; index += 1) {
      const start = Math.max(time.starts[index], period.from);
      const end = Math.min(time.ends[index], until);
      if (end <= start) continue;
      const status = time.statuses[index];
      statusSec[status] += (end - start) / 1000;
      if (withTimeline)
        timeline.push({
          status,
          startedAt: start === time.starts[index] ? time.isoStarts[index] : iso(start),
          endedAt: end === time.ends[index] ? time.isoEnds[index] : iso(end),
        });
    }
    const onlineSec = statusSec.online + statusSec.busy;
    if (!agent.isActive && onlineSec === 0 && statusSec.away === 0) continue;
    const servingSec = servingOf(held.get(agent.id) ?? [], time.online, period.from, until);
    const shift = agent.shiftId === null ? undefined : shifts.get(agent.shiftId);
    const windows = shift ? cache.shiftWindows(shift, period.from, until) : [];
    rows.push({
      agentId: agent.id,
      agentName: agent.fullName,
      shiftId: agent.shiftId,
      status: store.statusLog.statusAt(agent.id, Math.max(period.from, until - 1)),
      statusSec,
      onlineSec,
      servingSec,
      utilisationPct: percent(servingSec, onlineSec),
      shiftAdherencePct: shift ? adherenceOf(time.online, windows, shift.breakMinutes, period.from, until) : null,
      punctuality: shift ? shiftPunctuality(time.sessions, windows, period.from, until, now) : null,
      timeline: withTimeline ? timeline : null,
    });
  }

  const totals: AgentAnalysisReport['totals'] = {
    agents: rows.length,
    statusSec: zeroStatusSec(),
    onlineSec: 0,
    servingSec: 0,
    utilisationPct: null,
    shiftAdherencePct: average(rows.map((row) => row.shiftAdherencePct)),
    lateStarts: { count: 0, minutes: 0 },
    earlyLeaves: { count: 0, minutes: 0 },
    absences: 0,
  };
  for (const row of rows) {
    for (const status of AGENT_STATUS_VALUES) totals.statusSec[status] += row.statusSec[status];
    totals.onlineSec += row.onlineSec;
    totals.servingSec += row.servingSec;
    if (row.punctuality) {
      totals.lateStarts.count += row.punctuality.lateStarts.count;
      totals.lateStarts.minutes += row.punctuality.lateStarts.minutes;
      totals.earlyLeaves.count += row.punctuality.earlyLeaves.count;
      totals.earlyLeaves.minutes += row.punctuality.earlyLeaves.minutes;
      totals.absences += row.punctuality.absences;
    }
  }
  totals.utilisationPct = percent(totals.servingSec, totals.onlineSec);
  return { period: periodJson(period), now: iso(now), timeZone, totals, agents: rows };
}

// ---------------------------------------------------------------------------------------------------
// Chatbot

export interface ChatbotReport {
  period: PeriodJson;
  timeZone: string;
  /** Every conversation of the filter, with or without the bot. */
  conversations: number;
  botConversations: number;
  /** botConversations ÷ conversations × 100. */
  botSharePct: number | null;
  /** Still talking to the bot (status 'bot'). */
  inProgress: number;
  contained: number;
  /** Closed by the bot without a human ÷ bot conversations × 100. */
  containmentPct: number | null;
  handoffs: number;
  /** handoffs ÷ bot conversations × 100. */
  handoffPct: number | null;
  /** handoffAt − createdAt, over the handoffs. */
  avgTimeToHandoffSec: number | null;
  csat: {
    /** Contained by the bot. */
    botOnly: { rated: number; csatPct: number | null };
    /** Handed off to a person. */
    withHuman: { rated: number; csatPct: number | null };
  };
  /** Every reason, in HANDOFF_REASONS order; pct of the handoffs. */
  handoffsByReason: Array<{ reason: HandoffReason; count: number; pct: number | null }>;
  /** The questions (conversation subjects) the bot could not answer (handoff reason low_confidence), most frequent first. */
  unansweredQuestions: Array<{ question: string; count: number; lastAskedAt: string; conversationIds: number[] }>;
  /** Per local day. */
  series: Array<{ date: string; botConversations: number; contained: number; handoffs: number }>;
}

export function chatbotReport(source: ReportSource, filter: ConversationFilter, options: Pick<ReportOptions, 'limit'> = DEFAULT_REPORT_OPTIONS): ChatbotReport {
  const { store } = source;
  const { now, timeZone } = context(source);
  const period = reportPeriod(filter, now);
  const list = store.query(inPeriod(filter, period));
  const bot = list.filter((c) => c.botHandled);
  const summary = summarize(bot);
  const contained = bot.filter(isBotContained);
  const handedOff = bot.filter((c) => c.handoffAt !== null);
  const containedSummary = summarize(contained);
  const handedOffSummary = summarize(handedOff);

  const reasons = new Map<HandoffReason, number>(HANDOFF_REASONS.map((reason) => [reason, 0]));
  const questions = new Map<string, { count: number; last: number; ids: number[] }>();
  for (const c of handedOff) {
    const reason = c.handoffReason ?? 'asked_for_human';
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    if (reason !== 'low_confidence') continue;
    const question = c.subject || 'General question';
    let entry = questions.get(question);
    if (!entry) questions.set(question, (entry = { count: 0, last: 0, ids: [] }));
    entry.count += 1;
    entry.last = Math.max(entry.last, c.createdAt);
    entry.ids.push(c.id);
  }

  const days = daysOf(period, timeZone);
  return {
    period: periodJson(period),
    timeZone,
    conversations: list.length,
    botConversations: bot.length,
    botSharePct: percent(bot.length, list.length),
    inProgress: bot.filter((c) => c.status === 'bot').length,
    contained: summary.botContained,
    containmentPct: summary.botContainmentPct,
    handoffs: summary.handoffs,
    handoffPct: summary.handoffPct,
    avgTimeToHandoffSec: average(handedOff.map((c) => ((c.handoffAt as number) - c.createdAt) / 1000)),
    csat: {
      botOnly: { rated: containedSummary.rated, csatPct: containedSummary.csatPct },
      withHuman: { rated: handedOffSummary.rated, csatPct: handedOffSummary.csatPct },
    },
    handoffsByReason: [...reasons.entries()].map(([reason, count]) => ({ reason, count, pct: percent(count, handedOff.length) })),
    unansweredQuestions: [...questions.entries()]
      .sort((a, b) => b[1].count - a[1].count || b[1].last - a[1].last || a[0].localeCompare(b[0]))
      .slice(0, options.limit)
      .map(([question, entry]) => ({ question, count: entry.count, lastAskedAt: iso(entry.last), conversationIds: entry.ids.slice(-5).reverse() })),
    series: perDay(bot, days, cacheOf(store)).map((group, index) => ({
      date: dateOfDay(days.first + index),
      botConversations: group.length,
      contained: group.filter(isBotContained).length,
      handoffs: group.filter((c) => c.handoffAt !== null).length,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Communications

export interface VolumeGroup<K> {
  key: K;
  /** Display name: the department, queue or category name; the key itself for channels and statuses. */
  name: string;
  conversations: number;
  /** conversations ÷ all conversations × 100 (categories overlap: a chat may have two). */
  sharePct: number | null;
  closed: number;
  missed: number;
  abandoned: number;
  csatPct: number | null;
  avgFirstResponseSec: number | null;
  avgHandleSec: number | null;
}

export interface CommunicationsReport {
  period: PeriodJson;
  timeZone: string;
  groupBy: GroupBy;
  totals: {
    conversations: number;
    closed: number;
    missed: number;
    abandoned: number;
    csatPct: number | null;
    avgFirstResponseSec: number | null;
    avgHandleSec: number | null;
    /** Customer messages. */
    incomingMessages: number;
    /** Agent (not private) + bot messages. */
    outgoingMessages: number;
    agentMessages: number;
    botMessages: number;
    systemMessages: number;
    privateNotes: number;
  };
  byChannel: Array<VolumeGroup<string>>;
  byDepartment: Array<VolumeGroup<number>>;
  byQueue: Array<VolumeGroup<number>>;
  byCategory: Array<VolumeGroup<number>>;
  byStatus: Array<VolumeGroup<string>>;
  byHour: Array<{ hour: number; count: number }>;
  /** 0 = Sunday. */
  byWeekday: Array<{ weekday: number; count: number }>;
  /** The local day with the most conversations (the earliest on a tie); null without conversations. */
  busiestDay: { date: string; count: number } | null;
  /** The hour of day with the most conversations over the period. */
  busiestHour: { hour: number; count: number } | null;
  /** Per bucket (day, week from Monday, or month), keyed by its first day. */
  series: Array<{ date: string; conversations: number; incomingMessages: number; outgoingMessages: number }>;
}

/** The fields of a VolumeGroup, summed in one pass with summarize()'s arithmetic (so the figures are identical). */
class GroupTally {
  conversations = 0;
  closed = 0;
  missed = 0;
  abandoned = 0;
  rated = 0;
  positive = 0;
  firstResponseSum = 0;
  firstResponseCount = 0;
  handleSum = 0;
  handleCount = 0;

  add(c: MetricConversation): void {
    this.conversations += 1;
    if (c.status === 'closed') this.closed += 1;
    if (isMissed(c)) this.missed += 1;
    if (c.abandonedAt !== null) this.abandoned += 1;
    if (c.rating !== null) {
      this.rated += 1;
      if (c.rating >= 4) this.positive += 1;
    }
    if (c.firstResponseAt !== null) {
      this.firstResponseSum += (c.firstResponseAt - (c.handoffAt ?? c.createdAt)) / 1000;
      this.firstResponseCount += 1;
    }
    if (c.closedAt !== null && c.assignedAt !== null) {
      this.handleSum += (c.closedAt - c.assignedAt) / 1000;
      this.handleCount += 1;
    }
  }
}

class Tallies<K> {
  readonly groups = new Map<K, GroupTally>();

  add(key: K, c: MetricConversation): void {
    let tally = this.groups.get(key);
    if (!tally) this.groups.set(key, (tally = new GroupTally()));
    tally.add(c);
  }

  /** The known keys first, in their order (zeros included), then any other key seen. */
  groupsOf(total: number, known: ReadonlyArray<{ key: K; name: string }>, nameOfUnknown: (key: K) => string): Array<VolumeGroup<K>> {
    const entries = known.map(({ key, name }) => ({ key, name, tally: this.groups.get(key) ?? new GroupTally() }));
    const knownKeys = new Set(known.map(({ key }) => key));
    for (const [key, tally] of this.groups) if (!knownKeys.has(key)) entries.push({ key, name: nameOfUnknown(key), tally });
    return entries.map(({ key, name, tally }) => ({
      key,
      name,
      conversations: tally.conversations,
      sharePct: percent(tally.conversations, total),
      closed: tally.closed,
      missed: tally.missed,
      abandoned: tally.abandoned,
      csatPct: percent(tally.positive, tally.rated),
      avgFirstResponseSec: tally.firstResponseCount === 0 ? null : tally.firstResponseSum / tally.firstResponseCount,
      avgHandleSec: tally.handleCount === 0 ? null : tally.handleSum / tally.handleCount,
    }));
  }
}

/** The first entry with the highest count, or null when every count is 0. */
function busiest<T extends { count: number }>(entries: readonly T[]): T | null {
  let best: T | null = null;
  for (const entry of entries) if (entry.count > 0 && (best === null || entry.count > best.count)) best = entry;
  return best;
}

export function communicationsReport(source: ReportSource, filter: ConversationFilter, options: Pick<ReportOptions, 'groupBy'> = DEFAULT_REPORT_OPTIONS): CommunicationsReport {
  const { store, directory } = source;
  const { now, timeZone } = context(source);
  const period = reportPeriod(filter, now);
  const list = store.query(inPeriod(filter, period));
  const summary = summarize(list);
  const total = list.length;

  // One pass: the groups, the local day, hour and weekday, and the messages of each conversation.
  const cache = cacheOf(store);
  const days = daysOf(period, timeZone);
  const perDayCount = new Array<number>(days.count).fill(0);
  const perDayIn = new Array<number>(days.count).fill(0);
  const perDayOut = new Array<number>(days.count).fill(0);
  const hours = new Array<number>(24).fill(0);
  const weekdays = new Array<number>(7).fill(0);
  const messages = { incoming: 0, agent: 0, bot: 0, system: 0, private: 0 };
  const channels = new Tallies<string>();
  const departments = new Tallies<number>();
  const queues = new Tallies<number>();
  const categories = new Tallies<number>();
  const statuses = new Tallies<string>();
  for (const c of list) {
    channels.add(c.channel, c);
    departments.add(c.departmentId, c);
    queues.add(c.queueId, c);
    for (const id of c.categoryIds) categories.add(id, c);
    statuses.add(c.status, c);
    hours[cache.hour(c)] += 1;
    weekdays[cache.weekday(c)] += 1;
    const mix = messageMix(c);
    messages.incoming += mix.customer;
    messages.agent += mix.agent;
    messages.bot += mix.bot;
    messages.system += mix.system;
    messages.private += mix.private;
    const day = cache.day(c) - days.first;
    if (day < 0 || day >= days.count) continue;
    perDayCount[day] += 1;
    perDayIn[day] += mix.customer;
    perDayOut[day] += mix.agent + mix.bot;
  }
  const buckets = new Map<number, { conversations: number; incomingMessages: number; outgoingMessages: number }>();
  for (let index = 0; index < days.count; index += 1) {
    const start = bucketStart(days.first + index, options.groupBy);
    let bucket = buckets.get(start);
    if (!bucket) buckets.set(start, (bucket = { conversations: 0, incomingMessages: 0, outgoingMessages: 0 }));
    bucket.conversations += perDayCount[index];
    bucket.incomingMessages += perDayIn[index];
    bucket.outgoingMessages += perDayOut[index];
  }

  const named = <T extends { id: number; name: string }>(records: readonly T[]) => [...records].sort((a, b) => a.id - b.id).map((record) => ({ key: record.id, name: record.name }));
  const itself = <K extends string>(keys: readonly K[]) => keys.map((key) => ({ key: key as string, name: key as string }));
  const byHour = hours.map((count, hour) => ({ hour, count }));
  const busiestDayIndex = busiest(perDayCount.map((count, index) => ({ index, count })));
  const busiestHour = busiest(byHour);
  return {
    period: periodJson(period),
    timeZone,
    groupBy: options.groupBy,
    totals: {
      conversations: total,
      closed: summary.closed,
      missed: summary.missed,
      abandoned: summary.abandoned,
      csatPct: summary.csatPct,
      avgFirstResponseSec: summary.avgFirstResponseSec,
      avgHandleSec: summary.avgHandleSec,
      incomingMessages: messages.incoming,
      outgoingMessages: messages.agent + messages.bot,
      agentMessages: messages.agent,
      botMessages: messages.bot,
      systemMessages: messages.system,
      privateNotes: messages.private,
    },
    byChannel: channels.groupsOf(total, itself(CHANNELS), String),
    byDepartment: departments.groupsOf(total, named(directory.departments), (id) => `Department ${id}`),
    byQueue: queues.groupsOf(total, named(directory.queues), (id) => `Queue ${id}`),
    byCategory: categories.groupsOf(total, named(directory.categories), (id) => `Category ${id}`),
    byStatus: statuses.groupsOf(total, itself(CONVERSATION_STATUSES), String),
    byHour,
    byWeekday: weekdays.map((count, weekday) => ({ weekday, count })),
    busiestDay: busiestDayIndex ? { date: dateOfDay(days.first + busiestDayIndex.index), count: busiestDayIndex.count } : null,
    busiestHour: busiestHour ? { hour: busiestHour.hour, count: busiestHour.count } : null,
    series: [...buckets.entries()].map(([start, bucket]) => ({ date: dateOfDay(start), ...bucket })),
  };
}

// ---------------------------------------------------------------------------------------------------

export type ReportName = 'dashboard' | 'agent-performance' | 'agent-analysis' | 'chatbot' | 'communications';
export type ReportBuilder = (source: ReportSource, filter: ConversationFilter, options: ReportOptions) => object;

/** GET /reports/<name>. */
export const REPORTS: Record<ReportName, ReportBuilder> = {
  dashboard: dashboardReport,
  'agent-performance': agentPerformanceReport,
  'agent-analysis': agentAnalysisReport,
  chatbot: chatbotReport,
  communications: communicationsReport,
};
