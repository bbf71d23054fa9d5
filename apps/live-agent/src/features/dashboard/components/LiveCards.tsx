// "Right now": the conversations in each live state, the waits in the queues, recent misses, the load per
// agent and the agents by status. These look at the server's `now` whatever the heatmap's period.
import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Tooltip, Typography, theme } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AGENT_STATUSES, type DashboardLive } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { AGENT_STATUS_COLORS } from '../../../reports';
import { useFormat, StatCard } from '@live-agent/ui-kit';

const CELL = { xs: 24, sm: 12, md: 8, xl: 4 } as const;

export function LiveCards({ live }: { live: DashboardLive }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const cards: { key: string; label: string; value: string; hint: string; footer?: ReactNode }[] = [
    {
      key: 'bot',
      label: t('reports.conversationStatus.bot'),
      value: format.integer(live.bot),
      hint: t('dashboard.cards.bot.hint'),
    },
    {
      key: 'queued',
      label: t('reports.conversationStatus.queued'),
      value: format.integer(live.queued),
      hint: t('dashboard.cards.queued.hint'),
    },
    {
      key: 'open',
      label: t('reports.conversationStatus.open'),
      value: format.integer(live.open),
      hint: t('dashboard.cards.open.hint'),
    },
    {
      key: 'onHold',
      label: t('reports.conversationStatus.on_hold'),
      value: format.integer(live.onHold),
      hint: t('dashboard.cards.onHold.hint'),
    },
    {
      key: 'unassigned',
      label: t('dashboard.cards.unassigned.label'),
      value: format.integer(live.unassigned),
      hint: t('dashboard.cards.unassigned.hint'),
    },
    {
      key: 'missed',
      label: t('dashboard.cards.missed.label'),
      value: format.integer(live.missedLast30Min),
      hint: t('dashboard.cards.missed.hint'),
    },
    {
      key: 'longestWait',
      label: t('dashboard.cards.longestWait.label'),
      value: format.duration(live.longestWaitSec),
      hint: t('dashboard.cards.longestWait.hint'),
    },
    {
      key: 'avgWait',
      label: t('dashboard.cards.avgWait.label'),
      value: format.duration(live.avgWaitSec),
      hint: t('dashboard.cards.avgWait.hint'),
    },
    {
      key: 'perAgent',
      label: t('dashboard.cards.perAgent.label'),
      value: format.decimal(live.chatsPerOnlineAgent),
      hint: t('dashboard.cards.perAgent.hint'),
      footer: t('dashboard.cards.perAgent.footer', { value: format.integer(live.servingNow) }),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ key, ...card }) => (
        <Col key={key} {...CELL} className="la-dash-cell">
          <StatCard testId={`live-${key}`} {...card} />
        </Col>
      ))}
      <Col xs={24} sm={24} md={24} xl={12} className="la-dash-cell">
        <AgentsCard agents={live.agents} />
      </Col>
    </Row>
  );
}

/** The agents by status now: online and busy out of all, a stacked bar and the four counts. */
function AgentsCard({ agents }: { agents: DashboardLive['agents'] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { token } = theme.useToken();
  const working = agents.online + agents.busy;
  const hint = t('dashboard.cards.agents.hint');
  return (
    <Card size="small" data-testid="live-agents" styles={{ body: { minHeight: 96 } }}>
      <Flex gap={6} align="center">
        <Typography.Text type="secondary">{t('dashboard.cards.agents.label')}</Typography.Text>
        <Tooltip title={hint}>
          <InfoCircleOutlined aria-label={hint} style={{ color: token.colorTextTertiary }} />
        </Tooltip>
      </Flex>
      <Flex gap={8} align="baseline" wrap>
        <span data-testid="live-agents-value" style={{ fontSize: 26, fontWeight: 600, lineHeight: 1.3 }}>
          {format.integer(working)}
        </span>
        <Typography.Text type="secondary">
          {t('dashboard.cards.agents.outOf', { total: format.integer(agents.total) })}
        </Typography.Text>
      </Flex>
      <div className="la-dash-agents-bar" aria-hidden>
        {agents.total > 0
          ? AGENT_STATUSES.map((status) => (
              <span
                key={status}
                style={{ width: `${(agents[status] / agents.total) * 100}%`, background: AGENT_STATUS_COLORS[status] }}
              />
            ))
          : null}
      </div>
      <ul className="la-dash-agents-legend" aria-label={t('dashboard.cards.agents.byStatus')}>
        {AGENT_STATUSES.map((status) => (
          <li key={status} data-testid={`live-agents-${status}`}>
            <span className="la-dash-dot" style={{ background: AGENT_STATUS_COLORS[status] }} />
            <Typography.Text type="secondary">{t(`common.status.${status}`)}</Typography.Text>
            <Typography.Text strong>{format.integer(agents[status])}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
