// A candlestick (echarts): a share's daily open, close, low and high, rising days in the success colour and
// falling days in the error colour, with its five-day moving average as a line.
import { theme } from 'antd';
import { CandlestickChart, LineChart } from 'echarts/charts';
import { use as install } from 'echarts/core';
import { EChartFigure, useChartKit } from '../figures';
import { PRICES, movingAverage } from '../data';

install([CandlestickChart, LineChart]);

const average = movingAverage(
  PRICES.map((row) => row.close),
  5,
);

export function PriceCandlestick() {
  const { t, format, colors } = useChartKit();
  const { token } = theme.useToken();
  const usd = (value: number | null) => format.currency(value, 'USD');
  const names = { price: t('charts.candlestick.price.series'), average: t('charts.candlestick.price.average') };
  return (
    <EChartFigure
      label={t('charts.candlestick.price.label')}
      columns={[
        { key: 'day', title: t('charts.columns.day') },
        ...(['open', 'high', 'low', 'close'] as const).map((key) => ({
          key,
          title: t(`charts.candlestick.${key}`),
          numeric: true,
        })),
      ]}
      rows={PRICES.map((row) => ({
        key: String(row.day),
        day: format.date(row.day),
        open: usd(row.open),
        high: usd(row.high),
        low: usd(row.low),
        close: usd(row.close),
      }))}
      height={360}
      option={{
        legend: { top: 0 },
        grid: { top: 40, bottom: 30, left: 64, right: 16 },
        tooltip: {
          trigger: 'axis',
          axisPointer: { type: 'cross' },
          formatter: (points: Array<{ dataIndex: number }>) => {
            const row = PRICES[points[0].dataIndex];
            return [
              `<strong>${format.date(row.day)}</strong>`,
              ...(['open', 'high', 'low', 'close'] as const).map(
                (key) => `${t(`charts.candlestick.${key}`)}: ${usd(row[key])}`,
              ),
              `${names.average}: ${usd(average[points[0].dataIndex])}`,
            ].join('<br/>');
          },
        },
        xAxis: { type: 'category', data: PRICES.map((row) => format.shortDay(row.day)), boundaryGap: true },
        yAxis: { type: 'value', scale: true, axisLabel: { formatter: (value: number) => usd(value) } },
        series: [
          {
            type: 'candlestick',
            name: names.price,
            // echarts' order: open, close, lowest, highest.
            data: PRICES.map((row) => [row.open, row.close, row.low, row.high]),
            itemStyle: {
              color: token.colorSuccess,
              color0: token.colorError,
              borderColor: token.colorSuccess,
              borderColor0: token.colorError,
            },
          },
          {
            type: 'line',
            name: names.average,
            data: average,
            smooth: true,
            showSymbol: false,
            lineStyle: { width: 1.5 },
            color: colors[3],
          },
        ],
      }}
    />
  );
}
