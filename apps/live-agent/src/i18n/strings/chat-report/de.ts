// The Chat Report's strings in German, and the report filters'. One chunk, fetched with the screen (i18n/index.ts).
import chatReport from '../../../features/chat-report/locales/de.json';
import reports from '../../../reports/locales/de.json';

export default { chatReport, reports };
