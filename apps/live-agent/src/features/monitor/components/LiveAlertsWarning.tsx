// The SLA warning for a screen other than the monitor (the dashboard): the alerts polled at the monitor's pace, for
// those who may read the monitor only (the API answers anyone else 403), each linking to its conversation.
import { useAppAbility } from '@live-agent/auth';
import { LIVE_ALERTS_POLL_MS, useLiveAlertsQuery } from '@live-agent/store/api';
import { SlaAlerts } from './SlaAlerts';

export function LiveAlertsWarning() {
  const ability = useAppAbility();
  const allowed = ability.can('read', 'LiveMonitor');
  const alerts = useLiveAlertsQuery(undefined, {
    skip: !allowed,
    pollingInterval: LIVE_ALERTS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  return allowed ? <SlaAlerts alerts={alerts.data ?? []} /> : null;
}
