// The dashboard's strings in Portuguese: its own, the report filters' and the SLA warning's (features/monitor). One
// chunk, fetched with the screen (i18n/index.ts).
import dashboard from '../../../features/dashboard/locales/pt.json';
import reports from '../../../reports/locales/pt.json';
import alerts from '../../../features/monitor/locales/alerts.pt.json';

export default { dashboard, reports, monitor: { alerts } };
