// The ongoing conversations' filters: department, queue, agent (or the unassigned chats), status and channel, each
// one value written to the URL (monitorParams.ts), each select named by its label.
import { memo, useMemo } from 'react';
import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNELS, LIVE_STATUSES } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { useAgentNames, useDepartments, useQueues } from '../../../lookups/lookups';
import { UNASSIGNED, type MonitorUrl } from '../monitorParams';

type Filters = Pick<MonitorUrl, 'departmentId' | 'queueId' | 'agentId' | 'status' | 'channel'>;

export interface MonitorFiltersProps {
  values: Filters;
  onChange: (changes: Partial<Filters>) => void;
}

const SEARCH_BY_LABEL = { optionFilterProp: 'label' };

export const MonitorFilters = memo(function MonitorFilters({ values, onChange }: MonitorFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const departments = useDepartments();
  const queues = useQueues();
  const agents = useAgentNames();
  const agentOptions = useMemo(
    () => [{ value: UNASSIGNED as string | number, label: t('monitor.conversations.unassigned') }, ...agents.options],
    [agents.options, t],
  );
  const queueOptions = useMemo(
    () =>
      values.departmentId === null
        ? queues.options
        : queues.options.filter(
            (option) => queues.items.find((queue) => queue.id === option.value)?.departmentId === values.departmentId,
          ),
    [queues, values.departmentId],
  );
  const statusOptions = useMemo(
    () => LIVE_STATUSES.map((status) => ({ value: status, label: t(`reports.conversationStatus.${status}`) })),
    [t],
  );
  const channelOptions = useMemo(
    () => CHANNELS.map((channel) => ({ value: channel, label: t(`reports.channels.${channel}`) })),
    [t],
  );

  return (
    <Flex wrap gap={8} role="group" aria-label={t('monitor.filters.label')} style={{ marginBottom: 12 }}>
      <Select<number>
        aria-label={t('reports.filters.department')}
        data-testid="filter-departmentId"
        allowClear
        showSearch={SEARCH_BY_LABEL}
        placeholder={t('reports.filters.allDepartments')}
        value={values.departmentId ?? undefined}
        options={departments.options}
        loading={departments.loading}
        style={{ width: 190, maxWidth: '100%' }}
        onChange={(value) => onChange({ departmentId: value ?? null, queueId: null })}
      />
      <Select<number>
        aria-label={t('reports.filters.queue')}
        data-testid="filter-queueId"
        allowClear
        showSearch={SEARCH_BY_LABEL}
        placeholder={t('reports.filters.allQueues')}
        value={values.queueId ?? undefined}
        options={queueOptions}
        loading={queues.loading}
        style={{ width: 190, maxWidth: '100%' }}
        onChange={(value) => onChange({ queueId: value ?? null })}
      />
      <Select<string | number>
        aria-label={t('reports.filters.agent')}
        data-testid="filter-agentId"
        allowClear
        showSearch={SEARCH_BY_LABEL}
        placeholder={t('monitor.filters.allAgents')}
        value={values.agentId ?? undefined}
        options={agentOptions}
        loading={agents.loading}
        style={{ width: 210, maxWidth: '100%' }}
        onChange={(value) => onChange({ agentId: (value as number | typeof UNASSIGNED | undefined) ?? null })}
      />
      <Select
        aria-label={t('reports.filters.status')}
        data-testid="filter-status"
        allowClear
        placeholder={t('reports.filters.allStatuses')}
        value={values.status ?? undefined}
        options={statusOptions}
        style={{ width: 170, maxWidth: '100%' }}
        onChange={(value) => onChange({ status: value ?? null })}
      />
      <Select
        aria-label={t('reports.filters.channel')}
        data-testid="filter-channel"
        allowClear
        placeholder={t('reports.filters.allChannels')}
        value={values.channel ?? undefined}
        options={channelOptions}
        style={{ width: 170, maxWidth: '100%' }}
        onChange={(value) => onChange({ channel: value ?? null })}
      />
    </Flex>
  );
});
