// Grouped columns: each channel's conversations in May and in June, side by side.
import { CartesianFigure, useChartKit } from '../figures';
import { CHANNELS, MONTHLY } from '../data';

const [may, june] = MONTHLY.slice(-2);
const rows = CHANNELS.map((channel) => ({ channel, may: may[channel], june: june[channel] }));

export function GroupedColumns() {
  const { t, format, colors } = useChartKit();
  const months = { may: format.month(may.month), june: format.month(june.month) };
  return (
    <CartesianFigure
      label={t('charts.barColumn.grouped.label')}
      category={{ key: 'channel', title: t('charts.columns.channel') }}
      height={280}
      rows={rows}
      rowKey={(row) => row.channel}
      tick={(row) => t(`charts.channels.${row.channel}`)}
      axes={[{ format: (value) => format.integer(value), integer: true, width: 56 }]}
      series={(['may', 'june'] as const).map((month, index) => ({
        key: month,
        name: months[month],
        kind: 'bar',
        value: (row: (typeof rows)[number]) => row[month],
        color: colors[index],
      }))}
      maxBarSize={28}
      legend="top"
    />
  );
}
