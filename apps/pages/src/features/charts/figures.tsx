// What the showcase's examples are drawn with: the strings, formats and colours every example reads, and a chart
// beside its table (ChartOrTable) where the table follows from what the chart draws, so an example says its figures
// once.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import {
  CartesianChart,
  DonutChart,
  type CartesianChartProps,
  type ChartSeries,
  type DonutChartProps,
} from '@live-agent/ui-kit/charts';
import { NAMESPACE } from '../../i18n';
import { ChartOrTable, type ChartOrTableProps, type FigureColumn } from './ChartOrTable';
import { EChart, type EChartProps } from './EChart';
import { usePalette } from './palette';

/** The charts' strings, the page's number and date formats, and the skin's series colours. */
export function useChartKit() {
  return { ...useTranslation(NAMESPACE), format: useFormat(), colors: usePalette() };
}

export interface CartesianFigureProps<Row> extends CartesianChartProps<Row> {
  /** The table's first column: each row's category, as the tooltip names it. */
  category: FigureColumn;
}

/**
 * ui-kit's CartesianChart, its table a row per category and a column per series (titled with the series' name),
 * each value written as its axis writes it.
 */
export function CartesianFigure<Row>({ category, ...chart }: CartesianFigureProps<Row>) {
  const { rows, rowKey, series, axes = [] } = chart;
  const heading = chart.tooltipTitle ?? chart.tick;
  const write = (one: ChartSeries<Row>, row: Row) => {
    const axis = one.axis === undefined ? axes[0] : axes.find(({ id }) => id === one.axis);
    const value = one.value(row);
    return value === null || value === undefined ? '' : (axis?.format ?? String)(value);
  };
  return (
    <ChartOrTable
      caption={chart.label}
      columns={[category, ...series.map(({ key, name }) => ({ key, title: name, numeric: true }))]}
      rows={rows.map((row, index) => ({
        key: rowKey(row, index),
        [category.key]: heading(row, index),
        ...Object.fromEntries(series.map((one) => [one.key, write(one, row)])),
      }))}
    >
      <CartesianChart {...chart} />
    </ChartOrTable>
  );
}

export interface ShareFigureProps extends Omit<DonutChartProps, 'format'> {
  /** The table's first column: what each part is (its name). */
  part: FigureColumn;
  /** Shown under the chart (not with the table). */
  children?: ReactNode;
}

/** ui-kit's DonutChart of conversations, each part's count and share of the whole in its tooltip and its table. */
export function ShareFigure({ part, children, ...donut }: ShareFigureProps) {
  const { t, format } = useChartKit();
  const total = donut.parts.reduce((sum, { value }) => sum + value, 0);
  const share = (value: number) => format.percent((value / total) * 100);
  return (
    <ChartOrTable
      caption={donut.label}
      columns={[
        part,
        { key: 'value', title: t('charts.series.conversations'), numeric: true },
        { key: 'share', title: t('charts.columns.share'), numeric: true },
      ]}
      rows={donut.parts.map(({ key, name, value }) => ({
        key,
        [part.key]: name,
        value: format.integer(value),
        share: share(value),
      }))}
    >
      <DonutChart {...donut} format={(value) => `${format.integer(value)} (${share(value)})`} />
      {children}
    </ChartOrTable>
  );
}

/** An echarts example with its table, both under the chart's label. */
export function EChartFigure({ columns, rows, ...chart }: EChartProps & Pick<ChartOrTableProps, 'columns' | 'rows'>) {
  return (
    <ChartOrTable caption={chart.label} columns={columns} rows={rows}>
      <EChart {...chart} />
    </ChartOrTable>
  );
}
