// The Communications report's strings in French, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import communications from '../../../features/communications-report/locales/fr.json';
import reports from '../../../reports/locales/fr.json';

export default { communications, reports };
