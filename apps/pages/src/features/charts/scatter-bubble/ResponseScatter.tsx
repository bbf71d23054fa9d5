// A scatter (echarts): each agent's average first response against their satisfaction score, one series per shift.
import { useTranslation } from 'react-i18next';
import { format as echartsFormat, use as install } from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { ChartOrTable } from '../ChartOrTable';
import { EChart } from '../EChart';
import { AGENTS } from '../data';
import { usePalette } from '../palette';
import { agentPlot, seriesByShift } from './agentPlot';

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
    </ChartOrTable>
  );
}
