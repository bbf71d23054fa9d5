// The Chat Report's strings in English, and the report filters'. One chunk, fetched with the screen (i18n/index.ts).
import chatReport from '../../../features/chat-report/locales/en.json';
import reports from '../../../reports/locales/en.json';

export default { chatReport, reports };
