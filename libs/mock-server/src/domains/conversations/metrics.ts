// The metric engine: pure functions over conversation arrays and agent status events, with the
// exact formulas. The /conversations rows, the report endpoints and the live dashboard all compute from
// here, so a figure on one screen always agrees with the rows behind it. Decisions:
// - Averages cover only the conversations that have the measure, and are null when none has it.
// - Percentages are unrounded (0–100); rounding is the presentation's job. null when the base is 0.
// - "missed" = queued, never assigned, not abandoned, and over (status missed); a chat still waiting is
//   neither missed nor abandoned yet. "abandoned" = the customer left while waiting (abandonedAt set).
// - "online" means the statuses online and busy (signed in and working); away and offline are not.
// - Time serving = the union of the agent's chat intervals [assignedAt, closedAt) inside their online
//   time, so several chats at once count once and utilisation never exceeds 100 %. A transferred chat
//   counts for the agent who holds it last.
// - Scheduled shift time = the shift windows minus their break (a full window of 09:00–17:00 with a
//   60-minute break is 7 h); adherence is capped at 100 %.
import { DAY_MS, localDayNumber, localWeekdayHour, parseClock, weekdayOfDay, zonedInstant } from './timezone';
import type { AgentStatusEvent, Channel, Conversation, ConversationStatus, ShiftInput } from './types';

/** The fields the metrics read; hand-built fixtures only need these. */
export type MetricConversation = Pick<
  Conversation,
  | 'id'
  | 'channel'
  | 'departmentId'
  | 'queueId'
  | 'agentId'
  | 'status'
  | 'categoryIds'
  | 'createdAt'
  | 'queuedAt'
  | 'assignedAt'
  | 'firstResponseAt'
  | 'closedAt'
  | 'abandonedAt'
  | 'transferCount'
  | 'rating'
  | 'botHandled'
  | 'handoffAt'
>;

export interface Measures {
  waitSec: number | null;
  firstResponseSec: number | null;
  handleSec: number | null;
  resolutionSec: number | null;
}

const seconds = (later: number | null, earlier: number | null): number | null =>
  later === null || earlier === null ? null : (later - earlier) / 1000;

/**
 * Per conversation: wait = first agent message − queuedAt; first response = first agent
 * message − (handoffAt or createdAt); handle = closedAt − assignedAt; resolution = closedAt − createdAt.
 */
export function deriveMeasures(
  c: Pick<Conversation, 'createdAt' | 'queuedAt' | 'assignedAt' | 'firstResponseAt' | 'closedAt' | 'handoffAt'>,
): Measures {
  return {
    waitSec: seconds(c.firstResponseAt, c.queuedAt),
    firstResponseSec: seconds(c.firstResponseAt, c.handoffAt ?? c.createdAt),
    handleSec: seconds(c.closedAt, c.assignedAt),
    resolutionSec: seconds(c.closedAt, c.createdAt),
  };
}

const ENDED: ReadonlySet<ConversationStatus> = new Set(['closed', 'missed', 'abandoned']);

/** Closed by the bot without any agent message. */
export const isBotContained = (c: MetricConversation): boolean =>
  c.botHandled && c.handoffAt === null && c.closedAt !== null && c.firstResponseAt === null && c.assignedAt === null;
/** The bot passed the chat to a human. */
export const isHandoff = (c: MetricConversation): boolean => c.botHandled && c.handoffAt !== null;
/** Queued, never assigned, not abandoned, and over. */
export const isMissed = (c: MetricConversation): boolean =>
  c.queuedAt !== null && c.assignedAt === null && c.abandonedAt === null && ENDED.has(c.status);
/** The customer left while waiting. */
export const isAbandoned = (c: MetricConversation): boolean => c.abandonedAt !== null;

/** Mean of the non-null values, or null when there is none. */
export function average(values: Iterable<number | null>): number | null {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value === null) continue;
    sum += value;
    count += 1;
  }
  return count === 0 ? null : sum / count;
}

/** part ÷ whole × 100, or null when whole is 0. */
export const percent = (part: number, whole: number): number | null => (whole === 0 ? null : (part / whole) * 100);

