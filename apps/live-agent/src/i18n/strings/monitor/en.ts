// The live monitor's strings in English: its own, its SLA warning's and the report filters'. One chunk, fetched with
// the screen (i18n/index.ts).
import monitor from '../../../features/monitor/locales/en.json';
import alerts from '../../../features/monitor/locales/alerts.en.json';
import reports from '../../../reports/locales/en.json';

export default { monitor: { ...monitor, alerts }, reports };
