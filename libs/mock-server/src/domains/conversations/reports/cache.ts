// The reports' cache: what does not depend on the filter, computed once per history, so each report
// answers over the whole history within 100 ms. Keyed by the history object, so a rebuilt store starts
// afresh. Decisions:
// - Cached: local day/hour/weekday per conversation, each agent's status columns, ISO strings and
//   merged online time, the shift windows; the agent-time figures run in linear time (tested equal to
//   ../metrics.ts).
// - The live simulation (../simulation.ts) changes the history in place (it appends conversations,
//   changes active ones, grows the status log and moves `now`) and then calls the store's
//   historyChanged(), which reaches this cache through store.onChange(): the per-conversation columns
//   are extended for the new rows only (createdAt never changes), each agent's time is brought up to
//   date from its last event on (it ends at `now`), and the shift windows are recomputed once `now`
//   nears the end of their range.
import { ONLINE_STATUSES, shiftWindows, type MetricConversation } from '../metrics';
import type { ConversationHistory } from '../generator';
import type { ConversationStore } from '../store';
import { DAY_MS, localDayNumber, localWeekdayHour } from '../timezone';
import type { AgentStatusEvent, AgentStatusValue, ShiftInput } from '../types';
import { type Period, iso } from './period';

/** Sorted, disjoint intervals flattened: [start, end, start, end …]. */
export type Flat = number[];

/** One agent's status events as columns, with their ISO strings, and the merged online and signed-in time. */
export interface AgentTime {
  starts: number[];
  /** The open event ends at the history's now. */
  ends: number[];
  statuses: AgentStatusValue[];
  /** ISO strings of starts and ends, made on first read (isoStartOf, isoEndOf): only a short period's timeline needs them. */
  isoStarts: Array<string | undefined>;
  isoEnds: Array<string | undefined>;
  /** Online (online or busy) intervals, merged, flattened [start, end, start, end …]. */
  online: Flat;
  /** Signed-in (any status but offline) intervals, merged, flattened. */
  sessions: Flat;
}

/** Appends [start, end) to a flattened, sorted interval list, merging when it touches the last one. */
export function pushInterval(list: Flat, start: number, end: number): void {
  if (end <= start) return;
  const last = list.length - 1;
  if (last > 0 && start <= list[last]) list[last] = Math.max(list[last], end);
  else list.push(start, end);
}

