// The frame of an agent report (performance, analysis): the report's query at the URL's period and filters, its
// rows in the reader's sort (useAgentSort), and around the screen's figures the ReportFrame, the totals and the card
// of the one-row-per-agent table with its CSV export (the rows as the table lists them). The screen gives its spec,
// its totals and its table.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, ReportCard, toCsv, type CsvColumn } from '@live-agent/ui-kit';
import type { QueryResultLike } from '@live-agent/store/api';
import type { ReportArgs } from '../../api/reports';
import { useReport } from '../reportQuery';
import { useReportSearch } from '../useReportSearch';
import { reportCsvFilename, type SortValue } from '../table/reportTable';
import { useAgentSort } from '../table/useAgentSort';
import { ReportFrame } from './ReportFrame';
import type { ReportFilterName } from './ReportFilters';

type T = (key: string) => string;

/** What an agent report's table is: its strings, test id, sorting and CSV file. */
export interface AgentReportSpec<Row> {
  /** Its strings: `screens.<screen>`, `<screen>.subtitle`, `<screen>.tableTitle`; its CSV file is named in kebab case. */
  screen: 'agentAnalysis' | 'agentPerformance';
  /** The table card's test id: `<testId>-card`. */
  testId: string;
  sort: Record<string, (row: Row) => SortValue>;
  /** The CSV's columns: the rows as the table lists them. */
  csvColumns: (t: T) => CsvColumn<Row>[];
}

interface AgentReportData<Row> {
  timeZone: string;
  agents: Row[];
}

/** The report `useQuery` answers at the URL's period and `filters`, and its rows in the reader's sort. */
export function useAgentReport<D extends AgentReportData<Row>, Row>(
  spec: AgentReportSpec<Row>,
  useQuery: (args: ReportArgs) => QueryResultLike<D> & { originalArgs?: ReportArgs },
  filters: readonly ReportFilterName[],
) {
  const search = useReportSearch();
  const report = useReport(useQuery(search.query(filters)));
  const { rows, sort, setSort } = useAgentSort(report.data?.agents, spec.sort);
  return { spec, filters, search, report, table: { rows, sort, onSort: setSort } };
}

export function AgentReportFrame<D extends AgentReportData<Row>, Row>({
  view,
  totals,
  extra,
  after,
  children,
}: {
  view: ReturnType<typeof useAgentReport<D, Row>>;
  totals: (data: D) => ReactNode;
  /** Beside the table's title (a legend). */
  extra?: ReactNode;
  /** Drawn after the figures, whatever the report's state (a drawer). */
  after?: ReactNode;
  /** The table, and what goes above it in its card. */
  children: ReactNode;
}) {
  const { t } = useTranslation('liveAgent');
  const { spec, table } = view;
  const file = spec.screen.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const exportCsv = () =>
    downloadCsv(reportCsvFilename(file, view.search.range), toCsv(spec.csvColumns(t), table.rows));
  return (
    <ReportFrame
      title={t(`screens.${spec.screen}`)}
      subtitle={t(`${spec.screen}.subtitle`)}
      filters={view.filters}
      report={view.report}
      after={after}
    >
      {(data) => (
        <>
          {totals(data)}
          <ReportCard
            title={t(`${spec.screen}.tableTitle`)}
            testId={`${spec.testId}-card`}
            empty={table.rows.length === 0}
            onExport={exportCsv}
            bodyPadding={0}
            extra={extra}
          >
            {children}
          </ReportCard>
        </>
      )}
    </ReportFrame>
  );
}
