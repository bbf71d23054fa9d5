// The five report endpoints (docs/demo-api.md, conversations and reports) as pure functions, one module
// each (dashboard, agent-performance, agent-analysis, chatbot, communications): store + directory +
// filter → report JSON; period.ts, shared.ts and cache.ts hold what they share. The routes only parse
// and call these. Every figure comes from the metric engine's formulas (../metrics.ts) over exactly
// the conversations `GET /conversations` lists for the same filter (store.query), so a report
// and the list always agree. Decisions:
// - The period: `from`/`to` read by the same parser as /conversations (so the same rows); without them
//   the 7 days ending at the store's `now` (the dashboard's heatmap: 28 days). Responses give
//   `period: { from, to }` with `to` inclusive (the last millisecond): passing both strings back to
//   /conversations lists exactly the rows behind the report.
// - Conversation figures count the conversations *created* in the period (as /conversations does).
//   Time figures (status time, serving, adherence) are clipped to the period and never run past `now`;
//   serving time also counts chats created up to a day before the period.
// - Every filter /conversations accepts applies to every report's conversations. Agent rows: the
//   agents of the agentId filter that belong to the filtered departments / queues or held (or
//   transferred) one of the filtered conversations; inactive agents only when they have something to show.
// - Dashboard: the live cards look at `now` whatever the period (the period only sets the heatmap);
//   today = local midnight to now, its trends against previousPeriod() (the same length right before).
// - Days, hours and weekdays are local to the organisation's time zone (the history's `timeZone`, in
//   every response); weekday 0 = Sunday; weeks start on Monday; dates are 'YYYY-MM-DD'.
// - Numbers: seconds and percentages unrounded (0–100; rounding is the screen's job, as in metrics.ts);
//   null where there is no data (no rated chat, no bot conversation, nobody online …).
// - A transferred chat counts for the agent who holds it last (as in metrics.ts), its messages too;
//   `transferred` counts the chats an agent passed on. An agent's `missed` = missed chats of their
//   departments that arrived while they were online (status online: free to take chats); the SLA share
//   compares the first response time (../metrics.ts) with the queue's slaFirstResponseSec.
// - Messages are never stored, so their counts come from messageMix(), the closed form of the
//   transcript buildMessages() rebuilds (tested against it). They count with their conversation, i.e.
//   on the day it was created. Private notes are neither incoming nor outgoing.
// - Speed: each report answers over the whole history within 100 ms thanks to the per-history cache
//   (cache.ts), which the store tells about in-place changes of the live simulation.
import type { ConversationFilter } from '../filters';
import { agentAnalysisReport } from './agent-analysis';
import { agentPerformanceReport } from './agent-performance';
import { chatbotReport } from './chatbot';
import { communicationsReport } from './communications';
import { dashboardReport } from './dashboard';
import type { ReportOptions, ReportSource } from './period';

export { agentAnalysisReport, agentPerformanceReport, chatbotReport, communicationsReport, dashboardReport };
// The answers' shapes are the contracts' (docs/architecture.md, Contracts).
export type {
  AgentAnalysisReport,
  AgentPerformanceReport,
  ChatbotReport,
  CommunicationsReport,
  DashboardReport,
} from '@live-agent/contracts';
export { parseReportOptions, type ReportDirectory, type ReportOptions, type ReportSource } from './period';

export type ReportName = 'dashboard' | 'agent-performance' | 'agent-analysis' | 'chatbot' | 'communications';
export type ReportBuilder = (source: ReportSource, filter: ConversationFilter, options: ReportOptions) => object;

/** GET /reports/<name>. */
export const REPORTS: Record<ReportName, ReportBuilder> = {
  dashboard: dashboardReport,
  'agent-performance': agentPerformanceReport,
  'agent-analysis': agentAnalysisReport,
  chatbot: chatbotReport,
  communications: communicationsReport,
};
