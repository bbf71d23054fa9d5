// What GET /api/v1/reports/dashboard answers (DESIGN §6). Seconds and percentages come unrounded (0–100);
// null means there is nothing to compute the figure from (nobody waiting, no rated chat, nobody online).
import type { AgentStatus, ReportPeriod } from '../../reports';

/** A figure of today and the same figure over the previous period of the same length. */
export interface TrendFigure {
  value: number | null;
  previous: number | null;
  /** (value − previous) ÷ previous × 100; null without a previous figure (or when it was 0). */
  trendPct: number | null;
}

export interface DashboardLive {
  /** Conversations the bot is handling now. */
  bot: number;
  queued: number;
  open: number;
  onHold: number;
  /** Queued, open or on hold without an agent. */
  unassigned: number;
  /** now − queuedAt of the longest-waiting queued chat. */
  longestWaitSec: number | null;
  avgWaitSec: number | null;
  /** Chats that became missed within the last 30 minutes. */
  missedLast30Min: number;
  /** Chats an agent holds now (open and on hold). */
  servingNow: number;
  agents: Record<AgentStatus, number> & { total: number };
  /** servingNow ÷ (online + busy agents). */
  chatsPerOnlineAgent: number | null;
}

export interface DashboardToday {
  /** Local midnight (organisation time zone) to now. */
  period: ReportPeriod;
  /** The same length right before local midnight: what the trends compare with. */
  previousPeriod: ReportPeriod;
  conversations: TrendFigure;
  avgFirstResponseSec: TrendFigure;
  avgHandleSec: TrendFigure;
  csatPct: TrendFigure;
  /** abandoned ÷ conversations × 100. */
  abandonedPct: TrendFigure;
}

export interface HourVolume {
  /** Hour of the day 0–23 in the organisation's time zone. */
  hour: number;
  /** Conversations created today in that hour. */
  count: number;
  /** … and yesterday in that hour. */
  yesterday: number;
}

/** The dashboard's state area (SPEC §3: dashboard → dashboardStatistics). */
export interface DashboardStatistics {
  /** The server's clock when it answered (ISO). */
  now: string;
  /** The organisation's time zone: days, hours and weekdays are local to it. */
  timeZone: string;
  /** The heatmap's period (the 28 days before now by default). */
  period: ReportPeriod;
  live: DashboardLive;
  today: DashboardToday;
  volumeByHour: HourVolume[];
  /** heatmap[weekday][hour]: conversations created in the period, weekday 0 = Sunday. */
  heatmap: number[][];
}
