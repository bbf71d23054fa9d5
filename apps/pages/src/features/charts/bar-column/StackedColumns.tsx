// Stacked columns: conversations per month, each column split by channel (bars with the same `stack`).
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { CartesianChart } from '@live-agent/ui-kit/charts';
import { NAMESPACE } from '../../../i18n';
import { ChartOrTable } from '../ChartOrTable';
import { CHANNELS, MONTHLY } from '../data';
import { usePalette } from '../palette';

export function StackedColumns() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const colors = usePalette();
  const label = t('charts.barColumn.stacked.label');
  return (
    <ChartOrTable
      caption={label}
      columns={[
        { key: 'month', title: t('charts.columns.month') },
        ...CHANNELS.map((channel) => ({ key: channel, title: t(`charts.channels.${channel}`), numeric: true })),
      ]}
      rows={MONTHLY.map((row) => ({
        key: String(row.month),
        month: format.month(row.month),
        ...Object.fromEntries(CHANNELS.map((channel) => [channel, format.integer(row[channel])])),
      }))}
    >
      <CartesianChart
        label={label}
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
    </ChartOrTable>
  );
}
