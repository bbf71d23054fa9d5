// The five reports, GET /api/v1/reports/<name> (docs/demo-api.md, Reports), as the server answers them (strict
// objects). Seconds and percentages (0–100) come unrounded; null means there is nothing to compute the figure from
// (no rated chat, no bot conversation, nobody online …). Days, hours and weekdays are local to the organisation's
// time zone (`timeZone`); weekday 0 = Sunday; weeks start on Monday; dates are 'YYYY-MM-DD'.
import { HANDOFF_REASONS } from '../conversations';
import { AGENT_STATUSES, type AgentStatus } from '../live-agent';
import { GROUP_BY } from '../reports';
import { z, type RuleSchema } from '../rules/schema';
import { channelSchema, conversationFilterQuery, conversationStatusSchema, handoffReasonSchema } from './conversations';

const about = (description: string) => z.describe(description);
const count = () => z.int().check(z.gte(0));
const figure = () => z.nullable(z.number());
const hour = () => z.int().check(z.gte(0), z.lte(23));
const date = () => z.string().check(about('`YYYY-MM-DD`, a local day.'));
const agentStatus = () => z.enum(AGENT_STATUSES);
/** One value per agent status (every status present). */
const perAgentStatus = <Value extends RuleSchema>(value: Value) =>
  z.strictObject(Object.fromEntries(AGENT_STATUSES.map((status) => [status, value])) as Record<AgentStatus, Value>);

export const groupBySchema = z.enum(GROUP_BY);

/**
 * The query of a report: the conversation filter, plus the options some reports read. Not named `…Schema`: a
 * query's fields are the operation's parameters (api/openapi.ts).
 */
export const reportQuery = z.extend(conversationFilterQuery, {
  groupBy: z
    .optional(groupBySchema)
    .check(about('Communications: buckets of the volume-over-time series (default `day`).')),
  limit: z.optional(
    z.int().check(z.gte(1), z.lte(100), about('Chatbot: how many unanswered questions (1–100, default 10).')),
  ),
});

/**
 * The period a report covers: ISO strings, `to` inclusive, so both can be passed back to /conversations. (A field of
 * a named schema takes its note as a comment: a check would copy the schema, which the document would then inline
 * instead of naming.)
 */
export const reportPeriodSchema = z.strictObject({ from: z.string(), to: z.string() });

// GET /reports/dashboard

/** A figure of today and the same figure over the previous period of the same length. */
export const trendFigureSchema = z.strictObject({
  value: figure(),
  previous: figure(),
  trendPct: figure().check(
    about('(value − previous) ÷ previous × 100; null without a previous figure (or when it was 0).'),
  ),
});

/** Whatever is active at `now`, whatever the period. */
export const dashboardLiveSchema = z.strictObject({
  bot: count().check(about('Conversations the bot is handling now.')),
  queued: count(),
  open: count(),
  onHold: count(),
  unassigned: count().check(about('Queued, open or on hold without an agent.')),
  longestWaitSec: figure().check(about('now − queuedAt of the longest-waiting queued chat.')),
  avgWaitSec: figure(),
  missedLast30Min: count().check(about('Chats that became missed within the last 30 minutes.')),
  servingNow: count().check(about('Chats an agent holds now (open and on hold).')),
  agents: z
    .extend(perAgentStatus(count()), { total: count() })
    .check(about('Agents by their status now, and all of them.')),
  chatsPerOnlineAgent: figure().check(about('servingNow ÷ (online + busy agents).')),
});

export const dashboardTodaySchema = z.strictObject({
  // Local midnight to now.
  period: reportPeriodSchema,
  // The same length right before local midnight: what the trends compare with.
  previousPeriod: reportPeriodSchema,
  conversations: trendFigureSchema,
  closed: trendFigureSchema.check(
    about(
      'Conversations closed (by an agent, a supervisor on the live monitor, or the bot) from local midnight to now, whenever they were created; previous: those closed in previousPeriod.',
    ),
  ),
  avgFirstResponseSec: trendFigureSchema,
  avgHandleSec: trendFigureSchema,
  csatPct: trendFigureSchema,
  // abandoned ÷ conversations × 100.
  abandonedPct: trendFigureSchema,
});

export const hourVolumeSchema = z.strictObject({
  hour: hour(),
  count: count().check(about('Conversations created today in that hour.')),
  yesterday: count().check(about('… and yesterday in that hour.')),
});

export const dashboardReportSchema = z.strictObject({
  now: z.string().check(about('The server’s clock when it answered (ISO).')),
  timeZone: z.string(),
  // The heatmap’s period (the 28 days before now by default).
  period: reportPeriodSchema,
  live: dashboardLiveSchema,
  today: dashboardTodaySchema,
  volumeByHour: z.array(hourVolumeSchema),
  heatmap: z
    .array(z.array(count()))
    .check(about('heatmap[weekday][hour]: conversations created in the period (7 rows of 24).')),
});

