// Bars running sideways, longest first, with the value at each bar's end: satisfaction by agent.
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { CartesianChart } from '@live-agent/ui-kit/charts';
import { NAMESPACE } from '../../../i18n';
import { ChartOrTable } from '../ChartOrTable';
import { AGENTS } from '../data';
import { usePalette } from '../palette';

const rows = [...AGENTS].sort((a, b) => b.csat - a.csat);

export function HorizontalBars() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const colors = usePalette();
  const label = t('charts.barColumn.horizontal.label');
  return (
    <ChartOrTable
      caption={label}
      columns={[
        { key: 'agent', title: t('charts.columns.agent') },
        { key: 'csat', title: t('charts.series.csat'), numeric: true },
      ]}
      rows={rows.map((row) => ({ key: row.name, agent: row.name, csat: format.percent(row.csat) }))}
    >
      <CartesianChart
        label={label}
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
    </ChartOrTable>
  );
}
