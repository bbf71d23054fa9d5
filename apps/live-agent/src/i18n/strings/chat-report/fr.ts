// The Chat Report's strings in French, and the report filters'. One chunk, fetched with the screen (i18n/index.ts).
import chatReport from '../../../features/chat-report/locales/fr.json';
import reports from '../../../reports/locales/fr.json';

export default { chatReport, reports };
