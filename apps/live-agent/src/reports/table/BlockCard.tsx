// A report block: a ReportCard whose figures show as a chart or, at a click, as a table (the readable
// alternative to the SVG), both from the block's columns, which also make its CSV export.
import { useState, type ReactNode } from 'react';
import { Segmented, Table, type TableColumnType } from 'antd';
import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReportArgs } from '../../api/reports';

import { useFormat, ReportCard } from '@live-agent/ui-kit';

import { exportBlockCsv, formatCell, type BlockColumn } from './reportBlock';

const TEXT_KINDS = new Set(['text', 'date', 'dateTime', 'hour']);

export interface BlockCardProps<R> {
  title: string;
  testId: string;
  /** File name parts: `<screen>-<block>_<from>_<to>.csv`. */
  screen: string;
  block: string;
  /** The query the rows answer (for the file name). */
  query: ReportArgs | null;
  columns: BlockColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** Without a chart the block is its table. */
  chart?: ReactNode;
  empty?: boolean;
  /** Under the table. */
  footer?: ReactNode;
  /** Rows per table page (default 10). */
  pageSize?: number;
}

export function BlockTable<R>({
  columns,
  rows,
  rowKey,
  pageSize = 10,
  testId,
}: Pick<BlockCardProps<R>, 'columns' | 'rows' | 'rowKey' | 'pageSize'> & { testId?: string }) {
  const format = useFormat();
  const tableColumns: TableColumnType<R>[] = columns.map((column) => {
    const numeric = !TEXT_KINDS.has(column.kind);
    return {
      key: column.key,
      title: column.header,
      align: numeric ? 'right' : 'left',
      render: (_: unknown, row: R) =>
        column.display ? column.display(row) : formatCell(format, column.kind, column.value(row)),
      sorter: (a: R, b: R) => {
        const x = column.value(a);
        const y = column.value(b);
        if (x === y) return 0;
        if (x === null || x === undefined) return -1;
        if (y === null || y === undefined) return 1;
        return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      },
    };
  });
  return (
    <Table<R>
      size="small"
      data-testid={testId}
      rowKey={rowKey}
      columns={tableColumns}
      dataSource={rows as R[]}
      scroll={{ x: 'max-content' }}
      pagination={rows.length > pageSize ? { pageSize, size: 'small', showSizeChanger: false } : false}
    />
  );
}

export function BlockCard<R>({
  title,
  testId,
  screen,
  block,
  query,
  columns,
  rows,
  rowKey,
  chart,
  empty,
  footer,
  pageSize,
}: BlockCardProps<R>) {
  const { t } = useTranslation('liveAgent');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const table = (
    <BlockTable columns={columns} rows={rows} rowKey={rowKey} pageSize={pageSize} testId={`${testId}-table`} />
  );
  return (
    <ReportCard
      title={title}
      testId={testId}
      empty={empty}
      onExport={() => exportBlockCsv(screen, block, query, columns, rows)}
      extra={
        chart && !empty ? (
          <Segmented
            size="small"
            aria-label={t('reports.view.label', { block: title })}
            value={view}
            onChange={(next) => setView(next as 'chart' | 'table')}
            options={[
              { value: 'chart', label: t('reports.view.chart'), icon: <BarChartOutlined /> },
              { value: 'table', label: t('reports.view.table'), icon: <TableOutlined /> },
            ]}
            style={{ marginInlineEnd: 8 }}
          />
        ) : null
      }
    >
      {chart && view === 'chart' ? chart : table}
      {footer}
    </ReportCard>
  );
}