/** First index of a sorted array whose value is greater than `at` (the length when none is). */
export function firstGreater(values: readonly number[], at: number): number {
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
export function firstEndingAfter(list: Flat, at: number): number {
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
export function overlapWith(list: Flat, start: number, end: number): number {
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

/**
 * The ISO string of event `index`'s start (isoEndOf: its end), made on first read and kept. Made lazily because
 * the warm-up (warmReportCache) runs before the first request is answered, and 40,000 strings were most of it.
 */
export function isoStartOf(time: AgentTime, index: number): string {
  return (time.isoStarts[index] ??= iso(time.starts[index]));
}

export function isoEndOf(time: AgentTime, index: number): string {
  return (time.isoEnds[index] ??= iso(time.ends[index]));
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
    if (ONLINE_STATUSES.includes(event.status)) pushInterval(time.online, event.startedAt, end);
    if (event.status !== 'offline') pushInterval(time.sessions, event.startedAt, end);
  });
}

/**
 * Brings a cached agent time up to the grown log: its last event (open until the old `now`) is taken
 * out and the log's events from its start on are added again, so only the end of the lists changes.
 */
function refreshAgentTime(
  time: AgentTime,
  mark: AgentTimeMark,
  log: ConversationHistory['statusLog'],
  agentId: number,
  now: number,
): void {
  const last = time.starts.length - 1;
  const from = last >= 0 ? time.starts[last] : Number.NEGATIVE_INFINITY;
  if (last >= 0) {
    for (const column of [time.starts, time.ends, time.statuses, time.isoStarts, time.isoEnds]) column.length = last;
    for (const [list, [length, value]] of [
      [time.online, mark.online],
      [time.sessions, mark.sessions],
    ] as const) {
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
  private readonly agentTimes = new Map<
    number,
    { time: AgentTime; mark: AgentTimeMark; now: number; logSize: number }
  >();
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
    this.fillLocalTime(Number.POSITIVE_INFINITY);
    return this.local as NonNullable<ReportCache['local']>;
  }

  /**
   * Fills at most `limit` more rows of the local-time columns; true once they cover the history. The
   * warm-up (warmReportCache) calls it in small bites, a report all at once.
   */
  fillLocalTime(limit: number): boolean {
    const list = this.history.conversations;
    let local = this.local;
    if (!local || local.size !== list.length) {
      if (!local || local.day.length < list.length || local.size > list.length) {
        // Room for the rows a live simulation appends, so each tick does not copy the columns.
        const capacity = local ? Math.ceil(list.length * 1.25) : list.length;
        const grown = {
          size: 0,
          day: new Int32Array(capacity),
          hour: new Uint8Array(capacity),
          weekday: new Uint8Array(capacity),
        };
        if (local && local.size <= list.length) {
          grown.day.set(local.day.subarray(0, local.size));
          grown.hour.set(local.hour.subarray(0, local.size));
          grown.weekday.set(local.weekday.subarray(0, local.size));
          grown.size = local.size;
        }
        local = grown;
      }
      const timeZone = this.history.timeZone;
      const until = Math.min(list.length, local.size + limit);
      for (let index = local.size; index < until; index += 1) {
        const createdAt = list[index].createdAt;
        const wall = localWeekdayHour(timeZone, createdAt);
        local.day[index] = localDayNumber(timeZone, createdAt);
        local.hour[index] = wall.hour;
        local.weekday[index] = wall.weekday;
      }
      local.size = until;
      this.local = local;
    }
    return local.size === list.length;
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
    return index === -1
      ? localWeekdayHour(this.history.timeZone, c.createdAt).weekday
      : this.localTime().weekday[index];
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
      const time: AgentTime = {
        starts: [],
        ends: [],
        statuses: [],
        isoStarts: [],
        isoEnds: [],
        online: [],
        sessions: [],
      };
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

// Stores that already tell the caches of their history's changes (ConversationStore.onChange).
const subscribed = new WeakSet<ConversationStore>();

/** The report cache of the store's history; the store tells it whenever the history changes in place. */
export function cacheOf(store: ConversationStore): ReportCache {
  if (!subscribed.has(store)) {
    subscribed.add(store);
    store.onChange(() => caches.get(store.history)?.changed());
  }
  let cache = caches.get(store.history);
  if (!cache) {
    cache = new ReportCache(store.history);
    caches.set(store.history, cache);
  }
  return cache;
}

/** Rows of the local-time columns filled between two pauses of warmReportCache. */
const LOCAL_ROWS_PER_PAUSE = 250;

/**
 * Fills the cache's per-conversation columns and every agent's time ahead of the first report, pausing
 * (yield) every few hundred rows and after each agent, so slices.ts can run it between frames: done at
 * once, the first report over a fresh history takes longer than a frame (docs/architecture.md,
 * Long tasks after sign-in). It only fills what a report would compute anyway, so the answers are the same.
 */
export function* warmReportCache(store: ConversationStore): Generator<void, void, void> {
  const cache = cacheOf(store);
  while (!cache.fillLocalTime(LOCAL_ROWS_PER_PAUSE)) yield;
  for (const agentId of store.statusLog.agentIds()) {
    yield;
    cache.agentTime(agentId);
  }
}

/** Conversations per local day of the period (by createdAt). */
export function perDay<T extends MetricConversation>(
  list: readonly T[],
  days: { first: number; count: number },
  cache: ReportCache,
): T[][] {
  const buckets = Array.from({ length: days.count }, (): T[] => []);
  for (const c of list) buckets[cache.day(c) - days.first]?.push(c);
  return buckets;
}
