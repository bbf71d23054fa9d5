// "Today so far": from local midnight (organisation time) to now, each figure with its trend against the
// previous period of the same length right before midnight (the report's `today.previousPeriod`, on the
// organisation's clock: the page's TimeZoneProvider).
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardToday, TrendFigure } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';

import { useFormat, StatCard, type StatCardProps } from '@live-agent/ui-kit';

// Six across on wide screens, as the live cards above (LiveCards.tsx), three on medium ones.
const CELL = { xs: 24, sm: 12, md: 8, xl: 4 } as const;

type Kind = 'integer' | 'duration' | 'percent';
const CARDS: {
  key: string;
  field: keyof Omit<DashboardToday, 'period' | 'previousPeriod'>;
  kind: Kind;
  better: StatCardProps['better'];
}[] = [
  { key: 'conversations', field: 'conversations', kind: 'integer', better: 'neutral' },
  // Neutral like the conversations: how many close follows how many come in, neither way is better.
  { key: 'closed', field: 'closed', kind: 'integer', better: 'neutral' },
  { key: 'firstResponse', field: 'avgFirstResponseSec', kind: 'duration', better: 'down' },
  { key: 'handle', field: 'avgHandleSec', kind: 'duration', better: 'down' },
  { key: 'csat', field: 'csatPct', kind: 'percent', better: 'up' },
  { key: 'abandoned', field: 'abandonedPct', kind: 'percent', better: 'down' },
];

export function TodayCards({ today }: { today: DashboardToday }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const comparedWith = t('dashboard.comparedWith', { from: format.time(today.previousPeriod.from) });
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map(({ key, field, kind, better }) => {
        const figure: TrendFigure = today[field];
        const show = (value: number | null) => format[kind](value);
        return (
          <Col key={key} {...CELL} className="la-dash-cell">
            <StatCard
              testId={`today-${key}`}
              label={t(`dashboard.cards.${key}.label`)}
              value={show(figure.value)}
              // Without today's figure there is no trend to speak of (and "no previous figure" would mislead).
              trendPct={figure.value === null ? undefined : figure.trendPct}
              better={better}
              hint={`${t(`dashboard.cards.${key}.hint`)} ${comparedWith}`}
              footer={t('dashboard.previous', { value: show(figure.previous) })}
            />
          </Col>
        );
      })}
    </Row>
  );
}
