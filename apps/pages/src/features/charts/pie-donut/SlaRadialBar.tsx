// A radial bar (echarts, bars on a polar grid): the share of conversations each team answered within its service
// level. One series per team, so the legend names the teams.
import { BarChart } from 'echarts/charts';
import { PolarComponent } from 'echarts/components';
import { use as install } from 'echarts/core';
import { EChartFigure, useChartKit } from '../figures';
import { SLA_BY_TEAM } from '../data';

install([BarChart, PolarComponent]);

export function SlaRadialBar() {
  const { t, format, colors } = useChartKit();
  const teams = SLA_BY_TEAM.map((row) => t(`charts.teams.${row.team}`));
  return (
    <EChartFigure
      label={t('charts.pieDonut.radial.label')}
      columns={[
        { key: 'team', title: t('charts.columns.team') },
        { key: 'value', title: t('charts.series.withinSla'), numeric: true },
      ]}
      rows={SLA_BY_TEAM.map((row, index) => ({ key: row.team, team: teams[index], value: format.percent(row.value) }))}
      height={300}
      option={{
        color: colors,
        legend: { top: 0 },
        tooltip: { trigger: 'item', valueFormatter: (value: number) => format.percent(value) },
        polar: { radius: ['16%', '70%'], center: ['50%', '58%'] },
        angleAxis: { max: 100, startAngle: 90, axisLabel: { formatter: (value: number) => format.percent(value) } },
        radiusAxis: { type: 'category', data: teams, axisLabel: { show: false }, axisTick: { show: false } },
        series: SLA_BY_TEAM.map((row, index) => ({
          type: 'bar',
          coordinateSystem: 'polar',
          stack: 'sla',
          roundCap: true,
          name: teams[index],
          data: SLA_BY_TEAM.map((_, at) => (at === index ? row.value : null)),
        })),
      }}
    />
  );
}
