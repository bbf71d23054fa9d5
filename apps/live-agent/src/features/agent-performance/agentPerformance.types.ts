// The client's view of GET /api/v1/reports/agent-performance (DESIGN §6). Kept apart from the demo server's
// own types on purpose: the real API answers the same JSON, and the app must not import the mock.
import type { ReportPeriod } from '../../reports';

export interface AgentPerformanceRow {
  agentId: number;
  agentName: string;
  /** Conversations the agent holds (the last holder after transfers). */
  assigned: number;
  closed: number;
  /** Missed chats of the agent's departments that arrived while the agent was online. */
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
  /** First responses within the queue's SLA ÷ first responses × 100. */
  slaPct: number | null;
}

export interface AgentPerformanceTotals {
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
}

/** One local day of an agent's trend (by createdAt). */
export interface AgentTrendPoint {
  date: string;
  closed: number;
  avgFirstResponseSec: number | null;
  csatPct: number | null;
}

export interface AgentPerformanceReport {
  period: ReportPeriod;
  timeZone: string;
  /** Over every conversation of the filter (also the unassigned ones). */
  totals: AgentPerformanceTotals;
  agents: AgentPerformanceRow[];
  /** Only with ?agentId=. */
  trend?: AgentTrendPoint[];
}
