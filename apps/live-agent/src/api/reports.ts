// The dashboard's and the reports' server data: their endpoints on the page's one API slice (docs/architecture.md,
// "Server data"), all reads of the product API (docs/architecture.md, Product API and metrics). Each report's
// argument is its query as the URL gives it (reportQuery), so a route's prefetch and the screen's hook ask one
// question: one cache entry, one request. The names the filter bar and the Chat Report show are read here too
// (GET /<resource>/all): read-only, under the resources' tags, so a write that invalidates them refreshes them.
import type {
  AgentAnalysisReport,
  AgentPerformanceReport,
  Agent,
  ChatbotReport,
  Comment,
  CommunicationsReport,
  ConversationCategory,
  ConversationRow,
  DashboardReport,
  Department,
  ListPage,
  Organization,
  Queue,
} from '@live-agent/contracts';
import { api } from '@live-agent/store/api';

/** A report's query parameters; an absent filter is left out of the URL and of the cache key. */
export type ReportArgs = Record<string, string | number | undefined>;

const report = (url: string) => (params: ReportArgs) => ({ url, params, product: true });
const all = (resource: string) => () => ({ url: `/${resource}/all`, product: true });

export const reportsApi = api
  .enhanceEndpoints({
    addTagTypes: ['Report', 'Department', 'Queue', 'Agent', 'ConversationCategory', 'Comment', 'Organization'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      dashboard: build.query<DashboardReport, ReportArgs>({
        query: report('/reports/dashboard'),
        providesTags: ['Report'],
      }),
      chatbotReport: build.query<ChatbotReport, ReportArgs>({
        query: report('/reports/chatbot'),
        providesTags: ['Report'],
      }),
      agentPerformance: build.query<AgentPerformanceReport, ReportArgs>({
        query: report('/reports/agent-performance'),
        providesTags: ['Report'],
      }),
      agentAnalysis: build.query<AgentAnalysisReport, ReportArgs>({
        query: report('/reports/agent-analysis'),
        providesTags: ['Report'],
      }),
      communications: build.query<CommunicationsReport, ReportArgs>({
        query: report('/reports/communications'),
        providesTags: ['Report'],
      }),
      /** The Chat Report's page of rows (GET /conversations with the period, filters, search, sort and page). */
      chatReportRows: build.query<ListPage<ConversationRow>, ReportArgs>({
        query: report('/conversations'),
        providesTags: ['Report'],
      }),
      departmentNames: build.query<Department[], void>({ query: all('departments'), providesTags: ['Department'] }),
      queueNames: build.query<Queue[], void>({ query: all('queues'), providesTags: ['Queue'] }),
      agentNames: build.query<Agent[], void>({ query: all('agents'), providesTags: ['Agent'] }),
      categoryNames: build.query<ConversationCategory[], void>({
        query: all('conversation-categories'),
        providesTags: ['ConversationCategory'],
      }),
      commentNames: build.query<Comment[], void>({ query: all('comments'), providesTags: ['Comment'] }),
      /** The organisation's record: its time zone, for the Chat Report whose answers carry none. */
      organization: build.query<Organization, void>({
        query: () => ({ url: '/organization', product: true }),
        transformResponse: (body: { data: Organization }) => body.data,
        providesTags: ['Organization'],
      }),
    }),
  });

export const {
  useDashboardQuery,
  useChatbotReportQuery,
  useAgentPerformanceQuery,
  useAgentAnalysisQuery,
  useCommunicationsQuery,
  useChatReportRowsQuery,
  useLazyChatReportRowsQuery,
  useDepartmentNamesQuery,
  useQueueNamesQuery,
  useAgentNamesQuery,
  useCategoryNamesQuery,
  useCommentNamesQuery,
  useOrganizationQuery,
} = reportsApi;

/** The filter bar's names, prefetched with a report as its URL opens. */
export const prefetchFilterNames = () => [
  reportsApi.util.prefetch('departmentNames', undefined, {}),
  reportsApi.util.prefetch('queueNames', undefined, {}),
  reportsApi.util.prefetch('agentNames', undefined, {}),
];
