// Agent analysis: how the agents spent the period — status time, time serving,
// utilisation and shift adherence, late starts, early leaves and absences — as totals and one row per
// agent with a status timeline. Timelines need a period of up to 31 days or one agent (the API leaves
// them out otherwise), and the page says so instead of drawing empty bars.
import { useMemo } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import type { AgentAnalysisReport } from '@live-agent/contracts';
import { useAgentAnalysisQuery } from '../../api/reports';
import { ANALYSIS_FILTERS, withOrganizationDay } from '../../reports';
import { AgentReportFrame, useAgentReport } from '../../reports/components/AgentReportFrame';
import { TotalsGrid, useTotalCard } from '../../reports/components/TotalsGrid';
import { ANALYSIS_REPORT } from './agentAnalysis.table';
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
  const view = useAgentReport(ANALYSIS_REPORT, useAgentAnalysisQuery, ANALYSIS_FILTERS);
  const { range } = view.search;
  const { data, query: answered } = view.report;
  const { rows } = view.table;
  const bounds = useMemo(
    () => periodBounds(data?.period ?? { from: range.from, to: range.to }),
    [data, range.from, range.to],
  );
  // The ticks follow the period the figures answer, not a newer one still loading.
  const periodFrom = typeof answered?.from === 'string' ? answered.from : range.from;
  const periodTo = typeof answered?.to === 'string' ? answered.to : range.to;
  const ticks = useMemo(
    () => timelineTicks({ from: periodFrom, to: periodTo }, bounds),
    [periodFrom, periodTo, bounds],
  );
  const showTimeline = rows.some((row) => row.timeline !== null);

  return (
    <AgentReportFrame
      view={view}
      totals={(data) => <TotalsCards totals={data.totals} />}
      extra={
        showTimeline ? (
          <span style={{ marginInlineEnd: 12, display: 'inline-block' }}>
            <StatusLegend />
          </span>
        ) : null
      }
    >
      {showTimeline || rows.length === 0 ? null : (
        <Alert type="info" showIcon banner data-testid="timeline-note" title={t('agentAnalysis.timeline.tooLong')} />
      )}
      <AnalysisTable {...view.table} showTimeline={showTimeline} bounds={bounds} ticks={ticks} />
    </AgentReportFrame>
  );
}

export default withOrganizationDay(AgentAnalysisPage);
