// Grouped columns: each channel's conversations in May and in June, side by side.
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { CartesianChart } from '@live-agent/ui-kit/charts';
import { NAMESPACE } from '../../../i18n';
import { ChartOrTable } from '../ChartOrTable';
import { CHANNELS, MONTHLY } from '../data';
import { usePalette } from '../palette';

const [may, june] = MONTHLY.slice(-2);
const rows = CHANNELS.map((channel) => ({ channel, may: may[channel], june: june[channel] }));

export function GroupedColumns() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const colors = usePalette();
  const label = t('charts.barColumn.grouped.label');
  const months = { may: format.month(may.month), june: format.month(june.month) };
  return (
    <ChartOrTable
      caption={label}
      columns={[
        { key: 'channel', title: t('charts.columns.channel') },
        { key: 'may', title: months.may, numeric: true },
        { key: 'june', title: months.june, numeric: true },
      ]}
      rows={rows.map((row) => ({
        key: row.channel,
        channel: t(`charts.channels.${row.channel}`),
        may: format.integer(row.may),
        june: format.integer(row.june),
      }))}
    >
      <CartesianChart
        label={label}
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
    </ChartOrTable>
  );
}
