// The product API's reports, GET /api/v1/reports/<name> (docs/demo-api.md, Reports): each reads the conversation
// filter of GET /conversations (so a report counts exactly the rows the list shows) and answers 422 naming a
// malformed parameter. The dashboard needs `read Dashboard`, the other four `read Report`.
import * as schemas from '../schemas/reports';
import { conversationFilterQuery } from '../schemas/conversations';
import { z } from '../rules/schema';
import { endpointsOn, read, type Endpoint } from './endpoint';

const READ = [read('Report')];

const { get } = endpointsOn('product', READ);

export const REPORT_ENDPOINTS: Endpoint[] = [
  get(
    '/reports/dashboard',
    'What is active now, today against the period before it, today’s volume by hour, and the heatmap of the period (the 28 days before now by default)',
    {
      access: [read('Dashboard')],
      refusesQuery: true,
      query: conversationFilterQuery,
      responses: { 200: schemas.dashboardReportSchema },
    },
  ),
  get(
    '/reports/agent-performance',
    'Totals and one row per agent over the period (7 days to now by default); a trend per day with agentId',
    { refusesQuery: true, query: conversationFilterQuery, responses: { 200: schemas.agentPerformanceReportSchema } },
  ),
  get(
    '/reports/agent-analysis',
    'Each agent’s time by status, utilisation, shift adherence and punctuality, and status timeline',
    { refusesQuery: true, query: conversationFilterQuery, responses: { 200: schemas.agentAnalysisReportSchema } },
  ),
  get(
    '/reports/chatbot',
    'The bot’s share, containment and handoffs, CSAT with and without a human, and unanswered questions',
    {
      refusesQuery: true,
      query: z.extend(conversationFilterQuery, { limit: schemas.reportQuery.shape.limit }),
      responses: { 200: schemas.chatbotReportSchema },
    },
  ),
  get(
    '/reports/communications',
    'Volumes by channel, department, queue, category, status, hour and weekday, and over time',
    {
      refusesQuery: true,
      query: z.extend(conversationFilterQuery, { groupBy: schemas.reportQuery.shape.groupBy }),
      responses: { 200: schemas.communicationsReportSchema },
    },
  ),
];
