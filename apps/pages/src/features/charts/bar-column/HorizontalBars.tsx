// Bars running sideways, longest first, with the value at each bar's end: satisfaction by agent.
import { CartesianFigure, useChartKit } from '../figures';
import { AGENTS } from '../data';

const rows = [...AGENTS].sort((a, b) => b.csat - a.csat);

export function HorizontalBars() {
  const { t, format, colors } = useChartKit();
  return (
    <CartesianFigure
      label={t('charts.barColumn.horizontal.label')}
      category={{ key: 'agent', title: t('charts.columns.agent') }}
      height={300}
      horizontal
      categoryWidth={104}
      rows={rows}
      rowKey={(row) => row.name}
      tick={(row) => row.name}
      axes={[{ format: (value) => format.percent(value), domain: [0, 100] }]}
      series={[
        {
          key: 'csat',
          name: t('charts.series.csat'),
          kind: 'bar',
          value: (row) => row.csat,
          color: colors[3],
          barLabel: (row) => format.percent(row.csat),
        },
      ]}
      maxBarSize={18}
      legend="top"
    />
  );
}
