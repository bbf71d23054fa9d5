// The totals of an agent report (performance, analysis): cards named by key, their label and hint the screen's
// `<screen>.totals.<key>` and `<screen>.totalHints.<key>`; five in the first row on a wide screen and four in the
// second, every card as tall as the tallest of its row. The other reports' cards (communications, chatbot) are a
// StatCardRow of the cards a screen lists.
import type { ReactNode } from 'react';
import { Col, ConfigProvider, Row, type ColProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatCard, type StatCardProps } from '@live-agent/ui-kit';

// Cards in a row stretch to the tallest one.
const EQUAL_HEIGHT = { style: { height: '100%' } };

/** A card of the screen's totals: `total-<key>` to tests. */
export function useTotalCard(screen: string) {
  const { t } = useTranslation('liveAgent');
  return (key: string, value: string, footer?: string) => (
    <StatCard
      testId={`total-${key}`}
      label={t(`${screen}.totals.${key}`)}
      hint={t(`${screen}.totalHints.${key}`)}
      value={value}
      footer={footer}
    />
  );
}

export function TotalsGrid({ testId, first, second }: { testId: string; first: ReactNode[]; second: ReactNode[] }) {
  return (
    <ConfigProvider card={EQUAL_HEIGHT}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid={testId}>
        {first.map((node, index) => (
          <Col key={`a${index}`} xs={24} sm={12} md={8} xl={{ flex: '20%' }}>
            {node}
          </Col>
        ))}
        {second.map((node, index) => (
          <Col key={`b${index}`} xs={24} sm={12} xl={6}>
            {node}
          </Col>
        ))}
      </Row>
    </ConfigProvider>
  );
}

/**
 * A card of a report's figures: `<screen>-<id>` to tests, its label `<screen>.<labels>.<key>` and its hint
 * `<screen>.hints.<key>`.
 */
export function useStatCardOf(screen: string, labels: string) {
  const { t } = useTranslation('liveAgent');
  return (id: string, key: string, value: string, footer?: string): StatCardProps => ({
    testId: `${screen}-${id}`,
    label: t(`${screen}.${labels}.${key}`),
    value,
    hint: t(`${screen}.hints.${key}`),
    footer,
  });
}

/** A row of a report's cards, each in a column of `spans`; the screen's `className` makes them share its height. */
export function StatCardRow({
  className,
  spans,
  cards,
}: {
  className: string;
  spans: ColProps;
  cards: StatCardProps[];
}) {
  return (
    <Row gutter={[16, 16]} className={className} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col key={card.testId} {...spans}>
          <StatCard {...card} />
        </Col>
      ))}
    </Row>
  );
}
