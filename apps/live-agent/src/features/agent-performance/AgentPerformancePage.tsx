// Agent performance: the period's totals, one row per agent (sortable, exported to CSV
// exactly as shown) and, for the agent clicked, the day-by-day trend in a drawer. Period, filters and the
// opened agent live in the URL; the sort order is the reader's and stays on the page.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import type { AgentPerformanceTotals } from '@live-agent/contracts';
import { useAgentPerformanceQuery } from '../../api/reports';
import { PERFORMANCE_FILTERS, useAgentNames, withOrganizationDay } from '../../reports';
import { AgentReportFrame, useAgentReport } from '../../reports/components/AgentReportFrame';
import { TotalsGrid, useTotalCard } from '../../reports/components/TotalsGrid';
import { PERFORMANCE_REPORT } from './agentPerformance.table';
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
  const view = useAgentReport(PERFORMANCE_REPORT, useAgentPerformanceQuery, PERFORMANCE_FILTERS);
  const { filter, setFilter } = view.search;
  const agentNames = useAgentNames();

  const rawAgentId = filter('agentId');
  const openAgentId = rawAgentId && /^\d+$/.test(rawAgentId) ? Number(rawAgentId) : undefined;
  const openAgentName =
    openAgentId === undefined
      ? ''
      : (view.report.data?.agents.find((row) => row.agentId === openAgentId)?.agentName ??
        agentNames.nameOf(openAgentId));

  const open = useCallback((agentId: number) => setFilter('agentId', agentId), [setFilter]);
  const close = useCallback(() => setFilter('agentId', null), [setFilter]);

  return (
    <AgentReportFrame
      view={view}
      totals={(data) => <TotalsCards totals={data.totals} />}
      after={<AgentTrendDrawer agentId={openAgentId} agentName={openAgentName} onClose={close} />}
    >
      <PerformanceTable {...view.table} openAgentId={openAgentId} onOpen={open} />
    </AgentReportFrame>
  );
}

export default withOrganizationDay(AgentPerformancePage);
