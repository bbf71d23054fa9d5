// A pie (ui-kit's DonutChart with no hole): this month's conversations by channel.
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { DonutChart } from '@live-agent/ui-kit/charts';
import { NAMESPACE } from '../../../i18n';
import { ChartOrTable } from '../ChartOrTable';
import { CHANNEL_SHARE } from '../data';
import { usePalette } from '../palette';

const total = CHANNEL_SHARE.reduce((sum, part) => sum + part.value, 0);

export function ChannelPie() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const colors = usePalette();
  const label = t('charts.pieDonut.pie.label');
  const share = (value: number) => format.percent((value / total) * 100);
  return (
    <ChartOrTable
      caption={label}
      columns={[
        { key: 'channel', title: t('charts.columns.channel') },
        { key: 'value', title: t('charts.series.conversations'), numeric: true },
        { key: 'share', title: t('charts.columns.share'), numeric: true },
      ]}
      rows={CHANNEL_SHARE.map((part) => ({
        key: part.channel,
        channel: t(`charts.channels.${part.channel}`),
        value: format.integer(part.value),
        share: share(part.value),
      }))}
    >
      <DonutChart
        label={label}
        height={260}
        inner={0}
        padAngle={0.01}
        legend="bottom"
        parts={CHANNEL_SHARE.map((part, index) => ({
          key: part.channel,
          name: t(`charts.channels.${part.channel}`),
          value: part.value,
          color: colors[index],
        }))}
        format={(value) => `${format.integer(value)} (${share(value)})`}
      />
    </ChartOrTable>
  );
}
