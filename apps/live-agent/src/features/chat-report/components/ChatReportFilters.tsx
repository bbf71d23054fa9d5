// Every filter of the Chat Report: period, department, queue, agent, channel, status, category
// and rating, each kept in the URL. The first four are every report's (reportFilterSelects); 'null' is
// the API's value for an unassigned chat (agent) and an unrated one (rating).
import { useTranslation } from 'react-i18next';
import { CONVERSATION_STATUSES } from '@live-agent/contracts';
import { ReportFilterBar, reportFilterSelects, useReportSearch } from '../../../reports';
import { useChatReportLookups } from './lookupsContext';

export function ChatReportFilters() {
  const { t } = useTranslation('liveAgent');
  const { filter } = useReportSearch();
  const { departments, queues, agents, categories } = useChatReportLookups();
  const shared = reportFilterSelects(t, { departments, queues, agents }, filter('departmentId'));
  return (
    <ReportFilterBar
      selects={[
        shared.departmentId,
        shared.queueId,
        { ...shared.agentId, options: [...agents.options, { value: 'null', label: t('chatReport.unassigned') }] },
        shared.channel,
        {
          param: 'status',
          label: t('reports.filters.status'),
          allLabel: t('reports.filters.allStatuses'),
          options: CONVERSATION_STATUSES.map((status) => ({
            value: status,
            label: t(`reports.conversationStatus.${status}`),
          })),
          width: 160,
        },
        {
          param: 'categoryId',
          label: t('reports.filters.category'),
          allLabel: t('reports.filters.allCategories'),
          options: categories.options,
          loading: categories.loading,
        },
        {
          param: 'rating',
          label: t('reports.filters.rating'),
          allLabel: t('reports.filters.allRatings'),
          options: [
            ...[5, 4, 3, 2, 1].map((stars) => ({
              value: String(stars),
              label: t('chatReport.stars', { count: stars }),
            })),
            { value: 'null', label: t('reports.filters.unrated') },
          ],
          width: 160,
        },
      ]}
    />
  );
}
