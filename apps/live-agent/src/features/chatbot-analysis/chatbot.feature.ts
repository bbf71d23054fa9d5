// The chatbot report's state area and saga (GET /api/v1/reports/chatbot).
import type { ChatbotReport } from '@live-agent/contracts';
import { createReportFeature } from '../../reports';

export const chatbotFeature = createReportFeature<ChatbotReport>({ name: 'chatbot', path: '/reports/chatbot' });

/** The filters this report takes from the URL. */
export const CHATBOT_FILTERS = ['departmentId', 'queueId', 'channel'] as const;
