// The queues whose longest wait passed their target (GET /live/alerts): one warning with a line per queue and a link
// to the chat waiting longest. Shown on the monitor and on the dashboard; nothing when no queue is late.
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LiveAlert } from '@live-agent/contracts';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

export const monitorPathOf = (conversationId: number) => `/live-agent/monitor?conversation=${conversationId}`;

export function SlaAlerts({ alerts, onOpen }: { alerts: readonly LiveAlert[]; onOpen?: (id: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  if (alerts.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      data-testid="sla-alerts"
      title={t('monitor.alerts.title', { count: alerts.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {alerts.map((alert) => (
            <li key={alert.queueId}>
              <Typography.Text>
                {t('monitor.alerts.line', {
                  queue: alert.queueName,
                  wait: format.duration(alert.longestWaitSec),
                  target: format.duration(alert.slaTargetSec),
                  over: format.integer(alert.overSlaCount),
                  waiting: format.integer(alert.waitingCount),
                })}{' '}
              </Typography.Text>
              {/* Underlined: a link within a sentence is told apart by more than its colour. */}
              <Link
                to={monitorPathOf(alert.conversationId)}
                style={{ textDecoration: 'underline' }}
                onClick={
                  onOpen
                    ? (event) => {
                        event.preventDefault();
                        onOpen(alert.conversationId);
                      }
                    : undefined
                }
              >
                {t('monitor.alerts.open', { queue: alert.queueName })}
              </Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}
