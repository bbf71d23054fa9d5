// Exposed as `liveAgent/routes`: small on purpose (no page code), so the shell pays little to read it.
// Agents, Departments, Queues and Shifts are tabs of one screen with one URL each, so a tab can be bookmarked.
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { liveAlertsApi } from '@live-agent/store/api';
import { lazyPage, type RemoteRoute, type RouteOpenedAt } from '@live-agent/ui-kit';
import { prefetchFilterNames, reportsApi, type ReportArgs } from './api/reports';
import { whenOrganizationDayKnown } from './reports/organizationDay';
import { dashboardQuery } from './features/dashboard/dashboardView';
import { chatReportQuery } from './features/chat-report/chatReportParams';
import { ANALYSIS_FILTERS, CHATBOT_FILTERS, PERFORMANCE_FILTERS, reportQuery } from './reports/reportQuery';
import { registerFeatureTranslations, registerTranslations, type ScreenStrings } from './i18n';
import { organizationLookup, prefetchList } from './crud/lists';
import * as resources from './api/resources';
import { liveApi } from './api/live';
import { agentsQuery, conversationsQuery, monitorUrlOf } from './features/monitor/monitorParams';

registerTranslations();

/**
 * A lazy page that waits for its screen's strings in the page's language (`part`, one chunk per language, fetched
 * beside its code: i18n/index.ts). Its route also names them as its `handle.preload` (`strings`), so the shell starts
 * them as the URL opens and when the pointer rests on the menu item, as it did for every screen's text at once when
 * they were one chunk.
 */
const page = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>, part: ScreenStrings) => {
  const strings = () => registerFeatureTranslations(part);
  return Object.assign(lazyPage(load, strings), { strings });
};

const DashboardPage = page(() => import('./features/dashboard/DashboardPage'), 'dashboard');
const AgentPerformancePage = page(
  () => import('./features/agent-performance/AgentPerformancePage'),
  'agent-performance',
);
const AgentAnalysisPage = page(() => import('./features/agent-analysis/AgentAnalysisPage'), 'agent-analysis');
const ChatbotAnalysisPage = page(() => import('./features/chatbot-analysis/ChatbotAnalysisPage'), 'chatbot-analysis');
const ChatReportPage = page(() => import('./features/chat-report/ChatReportPage'), 'chat-report');
const CommunicationsReportPage = page(
  () => import('./features/communications-report/CommunicationsReportPage'),
  'communications-report',
);
const AdminsPage = page(() => import('./features/admins/AdminsPage'), 'team');
const AgentsPage = page(() => import('./features/agents/AgentsPage'), 'team');
const ConversationTemplatesPage = page(
  () => import('./features/conversation-templates/ConversationTemplatesPage'),
  'conversation-templates',
);
const GeneralSettingsPage = page(() => import('./features/settings-general/GeneralSettingsPage'), 'settings');
const WorkingTimesPage = page(() => import('./features/working-times/WorkingTimesPage'), 'settings');
const CommentsPage = page(() => import('./features/comments/CommentsPage'), 'settings');
const ConversationCategoriesPage = page(
  () => import('./features/conversation-categories/ConversationCategoriesPage'),
  'settings',
);
const MonitorPage = page(() => import('./features/monitor/MonitorPage'), 'monitor');
const InboxPage = page(() => import('./features/inbox/InboxPage'), 'inbox');

type ReportEndpoint = 'dashboard' | 'chatbotReport' | 'agentPerformance' | 'agentAnalysis' | 'chatReportRows';

/**
 * A report screen's first queries, asked for as its URL opens (the route's prefetch, docs/architecture.md, "Server
 * data"): its figures, with the argument the page reads from the same URL, and its filter bar's names. The page's
 * hooks find them asked: one request each.
 */
const prefetchReport =
  (endpoint: ReportEndpoint, argsOf: (search: URLSearchParams) => Record<string, string | number | undefined>) =>
  ({ search }: RouteOpenedAt) => [reportsApi.util.prefetch(endpoint, argsOf(search), {}), ...prefetchFilterNames()];
/** The same for a report over a period: its days are the organisation's (reports/organizationDay.tsx). */
const prefetchPeriodReport =
  (endpoint: ReportEndpoint, argsOf: (search: URLSearchParams, today: string) => ReportArgs) =>
  ({ search }: RouteOpenedAt) => [
    whenOrganizationDayKnown((today) => reportsApi.util.prefetch(endpoint, argsOf(search, today), {})),
    ...prefetchFilterNames(),
  ];
const byFilters = (filters: readonly string[]) => (search: URLSearchParams, today: string) =>
  reportQuery(search, filters, today);

const AGENT = { action: 'read', subject: 'Agent' } as const;
const SETTINGS = { action: 'read', subject: 'Settings' } as const;
const REPORT = { action: 'read', subject: 'Report' } as const;

