// One card of the dashboard: its title, a period picker where it has one, a skeleton while its figures load, and an
// error with a retry when they fail, so each card stands on its own.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Result, Select, Skeleton, Typography } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { CARD_PERIODS, type CardData, type CardPeriod } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import type { CardKind } from '../cards.api';
import { cardKey, loadCard, selectCardsState } from '../cards.slice';

interface Props {
  kind: CardKind;
  card: string;
  title: string;
  /** Whether the user can change the period (otherwise the last 28 days). */
  withPeriod?: boolean;
  className?: string;
  children: (data: CardData) => ReactNode;
}

export function DashboardCard({ kind, card, title, withPeriod = false, className, children }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useDispatch();
  const [period, setPeriod] = useState<CardPeriod>('last-28-days');
  const entry = useSelector(selectCardsState).entries[cardKey(kind, card)];
  const reload = () => dispatch(loadCard({ kind, card, period }));

  useEffect(() => {
    dispatch(loadCard({ kind, card, period }));
  }, [dispatch, kind, card, period]);

  const data = entry?.data && entry.data.period === period ? entry.data : null;
  const extra = withPeriod ? (
    <Select
      size="small"
      value={period}
      onChange={setPeriod}
      aria-label={t('dashboard.periodOf', { card: title })}
      options={CARD_PERIODS.map((value) => ({ value, label: t(`dashboard.periods.${value}`) }))}
      popupMatchSelectWidth={false}
      data-testid={`period-${card}`}
    />
  ) : null;

  return (
    <Card
      size="small"
      className={`dashboard-card ${className ?? ''}`}
      title={<Typography.Title level={2} className="dashboard-card-title">{title}</Typography.Title>}
      extra={extra}
      data-testid={`card-${card}`}
    >
      {entry?.status === 'error' && !data ? (
        <Result
          status="warning"
          className="dashboard-card-error"
          title={t('dashboard.failed')}
          subTitle={entry.error?.join(' ')}
          extra={<Button size="small" onClick={reload}>{t('common.retry')}</Button>}
        />
      ) : data ? (
        <div aria-busy={entry?.status === 'loading'}>{children(data)}</div>
      ) : (
        <Flex vertical aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </Flex>
      )}
    </Card>
  );
}
