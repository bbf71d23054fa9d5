// The Chat Report's strings in Portuguese, and the report filters'. One chunk, fetched with the screen (i18n/index.ts).
import chatReport from '../../../features/chat-report/locales/pt.json';
import reports from '../../../reports/locales/pt.json';

export default { chatReport, reports };
