// Every filter of the Chat Report: period, department, queue, agent, channel, status, category
// and rating, each kept in the URL. The queue list narrows to the chosen department's queues; 'null' is
// the API's value for an unassigned chat (agent) and an unrated one (rating).
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNELS, CONVERSATION_STATUSES } from '@live-agent/contracts';
import { DateRangeFilter, UrlFilterSelect, useReportSearch } from '../../../reports';
import { useChatReportLookups } from './lookupsContext';

export function ChatReportFilters() {
  const { t } = useTranslation('liveAgent');
  const { filter } = useReportSearch();
  const { departments, queues, agents, categories } = useChatReportLookups();
  const departmentId = filter('departmentId');
  const queueOptions = departmentId
    ? queues.items
        .filter((queue) => String(queue.departmentId) === departmentId)
        .map((queue) => ({ value: queue.id, label: queue.name }))
    : queues.options;

  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }} data-testid="report-filters">
      <DateRangeFilter />
      <UrlFilterSelect
        param="departmentId"
        label={t('reports.filters.department')}
        allLabel={t('reports.filters.allDepartments')}
        options={departments.options}
        loading={departments.loading}
      />
      <UrlFilterSelect
        param="queueId"
        label={t('reports.filters.queue')}
        allLabel={t('reports.filters.allQueues')}
        options={queueOptions}
        loading={queues.loading}
      />
      <UrlFilterSelect
        param="agentId"
        label={t('reports.filters.agent')}
        allLabel={t('reports.filters.allAgents')}
        options={[...agents.options, { value: 'null', label: t('chatReport.unassigned') }]}
        loading={agents.loading}
        width={210}
      />
      <UrlFilterSelect
        param="channel"
        label={t('reports.filters.channel')}
        allLabel={t('reports.filters.allChannels')}
        options={CHANNELS.map((channel) => ({ value: channel, label: t(`reports.channels.${channel}`) }))}
        width={160}
      />
      <UrlFilterSelect
        param="status"
        label={t('reports.filters.status')}
        allLabel={t('reports.filters.allStatuses')}
        options={CONVERSATION_STATUSES.map((status) => ({
          value: status,
          label: t(`reports.conversationStatus.${status}`),
        }))}
        width={160}
      />
      <UrlFilterSelect
        param="categoryId"
        label={t('reports.filters.category')}
        allLabel={t('reports.filters.allCategories')}
        options={categories.options}
        loading={categories.loading}
      />
      <UrlFilterSelect
        param="rating"
        label={t('reports.filters.rating')}
        allLabel={t('reports.filters.allRatings')}
        options={[
          ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: t('chatReport.stars', { count: stars }) })),
          { value: 'null', label: t('reports.filters.unrated') },
        ]}
        width={160}
      />
    </Flex>
  );
}
