import type { MockDomain } from '../../types';
import { conversationRoutes } from './routes';

/**
 * Conversations, messages, contacts and the report endpoints (/reports/dashboard, agent-performance,
 * agent-analysis, chatbot, communications; reports/) of the live-agent product (docs/demo-api.md,
 * conversations and reports). No Mirage
 * models and no seed: the 20,000+ conversations live in plain arrays generated on first use (store.ts),
 * built from the live-agent records, so this domain is registered after the live-agent domain.
 */
export const conversationsDomain: MockDomain = {
  name: 'conversations',
  kind: 'product',
  routes: conversationRoutes,
};

export { createConversationHistory, type ConversationHistory, type ConversationHistoryOptions } from './generator';
export {
  conversationStoreFor,
  resetConversationStore,
  buildConversationStore,
  readHistorySources,
  configureConversations,
  syncAgentStatuses,
  ConversationStore,
} from './store';
export {
  advanceSimulation,
  startConversationSimulation,
  STEP_MS as SIMULATION_STEP_MS,
  type SimulationSummary,
} from './simulation';
export {
  REPORTS,
  dashboardReport,
  agentPerformanceReport,
  agentAnalysisReport,
  chatbotReport,
  communicationsReport,
  type ReportName,
  type ReportSource,
  type DashboardReport,
  type AgentPerformanceReport,
  type AgentAnalysisReport,
  type ChatbotReport,
  type CommunicationsReport,
} from './reports';
