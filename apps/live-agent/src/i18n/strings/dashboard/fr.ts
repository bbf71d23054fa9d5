// The dashboard's strings in French: its own, the report filters' and the SLA warning's (features/monitor). One chunk,
// fetched with the screen (i18n/index.ts).
import dashboard from '../../../features/dashboard/locales/fr.json';
import reports from '../../../reports/locales/fr.json';
import alerts from '../../../features/monitor/locales/alerts.fr.json';

export default { dashboard, reports, monitor: { alerts } };
