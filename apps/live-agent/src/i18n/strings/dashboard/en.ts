// The dashboard's strings in English: its own, the report filters' and the SLA warning's (features/monitor). One chunk,
// fetched with the screen (i18n/index.ts).
import dashboard from '../../../features/dashboard/locales/en.json';
import reports from '../../../reports/locales/en.json';
import alerts from '../../../features/monitor/locales/alerts.en.json';

export default { dashboard, reports, monitor: { alerts } };