/** Trend = (current − previous) ÷ previous × 100; null when there is nothing to compare with. */
export function trendPct(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

/** The period of the same length right before [from, to) (for trends). */
export function previousPeriod(from: number, to: number): { from: number; to: number } {
  return { from: from - (to - from), to: from };
}

export interface ConversationSummary {
  conversations: number;
  /** Status 'closed' (by an agent or by the bot). */
  closed: number;
  /** Still bot, queued, open or on hold. */
  active: number;
  missed: number;
  abandoned: number;
  botConversations: number;
  botContained: number;
  handoffs: number;
  transfers: number;
  rated: number;
  /** Ratings of 4 or 5. */
  positiveRatings: number;
  csatPct: number | null;
  avgRating: number | null;
  botContainmentPct: number | null;
  handoffPct: number | null;
  avgWaitSec: number | null;
  avgFirstResponseSec: number | null;
  avgHandleSec: number | null;
  avgResolutionSec: number | null;
}

/** Every conversation-level KPI of a set of conversations, in one pass. */
export function summarize(list: readonly MetricConversation[]): ConversationSummary {
  let closed = 0;
  let active = 0;
  let missed = 0;
  let abandoned = 0;
  let bot = 0;
  let contained = 0;
  let handoffs = 0;
  let transfers = 0;
  let rated = 0;
  let positive = 0;
  let ratingSum = 0;
  const sums = [0, 0, 0, 0];
  const counts = [0, 0, 0, 0];
  for (const c of list) {
    if (c.status === 'closed') closed += 1;
    else if (!ENDED.has(c.status)) active += 1;
    if (isMissed(c)) missed += 1;
    if (isAbandoned(c)) abandoned += 1;
    if (c.botHandled) {
      bot += 1;
      if (isBotContained(c)) contained += 1;
      if (c.handoffAt !== null) handoffs += 1;
    }
    transfers += c.transferCount;
    if (c.rating !== null) {
      rated += 1;
      ratingSum += c.rating;
      if (c.rating >= 4) positive += 1;
    }
    // deriveMeasures inlined: this loop runs over the whole history on every report request.
    if (c.firstResponseAt !== null) {
      if (c.queuedAt !== null) {
        sums[0] += (c.firstResponseAt - c.queuedAt) / 1000;
        counts[0] += 1;
      }
      sums[1] += (c.firstResponseAt - (c.handoffAt ?? c.createdAt)) / 1000;
      counts[1] += 1;
    }
    if (c.closedAt !== null) {
      if (c.assignedAt !== null) {
        sums[2] += (c.closedAt - c.assignedAt) / 1000;
        counts[2] += 1;
      }
      sums[3] += (c.closedAt - c.createdAt) / 1000;
      counts[3] += 1;
    }
  }
  const mean = (index: number) => (counts[index] === 0 ? null : sums[index] / counts[index]);
  return {
    conversations: list.length,
    closed,
    active,
    missed,
    abandoned,
    botConversations: bot,
    botContained: contained,
    handoffs,
    transfers,
    rated,
    positiveRatings: positive,
    csatPct: percent(positive, rated),
    avgRating: rated === 0 ? null : ratingSum / rated,
    botContainmentPct: percent(contained, bot),
    handoffPct: percent(handoffs, bot),
    avgWaitSec: mean(0),
    avgFirstResponseSec: mean(1),
    avgHandleSec: mean(2),
    avgResolutionSec: mean(3),
  };
}

/** CSAT % = ratings ≥ 4 ÷ ratings × 100. */
export const csatPct = (list: readonly MetricConversation[]): number | null => summarize(list).csatPct;
/** Bot containment % = bot-closed without a human message ÷ bot conversations × 100. */
export const botContainmentPct = (list: readonly MetricConversation[]): number | null =>
  summarize(list).botContainmentPct;
/** Handoff % = handoffs ÷ bot conversations × 100. */
export const handoffPct = (list: readonly MetricConversation[]): number | null => summarize(list).handoffPct;
export const missedCount = (list: readonly MetricConversation[]): number => list.filter(isMissed).length;
export const abandonedCount = (list: readonly MetricConversation[]): number => list.filter(isAbandoned).length;

// ---------------------------------------------------------------------------------------------------
// Volume shapes

/** Conversations created per local hour of day (24 counts). */
export function volumeByHour(list: readonly MetricConversation[], timeZone = 'UTC'): number[] {
  const counts = new Array<number>(24).fill(0);
  for (const c of list) counts[localWeekdayHour(timeZone, c.createdAt).hour] += 1;
  return counts;
}

/** Conversations created per local weekday (0 = Sunday) × hour: 7 rows of 24 counts. */
export function weekdayHourHeatmap(list: readonly MetricConversation[], timeZone = 'UTC'): number[][] {
  const grid = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  for (const c of list) {
    const { weekday, hour } = localWeekdayHour(timeZone, c.createdAt);
    grid[weekday][hour] += 1;
  }
  return grid;
}

/** 'YYYY-MM-DD' of a local day number. */
const dayLabel = (dayNumber: number): string => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** Conversations created per local day over [from, to), every day listed (zeros included). */
export function volumeByDay(
  list: readonly MetricConversation[],
  from: number,
  to: number,
  timeZone = 'UTC',
): Array<{ date: string; count: number }> {
  const first = localDayNumber(timeZone, from);
  const last = localDayNumber(timeZone, Math.max(from, to - 1));
  const counts = new Array<number>(last - first + 1).fill(0);
  for (const c of list) {
    if (c.createdAt < from || c.createdAt >= to) continue;
    counts[localDayNumber(timeZone, c.createdAt) - first] += 1;
  }
  return counts.map((count, index) => ({ date: dayLabel(first + index), count }));
}

// ---------------------------------------------------------------------------------------------------
// Breakdowns

export interface Breakdown<K> extends ConversationSummary {
  key: K;
}

/**
 * The summary per key (a conversation with several keys, e.g. categories, counts under each), keys in
 * first-seen order unless `keys` fixes the order (keys without conversations then appear with zeros).
 */
export function breakdown<K>(
  list: readonly MetricConversation[],
  keyOf: (c: MetricConversation) => K | readonly K[],
  keys?: readonly K[],
): Array<Breakdown<K>> {
  const groups = new Map<K, MetricConversation[]>();
  for (const key of keys ?? []) groups.set(key, []);
  for (const c of list) {
    const value = keyOf(c);
    for (const key of (Array.isArray(value) ? value : [value]) as K[]) {
      let group = groups.get(key);
      if (!group) {
        if (keys) continue;
        group = [];
        groups.set(key, group);
      }
      group.push(c);
    }
  }
  return [...groups.entries()].map(([key, group]) => ({ key, ...summarize(group) }));
}

export const byChannel = (list: readonly MetricConversation[], keys?: readonly Channel[]) =>
  breakdown(list, (c) => c.channel, keys);
export const byDepartment = (list: readonly MetricConversation[], keys?: readonly number[]) =>
  breakdown(list, (c) => c.departmentId, keys);
export const byQueue = (list: readonly MetricConversation[], keys?: readonly number[]) =>
  breakdown(list, (c) => c.queueId, keys);
export const byCategory = (list: readonly MetricConversation[], keys?: readonly number[]) =>
  breakdown(list, (c) => c.categoryIds, keys);
export const byStatus = (list: readonly MetricConversation[], keys?: readonly ConversationStatus[]) =>
  breakdown(list, (c) => c.status, keys);

// ---------------------------------------------------------------------------------------------------
// Intervals and agent time

type Interval = [number, number];

/** Sorted, disjoint union of intervals clipped to [from, to). */
function union(intervals: Interval[], from: number, to: number): Interval[] {
  const clipped = intervals
    .map(([start, end]): Interval => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const interval of clipped) {
    const last = merged[merged.length - 1];
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push([interval[0], interval[1]]);
  }
  return merged;
}

const measure = (intervals: readonly Interval[]): number =>
  intervals.reduce((sum, [start, end]) => sum + (end - start), 0);

/** Length of the overlap of two sorted, disjoint interval lists. */
function overlap(a: readonly Interval[], b: readonly Interval[]): number {
  let total = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i][0], b[j][0]);
    const end = Math.min(a[i][1], b[j][1]);
    if (end > start) total += end - start;
    if (a[i][1] < b[j][1]) i += 1;
    else j += 1;
  }
  return total;
}

