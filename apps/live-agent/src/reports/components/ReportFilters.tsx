// The filter bar of the report screens: the period (unless the screen has none) and the filters that fit
// the report, all kept in the URL. The names are the resources' own lists (src/lookups).
import type { ReactNode } from 'react';
import { Flex } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CHANNELS } from '@live-agent/contracts';
import { useAgentNames, useDepartments, useQueues, type Lookup } from '../../lookups/lookups';
import { DateRangeFilter } from './DateRangeFilter';
import { UrlFilterSelect, type UrlFilterSelectProps } from './UrlFilterSelect';
import { useReportSearch } from '../useReportSearch';

export type ReportFilterName = 'departmentId' | 'queueId' | 'agentId' | 'channel';

export interface ReportFilterLookups {
  departments: Lookup<unknown>;
  queues: Lookup<{ id: number; name: string; departmentId: number }>;
  agents: Lookup<unknown>;
}

/**
 * The selects every report's filters share, by parameter. `departmentId` is the chosen one from the URL: with a
 * department chosen, only its queues make sense.
 */
export function reportFilterSelects(
  t: TFunction,
  { departments, queues, agents }: ReportFilterLookups,
  departmentId: string | undefined,
): Record<ReportFilterName, UrlFilterSelectProps> {
  const queueOptions = departmentId
    ? queues.items
        .filter((queue) => String(queue.departmentId) === departmentId)
        .map((queue) => ({ value: queue.id, label: queue.name }))
    : queues.options;
  return {
    departmentId: {
      param: 'departmentId',
      label: t('reports.filters.department'),
      allLabel: t('reports.filters.allDepartments'),
      options: departments.options,
      loading: departments.loading,
    },
    queueId: {
      param: 'queueId',
      label: t('reports.filters.queue'),
      allLabel: t('reports.filters.allQueues'),
      options: queueOptions,
      loading: queues.loading,
    },
    agentId: {
      param: 'agentId',
      label: t('reports.filters.agent'),
      allLabel: t('reports.filters.allAgents'),
      options: agents.options,
      loading: agents.loading,
      width: 210,
    },
    channel: {
      param: 'channel',
      label: t('reports.filters.channel'),
      allLabel: t('reports.filters.allChannels'),
      options: CHANNELS.map((channel) => ({ value: channel, label: t(`reports.channels.${channel}`) })),
      width: 160,
    },
  };
}

export interface ReportFilterBarProps {
  /** Show the period picker (default true; the dashboard has none). */
  period?: boolean;
  /** The URL's selects, in order. */
  selects: UrlFilterSelectProps[];
  /** More controls at the end of the bar (refresh, export). */
  extra?: ReactNode;
}

export function ReportFilterBar({ period = true, selects, extra }: ReportFilterBarProps) {
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }} data-testid="report-filters">
      {period ? <DateRangeFilter /> : null}
      {selects.map((select) => (
        <UrlFilterSelect key={select.param} {...select} />
      ))}
      {extra ? (
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}

export interface ReportFiltersProps extends Omit<ReportFilterBarProps, 'selects'> {
  filters: ReportFilterName[];
}

export function ReportFilters({ filters, ...bar }: ReportFiltersProps) {
  const { t } = useTranslation('liveAgent');
  const departments = useDepartments();
  const queues = useQueues();
  const agents = useAgentNames();
  const { filter } = useReportSearch();
  const selects = reportFilterSelects(t, { departments, queues, agents }, filter('departmentId'));
  return <ReportFilterBar {...bar} selects={filters.map((name) => selects[name])} />;
}
