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

  // One select a filter, in order: its accessible name, the placeholder that means all, and the width.
  const selects: Array<{
    name: keyof Filters;
    label: string;
    allLabel: string;
    options: { value: string | number; label: string }[];
    loading?: boolean;
    width: number;
    search?: boolean;
    onChange: (value: string | number | undefined) => void;
  }> = [
    {
      name: 'departmentId',
      label: t('reports.filters.department'),
      allLabel: t('reports.filters.allDepartments'),
      options: departments.options,
      loading: departments.loading,
      width: 190,
      search: true,
      onChange: (value) => onChange({ departmentId: (value as number | undefined) ?? null, queueId: null }),
    },
    {
      name: 'queueId',
      label: t('reports.filters.queue'),
      allLabel: t('reports.filters.allQueues'),
      options: queueOptions,
      loading: queues.loading,
      width: 190,
      search: true,
      onChange: (value) => onChange({ queueId: (value as number | undefined) ?? null }),
    },
    {
      name: 'agentId',
      label: t('reports.filters.agent'),
      allLabel: t('monitor.filters.allAgents'),
      options: agentOptions,
      loading: agents.loading,
      width: 210,
      search: true,
      onChange: (value) => onChange({ agentId: (value as number | typeof UNASSIGNED | undefined) ?? null }),
    },
    {
      name: 'status',
      label: t('reports.filters.status'),
      allLabel: t('reports.filters.allStatuses'),
      options: statusOptions,
      width: 170,
      onChange: (value) => onChange({ status: (value as Filters['status'] | undefined) ?? null }),
    },
    {
      name: 'channel',
      label: t('reports.filters.channel'),
      allLabel: t('reports.filters.allChannels'),
      options: channelOptions,
      width: 170,
      onChange: (value) => onChange({ channel: (value as Filters['channel'] | undefined) ?? null }),
    },
  ];

  return (
    <Flex wrap gap={8} role="group" aria-label={t('monitor.filters.label')} style={{ marginBottom: 12 }}>
      {selects.map(({ name, label, allLabel, width, search, ...select }) => (
        <Select<string | number>
          key={name}
          aria-label={label}
          data-testid={`filter-${name}`}
          allowClear
          showSearch={search ? SEARCH_BY_LABEL : undefined}
          placeholder={allLabel}
          value={values[name] ?? undefined}
          style={{ width, maxWidth: '100%' }}
          {...select}
        />
      ))}
    </Flex>
  );
});
