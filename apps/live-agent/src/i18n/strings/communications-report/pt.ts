// The Communications report's strings in Portuguese, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import communications from '../../../features/communications-report/locales/pt.json';
import reports from '../../../reports/locales/pt.json';

export default { communications, reports };
