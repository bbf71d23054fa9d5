// Lines: conversations per day on three channels, with dots on the points (ui-kit's CartesianChart).
import { CartesianFigure, useChartKit } from '../figures';
import { DAILY } from '../data';
import { perDay } from './perDay';

const CHANNELS = ['chat', 'email', 'messenger'] as const;

export function ConversationsLine() {
  const { t, format, colors } = useChartKit();
  return (
    <CartesianFigure
      label={t('charts.lineArea.line.label')}
      {...perDay(t, format)}
      rows={DAILY}
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
  );
}
