// One row per agent with every figure of the period. Sorting happens in the page (see sorting.ts): the
// columns only report the user's choice. A row opens the agent's trend on click; the name is the button
// for the keyboard.
import { useMemo, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentPerformanceRow } from '@live-agent/contracts';

import { useFormat } from '@live-agent/ui-kit';
import { PERFORMANCE_COLUMNS, type PerformanceColumn } from '../agentPerformance.table';
import type { SortState } from '../../../reports/table/reportTable';
import { AgentReportTable, agentColumn } from '../../../reports/table/AgentReportTable';
import { AgentCell } from '../../../reports/table/AgentCell';
import { Figure } from '../../../reports/table/Figure';
import { ColumnTitle } from '../../../reports/table/ColumnTitle';

export interface PerformanceTableProps {
  rows: AgentPerformanceRow[];
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  openAgentId?: number;
  onOpen: (agentId: number) => void;
}

export function PerformanceTable({ rows, sort, onSort, openAgentId, onOpen }: PerformanceTableProps) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();

  const columns = useMemo<TableColumnsType<AgentPerformanceRow>>(() => {
    const cell: Record<PerformanceColumn, (row: AgentPerformanceRow) => ReactNode> = {
      agent: (row) => (
        <AgentCell
          name={row.agentName}
          onOpen={() => onOpen(row.agentId)}
          openLabel={t('agentPerformance.openTrend', { name: row.agentName })}
        />
      ),
      assigned: (row) => format.integer(row.assigned),
      closed: (row) => format.integer(row.closed),
      missed: (row) => format.integer(row.missed),
      transferred: (row) => (
        <Figure
          value={format.integer(row.transferred)}
          detail={
            row.transferredIn ? t('agentPerformance.received', { value: format.integer(row.transferredIn) }) : null
          }
        />
      ),
      avgFirstResponse: (row) => format.duration(row.avgFirstResponseSec),
      avgHandle: (row) => format.duration(row.avgHandleSec),
      messagesSent: (row) => format.integer(row.messagesSent),
      csat: (row) => (
        <Figure
          value={format.percent(row.csatPct)}
          detail={t('agentPerformance.rated', { value: format.integer(row.rated) })}
        />
      ),
      sla: (row) => (
        <Figure
          value={format.percent(row.slaPct)}
          detail={t('agentPerformance.slaOf', {
            met: format.integer(row.slaMet),
            total: format.integer(row.slaResponded),
          })}
        />
      ),
    };
    return PERFORMANCE_COLUMNS.map((key) => ({
      // Most figures are read "who has the most"; names alphabetically.
      ...agentColumn<AgentPerformanceRow>(key, sort, {
        text: key === 'agent',
        start: key === 'agent',
        width: key === 'agent' ? 160 : undefined,
      }),
      title: (
        <ColumnTitle
          label={t(`agentPerformance.columns.${key}`)}
          hint={key === 'agent' ? undefined : t(`agentPerformance.hints.${key}`)}
        />
      ),
      render: (_: unknown, row: AgentPerformanceRow) => cell[key](row),
    }));
  }, [t, format, sort, onOpen]);

  return (
    <AgentReportTable<AgentPerformanceRow>
      testId="performance-table"
      title={t('agentPerformance.tableTitle')}
      columns={columns}
      dataSource={rows}
      rowClassName={(row) => (row.agentId === openAgentId ? 'ant-table-row-selected' : '')}
      onRow={(row) => ({ onClick: () => onOpen(row.agentId), style: { cursor: 'pointer' } })}
      onSort={onSort}
    />
  );
}
