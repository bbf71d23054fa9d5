// The dashboard's and the reports' server data: their endpoints on the page's one API slice (docs/architecture.md,
// "Server data"), all reads of the product API (docs/architecture.md, Product API and metrics). Each report's
// argument is its query as the URL gives it (reportQuery), so a route's prefetch and the screen's hook ask one
// question: one cache entry, one request. The names the filter bar and the Chat Report show are the resources' own
// `/all` entries (api/resources.ts, read through src/lookups), so a write to a resource refreshes them.
import type {
  AgentAnalysisReport,
  AgentPerformanceReport,
  ChatbotReport,
  CommunicationsReport,
  ConversationRow,
  DashboardReport,
  ListPage,
} from '@live-agent/contracts';
import { api } from '@live-agent/store/api';
import { agents, departments, queues } from './resources';

/** A report's query parameters; an absent filter is left out of the URL and of the cache key. */
export type ReportArgs = Record<string, string | number | undefined>;

export const reportsApi = api
  .enhanceEndpoints({
    addTagTypes: ['Report'],
  })
  .injectEndpoints({
    endpoints: (build) => {
      /** A report's read: GET `url` of the product API with the report's query, tagged 'Report'. */
      const report = <R>(url: string) =>
        build.query<R, ReportArgs>({
          query: (params) => ({ url, params, product: true }),
          providesTags: ['Report'],
        });
      return {
        dashboard: report<DashboardReport>('/reports/dashboard'),
        chatbotReport: report<ChatbotReport>('/reports/chatbot'),
        agentPerformance: report<AgentPerformanceReport>('/reports/agent-performance'),
        agentAnalysis: report<AgentAnalysisReport>('/reports/agent-analysis'),
        communications: report<CommunicationsReport>('/reports/communications'),
        /** The Chat Report's page of rows (GET /conversations with the period, filters, search, sort and page). */
        chatReportRows: report<ListPage<ConversationRow>>('/conversations'),
      };
    },
  });

export const {
  useDashboardQuery,
  useChatbotReportQuery,
  useAgentPerformanceQuery,
  useAgentAnalysisQuery,
  useCommunicationsQuery,
  useChatReportRowsQuery,
  useLazyChatReportRowsQuery,
} = reportsApi;

/** The filter bar's names (each resource's `/all`, api/resources.ts), prefetched with a report as its URL opens. */
export const prefetchFilterNames = () => [departments.prefetchAll(), queues.prefetchAll(), agents.prefetchAll()];
