// The Communications report's strings in English, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import communications from '../../../features/communications-report/locales/en.json';
import reports from '../../../reports/locales/en.json';

export default { communications, reports };