export const ONLINE_STATUSES: readonly AgentStatusEvent['status'][] = ['online', 'busy'];

/** One agent's online time (online or busy) inside [from, to), as sorted disjoint intervals. */
function onlineIntervals(events: readonly AgentStatusEvent[], agentId: number, from: number, to: number): Interval[] {
  return union(
    events
      .filter((event) => event.agentId === agentId && ONLINE_STATUSES.includes(event.status))
      .map((event): Interval => [event.startedAt, event.endedAt ?? to]),
    from,
    to,
  );
}

/** Seconds the agent was online (online or busy) inside [from, to). */
export function onlineSeconds(events: readonly AgentStatusEvent[], agentId: number, from: number, to: number): number {
  return measure(onlineIntervals(events, agentId, from, to)) / 1000;
}

/** Seconds the agent served at least one chat while online, inside [from, to). */
export function servingSeconds(
  list: readonly MetricConversation[],
  events: readonly AgentStatusEvent[],
  agentId: number,
  from: number,
  to: number,
): number {
  const chats = union(
    list
      .filter((c) => c.agentId === agentId && c.assignedAt !== null)
      .map((c): Interval => [c.assignedAt as number, c.closedAt ?? to]),
    from,
    to,
  );
  return overlap(chats, onlineIntervals(events, agentId, from, to)) / 1000;
}

/**
 * Utilisation % = time serving ÷ time online × 100, over the given agents together (Σ serving ÷
 * Σ online); null when nobody was online.
 */
export function utilisationPct(
  list: readonly MetricConversation[],
  events: readonly AgentStatusEvent[],
  agentIds: readonly number[],
  from: number,
  to: number,
): number | null {
  let serving = 0;
  let online = 0;
  for (const agentId of agentIds) {
    serving += servingSeconds(list, events, agentId, from, to);
    online += onlineSeconds(events, agentId, from, to);
  }
  return percent(serving, online);
}

