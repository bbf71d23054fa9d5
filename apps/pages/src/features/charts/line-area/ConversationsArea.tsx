// An area with a line over it: all conversations per day, and how many of them were resolved.
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { CartesianChart } from '@live-agent/ui-kit/charts';
import { NAMESPACE } from '../../../i18n';
import { ChartOrTable } from '../ChartOrTable';
import { DAILY } from '../data';
import { usePalette } from '../palette';

const rows = DAILY.map((row) => ({ ...row, total: row.chat + row.email + row.messenger }));

export function ConversationsArea() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const colors = usePalette();
  const label = t('charts.lineArea.area.label');
  return (
    <ChartOrTable
      caption={label}
      columns={[
        { key: 'day', title: t('charts.columns.day') },
        { key: 'total', title: t('charts.series.conversations'), numeric: true },
        { key: 'resolved', title: t('charts.series.resolved'), numeric: true },
      ]}
      rows={rows.map((row) => ({
        key: String(row.day),
        day: format.date(row.day),
        total: format.integer(row.total),
        resolved: format.integer(row.resolved),
      }))}
    >
      <CartesianChart
        label={label}
        height={280}
        rows={rows}
        rowKey={(row) => String(row.day)}
        tick={(row) => format.shortDay(row.day)}
        tooltipTitle={(row) => format.date(row.day)}
        axes={[{ format: (value) => format.integer(value), integer: true, width: 48 }]}
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
    </ChartOrTable>
  );
}
