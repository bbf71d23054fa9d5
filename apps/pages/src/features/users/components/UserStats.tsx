// The four statistics cards above the users list, counted from every user (the allUsers query), so they
// do not change with the table's filters.
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { User } from '@live-agent/contracts';
import { StatCard, useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

export function UserStats({ users, loading }: { users: User[]; loading: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const count = (status?: User['status']) => users.filter((user) => !status || user.status === status).length;
  const cards = [
    { key: 'total', value: count() },
    { key: 'active', value: count('active') },
    { key: 'pending', value: count('pending') },
    { key: 'inactive', value: count('inactive') },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} lg={6}>
          <StatCard
            label={t(`users.stats.${card.key}`)}
            hint={t(`users.stats.${card.key}Hint`)}
            value={format.integer(card.value)}
            loading={loading}
            testId={`stat-${card.key}`}
          />
        </Col>
      ))}
    </Row>
  );
}
