// The five report endpoints, GET /api/v1/reports/<name> (docs/demo-api.md, conversations and reports).
// Each reads the conversation filter of GET /conversations (ConversationFilterQuery) and answers with the
// period it covers. Seconds and percentages (0–100) come unrounded; null means there is nothing to compute
// the figure from (no rated chat, no bot conversation, nobody online …). Days, hours and weekdays are
// local to the organisation's time zone (`timeZone`); weekday 0 = Sunday; weeks start on Monday.
import type { ConversationFilterQuery, HandoffReason } from './conversations';
import type { AgentStatus } from './live-agent';

/** The period a report covers: ISO strings, `to` inclusive, so both can be passed back to /conversations. */
export interface ReportPeriod {
  from: string;
  to: string;
}

export const GROUP_BY = ['day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** The query of a report: the conversation filter, plus the options some reports read. */
export interface ReportQueryParams extends ConversationFilterQuery {
  /** Communications: buckets of the volume-over-time series (default 'day'). */
  groupBy?: GroupBy;
  /** Chatbot: how many unanswered questions (1–100, default 10). */
  limit?: number;
}

// ---------------------------------------------------------------------------------------------------
// GET /reports/dashboard

/** A figure of today and the same figure over the previous period of the same length. */
export interface TrendFigure {
  value: number | null;
  previous: number | null;
  /** (value − previous) ÷ previous × 100; null without a previous figure (or when it was 0). */
  trendPct: number | null;
}

/** Whatever is active at `now`, whatever the period. */
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
  /** Local midnight to now. */
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
  /** Hour of the day 0–23. */
  hour: number;
  /** Conversations created today in that hour. */
  count: number;
  /** … and yesterday in that hour. */
  yesterday: number;
}

export interface DashboardReport {
  /** The server's clock when it answered (ISO). */
  now: string;
  timeZone: string;
  /** The heatmap's period (the 28 days before now by default). */
  period: ReportPeriod;
  live: DashboardLive;
  today: DashboardToday;
  volumeByHour: HourVolume[];
  /** heatmap[weekday][hour]: conversations created in the period. */
  heatmap: number[][];
}

// ---------------------------------------------------------------------------------------------------
// GET /reports/agent-performance

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
  /** Over every conversation of the filter (also the unassigned ones): what /conversations lists. */
  totals: AgentPerformanceTotals;
  agents: AgentPerformanceRow[];
  /** Only with ?agentId=. */
  trend?: AgentTrendPoint[];
}

// ---------------------------------------------------------------------------------------------------
// GET /reports/agent-analysis

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
  status: AgentStatus;
  startedAt: string;
  endedAt: string;
}

export interface AgentAnalysisRow {
  agentId: number;
  agentName: string;
  shiftId: number | null;
  /** Status at the end of the period (now, when the period reaches it). */
  status: AgentStatus;
  /** Seconds per status inside the period (up to now). */
  statusSec: Record<AgentStatus, number>;
  /** Time online = online + busy. */
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
   * Status segments clipped to the period (and to now), oldest first; each ends when the status (or the
   * period) did. null for a period over 31 days without an agentId filter (months of segments for every
   * agent are megabytes no chart can show).
   */
  timeline: TimelineSegment[] | null;
}

export interface AgentAnalysisTotals {
  agents: number;
  statusSec: Record<AgentStatus, number>;
  onlineSec: number;
  servingSec: number;
  /** Σ serving ÷ Σ online × 100. */
  utilisationPct: number | null;
  /** Mean of the agents' adherence (agents with a shift). */
  shiftAdherencePct: number | null;
  lateStarts: LateOrEarly;
  earlyLeaves: LateOrEarly;
  absences: number;
}

export interface AgentAnalysisReport {
  period: ReportPeriod;
  now: string;
  timeZone: string;
  totals: AgentAnalysisTotals;
  agents: AgentAnalysisRow[];
}

// ---------------------------------------------------------------------------------------------------
// GET /reports/chatbot

export interface ChatbotCsat {
  /** How many of these conversations were rated. */
  rated: number;
  /** Ratings of 4 or 5 ÷ ratings × 100. */
  csatPct: number | null;
}

export interface HandoffReasonRow {
  reason: HandoffReason;
  count: number;
  /** count ÷ handoffs × 100. */
  pct: number | null;
}

export interface UnansweredQuestion {
  /** The conversation's subject. */
  question: string;
  count: number;
  /** ISO instant of the latest conversation that asked it. */
  lastAskedAt: string;
  /** Up to five of its conversations, newest first. */
  conversationIds: number[];
}

export interface ChatbotDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  botConversations: number;
  contained: number;
  handoffs: number;
}

export interface ChatbotReport {
  period: ReportPeriod;
  timeZone: string;
  /** Every conversation of the filter, with or without the bot. */
  conversations: number;
  botConversations: number;
  /** botConversations ÷ conversations × 100. */
  botSharePct: number | null;
  /** Still talking to the bot. */
  inProgress: number;
  contained: number;
  /** Closed by the bot without a human message ÷ bot conversations × 100. */
  containmentPct: number | null;
  handoffs: number;
  /** handoffs ÷ bot conversations × 100. */
  handoffPct: number | null;
  /** handoffAt − createdAt, averaged over the handoffs. */
  avgTimeToHandoffSec: number | null;
  csat: { botOnly: ChatbotCsat; withHuman: ChatbotCsat };
  /** Every reason, in HANDOFF_REASONS order. */
  handoffsByReason: HandoffReasonRow[];
  /** The questions the bot could not answer (handed off as low_confidence), most frequent first. */
  unansweredQuestions: UnansweredQuestion[];
  /** One entry per local day of the period. */
  series: ChatbotDay[];
}

// ---------------------------------------------------------------------------------------------------
// GET /reports/communications

/** The conversations of one channel, department, queue, category or status. */
export interface VolumeGroup<K> {
  key: K;
  /** The department, queue or category name; the key itself for channels and statuses. */
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

export interface VolumeBucket {
  /** First day of the bucket (day, week from Monday, or month), 'YYYY-MM-DD'. */
  date: string;
  conversations: number;
  incomingMessages: number;
  outgoingMessages: number;
}

export interface CommunicationsTotals {
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
}

export interface CommunicationsReport {
  period: ReportPeriod;
  timeZone: string;
  groupBy: GroupBy;
  totals: CommunicationsTotals;
  byChannel: Array<VolumeGroup<string>>;
  byDepartment: Array<VolumeGroup<number>>;
  byQueue: Array<VolumeGroup<number>>;
  byCategory: Array<VolumeGroup<number>>;
  byStatus: Array<VolumeGroup<string>>;
  /** Hours 0–23. */
  byHour: Array<{ hour: number; count: number }>;
  byWeekday: Array<{ weekday: number; count: number }>;
  /** The local day with the most conversations (the earliest on a tie); null without conversations. */
  busiestDay: { date: string; count: number } | null;
  busiestHour: { hour: number; count: number } | null;
  series: VolumeBucket[];
}
