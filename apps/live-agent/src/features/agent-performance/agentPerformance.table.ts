// The agent performance table as data: what each column sorts by, and the CSV export of exactly the rows
// and columns the table shows (raw figures: seconds and percentages to one decimal, counts as they are;
// where a cell shows two figures, such as CSAT % with its rated count, the file has a column for each).
import type { CsvColumn } from '@live-agent/ui-kit';
import type { AgentPerformanceRow, AgentTrendPoint } from '@live-agent/contracts';
import type { AgentReportSpec } from '../../reports/components/AgentReportFrame';
import { round1, type SortValue } from '../../reports/table/reportTable';

export const PERFORMANCE_COLUMNS = [
  'agent',
  'assigned',
  'closed',
  'missed',
  'transferred',
  'avgFirstResponse',
  'avgHandle',
  'messagesSent',
  'csat',
  'sla',
] as const;
export type PerformanceColumn = (typeof PERFORMANCE_COLUMNS)[number];

export const PERFORMANCE_SORT: Record<PerformanceColumn, (row: AgentPerformanceRow) => SortValue> = {
  agent: (row) => row.agentName,
  assigned: (row) => row.assigned,
  closed: (row) => row.closed,
  missed: (row) => row.missed,
  transferred: (row) => row.transferred,
  avgFirstResponse: (row) => row.avgFirstResponseSec,
  avgHandle: (row) => row.avgHandleSec,
  messagesSent: (row) => row.messagesSent,
  csat: (row) => row.csatPct,
  sla: (row) => row.slaPct,
};

type T = (key: string) => string;

export function performanceCsvColumns(t: T): CsvColumn<AgentPerformanceRow>[] {
  const header = (key: string) => t(`agentPerformance.csv.${key}`);
  return [
    { header: header('agent'), value: (row) => row.agentName },
    { header: header('assigned'), value: (row) => row.assigned },
    { header: header('closed'), value: (row) => row.closed },
    { header: header('missed'), value: (row) => row.missed },
    { header: header('transferred'), value: (row) => row.transferred },
    { header: header('transferredIn'), value: (row) => row.transferredIn },
    { header: header('avgFirstResponseSec'), value: (row) => round1(row.avgFirstResponseSec) },
    { header: header('avgHandleSec'), value: (row) => round1(row.avgHandleSec) },
    { header: header('messagesSent'), value: (row) => row.messagesSent },
    { header: header('csatPct'), value: (row) => round1(row.csatPct) },
    { header: header('rated'), value: (row) => row.rated },
    { header: header('slaPct'), value: (row) => round1(row.slaPct) },
    { header: header('slaMet'), value: (row) => row.slaMet },
    { header: header('slaResponded'), value: (row) => row.slaResponded },
  ];
}

/** The screen's table as an agent report's (reports/components/AgentReportFrame.tsx). */
export const PERFORMANCE_REPORT: AgentReportSpec<AgentPerformanceRow> = {
  screen: 'agentPerformance',
  testId: 'performance',
  sort: PERFORMANCE_SORT,
  csvColumns: performanceCsvColumns,
};

/**
 * The trend's days inside the period only. The demo server reads the period's days in UTC but buckets the
 * trend by the organisation's days, so a period ending today can answer one day more (all zeros); a
 * day after the period's last one is not part of it.
 */
export function trendInRange(
  points: readonly AgentTrendPoint[],
  range: { from: string; to: string },
): AgentTrendPoint[] {
  return points.filter((point) => point.date >= range.from && point.date <= range.to);
}
