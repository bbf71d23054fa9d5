// One statistics or analytics card: its title, a period picker where it has one, a skeleton while its figures
// load, and an error with a retry when they fail, so each card of a screen stands on its own. Choosing another
// period asks for that card only (one cache entry per card and period of the API slice: a route's prefetch of the
// first period is the card's own question).
import { useState, type ReactNode } from 'react';
import { Button, Card, Result, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CARD_PERIODS, type CardData, type CardPeriod } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
// Through the package, not ../i18n: this entry is bundled into each remote, and the package root is the
// shared singleton.
import { UI_NAMESPACE } from '@live-agent/ui-kit';
import { FIRST_CARD_PERIOD, cardsApi, type CardKind } from '@live-agent/ui-kit/card-requests';
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
  const [period, setPeriod] = useState<CardPeriod>(FIRST_CARD_PERIOD);
  const result = cardsApi.useCardQuery({ kind, card, period });
  const { status, error, reload } = queryView(result, describeApiError);
  // Only this period's figures: another period's stay off the card while its own load.
  const data = result.currentData ?? null;
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
      {status === 'error' && !data ? (
        <Result
          status="warning"
          className="data-card-error"
          title={t('cards.failed')}
          subTitle={error?.join(' ')}
          extra={
            <Button size="small" onClick={reload}>
              {t('cards.retry')}
            </Button>
          }
        />
      ) : data ? (
        <div aria-busy={status === 'loading'}>{children(data)}</div>
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
