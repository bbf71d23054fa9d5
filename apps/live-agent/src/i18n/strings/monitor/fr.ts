// The live monitor's strings in French: its own, its SLA warning's and the report filters'. One chunk, fetched with the
// screen (i18n/index.ts).
import monitor from '../../../features/monitor/locales/fr.json';
import alerts from '../../../features/monitor/locales/alerts.fr.json';
import reports from '../../../reports/locales/fr.json';

export default { monitor: { ...monitor, alerts }, reports };
