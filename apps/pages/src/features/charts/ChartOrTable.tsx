// Every chart of the showcase with its figures as a table: a labelled switch replaces the chart with an accessible
// table of the same figures, written in the page's language (the reader who cannot see the chart, or wants the exact
// numbers). The table scrolls inside its own region on a phone.
import { useId, useState, type ReactNode } from 'react';
import { Flex, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import './charts.css';

export interface FigureColumn {
  key: string;
  title: string;
  /** Numbers line up at the end of their cells. */
  numeric?: boolean;
}

export type FigureRow = { key: string } & Record<string, string>;

export interface ChartOrTableProps {
  /** What the figures are (the table region's name). */
  caption: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  children: ReactNode;
}

export function ChartOrTable({ caption, columns, rows, children }: ChartOrTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const [asTable, setAsTable] = useState(false);
  const switchId = useId();
  return (
    <div className="charts-figure">
      <Flex justify="end" align="center" gap={8} className="charts-switch">
        <label htmlFor={switchId}>{t('charts.showAsTable')}</label>
        <Switch id={switchId} size="small" checked={asTable} onChange={setAsTable} />
      </Flex>
      {asTable ? (
        <div className="charts-table" role="region" aria-label={caption} tabIndex={0}>
          <Table<FigureRow>
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={rows}
            columns={columns.map((column) => ({
              key: column.key,
              dataIndex: column.key,
              title: column.title,
              align: column.numeric ? 'end' : 'start',
            }))}
          />
        </div>
      ) : (
        children
      )}
    </div>
  );
}
