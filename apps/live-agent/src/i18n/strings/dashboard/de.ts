// The dashboard's strings in German: its own, the report filters' and the SLA warning's (features/monitor). One chunk,
// fetched with the screen (i18n/index.ts).
import dashboard from '../../../features/dashboard/locales/de.json';
import reports from '../../../reports/locales/de.json';
import alerts from '../../../features/monitor/locales/alerts.de.json';

export default { dashboard, reports, monitor: { alerts } };
