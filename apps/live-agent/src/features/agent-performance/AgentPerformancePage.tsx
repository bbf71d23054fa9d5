// Agent performance: the period's totals, one row per agent (sortable, exported to CSV
// exactly as shown) and, for the agent clicked, the day-by-day trend in a drawer. Period, filters and the
// opened agent live in the URL; the sort order is the reader's and stays on the page.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, ReportCard, useFormat } from '@live-agent/ui-kit';
import type { AgentPerformanceTotals } from '@live-agent/contracts';
import { useAgentPerformanceQuery } from '../../api/reports';
import { PERFORMANCE_FILTERS, useAgentNames, useReport, useReportSearch, withOrganizationDay } from '../../reports';
import { ReportFrame } from '../../reports/components/ReportFrame';
import { TotalsGrid, useTotalCard } from '../../reports/components/TotalsGrid';
import { reportCsvFilename } from '../../reports/table/reportTable';
import { useAgentSort } from '../../reports/table/useAgentSort';

import { performanceCsv, PERFORMANCE_SORT } from './agentPerformance.table';
import { AgentTrendDrawer } from './components/AgentTrendDrawer';
import { PerformanceTable } from './components/PerformanceTable';

function TotalsCards({ totals }: { totals: AgentPerformanceTotals }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const card = useTotalCard('agentPerformance');
  const volume = [
    card('conversations', format.integer(totals.conversations)),
    card('assigned', format.integer(totals.assigned)),
    card('closed', format.integer(totals.closed)),
    card('missed', format.integer(totals.missed)),
    card('abandoned', format.integer(totals.abandoned)),
  ];
  const quality = [
    card('avgFirstResponse', format.duration(totals.avgFirstResponseSec)),
    card('avgHandle', format.duration(totals.avgHandleSec)),
    card('csat', format.percent(totals.csatPct), t('agentPerformance.rated', { value: format.integer(totals.rated) })),
    card(
      'sla',
      format.percent(totals.slaPct),
      t('agentPerformance.slaOf', { met: format.integer(totals.slaMet), total: format.integer(totals.slaResponded) }),
    ),
  ];
  return <TotalsGrid testId="performance-totals" first={volume} second={quality} />;
}

function AgentPerformancePage() {
  const { t } = useTranslation('liveAgent');
  const search = useReportSearch();
  const { range, filter, setFilter } = search;
  const report = useReport(useAgentPerformanceQuery(search.query(PERFORMANCE_FILTERS)));
  const agentNames = useAgentNames();

  const data = report.data;
  const { rows, sort, setSort } = useAgentSort(data?.agents, PERFORMANCE_SORT);

  const rawAgentId = filter('agentId');
  const openAgentId = rawAgentId && /^\d+$/.test(rawAgentId) ? Number(rawAgentId) : undefined;
  const openAgentName =
    openAgentId === undefined
      ? ''
      : (data?.agents.find((row) => row.agentId === openAgentId)?.agentName ?? agentNames.nameOf(openAgentId));

  const open = useCallback((agentId: number) => setFilter('agentId', agentId), [setFilter]);
  const close = useCallback(() => setFilter('agentId', null), [setFilter]);
  const exportCsv = () => downloadCsv(reportCsvFilename('agent-performance', range), performanceCsv(t, rows));

  return (
    <ReportFrame
      title={t('screens.agentPerformance')}
      subtitle={t('agentPerformance.subtitle')}
      filters={PERFORMANCE_FILTERS}
      report={report}
      after={<AgentTrendDrawer agentId={openAgentId} agentName={openAgentName} onClose={close} />}
    >
      {(data) => (
        <>
          <TotalsCards totals={data.totals} />
          <ReportCard
            title={t('agentPerformance.tableTitle')}
            testId="performance-card"
            empty={rows.length === 0}
            onExport={exportCsv}
            bodyPadding={0}
          >
            <PerformanceTable rows={rows} sort={sort} onSort={setSort} openAgentId={openAgentId} onOpen={open} />
          </ReportCard>
        </>
      )}
    </ReportFrame>
  );
}

export default withOrganizationDay(AgentPerformancePage);
