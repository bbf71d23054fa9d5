// Bubbles (echarts): response time against satisfaction, each bubble's area the conversations the agent handled.
import { useTranslation } from 'react-i18next';
import { format as echartsFormat, use as install } from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { ChartOrTable } from '../ChartOrTable';
import { EChart } from '../EChart';
import { AGENTS, SHIFTS } from '../data';
import { usePalette } from '../palette';

// The axes start where the demo's figures do, so the bubbles spread over the plot.
const FIRST_RESPONSE_AXIS = { min: 20 };
const SATISFACTION_AXIS = { min: 80, max: 100 };

install([ScatterChart]);

type Point = [response: number, csat: number, handled: number, name: string];

export function AgentBubbles() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const colors = usePalette();
  const label = t('charts.scatterBubble.bubble.label');
  return (
    <ChartOrTable
      caption={label}
      columns={[
        { key: 'agent', title: t('charts.columns.agent') },
        { key: 'handled', title: t('charts.series.handled'), numeric: true },
        { key: 'response', title: t('charts.series.firstResponse'), numeric: true },
        { key: 'csat', title: t('charts.series.csat'), numeric: true },
      ]}
      rows={AGENTS.map((agent) => ({
        key: agent.name,
        agent: agent.name,
        handled: format.integer(agent.handled),
        response: format.duration(agent.response),
        csat: format.percent(agent.csat),
      }))}
    >
      <EChart
        label={label}
        height={300}
        option={{
          color: [colors[4], colors[2]],
          legend: { top: 0 },
          grid: { top: 40, bottom: 40, left: 56, right: 24 },
          tooltip: {
            trigger: 'item',
            formatter: ({ value }: { value: Point }) =>
              `<strong>${echartsFormat.encodeHTML(value[3])}</strong><br/>` +
              `${t('charts.series.handled')}: ${format.integer(value[2])}<br/>` +
              `${t('charts.series.firstResponse')}: ${format.duration(value[0])}<br/>` +
              `${t('charts.series.csat')}: ${format.percent(value[1])}`,
          },
          xAxis: {
            type: 'value',
            ...FIRST_RESPONSE_AXIS,
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
            symbolSize: (value: Point) => Math.sqrt(value[2]) * 1.3,
            itemStyle: { opacity: 0.75 },
            data: AGENTS.filter((agent) => agent.shift === shift).map((agent): Point => [
              agent.response,
              agent.csat,
              agent.handled,
              agent.name,
            ]),
          })),
        }}
      />
    </ChartOrTable>
  );
}
