// The SLA bell in the navbar: for those who may read the live monitor (admins; the API answers anyone else 403) while
// the live-agent remote is on. Its badge counts the queues past their wait target (GET /live/alerts, polled at the
// monitor's pace while the tab is visible); its dropdown lists them, each linking to the chat waiting longest, opened
// in the monitor's side panel.
import { Empty, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LiveAlert } from '@live-agent/contracts';
import { LIVE_ALERTS_POLL_MS, useLiveAlertsQuery } from '@live-agent/store/api';
import { useFormat } from '@live-agent/ui-kit';
import { useRemoteFeature } from '../presenter';
import { NavbarPanelButton } from '../../shared/NavbarPanelButton';

const NONE: LiveAlert[] = [];

export const monitorPathOf = (conversationId: number) => `/live-agent/monitor?conversation=${conversationId}`;

export function NavbarLiveAlerts() {
  if (!useRemoteFeature('liveAgent', 'read', 'LiveMonitor')) return null;
  return <AlertsBell />;
}

function AlertsBell() {
  const { t } = useTranslation('shell');
  const { data = NONE } = useLiveAlertsQuery(undefined, {
    pollingInterval: LIVE_ALERTS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const count = data.length;
  return (
    <NavbarPanelButton
      panel={(close) => <AlertsPanel alerts={data} close={close} />}
      label={t('liveAlerts.button', { count })}
      testId="navbar-live-alerts"
      count={count}
      icon={<BellOutlined style={{ fontSize: 18 }} />}
    />
  );
}

function AlertsPanel({ alerts, close }: { alerts: readonly LiveAlert[]; close: () => void }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  return (
    <div style={{ width: 'min(320px, calc(100vw - 32px))' }} data-testid="navbar-live-alerts-panel">
      <Typography.Text strong>{t('liveAlerts.title')}</Typography.Text>
      {alerts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('liveAlerts.empty')} />
      ) : (
        <ul aria-label={t('liveAlerts.title')} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {alerts.map((alert) => (
            <li key={alert.queueId} style={{ paddingBlock: 6 }}>
              <Link to={monitorPathOf(alert.conversationId)} onClick={close}>
                {alert.queueName}
              </Link>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('liveAlerts.line', {
                  wait: format.duration(alert.longestWaitSec),
                  target: format.duration(alert.slaTargetSec),
                  count: alert.waitingCount,
                })}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
