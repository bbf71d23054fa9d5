// A scatter (echarts): each agent's average first response against their satisfaction score, one series per shift.
import { useTranslation } from 'react-i18next';
import { format as echartsFormat, use as install } from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { ChartOrTable } from '../ChartOrTable';
import { EChart } from '../EChart';
import { AGENTS, SHIFTS } from '../data';
import { usePalette } from '../palette';

// Satisfaction starts at 80 %, where the demo's figures do, so the points spread over the plot.
const SATISFACTION_AXIS = { min: 80, max: 100 };

install([ScatterChart]);

export function ResponseScatter() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const colors = usePalette();
  const label = t('charts.scatterBubble.scatter.label');
  return (
    <ChartOrTable
      caption={label}
      columns={[
        { key: 'agent', title: t('charts.columns.agent') },
        { key: 'shift', title: t('charts.columns.shift') },
        { key: 'response', title: t('charts.series.firstResponse'), numeric: true },
        { key: 'csat', title: t('charts.series.csat'), numeric: true },
      ]}
      rows={AGENTS.map((agent) => ({
        key: agent.name,
        agent: agent.name,
        shift: t(`charts.shifts.${agent.shift}`),
        response: format.duration(agent.response),
        csat: format.percent(agent.csat),
      }))}
    >
      <EChart
        label={label}
        height={300}
        option={{
          color: [colors[0], colors[2]],
          legend: { top: 0 },
          grid: { top: 40, bottom: 40, left: 56, right: 24 },
          tooltip: {
            trigger: 'item',
            formatter: ({ value, seriesName }: { value: [number, number, string]; seriesName: string }) =>
              `<strong>${echartsFormat.encodeHTML(value[2])}</strong> (${echartsFormat.encodeHTML(seriesName)})<br/>` +
              `${t('charts.series.firstResponse')}: ${format.duration(value[0])}<br/>` +
              `${t('charts.series.csat')}: ${format.percent(value[1])}`,
          },
          xAxis: {
            type: 'value',
            name: t('charts.series.firstResponseSeconds'),
            nameLocation: 'middle',
            nameGap: 26,
            axisLabel: { formatter: (value: number) => format.integer(value) },
          },
          yAxis: {
            type: 'value',
            ...SATISFACTION_AXIS,
            axisLabel: { formatter: (value: number) => format.percent(value) },
          },
          series: SHIFTS.map((shift) => ({
            type: 'scatter',
            name: t(`charts.shifts.${shift}`),
            symbolSize: 14,
            data: AGENTS.filter((agent) => agent.shift === shift).map((agent) => [
              agent.response,
              agent.csat,
              agent.name,
            ]),
          })),
        }}
      />
    </ChartOrTable>
  );
}
