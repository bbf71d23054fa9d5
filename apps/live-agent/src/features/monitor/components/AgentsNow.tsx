// "Agents now": each agent's status (a coloured dot and its word), chats held against their limit, and how long
// they have been in that status; filtered by one department (in the URL). The status words are the shared ones.
import { memo, useMemo } from 'react';
import { Badge, Flex, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveAgent } from '@live-agent/contracts';
import { useFormat, usePagerItems } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useDepartments } from '../../../lookups/lookups';

const STATUS_BADGE: Record<LiveAgent['status'], 'success' | 'processing' | 'warning' | 'default'> = {
  online: 'success',
  busy: 'processing',
  away: 'warning',
  offline: 'default',
};

export interface AgentsNowProps {
  agents: readonly LiveAgent[];
  loading: boolean;
  departmentId: number | null;
  onDepartmentChange: (departmentId: number | null) => void;
}

export const AgentsNow = memo(function AgentsNow({
  agents,
  loading,
  departmentId,
  onDepartmentChange,
}: AgentsNowProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const pagerItems = usePagerItems();
  const departments = useDepartments();

  const columns = useMemo<TableColumnsType<LiveAgent>>(
    () => [
      { key: 'name', title: t('monitor.agents.name'), dataIndex: 'fullName' },
      {
        key: 'status',
        title: t('monitor.agents.status'),
        render: (_value, agent) => (
          <Badge status={STATUS_BADGE[agent.status]} text={t(`common.status.${agent.status}`)} />
        ),
      },
      {
        key: 'chats',
        title: t('monitor.agents.chats'),
        render: (_value, agent) =>
          t('monitor.agents.chatsOf', {
            active: format.integer(agent.activeChats),
            max: format.integer(agent.maxConcurrentChats),
          }),
      },
      {
        key: 'since',
        title: t('monitor.agents.since'),
        render: (_value, agent) => format.duration(agent.statusSec),
        responsive: ['sm'],
      },
    ],
    [t, format],
  );

  return (
    <section aria-labelledby="la-monitor-agents">
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBlock: '24px 12px' }}>
        <Typography.Title level={2} id="la-monitor-agents" style={{ margin: 0, fontSize: 18 }}>
          {t('monitor.agents.title')}
        </Typography.Title>
        <Select<number>
          aria-label={t('monitor.agents.department')}
          data-testid="filter-agentsDepartmentId"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('reports.filters.allDepartments')}
          value={departmentId ?? undefined}
          options={departments.options}
          loading={departments.loading}
          style={{ width: 200, maxWidth: '100%' }}
          onChange={(value) => onDepartmentChange(value ?? null)}
        />
      </Flex>
      <div data-testid="live-agents">
        <Table<LiveAgent>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={agents as LiveAgent[]}
          loading={loading}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true, itemRender: pagerItems }}
          locale={{ emptyText: <Typography.Text type="secondary">{t('monitor.agents.empty')}</Typography.Text> }}
        />
      </div>
    </section>
  );
});
