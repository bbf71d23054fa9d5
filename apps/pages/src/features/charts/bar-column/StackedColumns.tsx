// Stacked columns: conversations per month, each column split by channel (bars with the same `stack`).
import { CartesianFigure, useChartKit } from '../figures';
import { CHANNELS, MONTHLY } from '../data';

export function StackedColumns() {
  const { t, format, colors } = useChartKit();
  return (
    <CartesianFigure
      label={t('charts.barColumn.stacked.label')}
      category={{ key: 'month', title: t('charts.columns.month') }}
      height={280}
      rows={MONTHLY}
      rowKey={(row) => String(row.month)}
      tick={(row) => format.month(row.month)}
      axes={[{ format: (value) => format.integer(value), integer: true, width: 56 }]}
      series={CHANNELS.map((channel, index) => ({
        key: channel,
        name: t(`charts.channels.${channel}`),
        kind: 'bar',
        stack: 'channels',
        value: (row: (typeof MONTHLY)[number]) => row[channel],
        color: colors[index],
      }))}
      maxBarSize={40}
      barRadius={0}
      legend="top"
    />
  );
}
