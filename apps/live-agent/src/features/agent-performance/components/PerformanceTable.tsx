// One row per agent with every figure of the period. Sorting happens in the page (see sorting.ts): the
// columns only report the user's choice. A row opens the agent's trend on click; the name is the button
// for the keyboard.
import { useMemo, type HTMLAttributes, type ReactNode, useRef } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { AgentPerformanceRow } from '@live-agent/contracts';

import { useFormat, useTableAccessibility } from '@live-agent/ui-kit';
import { PERFORMANCE_COLUMNS, type PerformanceColumn } from '../agentPerformance.table';
import { STICKY_HEADER, type SortState } from '../../../reports/table/reportTable';
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
      key,
      title: (
        <ColumnTitle
          label={t(`agentPerformance.columns.${key}`)}
          hint={key === 'agent' ? undefined : t(`agentPerformance.hints.${key}`)}
        />
      ),
      render: (_: unknown, row: AgentPerformanceRow) => cell[key](row),
      sorter: true,
      sortOrder: sort?.key === key ? sort.order : null,
      // Most figures are read "who has the most"; names alphabetically.
      sortDirections: key === 'agent' ? ['ascend', 'descend'] : ['descend', 'ascend'],
      align: key === 'agent' ? 'start' : 'end',
      fixed: key === 'agent' ? 'start' : undefined,
      width: key === 'agent' ? 160 : undefined,
      onHeaderCell: () => ({ 'data-column': key }) as HTMLAttributes<HTMLElement>,
    }));
  }, [t, format, sort, onOpen]);

  const frame = useRef<HTMLDivElement>(null);
  useTableAccessibility(frame, t('agentPerformance.tableTitle'));
  return (
    <div ref={frame}>
      <Table<AgentPerformanceRow>
        data-testid="performance-table"
        rowKey="agentId"
        size="middle"
        columns={columns}
        dataSource={rows}
        pagination={false}
        sticky={STICKY_HEADER}
        showSorterTooltip={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.agentId === openAgentId ? 'ant-table-row-selected' : '')}
        onRow={(row) => ({ onClick: () => onOpen(row.agentId), style: { cursor: 'pointer' } })}
        onChange={(_pagination, _filters, sorter) => {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<AgentPerformanceRow> | undefined;
          onSort(single?.order && single.columnKey ? { key: String(single.columnKey), order: single.order } : null);
        }}
      />
    </div>
  );
}
