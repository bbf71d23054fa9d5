// The chatbot report's state area and saga (GET /api/v1/reports/chatbot).
import { productReportFeature } from '../../reports';
import type { ChatbotReport } from './chatbot.types';

export const chatbotFeature = productReportFeature<ChatbotReport>({ name: 'chatbot', path: '/reports/chatbot' });

/** The filters this report takes from the URL. */
export const CHATBOT_FILTERS = ['departmentId', 'queueId', 'channel'] as const;
