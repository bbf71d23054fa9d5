// The Chatbot Analysis report's strings in English, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import chatbot from '../../../features/chatbot-analysis/locales/en.json';
import reports from '../../../reports/locales/en.json';

export default { chatbot, reports };