/** The scheduled windows of a shift overlapping [from, to), in the shift's time zone (crossing midnight allowed). */
export function shiftWindows(shift: ShiftInput, from: number, to: number): Array<{ start: number; end: number }> {
  const start = parseClock(shift.startTime);
  let end = parseClock(shift.endTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return [];
  if (end <= start) end += 24 * 60;
  const windows: Array<{ start: number; end: number }> = [];
  // A window starting the day before `from` may still run into it.
  for (let day = localDayNumber(shift.timezone, from) - 1; day <= localDayNumber(shift.timezone, to); day += 1) {
    if (!shift.daysOfWeek.includes(weekdayOfDay(day))) continue;
    const window = { start: zonedInstant(shift.timezone, day, start), end: zonedInstant(shift.timezone, day, end) };
    if (window.end > from && window.start < to) windows.push(window);
  }
  return windows;
}

/**
 * Shift adherence % = online time inside the shift ÷ scheduled shift time × 100 for one agent over
 * [from, to). Scheduled time is each window (clipped to the period) less its share of the break.
 */
export function shiftAdherencePct(
  events: readonly AgentStatusEvent[],
  agentId: number,
  shift: ShiftInput,
  from: number,
  to: number,
): number | null {
  const online = onlineIntervals(events, agentId, from, to);
  let inside = 0;
  let scheduled = 0;
  for (const window of shiftWindows(shift, from, to)) {
    const clipped: Interval = [Math.max(window.start, from), Math.min(window.end, to)];
    const length = window.end - window.start;
    const net = Math.max(0, length - shift.breakMinutes * 60_000) / length;
    inside += overlap([clipped], online);
    scheduled += (clipped[1] - clipped[0]) * net;
  }
  if (scheduled === 0) return null;
  return Math.min(100, (inside / scheduled) * 100);
}

/** Agents online (online or busy) at an instant. */
export function onlineAgentsAt(events: readonly AgentStatusEvent[], at: number): number[] {
  const ids = new Set<number>();
  for (const event of events) {
    if (
      event.startedAt <= at &&
      (event.endedAt === null || event.endedAt > at) &&
      ONLINE_STATUSES.includes(event.status)
    )
      ids.add(event.agentId);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Chats held by an agent at an instant (assigned, not yet closed). */
export function openAt(list: readonly MetricConversation[], at: number): number {
  let open = 0;
  for (const c of list)
    if (c.assignedAt !== null && c.assignedAt <= at && (c.closedAt === null || c.closedAt > at)) open += 1;
  return open;
}

/** Chats per online agent = open ÷ online agents; null when nobody is online. */
export function chatsPerOnlineAgent(open: number, onlineAgents: number): number | null {
  return onlineAgents === 0 ? null : open / onlineAgents;
}

export interface AgentAggregate {
  agentId: number;
  /** Conversations the agent holds (last holder after transfers). */
  conversations: number;
  closed: number;
  transfersIn: number;
  rated: number;
  csatPct: number | null;
  avgFirstResponseSec: number | null;
  avgHandleSec: number | null;
  onlineSec: number;
  servingSec: number;
  utilisationPct: number | null;
}

/** Per-agent figures over [from, to): conversations by their holder, time from the status events. */
export function perAgent(
  list: readonly MetricConversation[],
  events: readonly AgentStatusEvent[],
  agentIds: readonly number[],
  from: number,
  to: number,
): AgentAggregate[] {
  const byAgent = new Map<number, MetricConversation[]>(agentIds.map((id) => [id, []]));
  for (const c of list) if (c.agentId !== null) byAgent.get(c.agentId)?.push(c);
  const eventsOf = new Map<number, AgentStatusEvent[]>(agentIds.map((id) => [id, []]));
  for (const event of events) eventsOf.get(event.agentId)?.push(event);
  return agentIds.map((agentId) => {
    const own = byAgent.get(agentId) ?? [];
    const ownEvents = eventsOf.get(agentId) ?? [];
    const summary = summarize(own);
    const onlineSec = onlineSeconds(ownEvents, agentId, from, to);
    const servingSec = servingSeconds(own, ownEvents, agentId, from, to);
    return {
      agentId,
      conversations: own.length,
      closed: summary.closed,
      transfersIn: own.filter((c) => c.transferCount > 0).length,
      rated: summary.rated,
      csatPct: summary.csatPct,
      avgFirstResponseSec: summary.avgFirstResponseSec,
      avgHandleSec: summary.avgHandleSec,
      onlineSec,
      servingSec,
      utilisationPct: percent(servingSec, onlineSec),
    };
  });
}
