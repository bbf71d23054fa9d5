// The live monitor's strings in Portuguese: its own, its SLA warning's and the report filters'. One chunk, fetched with
// the screen (i18n/index.ts).
import monitor from '../../../features/monitor/locales/pt.json';
import alerts from '../../../features/monitor/locales/alerts.pt.json';
import reports from '../../../reports/locales/pt.json';

export default { monitor: { ...monitor, alerts }, reports };
