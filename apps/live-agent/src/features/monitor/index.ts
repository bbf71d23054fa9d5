// The monitor's parts other screens show: the SLA warning (the dashboard's).
export { LiveAlertsWarning } from './components/LiveAlertsWarning';
