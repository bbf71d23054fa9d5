// The Chatbot Analysis report's strings in French, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import chatbot from '../../../features/chatbot-analysis/locales/fr.json';
import reports from '../../../reports/locales/fr.json';

export default { chatbot, reports };
