// The Chatbot Analysis report's strings in German, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import chatbot from '../../../features/chatbot-analysis/locales/de.json';
import reports from '../../../reports/locales/de.json';

export default { chatbot, reports };
