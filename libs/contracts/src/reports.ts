// The five report endpoints, GET /api/v1/reports/<name> (docs/demo-api.md, conversations and reports).
// Each reads the conversation filter of GET /conversations (ConversationFilterQuery) and answers with the
// period it covers. Seconds and percentages (0–100) come unrounded; null means there is nothing to compute
// the figure from (no rated chat, no bot conversation, nobody online …). Days, hours and weekdays are
// local to the organisation's time zone (`timeZone`); weekday 0 = Sunday; weeks start on Monday. The shapes are
// inferred from their schemas (./schemas/reports.ts), where each field's note is.
import type { z } from 'zod/mini';
import type {
  agentAnalysisReportSchema,
  agentAnalysisRowSchema,
  agentAnalysisTotalsSchema,
  agentPerformanceReportSchema,
  agentPerformanceRowSchema,
  agentPerformanceTotalsSchema,
  agentTrendPointSchema,
  chatbotCsatSchema,
  chatbotDaySchema,
  chatbotReportSchema,
  communicationsReportSchema,
  communicationsTotalsSchema,
  dashboardLiveSchema,
  dashboardReportSchema,
  dashboardTodaySchema,
  handoffReasonRowSchema,
  hourVolumeSchema,
  lateOrEarlySchema,
  recordVolumeSchema,
  reportPeriodSchema,
  reportQuery,
  shiftPunctualitySchema,
  timelineSegmentSchema,
  trendFigureSchema,
  unansweredQuestionSchema,
  volumeBucketSchema,
} from './schemas/reports';

/** The period a report covers: ISO strings, `to` inclusive, so both can be passed back to /conversations. */
export type ReportPeriod = z.output<typeof reportPeriodSchema>;

export const GROUP_BY = ['day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** The query of a report: the conversation filter, plus the options some reports read (groupBy, limit). */
export type ReportQueryParams = z.input<typeof reportQuery>;

// GET /reports/dashboard
/** A figure of today and the same figure over the previous period of the same length. */
export type TrendFigure = z.output<typeof trendFigureSchema>;
/** Whatever is active at `now`, whatever the period. */
export type DashboardLive = z.output<typeof dashboardLiveSchema>;
export type DashboardToday = z.output<typeof dashboardTodaySchema>;
export type HourVolume = z.output<typeof hourVolumeSchema>;
export type DashboardReport = z.output<typeof dashboardReportSchema>;

// GET /reports/agent-performance
export type AgentPerformanceRow = z.output<typeof agentPerformanceRowSchema>;
export type AgentPerformanceTotals = z.output<typeof agentPerformanceTotalsSchema>;
/** One local day of an agent's trend (by createdAt). */
export type AgentTrendPoint = z.output<typeof agentTrendPointSchema>;
export type AgentPerformanceReport = z.output<typeof agentPerformanceReportSchema>;

// GET /reports/agent-analysis
export type LateOrEarly = z.output<typeof lateOrEarlySchema>;
export type ShiftPunctuality = z.output<typeof shiftPunctualitySchema>;
export type TimelineSegment = z.output<typeof timelineSegmentSchema>;
export type AgentAnalysisRow = z.output<typeof agentAnalysisRowSchema>;
export type AgentAnalysisTotals = z.output<typeof agentAnalysisTotalsSchema>;
export type AgentAnalysisReport = z.output<typeof agentAnalysisReportSchema>;

// GET /reports/chatbot
export type ChatbotCsat = z.output<typeof chatbotCsatSchema>;
export type HandoffReasonRow = z.output<typeof handoffReasonRowSchema>;
export type UnansweredQuestion = z.output<typeof unansweredQuestionSchema>;
export type ChatbotDay = z.output<typeof chatbotDaySchema>;
export type ChatbotReport = z.output<typeof chatbotReportSchema>;

// GET /reports/communications
/** The conversations of one channel, department, queue, category or status, by its key. */
export type VolumeGroup<K> = Omit<z.output<typeof recordVolumeSchema>, 'key'> & { key: K };
export type VolumeBucket = z.output<typeof volumeBucketSchema>;
export type CommunicationsTotals = z.output<typeof communicationsTotalsSchema>;
export type CommunicationsReport = z.output<typeof communicationsReportSchema>;
