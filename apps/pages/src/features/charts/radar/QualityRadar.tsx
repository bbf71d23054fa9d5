// A radar (echarts): two agents' quality review scores on six criteria, each agent a filled shape.
import { RadarChart } from 'echarts/charts';
import { RadarComponent } from 'echarts/components';
import { use as install } from 'echarts/core';
import { EChartFigure, useChartKit } from '../figures';
import { QA_CRITERIA, QA_SCORES } from '../data';

install([RadarChart, RadarComponent]);

export function QualityRadar() {
  const { t, format, colors } = useChartKit();
  return (
    <EChartFigure
      label={t('charts.radar.quality.label')}
      columns={[
        { key: 'criterion', title: t('charts.columns.criterion') },
        ...QA_SCORES.map((agent) => ({ key: agent.name, title: agent.name, numeric: true })),
      ]}
      rows={QA_CRITERIA.map((criterion, index) => ({
        key: criterion,
        criterion: t(`charts.criteria.${criterion}`),
        ...Object.fromEntries(QA_SCORES.map((agent) => [agent.name, format.integer(agent.scores[index])])),
      }))}
      height={340}
      option={{
        color: [colors[0], colors[2]],
        legend: { top: 0 },
        tooltip: { trigger: 'item', valueFormatter: (value: number) => format.integer(value) },
        radar: {
          center: ['50%', '56%'],
          radius: '62%',
          indicator: QA_CRITERIA.map((criterion) => ({ name: t(`charts.criteria.${criterion}`), min: 50, max: 100 })),
        },
        series: [
          {
            type: 'radar',
            areaStyle: { opacity: 0.2 },
            data: QA_SCORES.map((agent) => ({ name: agent.name, value: agent.scores })),
          },
        ],
      }}
    />
  );
}