export const routes: RemoteRoute[] = [
  { path: '/live-agent', element: <Navigate to="/live-agent/dashboard" replace /> },
  {
    path: '/live-agent/dashboard',
    handle: {
      ability: { action: 'read', subject: 'Dashboard' },
      titleKey: 'screens.dashboard',
      // Its SLA warning's alerts too, for those who may read the monitor (the API answers anyone else 403): asked
      // with the figures, the warning comes with the first frame instead of a round trip after it.
      prefetch: (at) => [
        ...prefetchReport('dashboard', dashboardQuery)(at),
        ...(at.can?.('read', 'LiveMonitor') ? [liveAlertsApi.util.prefetch('liveAlerts', undefined, {})] : []),
      ],
      preload: DashboardPage.strings,
    },
    element: <DashboardPage />,
  },
  {
    path: '/live-agent/monitor',
    handle: {
      ability: { action: 'read', subject: 'LiveMonitor' },
      titleKey: 'screens.monitor',
      // The lists the screen polls, with the arguments it reads from the same URL (one request each).
      prefetch: ({ search }) => {
        const url = monitorUrlOf(search);
        return [
          liveApi.util.prefetch('liveConversations', conversationsQuery(url), {}),
          liveApi.util.prefetch('liveAgents', agentsQuery(url), {}),
          liveAlertsApi.util.prefetch('liveAlerts', undefined, {}),
        ];
      },
      preload: MonitorPage.strings,
    },
    element: <MonitorPage />,
  },
  {
    // The agent's workspace (docs/demo-api.md, Agent inbox): agents, and admins linked to an agent record.
    path: '/live-agent/inbox',
    handle: {
      ability: { action: 'read', subject: 'AgentDesk' },
      titleKey: 'screens.inbox',
      preload: InboxPage.strings,
    },
    element: <InboxPage />,
  },
  {
    path: '/live-agent/admins',
    handle: {
      ability: { action: 'read', subject: 'Admin' },
      titleKey: 'screens.admins',
      prefetch: prefetchList('admins', [resources.departments]),
      preload: AdminsPage.strings,
    },
    element: <AdminsPage />,
  },
  {
    path: '/live-agent/agents',
    handle: {
      ability: AGENT,
      titleKey: 'screens.agents',
      prefetch: prefetchList('agents', [resources.departments, resources.queues, resources.shifts]),
      preload: AgentsPage.strings,
    },
    element: <AgentsPage tab="agents" />,
  },
  {
    path: '/live-agent/agents/departments',
    handle: {
      ability: AGENT,
      titleKey: 'screens.departments',
      prefetch: prefetchList('departments', [resources.workingTimes]),
      preload: AgentsPage.strings,
    },
    element: <AgentsPage tab="departments" />,
  },
  {
    path: '/live-agent/agents/queues',
    handle: {
      ability: AGENT,
      titleKey: 'screens.queues',
      prefetch: prefetchList('queues', [resources.departments]),
      preload: AgentsPage.strings,
    },
    element: <AgentsPage tab="queues" />,
  },
  {
    path: '/live-agent/agents/shifts',
    handle: {
      ability: AGENT,
      titleKey: 'screens.shifts',
      prefetch: prefetchList('shifts', [organizationLookup]),
      preload: AgentsPage.strings,
    },
    element: <AgentsPage tab="shifts" />,
  },
  {
    path: '/live-agent/conversation-templates',
    handle: {
      ability: { action: 'read', subject: 'ConversationTemplate' },
      titleKey: 'screens.conversationTemplates',
      prefetch: prefetchList('templates', [resources.departments, resources.categories, organizationLookup]),
      preload: ConversationTemplatesPage.strings,
    },
    element: <ConversationTemplatesPage />,
  },
  {
    path: '/live-agent/chatbot-analysis',
    handle: {
      ability: REPORT,
      titleKey: 'screens.chatbotAnalysis',
      prefetch: prefetchPeriodReport('chatbotReport', byFilters(CHATBOT_FILTERS)),
      preload: ChatbotAnalysisPage.strings,
    },
    element: <ChatbotAnalysisPage />,
  },
  {
    path: '/live-agent/agent-performance',
    handle: {
      ability: REPORT,
      titleKey: 'screens.agentPerformance',
      prefetch: prefetchPeriodReport('agentPerformance', byFilters(PERFORMANCE_FILTERS)),
      preload: AgentPerformancePage.strings,
    },
    element: <AgentPerformancePage />,
  },
  {
    path: '/live-agent/agent-analysis',
    handle: {
      ability: REPORT,
      titleKey: 'screens.agentAnalysis',
      prefetch: prefetchPeriodReport('agentAnalysis', byFilters(ANALYSIS_FILTERS)),
      preload: AgentAnalysisPage.strings,
    },
    element: <AgentAnalysisPage />,
  },
  {
    path: '/live-agent/chat-report',
    handle: {
      ability: REPORT,
      titleKey: 'screens.chatReport',
      prefetch: prefetchPeriodReport('chatReportRows', chatReportQuery),
      preload: ChatReportPage.strings,
    },
    element: <ChatReportPage />,
  },
  {
    path: '/live-agent/communications-report',
    handle: { ability: REPORT, titleKey: 'screens.communicationsReport', preload: CommunicationsReportPage.strings },
    element: <CommunicationsReportPage />,
  },
  {
    path: '/live-agent/settings/general',
    handle: {
      ability: SETTINGS,
      titleKey: 'screens.settingsGeneral',
      prefetch: () => [organizationLookup.prefetchAll()],
      preload: GeneralSettingsPage.strings,
    },
    element: <GeneralSettingsPage />,
  },
  {
    path: '/live-agent/settings/working-times',
    handle: {
      ability: SETTINGS,
      titleKey: 'screens.workingTimes',
      prefetch: prefetchList('workingTimes', [resources.departments]),
      preload: WorkingTimesPage.strings,
    },
    element: <WorkingTimesPage />,
  },
  {
    path: '/live-agent/settings/comments',
    handle: {
      ability: SETTINGS,
      titleKey: 'screens.comments',
      prefetch: prefetchList('comments', [resources.departments]),
      preload: CommentsPage.strings,
    },
    element: <CommentsPage />,
  },
  {
    path: '/live-agent/settings/conversation-categories',
    handle: {
      ability: SETTINGS,
      titleKey: 'screens.conversationCategories',
      prefetch: prefetchList('categories', [resources.departments]),
      preload: ConversationCategoriesPage.strings,
    },
    element: <ConversationCategoriesPage />,
  },
];

/** The screen the menu opens first, fetched by the shell on the user's intent (RemoteRoutesModule.preload). */
export const preload = () => DashboardPage.preload();
