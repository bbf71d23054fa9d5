// A pie (ui-kit's DonutChart with no hole): this month's conversations by channel.
import { ShareFigure, useChartKit } from '../figures';
import { CHANNEL_SHARE } from '../data';

export function ChannelPie() {
  const { t, colors } = useChartKit();
  return (
    <ShareFigure
      label={t('charts.pieDonut.pie.label')}
      part={{ key: 'channel', title: t('charts.columns.channel') }}
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
    />
  );
}
