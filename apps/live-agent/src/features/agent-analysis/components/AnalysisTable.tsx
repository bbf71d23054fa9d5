// One row per agent: status now, the status timeline of the period, time online / busy / away, time
// serving, utilisation and shift adherence (bars with the figure), and punctuality. Sorting happens in the
// page (see agent-performance/sorting.ts); the columns report the user's choice.
import { useMemo, type ReactNode } from 'react';
import { Progress, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentAnalysisRow, LateOrEarly } from '@live-agent/contracts';
import { AGENT_STATUS_COLORS } from '../../../reports';
import { useFormat } from '@live-agent/ui-kit';
import { AgentCell } from '../../../reports/table/AgentCell';
import { ColumnTitle } from '../../../reports/table/ColumnTitle';
import { Figure, SECONDARY_TEXT } from '../../../reports/table/Figure';
import type { SortState } from '../../../reports/table/reportTable';
import { AgentReportTable, agentColumn } from '../../../reports/table/AgentReportTable';
import { ANALYSIS_COLUMNS, ANALYSIS_SORT, type AnalysisColumn } from '../agentAnalysis.table';
import type { PeriodBounds, TimelineTick } from '../timeline';
import { StatusTimeline, TIMELINE_WIDTH, TimelineAxis } from './StatusTimeline';

export interface AnalysisTableProps {
  rows: AgentAnalysisRow[];
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  /** false: the period is too long for timelines (the column is left out). */
  showTimeline: boolean;
  bounds: PeriodBounds;
  ticks: TimelineTick[];
}

function Ratio({ value, text }: { value: number | null; text: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 90 }}>
      <span>{text}</span>
      {/* The bar repeats the figure above it: hidden from screen readers, which read the figure. */}
      {value === null ? null : (
        <span aria-hidden>
          <Progress
            percent={Math.min(100, value)}
            showInfo={false}
            size={[90, 6]}
            style={{ margin: 0, lineHeight: 1 }}
          />
        </span>
      )}
    </div>
  );
}

export function AnalysisTable({ rows, sort, onSort, showTimeline, bounds, ticks }: AnalysisTableProps) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const multiDay = ticks.length > 0 && ticks[0].day !== undefined;

  const columns = useMemo<TableColumnsType<AgentAnalysisRow>>(() => {
    const lateOrEarly = (
      row: AgentAnalysisRow,
      pick: (value: NonNullable<AgentAnalysisRow['punctuality']>) => LateOrEarly,
    ) => {
      if (!row.punctuality) return format.integer(null);
      const value = pick(row.punctuality);
      return (
        <Figure
          value={format.integer(value.count)}
          detail={value.count > 0 ? format.duration(value.minutes * 60) : null}
        />
      );
    };
    const cell: Record<AnalysisColumn, (row: AgentAnalysisRow) => ReactNode> = {
      agent: (row) => <AgentCell name={row.agentName} />,
      // A coloured dot (the timeline's colour) beside dark text: white on light grey or amber is unreadable.
      status: (row) => (
        <Tag data-status={row.status} style={{ marginInlineEnd: 0 }}>
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 8,
              height: 8,
              borderRadius: '50%',
              marginInlineEnd: 6,
              background: AGENT_STATUS_COLORS[row.status],
            }}
          />
          {t(`common.status.${row.status}`)}
        </Tag>
      ),
      timeline: (row) =>
        row.timeline ? (
          <StatusTimeline
            name={row.agentName}
            segments={row.timeline}
            bounds={bounds}
            ticks={ticks}
            multiDay={multiDay}
          />
        ) : null,
      online: (row) => format.duration(row.onlineSec),
      busy: (row) => format.duration(row.statusSec.busy),
      away: (row) => format.duration(row.statusSec.away),
      serving: (row) => format.duration(row.servingSec),
      utilisation: (row) => <Ratio value={row.utilisationPct} text={format.percent(row.utilisationPct)} />,
      adherence: (row) =>
        row.shiftId === null ? (
          <span style={{ color: SECONDARY_TEXT }}>{t('agentAnalysis.noShift')}</span>
        ) : (
          <Ratio value={row.shiftAdherencePct} text={format.percent(row.shiftAdherencePct)} />
        ),
      lateStarts: (row) => lateOrEarly(row, (value) => value.lateStarts),
      earlyLeaves: (row) => lateOrEarly(row, (value) => value.earlyLeaves),
      absences: (row) => (row.punctuality ? format.integer(row.punctuality.absences) : format.integer(null)),
    };
    return ANALYSIS_COLUMNS.filter((key) => showTimeline || key !== 'timeline').map((key) => {
      const label = (
        <ColumnTitle
          label={t(`agentAnalysis.columns.${key}`)}
          hint={key === 'agent' ? undefined : t(`agentAnalysis.hints.${key}`)}
          wrap={key !== 'timeline'}
        />
      );
      return {
        ...agentColumn<AgentAnalysisRow>(key, sort, {
          sortable: ANALYSIS_SORT[key] !== undefined,
          text: key === 'agent' || key === 'status',
          start: key === 'agent' || key === 'timeline' || key === 'status',
          width: key === 'agent' ? 200 : key === 'timeline' ? TIMELINE_WIDTH + 16 : undefined,
        }),
        title:
          key === 'timeline' ? (
            <div>
              {label}
              <TimelineAxis ticks={ticks} />
            </div>
          ) : (
            label
          ),
        render: (_: unknown, row: AgentAnalysisRow) => cell[key](row),
      };
    });
  }, [t, format, sort, showTimeline, bounds, ticks, multiDay]);

  return (
    <AgentReportTable<AgentAnalysisRow>
      testId="analysis-table"
      title={t('agentAnalysis.tableTitle')}
      columns={columns}
      dataSource={rows}
      onSort={onSort}
    />
  );
}
