// The table of an agent report (performance, analysis): one row per agent, the page's sorting reported back
// (reportTable.ts), a sticky header, every row on one page, and the table named for screen readers.
import { useRef, type HTMLAttributes } from 'react';
import { Table, type TableColumnType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTableAccessibility } from '@live-agent/ui-kit';
import { STICKY_HEADER, type SortState } from './reportTable';

interface AgentRow {
  agentId: number;
}

/**
 * What a column of an agent report says about its sorting and place: the figures read "who has the most" first,
 * the texts (`text`) alphabetically; the agent's name is fixed at the start.
 */
export function agentColumn<Row>(
  key: string,
  sort: SortState | null,
  {
    sortable = true,
    text = false,
    start = false,
    width,
  }: { sortable?: boolean; text?: boolean; start?: boolean; width?: number },
): TableColumnType<Row> {
  return {
    key,
    sorter: sortable,
    sortOrder: sortable && sort?.key === key ? sort.order : null,
    sortDirections: text ? ['ascend', 'descend'] : ['descend', 'ascend'],
    align: start ? 'start' : 'end',
    fixed: key === 'agent' ? 'start' : undefined,
    width,
    onHeaderCell: () => ({ 'data-column': key }) as HTMLAttributes<HTMLElement>,
  };
}

export interface AgentReportTableProps<Row extends AgentRow> extends Pick<
  TableProps<Row>,
  'columns' | 'dataSource' | 'rowClassName' | 'onRow'
> {
  testId: string;
  /** The table's accessible name. */
  title: string;
  onSort: (sort: SortState | null) => void;
}

export function AgentReportTable<Row extends AgentRow>({
  testId,
  title,
  onSort,
  ...table
}: AgentReportTableProps<Row>) {
  const frame = useRef<HTMLDivElement>(null);
  useTableAccessibility(frame, title);
  return (
    <div ref={frame}>
      <Table<Row>
        data-testid={testId}
        rowKey="agentId"
        size="middle"
        pagination={false}
        sticky={STICKY_HEADER}
        showSorterTooltip={false}
        scroll={{ x: 'max-content' }}
        {...table}
        onChange={(_pagination, _filters, sorter) => {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
          onSort(single?.order && single.columnKey ? { key: String(single.columnKey), order: single.order } : null);
        }}
      />
    </div>
  );
}
