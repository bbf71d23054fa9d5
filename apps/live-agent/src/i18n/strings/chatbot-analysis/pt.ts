// The Chatbot Analysis report's strings in Portuguese, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import chatbot from '../../../features/chatbot-analysis/locales/pt.json';
import reports from '../../../reports/locales/pt.json';

export default { chatbot, reports };
