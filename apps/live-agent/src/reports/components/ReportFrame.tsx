// The frame of a report screen: its figures on the organisation's clock (the answer's time zone), the title row, the
// period and the report's filters (in the URL), and the report's loading, error and retry states around what the
// answer shows. The screen gives what it draws from the answer.
import type { ReactNode } from 'react';
import { PageHeader, ReportStatus, TimeZoneProvider } from '@live-agent/ui-kit';
import type { ReportView } from '../reportQuery';
import { ReportFilters, type ReportFilterName } from './ReportFilters';

export function ReportFrame<D extends { timeZone: string }>({
  title,
  subtitle,
  filters,
  filterExtra,
  report,
  children,
  after,
}: {
  title: string;
  subtitle: ReactNode;
  filters: readonly ReportFilterName[];
  /** More controls at the end of the filter bar. */
  filterExtra?: ReactNode;
  report: ReportView<D>;
  /** What the answer shows, once there is one. */
  children: (data: D) => ReactNode;
  /** Drawn after the figures, whatever the report's state (a drawer). */
  after?: ReactNode;
}) {
  return (
    <TimeZoneProvider timeZone={report.data?.timeZone}>
      <PageHeader title={title} subtitle={subtitle} />
      <ReportFilters filters={[...filters]} extra={filterExtra} />
      <ReportStatus
        hasData={report.data !== null}
        loading={report.status === 'loading'}
        error={report.error}
        onRetry={report.reload}
      >
        {report.data ? children(report.data) : null}
      </ReportStatus>
      {after}
    </TimeZoneProvider>
  );
}
