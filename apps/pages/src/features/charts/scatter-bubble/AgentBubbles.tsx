// Bubbles (echarts): response time against satisfaction, each bubble's area the conversations the agent handled.
import { format as echartsFormat, use as install } from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { EChartFigure, useChartKit } from '../figures';
import { agentPlot, agentTable, seriesByShift } from './agentPlot';

// The first response starts where the demo's figures do, so the bubbles spread over the plot.
const FIRST_RESPONSE_AXIS = { min: 20 };

install([ScatterChart]);

type Point = [response: number, csat: number, handled: number, name: string];

export function AgentBubbles() {
  const { t, format, colors } = useChartKit();
  const handled = { key: 'handled', title: t('charts.series.handled'), numeric: true };
  return (
    <EChartFigure
      label={t('charts.scatterBubble.bubble.label')}
      {...agentTable(t, format, handled, (agent) => format.integer(agent.handled))}
      height={300}
      option={{
        color: [colors[4], colors[2]],
        ...agentPlot(t, format, FIRST_RESPONSE_AXIS),
        tooltip: {
          trigger: 'item',
          formatter: ({ value }: { value: Point }) =>
            `<strong>${echartsFormat.encodeHTML(value[3])}</strong><br/>` +
            `${t('charts.series.handled')}: ${format.integer(value[2])}<br/>` +
            `${t('charts.series.firstResponse')}: ${format.duration(value[0])}<br/>` +
            `${t('charts.series.csat')}: ${format.percent(value[1])}`,
        },
        series: seriesByShift(
          t,
          { symbolSize: (value: Point) => Math.sqrt(value[2]) * 1.3, itemStyle: { opacity: 0.75 } },
          (agent): Point => [agent.response, agent.csat, agent.handled, agent.name],
        ),
      }}
    />
  );
}
