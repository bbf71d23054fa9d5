// The live monitor's strings in German: its own, its SLA warning's and the report filters'. One chunk, fetched with the
// screen (i18n/index.ts).
import monitor from '../../../features/monitor/locales/de.json';
import alerts from '../../../features/monitor/locales/alerts.de.json';
import reports from '../../../reports/locales/de.json';

export default { monitor: { ...monitor, alerts }, reports };