// GET /reports/agent-performance

export const agentPerformanceRowSchema = z.strictObject({
  agentId: z.int(),
  agentName: z.string(),
  assigned: count().check(about('Conversations the agent holds (the last holder after transfers).')),
  closed: count(),
  missed: count().check(about('Missed chats of the agent’s departments that arrived while the agent was online.')),
  transferred: count().check(about('Chats the agent transferred to a colleague.')),
  transferredIn: count().check(about('Chats the agent holds that came through a transfer.')),
  avgFirstResponseSec: figure(),
  avgHandleSec: figure(),
  messagesSent: count().check(about('Agent messages the customers saw (private notes excluded).')),
  rated: count(),
  csatPct: figure(),
  slaMet: count(),
  slaResponded: count(),
  slaPct: figure().check(about('First responses within the queue’s SLA ÷ first responses × 100.')),
});

export const agentPerformanceTotalsSchema = z.strictObject({
  conversations: count(),
  assigned: count(),
  closed: count(),
  missed: count(),
  abandoned: count(),
  transfers: count(),
  messagesSent: count(),
  rated: count(),
  csatPct: figure(),
  avgFirstResponseSec: figure(),
  avgHandleSec: figure(),
  slaMet: count(),
  slaResponded: count(),
  slaPct: figure(),
});

/** One local day of an agent's trend (by createdAt). */
export const agentTrendPointSchema = z.strictObject({
  date: date(),
  closed: count(),
  avgFirstResponseSec: figure(),
  csatPct: figure(),
});

export const agentPerformanceReportSchema = z.strictObject({
  period: reportPeriodSchema,
  timeZone: z.string(),
  // Over every conversation of the filter (also the unassigned ones): what /conversations lists.
  totals: agentPerformanceTotalsSchema,
  agents: z.array(agentPerformanceRowSchema),
  trend: z.optional(z.array(agentTrendPointSchema).check(about('Only with ?agentId=.'))),
});

// GET /reports/agent-analysis

export const lateOrEarlySchema = z.strictObject({
  count: count(),
  minutes: z.number().check(about('Total minutes late (or left early), unrounded.')),
});

export const shiftPunctualitySchema = z.strictObject({
  scheduledShifts: count().check(about('Shift windows that started in the period (and before now).')),
  // Signed in (any status but offline) more than 5 minutes after the shift start; minutes = the whole delay.
  lateStarts: lateOrEarlySchema,
  // Signed out more than 5 minutes before the shift end (ended shifts only); minutes = the time missing.
  earlyLeaves: lateOrEarlySchema,
  absences: count().check(about('Ended shift windows without any sign-in.')),
});

export const timelineSegmentSchema = z.strictObject({
  status: agentStatus(),
  startedAt: z.string(),
  endedAt: z.string(),
});

export const agentAnalysisRowSchema = z.strictObject({
  agentId: z.int(),
  agentName: z.string(),
  shiftId: z.nullable(z.int()),
  status: agentStatus().check(about('Status at the end of the period (now, when the period reaches it).')),
  statusSec: perAgentStatus(z.number()).check(about('Seconds per status inside the period (up to now).')),
  onlineSec: z.number().check(about('Time online = online + busy.')),
  servingSec: z.number().check(about('Time serving at least one chat while online.')),
  utilisationPct: figure().check(about('servingSec ÷ onlineSec × 100.')),
  shiftAdherencePct: figure().check(
    about(
      'Online time inside the shift ÷ scheduled shift time (less the break) × 100, capped at 100; null without a shift.',
    ),
  ),
  punctuality: z.nullable(shiftPunctualitySchema).check(about('null without a shift.')),
  timeline: z
    .nullable(z.array(timelineSegmentSchema))
    .check(
      about(
        'Status segments clipped to the period (and to now), oldest first; each ends when the status (or the period) did. null for a period over 31 days without an agentId filter.',
      ),
    ),
});

export const agentAnalysisTotalsSchema = z.strictObject({
  agents: count(),
  statusSec: perAgentStatus(z.number()),
  onlineSec: z.number(),
  servingSec: z.number(),
  utilisationPct: figure().check(about('Σ serving ÷ Σ online × 100.')),
  shiftAdherencePct: figure().check(about('Mean of the agents’ adherence (agents with a shift).')),
  lateStarts: lateOrEarlySchema,
  earlyLeaves: lateOrEarlySchema,
  absences: count(),
});

export const agentAnalysisReportSchema = z.strictObject({
  period: reportPeriodSchema,
  now: z.string(),
  timeZone: z.string(),
  totals: agentAnalysisTotalsSchema,
  agents: z.array(agentAnalysisRowSchema),
});

