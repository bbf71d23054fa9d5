// GET /reports/agent-performance: the totals and, per agent, the chats, times, ratings and SLA of the
// period, and the daily trend.
import type { AgentPerformanceReport, AgentPerformanceRow } from '@live-agent/contracts';
import { isMissed, summarize } from '../metrics';
import type { ConversationFilter } from '../filters';
import { type ReportSource, dateOfDay, daysOf, inPeriod, periodJson, reportPeriod } from './period';
import { cacheOf, perDay } from './cache';
import { agentsInScope, context, groupByAgent, involvedAgents, messageTotals, slaOf } from './shared';

export function agentPerformanceReport(source: ReportSource, filter: ConversationFilter): AgentPerformanceReport {
  const { store, directory } = source;
  const { now, timeZone } = context(source);
  const period = reportPeriod(filter, now);
  // Everything but the agent criterion: transfers and missed chats belong to other rows.
  const all = store.query(inPeriod({ ...filter, agentIds: null }, period));
  const scoped = filter.agentIds
    ? all.filter((c) => (filter.agentIds as ReadonlySet<number | null>).has(c.agentId))
    : all;
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
      if (
        agent.departmentIds.includes(c.departmentId) &&
        store.statusLog.statusAt(agent.id, c.queuedAt as number) === 'online'
      )
        missedWhileOnline += 1;
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
      return {
        date: dateOfDay(days.first + index),
        closed: summary.closed,
        avgFirstResponseSec: summary.avgFirstResponseSec,
        csatPct: summary.csatPct,
      };
    });
  }
  return report;
}
