// The filter bar of the report screens: the period (unless the screen has none) and the filters that fit
// the report, all kept in the URL. The names are the resources' own lists (src/lookups).
import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNELS } from '@live-agent/contracts';
import { useAgentNames, useDepartments, useQueues } from '../../lookups/lookups';
import { DateRangeFilter } from './DateRangeFilter';
import { UrlFilterSelect } from './UrlFilterSelect';
import { useReportSearch } from '../useReportSearch';

export type ReportFilterName = 'departmentId' | 'queueId' | 'agentId' | 'channel';

export interface ReportFiltersProps {
  filters: ReportFilterName[];
  /** Show the period picker (default true; the dashboard has none). */
  period?: boolean;
  /** More controls at the end of the bar (refresh, export). */
  extra?: ReactNode;
}

export function ReportFilters({ filters, period = true, extra }: ReportFiltersProps) {
  const { t } = useTranslation('liveAgent');
  const departments = useDepartments();
  const queues = useQueues();
  const agents = useAgentNames();
  const { filter } = useReportSearch();
  // With a department chosen, only its queues make sense.
  const departmentId = filter('departmentId');
  const queueOptions = departmentId
    ? queues.items
        .filter((queue) => String(queue.departmentId) === departmentId)
        .map((queue) => ({ value: queue.id, label: queue.name }))
    : queues.options;
  const controls: Record<ReportFilterName, ReactNode> = {
    departmentId: (
      <UrlFilterSelect
        key="departmentId"
        param="departmentId"
        label={t('reports.filters.department')}
        allLabel={t('reports.filters.allDepartments')}
        options={departments.options}
        loading={departments.loading}
      />
    ),
    queueId: (
      <UrlFilterSelect
        key="queueId"
        param="queueId"
        label={t('reports.filters.queue')}
        allLabel={t('reports.filters.allQueues')}
        options={queueOptions}
        loading={queues.loading}
      />
    ),
    agentId: (
      <UrlFilterSelect
        key="agentId"
        param="agentId"
        label={t('reports.filters.agent')}
        allLabel={t('reports.filters.allAgents')}
        options={agents.options}
        loading={agents.loading}
        width={210}
      />
    ),
    channel: (
      <UrlFilterSelect
        key="channel"
        param="channel"
        label={t('reports.filters.channel')}
        allLabel={t('reports.filters.allChannels')}
        options={CHANNELS.map((channel) => ({ value: channel, label: t(`reports.channels.${channel}`) }))}
        width={160}
      />
    ),
  };
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }} data-testid="report-filters">
      {period ? <DateRangeFilter /> : null}
      {filters.map((name) => controls[name])}
      {extra ? (
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
