// An area with a line over it: all conversations per day, and how many of them were resolved.
import { CartesianFigure, useChartKit } from '../figures';
import { DAILY } from '../data';
import { perDay } from './perDay';

const rows = DAILY.map((row) => ({ ...row, total: row.chat + row.email + row.messenger }));

export function ConversationsArea() {
  const { t, format, colors } = useChartKit();
  return (
    <CartesianFigure
      label={t('charts.lineArea.area.label')}
      {...perDay(t, format)}
      rows={rows}
      series={[
        {
          key: 'total',
          name: t('charts.series.conversations'),
          kind: 'area',
          value: (row) => row.total,
          color: colors[0],
        },
        {
          key: 'resolved',
          name: t('charts.series.resolved'),
          kind: 'line',
          value: (row) => row.resolved,
          color: colors[1],
          dashed: true,
        },
      ]}
      legend="top"
    />
  );
}
