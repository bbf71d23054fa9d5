// The chatbot report's state area and saga (GET /api/v1/reports/chatbot).
import type { ChatbotReport } from '@live-agent/contracts';

// productReport itself, not the reports index: the routes module reads this file (startEarly) and stays without the filter bar.
import { productReportFeature } from '../../reports/productReport';

export const chatbotFeature = productReportFeature<ChatbotReport>({ name: 'chatbot', path: '/reports/chatbot' });

/** The filters this report takes from the URL. */
export const CHATBOT_FILTERS = ['departmentId', 'queueId', 'channel'] as const;
