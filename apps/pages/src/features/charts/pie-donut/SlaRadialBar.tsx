// A radial bar (echarts, bars on a polar grid): the share of conversations each team answered within its service
// level. One series per team, so the legend names the teams.
import { useTranslation } from 'react-i18next';
import { BarChart } from 'echarts/charts';
import { PolarComponent } from 'echarts/components';
import { use as install } from 'echarts/core';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { ChartOrTable } from '../ChartOrTable';
import { EChart } from '../EChart';
import { SLA_BY_TEAM } from '../data';
import { usePalette } from '../palette';

install([BarChart, PolarComponent]);

export function SlaRadialBar() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const colors = usePalette();
  const label = t('charts.pieDonut.radial.label');
  const teams = SLA_BY_TEAM.map((row) => t(`charts.teams.${row.team}`));
  return (
    <ChartOrTable
      caption={label}
      columns={[
        { key: 'team', title: t('charts.columns.team') },
        { key: 'value', title: t('charts.series.withinSla'), numeric: true },
      ]}
      rows={SLA_BY_TEAM.map((row, index) => ({ key: row.team, team: teams[index], value: format.percent(row.value) }))}
    >
      <EChart
        label={label}
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
    </ChartOrTable>
  );
}
