// GET /reports/agent-analysis: the totals and, per agent, status time, serving time, shift adherence
// and punctuality over the period (clipped to it, never past `now`).
import type { AgentAnalysisReport, AgentAnalysisRow, ShiftPunctuality, TimelineSegment } from '@live-agent/contracts';
import { average, percent, type MetricConversation } from '../metrics';
import { createdBetween, type ConversationFilter } from '../filters';
import { DAY_MS, MINUTE_MS } from '../timezone';
import { AGENT_STATUS_VALUES, type AgentStatusValue } from '../types';
import {
  type ReportSource,
  SERVING_LOOKBACK_MS,
  SHIFT_GRACE_MS,
  TIMELINE_MAX_DAYS,
  iso,
  periodJson,
  reportPeriod,
} from './period';
import {
  type Flat,
  cacheOf,
  firstEndingAfter,
  firstGreater,
  isoEndOf,
  isoStartOf,
  overlapWith,
  pushInterval,
} from './cache';
import { agentsInScope, context, groupByAgent, involvedAgents } from './shared';

type Window = { start: number; end: number };

/**
 * Late starts, early leaves and absences over the shift windows starting in [from, until), from the
 * agent's signed-in sessions (flattened, merged). A window still running at `now` can be late, not
 * early, and is not an absence yet.
 */
export function shiftPunctuality(
  sessions: Flat,
  windows: readonly Window[],
  from: number,
  until: number,
  now: number,
): ShiftPunctuality {
  const result: ShiftPunctuality = {
    scheduledShifts: 0,
    lateStarts: { count: 0, minutes: 0 },
    earlyLeaves: { count: 0, minutes: 0 },
    absences: 0,
  };
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
export function adherenceOf(
  online: Flat,
  windows: readonly Window[],
  breakMinutes: number,
  from: number,
  until: number,
): number | null {
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
  for (const agent of agentsInScope(
    directory.agents,
    filter,
    involvedAgents(createdBetween(chats, period.from, period.to)),
  )) {
    const time = cache.agentTime(agent.id);
    const statusSec = zeroStatusSec();
    const timeline: TimelineSegment[] = [];
    // An agent's events follow each other, so their ends are sorted too.
    for (
      let index = firstGreater(time.ends, period.from);
      index < time.starts.length && time.starts[index] < until;
      index += 1
    ) {
      const start = Math.max(time.starts[index], period.from);
      const end = Math.min(time.ends[index], until);
      if (end <= start) continue;
      const status = time.statuses[index];
      statusSec[status] += (end - start) / 1000;
      if (withTimeline)
        timeline.push({
          status,
          startedAt: start === time.starts[index] ? isoStartOf(time, index) : iso(start),
          endedAt: end === time.ends[index] ? isoEndOf(time, index) : iso(end),
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
