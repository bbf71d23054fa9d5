// GET /reports/dashboard: the live cards at `now` (whatever the period), today's figures with their
// trends against the same length right before, volume by hour, and the heatmap of the period (default
// 28 days).
import type { DashboardReport, TrendFigure } from '@live-agent/contracts';
import {
  average,
  chatsPerOnlineAgent,
  ONLINE_STATUSES,
  openAt,
  percent,
  previousPeriod,
  summarize,
  trendPct,
} from '../metrics';
import type { ConversationFilter } from '../filters';
import { localDayNumber, zonedInstant } from '../timezone';
import type { AgentStatusValue, ConversationStatus } from '../types';
import {
  DASHBOARD_HEATMAP_DAYS,
  type Period,
  RECENT_MISSED_MS,
  type ReportSource,
  inPeriod,
  iso,
  periodJson,
  reportPeriod,
} from './period';
import { cacheOf } from './cache';
import { agentsInScope, context } from './shared';

const card = (value: number | null, previous: number | null): TrendFigure => ({
  value,
  previous,
  trendPct: trendPct(value, previous),
});

export function dashboardReport(source: ReportSource, filter: ConversationFilter): DashboardReport {
  const { store, directory } = source;
  const { now, timeZone } = context(source);

  // Live: whatever is active at now, whenever it was created (the period does not apply).
  const everything = store.query({ ...filter, from: null, to: null });
  const counts: Record<ConversationStatus, number> = {
    bot: 0,
    queued: 0,
    open: 0,
    on_hold: 0,
    closed: 0,
    missed: 0,
    abandoned: 0,
  };
  let unassigned = 0;
  let missedRecently = 0;
  const waits: number[] = [];
  for (const c of everything) {
    counts[c.status] += 1;
    if ((c.status === 'queued' || c.status === 'open' || c.status === 'on_hold') && c.agentId === null) unassigned += 1;
    if (c.status === 'queued' && c.queuedAt !== null) waits.push((now - c.queuedAt) / 1000);
    if (c.status === 'missed' && c.missedAt !== null && c.missedAt > now - RECENT_MISSED_MS && c.missedAt <= now)
      missedRecently += 1;
  }
  const servingNow = openAt(everything, now);
  const agents: Record<AgentStatusValue, number> & { total: number } = {
    online: 0,
    busy: 0,
    away: 0,
    offline: 0,
    total: 0,
  };
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
  // Closed today goes by closedAt, not createdAt: a chat taken yesterday evening and closed this morning counts.
  // `now` itself is in: a close stamps history.now (simulation.ts closeLive), which moves in whole-second steps,
  // so the dashboard asked right after a close on the live monitor may read the same instant.
  let closedToday = 0;
  let closedBefore = 0;
  for (const c of everything) {
    if (c.status !== 'closed' || c.closedAt === null) continue;
    if (c.closedAt >= today.from && c.closedAt <= now) closedToday += 1;
    else if (c.closedAt >= before.from && c.closedAt < today.from) closedBefore += 1;
  }
  const todayList = store.query(inPeriod(filter, today));
  const current = summarize(todayList);
  const previous = summarize(store.query(inPeriod(filter, before)));
  const cache = cacheOf(store);
  const hours = cache.volumeByHour(todayList);
  const yesterdayHours = cache.volumeByHour(
    store.query(inPeriod(filter, { from: zonedInstant(timeZone, todayNumber - 1, 0), to: today.from })),
  );

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
      closed: card(closedToday, closedBefore),
      avgFirstResponseSec: card(current.avgFirstResponseSec, previous.avgFirstResponseSec),
      avgHandleSec: card(current.avgHandleSec, previous.avgHandleSec),
      csatPct: card(current.csatPct, previous.csatPct),
      abandonedPct: card(
        percent(current.abandoned, current.conversations),
        percent(previous.abandoned, previous.conversations),
      ),
    },
    volumeByHour: hours.map((count, hour) => ({ hour, count, yesterday: yesterdayHours[hour] })),
    heatmap: cache.heatmap(store.query(inPeriod(filter, period))),
  };
}
