// Agent performance: the period's totals, one row per agent (sortable, exported to CSV
// exactly as shown) and, for the agent clicked, the day-by-day trend in a drawer. Period, filters and the
// opened agent live in the URL; the sort order is the reader's and stays on the page.
import { useCallback, useMemo, useState } from 'react';
import { Col, ConfigProvider, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadCsv, PageHeader, ReportCard, ReportStatus, StatCard } from '@live-agent/ui-kit';
import type { AgentPerformanceTotals } from '@live-agent/contracts';
import { useAgentPerformanceQuery } from '../../api/reports';
import {
  PERFORMANCE_FILTERS,
  ReportFilters,
  useAgentNames,
  useReport,
  useReportSearch,
  withOrganizationDay,
} from '../../reports';
import { TimeZoneProvider, useFormat } from '@live-agent/ui-kit';

import { performanceCsv, PERFORMANCE_SORT } from './agentPerformance.table';
import { AgentTrendDrawer } from './components/AgentTrendDrawer';
import { PerformanceTable } from './components/PerformanceTable';
import { applySort, reportCsvFilename, type SortState } from '../../reports/table/reportTable';

// Cards in a row stretch to the tallest one.
const EQUAL_HEIGHT = { style: { height: '100%' } };

function TotalsCards({ totals }: { totals: AgentPerformanceTotals }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const card = (key: string, value: string, footer?: string) => (
    <StatCard
      testId={`total-${key}`}
      label={t(`agentPerformance.totals.${key}`)}
      hint={t(`agentPerformance.totalHints.${key}`)}
      value={value}
      footer={footer}
    />
  );
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
  return (
    <ConfigProvider card={EQUAL_HEIGHT}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="performance-totals">
        {volume.map((node, index) => (
          <Col key={`v${index}`} xs={24} sm={12} md={8} xl={{ flex: '20%' }}>
            {node}
          </Col>
        ))}
        {quality.map((node, index) => (
          <Col key={`q${index}`} xs={24} sm={12} xl={6}>
            {node}
          </Col>
        ))}
      </Row>
    </ConfigProvider>
  );
}

function AgentPerformancePage() {
  const { t, i18n } = useTranslation('liveAgent');
  const search = useReportSearch();
  const { range, filter, setFilter } = search;
  const report = useReport(useAgentPerformanceQuery(search.query(PERFORMANCE_FILTERS)));
  const agentNames = useAgentNames();
  const [sort, setSort] = useState<SortState | null>({ key: 'agent', order: 'ascend' });

  const data = report.data;
  const rows = useMemo(
    () => applySort(data?.agents ?? [], sort, PERFORMANCE_SORT, i18n.language, PERFORMANCE_SORT.agent),
    [data, sort, i18n.language],
  );

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
    <TimeZoneProvider timeZone={data?.timeZone}>
      <PageHeader title={t('screens.agentPerformance')} subtitle={t('agentPerformance.subtitle')} />
      <ReportFilters filters={[...PERFORMANCE_FILTERS]} />
      <ReportStatus
        hasData={data !== null}
        loading={report.status === 'loading'}
        error={report.error}
        onRetry={report.reload}
      >
        {data ? (
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
        ) : null}
      </ReportStatus>
      <AgentTrendDrawer agentId={openAgentId} agentName={openAgentName} onClose={close} />
    </TimeZoneProvider>
  );
}

export default withOrganizationDay(AgentPerformancePage);