// GET /reports/chatbot

export const chatbotCsatSchema = z.strictObject({
  rated: count().check(about('How many of these conversations were rated.')),
  csatPct: figure().check(about('Ratings of 4 or 5 ÷ ratings × 100.')),
});

export const handoffReasonRowSchema = z.strictObject({
  reason: handoffReasonSchema,
  count: count(),
  pct: figure().check(about('count ÷ handoffs × 100.')),
});

export const unansweredQuestionSchema = z.strictObject({
  question: z.string().check(about('The conversation’s subject.')),
  count: count(),
  lastAskedAt: z.string().check(about('ISO instant of the latest conversation that asked it.')),
  conversationIds: z.array(z.int()).check(about('Up to five of its conversations, newest first.')),
});

export const chatbotDaySchema = z.strictObject({
  date: date(),
  botConversations: count(),
  contained: count(),
  handoffs: count(),
});

export const chatbotReportSchema = z.strictObject({
  period: reportPeriodSchema,
  timeZone: z.string(),
  conversations: count().check(about('Every conversation of the filter, with or without the bot.')),
  botConversations: count(),
  botSharePct: figure().check(about('botConversations ÷ conversations × 100.')),
  inProgress: count().check(about('Still talking to the bot.')),
  contained: count(),
  containmentPct: figure().check(about('Closed by the bot without a human message ÷ bot conversations × 100.')),
  handoffs: count(),
  handoffPct: figure().check(about('handoffs ÷ bot conversations × 100.')),
  avgTimeToHandoffSec: figure().check(about('handoffAt − createdAt, averaged over the handoffs.')),
  csat: z.strictObject({ botOnly: chatbotCsatSchema, withHuman: chatbotCsatSchema }),
  handoffsByReason: z
    .array(handoffReasonRowSchema)
    .check(about(`Every reason, in this order: ${HANDOFF_REASONS.join(', ')}.`)),
  unansweredQuestions: z
    .array(unansweredQuestionSchema)
    .check(about('The questions the bot could not answer (handed off as low_confidence), most frequent first.')),
  series: z.array(chatbotDaySchema).check(about('One entry per local day of the period.')),
});

// GET /reports/communications

/** The conversations of one channel, department, queue, category or status. */
const volumeGroupOf = <Key extends RuleSchema>(key: Key) =>
  z.strictObject({
    key,
    name: z.string().check(about('The department, queue or category name; the key itself for channels and statuses.')),
    conversations: count(),
    sharePct: figure().check(
      about('conversations ÷ all conversations × 100 (categories overlap: a chat may have two).'),
    ),
    closed: count(),
    missed: count(),
    abandoned: count(),
    csatPct: figure(),
    avgFirstResponseSec: figure(),
    avgHandleSec: figure(),
  });

export const channelVolumeSchema = volumeGroupOf(channelSchema);
export const statusVolumeSchema = volumeGroupOf(conversationStatusSchema);
/** A department's, queue's or category's volume, by its id. */
export const recordVolumeSchema = volumeGroupOf(z.int());

export const volumeBucketSchema = z.strictObject({
  date: date().check(about('First day of the bucket (day, week from Monday, or month).')),
  conversations: count(),
  incomingMessages: count(),
  outgoingMessages: count(),
});

export const communicationsTotalsSchema = z.strictObject({
  conversations: count(),
  closed: count(),
  missed: count(),
  abandoned: count(),
  csatPct: figure(),
  avgFirstResponseSec: figure(),
  avgHandleSec: figure(),
  incomingMessages: count().check(about('Customer messages.')),
  outgoingMessages: count().check(about('Agent (not private) + bot messages.')),
  agentMessages: count(),
  botMessages: count(),
  systemMessages: count(),
  privateNotes: count(),
});

export const communicationsReportSchema = z.strictObject({
  period: reportPeriodSchema,
  timeZone: z.string(),
  groupBy: groupBySchema,
  totals: communicationsTotalsSchema,
  byChannel: z.array(channelVolumeSchema),
  byDepartment: z.array(recordVolumeSchema),
  byQueue: z.array(recordVolumeSchema),
  byCategory: z.array(recordVolumeSchema),
  byStatus: z.array(statusVolumeSchema),
  byHour: z.array(z.strictObject({ hour: hour(), count: count() })),
  byWeekday: z.array(
    z.strictObject({ weekday: z.int().check(z.gte(0), z.lte(6), about('0 = Sunday.')), count: count() }),
  ),
  busiestDay: z
    .nullable(z.strictObject({ date: date(), count: count() }))
    .check(about('The local day with the most conversations (the earliest on a tie); null without conversations.')),
  busiestHour: z.nullable(z.strictObject({ hour: hour(), count: count() })),
  series: z.array(volumeBucketSchema),
});
