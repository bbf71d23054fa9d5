// A scatter (echarts): each agent's average first response against their satisfaction score, one series per shift.
import { format as echartsFormat, use as install } from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { EChartFigure, useChartKit } from '../figures';
import { agentPlot, agentTable, seriesByShift } from './agentPlot';

install([ScatterChart]);

export function ResponseScatter() {
  const { t, format, colors } = useChartKit();
  const shift = { key: 'shift', title: t('charts.columns.shift') };
  return (
    <EChartFigure
      label={t('charts.scatterBubble.scatter.label')}
      {...agentTable(t, format, shift, (agent) => t(`charts.shifts.${agent.shift}`))}
      height={300}
      option={{
        color: [colors[0], colors[2]],
        ...agentPlot(t, format),
        tooltip: {
          trigger: 'item',
          formatter: ({ value, seriesName }: { value: [number, number, string]; seriesName: string }) =>
            `<strong>${echartsFormat.encodeHTML(value[2])}</strong> (${echartsFormat.encodeHTML(seriesName)})<br/>` +
            `${t('charts.series.firstResponse')}: ${format.duration(value[0])}<br/>` +
            `${t('charts.series.csat')}: ${format.percent(value[1])}`,
        },
        series: seriesByShift(t, { symbolSize: 14 }, (agent) => [agent.response, agent.csat, agent.name]),
      }}
    />
  );
}
