// An agent's day-by-day trend: conversations closed (bars, left axis), average first response (line, right
// axis) and CSAT % (line, its own 0–100 % axis). Days without a figure leave a gap in the line rather than
// dropping to zero, which would read as "answered instantly" or "everyone unhappy".
import { useTranslation } from 'react-i18next';
import type { AgentTrendPoint } from '@live-agent/contracts';
import { CartesianChart, type ChartSeries } from '@live-agent/ui-kit/charts';
import { SERIES_COLORS } from '../../../reports';
import { useFormat } from '@live-agent/ui-kit';

type SeriesKey = 'closed' | 'avgFirstResponseSec' | 'csatPct';

export function TrendChart({ points, label }: { points: AgentTrendPoint[]; label: string }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const name = (key: SeriesKey) => t(`agentPerformance.trend.series.${key}`);
  const formatValue = (key: SeriesKey, value: number | null | undefined) =>
    key === 'closed'
      ? format.integer(value)
      : key === 'avgFirstResponseSec'
        ? format.duration(value)
        : format.percent(value);

  const series = (key: SeriesKey, kind: 'bar' | 'line', color: string, axis: string): ChartSeries<AgentTrendPoint> => ({
    key,
    name: name(key),
    kind,
    color,
    axis,
    dots: kind === 'line',
    straight: true,
    value: (point) => point[key],
    format: (value) => formatValue(key, value),
  });

  return (
    <CartesianChart
      label={label}
      height={272}
      rows={points}
      rowKey={(point) => point.date}
      tick={(point) => format.shortDay(point.date)}
      tooltipTitle={(point) => format.date(point.date)}
      axes={[
        { id: 'count', format: (value) => format.integer(value), integer: true, width: 40 },
        { id: 'seconds', side: 'end', format: (value) => format.duration(value), width: 78 },
        { id: 'percent', side: 'end', domain: [0, 100], format: (value) => format.percent(value), width: 52 },
      ]}
      series={[
        series('closed', 'bar', SERIES_COLORS[0], 'count'),
        series('avgFirstResponseSec', 'line', SERIES_COLORS[2], 'seconds'),
        series('csatPct', 'line', SERIES_COLORS[4], 'percent'),
      ]}
      maxBarSize={28}
      legend="bottom"
    />
  );
}
