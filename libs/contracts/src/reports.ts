// The five report endpoints, GET /api/v1/reports/<name> (docs/demo-api.md, conversations and reports).
// Each reads the conversation filter of GET /conversations (ConversationFilterQuery) and answers with the
// period it covers. Seconds and percentages (0–100) come unrounded; null means there is nothing to compute
// the figure from (no rated chat, no bot conversation, nobody online …). Days, hours and weekdays are
// local to the organisation's time zone (`timeZone`); weekday 0 = Sunday; weeks start on Monday. The shapes are
// inferred from their schemas (./schemas/reports.ts), where each field's note is.
import type { z } from 'zod/mini';
import type * as schemas from './schemas/reports';

/** The period a report covers: ISO strings, `to` inclusive, so both can be passed back to /conversations. */
export type ReportPeriod = z.output<typeof schemas.reportPeriodSchema>;

export const GROUP_BY = ['day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** The query of a report: the conversation filter, plus the options some reports read (groupBy, limit). */
export type ReportQueryParams = z.input<typeof schemas.reportQuery>;

// GET /reports/dashboard
/** A figure of today and the same figure over the previous period of the same length. */
export type TrendFigure = z.output<typeof schemas.trendFigureSchema>;
/** Whatever is active at `now`, whatever the period. */
export type DashboardLive = z.output<typeof schemas.dashboardLiveSchema>;
export type DashboardToday = z.output<typeof schemas.dashboardTodaySchema>;
export type HourVolume = z.output<typeof schemas.hourVolumeSchema>;
export type DashboardReport = z.output<typeof schemas.dashboardReportSchema>;

// GET /reports/agent-performance
export type AgentPerformanceRow = z.output<typeof schemas.agentPerformanceRowSchema>;
export type AgentPerformanceTotals = z.output<typeof schemas.agentPerformanceTotalsSchema>;
/** One local day of an agent's trend (by createdAt). */
export type AgentTrendPoint = z.output<typeof schemas.agentTrendPointSchema>;
export type AgentPerformanceReport = z.output<typeof schemas.agentPerformanceReportSchema>;

// GET /reports/agent-analysis
export type LateOrEarly = z.output<typeof schemas.lateOrEarlySchema>;
export type ShiftPunctuality = z.output<typeof schemas.shiftPunctualitySchema>;
export type TimelineSegment = z.output<typeof schemas.timelineSegmentSchema>;
export type AgentAnalysisRow = z.output<typeof schemas.agentAnalysisRowSchema>;
export type AgentAnalysisTotals = z.output<typeof schemas.agentAnalysisTotalsSchema>;
export type AgentAnalysisReport = z.output<typeof schemas.agentAnalysisReportSchema>;

// GET /reports/chatbot
export type ChatbotCsat = z.output<typeof schemas.chatbotCsatSchema>;
export type HandoffReasonRow = z.output<typeof schemas.handoffReasonRowSchema>;
export type UnansweredQuestion = z.output<typeof schemas.unansweredQuestionSchema>;
export type ChatbotDay = z.output<typeof schemas.chatbotDaySchema>;
export type ChatbotReport = z.output<typeof schemas.chatbotReportSchema>;

// GET /reports/communications
/** The conversations of one channel, department, queue, category or status, by its key. */
export type VolumeGroup<K> = Omit<z.output<typeof schemas.recordVolumeSchema>, 'key'> & { key: K };
export type VolumeBucket = z.output<typeof schemas.volumeBucketSchema>;
export type CommunicationsTotals = z.output<typeof schemas.communicationsTotalsSchema>;
export type CommunicationsReport = z.output<typeof schemas.communicationsReportSchema>;
