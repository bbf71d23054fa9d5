// Agent analysis: how the agents spent the period — status time, time serving,
// utilisation and shift adherence, late starts, early leaves and absences — as totals and one row per
// agent with a status timeline. Timelines need a period of up to 31 days or one agent (the API leaves
// them out otherwise), and the page says so instead of drawing empty bars.
import { useMemo } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadCsv, ReportCard, useFormat } from '@live-agent/ui-kit';
import type { AgentAnalysisReport } from '@live-agent/contracts';
import { useAgentAnalysisQuery } from '../../api/reports';
import { ANALYSIS_FILTERS, useReport, useReportSearch, withOrganizationDay } from '../../reports';
import { ReportFrame } from '../../reports/components/ReportFrame';
import { TotalsGrid, useTotalCard } from '../../reports/components/TotalsGrid';
import { reportCsvFilename } from '../../reports/table/reportTable';
import { useAgentSort } from '../../reports/table/useAgentSort';
import { analysisCsv, ANALYSIS_SORT } from './agentAnalysis.table';
import { AnalysisTable } from './components/AnalysisTable';
import { StatusLegend } from './components/StatusTimeline';
import { periodBounds, timelineTicks } from './timeline';

function TotalsCards({ totals }: { totals: AgentAnalysisReport['totals'] }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const card = useTotalCard('agentAnalysis');
  const late = (value: { count: number; minutes: number }) =>
    value.count > 0 ? t('agentAnalysis.inTotal', { duration: format.duration(value.minutes * 60) }) : undefined;
  const time = [
    card('agents', format.integer(totals.agents)),
    card(
      'online',
      format.duration(totals.onlineSec),
      t('agentAnalysis.ofWhichBusy', { duration: format.duration(totals.statusSec.busy) }),
    ),
    card('away', format.duration(totals.statusSec.away)),
    card('serving', format.duration(totals.servingSec)),
    card('utilisation', format.percent(totals.utilisationPct)),
  ];
  const shifts = [
    card('adherence', format.percent(totals.shiftAdherencePct)),
    card('lateStarts', format.integer(totals.lateStarts.count), late(totals.lateStarts)),
    card('earlyLeaves', format.integer(totals.earlyLeaves.count), late(totals.earlyLeaves)),
    card('absences', format.integer(totals.absences)),
  ];
  return <TotalsGrid testId="analysis-totals" first={time} second={shifts} />;
}

function AgentAnalysisPage() {
  const { t } = useTranslation('liveAgent');
  const search = useReportSearch();
  const { range } = search;
  const report = useReport(useAgentAnalysisQuery(search.query(ANALYSIS_FILTERS)));

  const data = report.data;
  const { rows, sort, setSort } = useAgentSort(data?.agents, ANALYSIS_SORT);
  const bounds = useMemo(
    () => periodBounds(data?.period ?? { from: range.from, to: range.to }),
    [data, range.from, range.to],
  );
  // The ticks follow the period the figures answer, not a newer one still loading.
  const answered = report.query;
  const periodFrom = typeof answered?.from === 'string' ? answered.from : range.from;
  const periodTo = typeof answered?.to === 'string' ? answered.to : range.to;
  const ticks = useMemo(
    () => timelineTicks({ from: periodFrom, to: periodTo }, bounds),
    [periodFrom, periodTo, bounds],
  );
  const showTimeline = rows.some((row) => row.timeline !== null);
  const exportCsv = () => downloadCsv(reportCsvFilename('agent-analysis', range), analysisCsv(t, rows));

  return (
    <ReportFrame
      title={t('screens.agentAnalysis')}
      subtitle={t('agentAnalysis.subtitle')}
      filters={ANALYSIS_FILTERS}
      report={report}
    >
      {(data) => (
        <>
          <TotalsCards totals={data.totals} />
          <ReportCard
            title={t('agentAnalysis.tableTitle')}
            testId="analysis-card"
            empty={rows.length === 0}
            onExport={exportCsv}
            bodyPadding={0}
            extra={
              showTimeline ? (
                <span style={{ marginInlineEnd: 12, display: 'inline-block' }}>
                  <StatusLegend />
                </span>
              ) : null
            }
          >
            {showTimeline || rows.length === 0 ? null : (
              <Alert
                type="info"
                showIcon
                banner
                data-testid="timeline-note"
                title={t('agentAnalysis.timeline.tooLong')}
              />
            )}
            <AnalysisTable
              rows={rows}
              sort={sort}
              onSort={setSort}
              showTimeline={showTimeline}
              bounds={bounds}
              ticks={ticks}
            />
          </ReportCard>
        </>
      )}
    </ReportFrame>
  );
}

export default withOrganizationDay(AgentAnalysisPage);
