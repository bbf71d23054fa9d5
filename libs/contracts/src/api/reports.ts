// The product API's reports, GET /api/v1/reports/<name> (docs/demo-api.md, Reports): each reads the conversation
// filter of GET /conversations (so a report counts exactly the rows the list shows) and answers 422 naming a
// malformed parameter. The dashboard needs `read Dashboard`, the other four `read Report`.
import {
  agentAnalysisReportSchema,
  agentPerformanceReportSchema,
  chatbotReportSchema,
  communicationsReportSchema,
  dashboardReportSchema,
  reportQuery,
} from '../schemas/reports';
import { conversationFilterQuery } from '../schemas/conversations';
import { z } from '../rules/schema';
import { read, type Endpoint } from './endpoint';

const READ = [read('Report')];

export const REPORT_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/reports/dashboard',
    api: 'product',
    summary:
      'What is active now, today against the period before it, today’s volume by hour, and the heatmap of the period (the 28 days before now by default)',
    access: [read('Dashboard')],
    refusesQuery: true,
    query: conversationFilterQuery,
    responses: { 200: dashboardReportSchema },
  },
  {
    method: 'GET',
    path: '/reports/agent-performance',
    api: 'product',
    summary: 'Totals and one row per agent over the period (7 days to now by default); a trend per day with agentId',
    access: READ,
    refusesQuery: true,
    query: conversationFilterQuery,
    responses: { 200: agentPerformanceReportSchema },
  },
  {
    method: 'GET',
    path: '/reports/agent-analysis',
    api: 'product',
    summary: 'Each agent’s time by status, utilisation, shift adherence and punctuality, and status timeline',
    access: READ,
    refusesQuery: true,
    query: conversationFilterQuery,
    responses: { 200: agentAnalysisReportSchema },
  },
  {
    method: 'GET',
    path: '/reports/chatbot',
    api: 'product',
    summary: 'The bot’s share, containment and handoffs, CSAT with and without a human, and unanswered questions',
    access: READ,
    refusesQuery: true,
    query: z.extend(conversationFilterQuery, { limit: reportQuery.shape.limit }),
    responses: { 200: chatbotReportSchema },
  },
  {
    method: 'GET',
    path: '/reports/communications',
    api: 'product',
    summary: 'Volumes by channel, department, queue, category, status, hour and weekday, and over time',
    access: READ,
    refusesQuery: true,
    query: z.extend(conversationFilterQuery, { groupBy: reportQuery.shape.groupBy }),
    responses: { 200: communicationsReportSchema },
  },
];
