// The figures of the invoices the list shows (search and status applied): how many, what they add up to, and
// what is still to be paid on them.
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceListStats } from '@live-agent/contracts';
import { StatCard, useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useInvoiceFormat } from '../invoice.format';

export function InvoiceStats({ stats, loading }: { stats: InvoiceListStats | null; loading: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useInvoiceFormat().money;
  const format = useFormat();
  const cards = [
    { key: 'count', value: stats ? format.integer(stats.count) : '', hint: t('invoice.stats.countHint') },
    { key: 'total', value: stats ? money(stats.total) : '', hint: t('invoice.stats.totalHint') },
    { key: 'outstanding', value: stats ? money(stats.outstanding) : '', hint: t('invoice.stats.outstandingHint') },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col xs={24} md={8} key={card.key}>
          <StatCard
            label={t(`invoice.stats.${card.key}`)}
            value={card.value}
            hint={card.hint}
            loading={loading && !stats}
            testId={`invoice-stat-${card.key}`}
          />
        </Col>
      ))}
    </Row>
  );
}
