// The agent analysis table as data: what each column sorts by, and the CSV export of the rows as the table
// lists them (raw figures: seconds and percentages to one decimal, minutes late or early to one decimal;
// where a cell shows two figures, such as late starts and their minutes, the file has a column for each).
import type { CsvColumn } from '@live-agent/ui-kit';
import { AGENT_STATUSES, type AgentAnalysisRow } from '@live-agent/contracts';
import type { AgentReportSpec } from '../../reports/components/AgentReportFrame';
import { round1, type SortValue } from '../../reports/table/reportTable';

export const ANALYSIS_COLUMNS = [
  'agent',
  'status',
  'timeline',
  'online',
  'busy',
  'away',
  'serving',
  'utilisation',
  'adherence',
  'lateStarts',
  'earlyLeaves',
  'absences',
] as const;
export type AnalysisColumn = (typeof ANALYSIS_COLUMNS)[number];

export const ANALYSIS_SORT: Partial<Record<AnalysisColumn, (row: AgentAnalysisRow) => SortValue>> = {
  agent: (row) => row.agentName,
  // Online first, then busy, away, offline.
  status: (row) => AGENT_STATUSES.indexOf(row.status),
  online: (row) => row.onlineSec,
  busy: (row) => row.statusSec.busy,
  away: (row) => row.statusSec.away,
  serving: (row) => row.servingSec,
  utilisation: (row) => row.utilisationPct,
  adherence: (row) => row.shiftAdherencePct,
  lateStarts: (row) => row.punctuality?.lateStarts.count,
  earlyLeaves: (row) => row.punctuality?.earlyLeaves.count,
  absences: (row) => row.punctuality?.absences,
};

type T = (key: string) => string;

export function analysisCsvColumns(t: T): CsvColumn<AgentAnalysisRow>[] {
  const header = (key: string) => t(`agentAnalysis.csv.${key}`);
  return [
    { header: header('agent'), value: (row) => row.agentName },
    { header: header('status'), value: (row) => t(`common.status.${row.status}`) },
    { header: header('onlineSec'), value: (row) => round1(row.onlineSec) },
    { header: header('busySec'), value: (row) => round1(row.statusSec.busy) },
    { header: header('awaySec'), value: (row) => round1(row.statusSec.away) },
    { header: header('servingSec'), value: (row) => round1(row.servingSec) },
    { header: header('utilisationPct'), value: (row) => round1(row.utilisationPct) },
    { header: header('adherencePct'), value: (row) => round1(row.shiftAdherencePct) },
    { header: header('scheduledShifts'), value: (row) => row.punctuality?.scheduledShifts },
    { header: header('lateStarts'), value: (row) => row.punctuality?.lateStarts.count },
    { header: header('lateMinutes'), value: (row) => round1(row.punctuality?.lateStarts.minutes) },
    { header: header('earlyLeaves'), value: (row) => row.punctuality?.earlyLeaves.count },
    { header: header('earlyMinutes'), value: (row) => round1(row.punctuality?.earlyLeaves.minutes) },
    { header: header('absences'), value: (row) => row.punctuality?.absences },
  ];
}

/** The screen's table as an agent report's (reports/components/AgentReportFrame.tsx). */
export const ANALYSIS_REPORT: AgentReportSpec<AgentAnalysisRow> = {
  screen: 'agentAnalysis',
  testId: 'analysis',
  sort: ANALYSIS_SORT,
  csvColumns: analysisCsvColumns,
};
