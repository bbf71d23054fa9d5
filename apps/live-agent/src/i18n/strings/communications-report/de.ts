// The Communications report's strings in German, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import communications from '../../../features/communications-report/locales/de.json';
import reports from '../../../reports/locales/de.json';

export default { communications, reports };
