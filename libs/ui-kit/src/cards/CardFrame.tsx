// One statistics or analytics card: its title, a period picker where it has one, a skeleton while its figures
// load, and an error with a retry when they fail, so each card of a screen stands on its own. Choosing another
// period asks for that card only.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Result, Select, Skeleton, Typography } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { CARD_PERIODS, type CardData, type CardPeriod } from '@live-agent/contracts';
// Through the package, not ../i18n: this entry is bundled into each remote, and the package root is the
// shared singleton.
import { FIRST_CARD_PERIOD, UI_NAMESPACE, fetchCard, type CardKind } from '@live-agent/ui-kit';
import type { EarlyContext } from '@live-agent/auth';
import { useEarlyStart } from '@live-agent/store';
import { cardKey, loadCard, selectCardsState } from './cards.slice';
import './cards.css';

export interface CardFrameProps {
  kind: CardKind;
  card: string;
  title: string;
  /** Whether the user can change the period (otherwise the last 28 days). */
  withPeriod?: boolean;
  className?: string;
  children: (data: CardData) => ReactNode;
}

export function CardFrame({ kind, card, title, withPeriod = false, className, children }: CardFrameProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const dispatch = useDispatch();
  const [period, setPeriod] = useState<CardPeriod>(FIRST_CARD_PERIOD);
  // Only this card's entry: selecting the whole area would redraw every card (and its chart) on each answer.
  const entry = useSelector((root: Record<string, unknown>) => selectCardsState(root).entries[cardKey(kind, card)]);
  const reload = () => dispatch(loadCard({ kind, card, period }));

  // Asked for while the card first renders; the load below takes that answer over (docs/architecture.md,
  // "First requests start with the render").
  useEarlyStart(({ api }: EarlyContext) => fetchCard(api, kind, card, period));

  useEffect(() => {
    dispatch(loadCard({ kind, card, period }));
  }, [dispatch, kind, card, period]);

  const data = entry?.data && entry.data.period === period ? entry.data : null;
  const extra = withPeriod ? (
    <Select
      size="small"
      value={period}
      onChange={setPeriod}
      aria-label={t('cards.periodOf', { card: title })}
      options={CARD_PERIODS.map((value) => ({ value, label: t(`cards.periods.${value}`) }))}
      popupMatchSelectWidth={false}
      data-testid={`period-${card}`}
    />
  ) : null;

  return (
    <Card
      size="small"
      className={`data-card ${className ?? ''}`}
      title={
        <Typography.Title level={2} className="data-card-title">
          {title}
        </Typography.Title>
      }
      extra={extra}
      data-testid={`card-${card}`}
    >
      {entry?.status === 'error' && !data ? (
        <Result
          status="warning"
          className="data-card-error"
          title={t('cards.failed')}
          subTitle={entry.error?.join(' ')}
          extra={
            <Button size="small" onClick={reload}>
              {t('cards.retry')}
            </Button>
          }
        />
      ) : data ? (
        <div aria-busy={entry?.status === 'loading'}>{children(data)}</div>
      ) : (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('cards.loading', { card: title })}
          data-testid={`card-loading-${card}`}
        >
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      )}
    </Card>
  );
}
