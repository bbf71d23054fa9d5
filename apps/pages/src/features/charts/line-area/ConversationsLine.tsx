// Lines: conversations per day on three channels, with dots on the points (ui-kit's CartesianChart).
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { CartesianChart } from '@live-agent/ui-kit/charts';
import { NAMESPACE } from '../../../i18n';
import { ChartOrTable } from '../ChartOrTable';
import { DAILY } from '../data';
import { usePalette } from '../palette';

const CHANNELS = ['chat', 'email', 'messenger'] as const;

export function ConversationsLine() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const colors = usePalette();
  const label = t('charts.lineArea.line.label');
  return (
    <ChartOrTable
      caption={label}
      columns={[
        { key: 'day', title: t('charts.columns.day') },
        ...CHANNELS.map((channel) => ({ key: channel, title: t(`charts.channels.${channel}`), numeric: true })),
      ]}
      rows={DAILY.map((row) => ({
        key: String(row.day),
        day: format.date(row.day),
        chat: format.integer(row.chat),
        email: format.integer(row.email),
        messenger: format.integer(row.messenger),
      }))}
    >
      <CartesianChart
        label={label}
        height={280}
        rows={DAILY}
        rowKey={(row) => String(row.day)}
        tick={(row) => format.shortDay(row.day)}
        tooltipTitle={(row) => format.date(row.day)}
        axes={[{ format: (value) => format.integer(value), integer: true, width: 48 }]}
        series={CHANNELS.map((channel, index) => ({
          key: channel,
          name: t(`charts.channels.${channel}`),
          kind: 'line',
          value: (row: (typeof DAILY)[number]) => row[channel],
          color: colors[index],
          dots: true,
        }))}
        legend="top"
      />
    </ChartOrTable>
  );
}
