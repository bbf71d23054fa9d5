// A heatmap (echarts): conversations started in each hour of each weekday; the colour scale is the legend.
import { theme } from 'antd';
import { HeatmapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { use as install } from 'echarts/core';
import { EChartFigure, useChartKit } from '../figures';
import { HEAT, HOURS, WEEKDAYS } from '../data';

install([HeatmapChart, VisualMapComponent]);

const counts = HEAT.map(([, , count]) => count);

export function HourHeatmap() {
  const { t, i18n, format } = useChartKit();
  const { token } = theme.useToken();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const days = WEEKDAYS.map((day) => weekday.format(day));
  const hours = HOURS.map((hour) => format.hour(hour));
  const countAt = (hourIndex: number, dayIndex: number) => HEAT[dayIndex * HOURS.length + hourIndex][2];
  return (
    <EChartFigure
      label={t('charts.heatmapTreemap.heatmap.label')}
      columns={[
        { key: 'day', title: t('charts.columns.weekday') },
        ...hours.map((hour, index) => ({ key: String(index), title: hour, numeric: true })),
      ]}
      rows={days.map((day, dayIndex) => ({
        key: day,
        day,
        ...Object.fromEntries(hours.map((_, hourIndex) => [hourIndex, format.integer(countAt(hourIndex, dayIndex))])),
      }))}
      height={340}
      option={{
        grid: { top: 8, bottom: 80, left: 48, right: 16 },
        tooltip: {
          trigger: 'item',
          formatter: ({ value }: { value: [number, number, number] }) =>
            `${days[value[1]]} ${hours[value[0]]}: ${t('charts.heatmapTreemap.heatmap.count', { count: value[2], formatted: format.integer(value[2]) })}`,
        },
        xAxis: { type: 'category', data: hours, splitArea: { show: false } },
        yAxis: { type: 'category', data: days, inverse: true },
        visualMap: {
          min: Math.min(...counts),
          max: Math.max(...counts),
          calculable: true,
          orient: 'horizontal',
          left: 'center',
          bottom: 0,
          formatter: (value: number) => format.integer(value),
          inRange: { color: [token.colorPrimaryBg, token.colorPrimary] },
        },
        series: [
          {
            type: 'heatmap',
            name: t('charts.series.conversations'),
            data: HEAT,
            itemStyle: { borderColor: token.colorBgContainer, borderWidth: 2 },
            emphasis: { itemStyle: { borderColor: token.colorText } },
          },
        ],
      }}
    />
  );
}
