// An agent's day-by-day trend: conversations closed (bars, left axis), average first response (line, right
// axis) and CSAT % (line, its own 0–100 % axis). Days without a figure leave a gap in the line rather than
// dropping to zero, which would read as "answered instantly" or "everyone unhappy".
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { AgentTrendPoint } from '@live-agent/contracts';
import { ChartFrame, SERIES_COLORS } from '../../../reports';
import { useFormat } from '@live-agent/ui-kit';

type SeriesKey = 'closed' | 'avgFirstResponseSec' | 'csatPct';

export function TrendChart({ points, label }: { points: AgentTrendPoint[]; label: string }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const name = (key: SeriesKey) => t(`agentPerformance.trend.series.${key}`);
  const formatValue = (key: SeriesKey, value: number | null | undefined) =>
    key === 'closed' ? format.integer(value) : key === 'avgFirstResponseSec' ? format.duration(value) : format.percent(value);

  return (
    <ChartFrame height={300} label={label}>
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={(value: string) => format.shortDay(value)} minTickGap={16} tick={{ fontSize: 12 }} />
        <YAxis yAxisId="count" allowDecimals={false} tickFormatter={(value: number) => format.integer(value)} width={40} tick={{ fontSize: 12 }} />
        <YAxis yAxisId="seconds" orientation="right" tickFormatter={(value: number) => format.duration(value)} width={78} tick={{ fontSize: 12 }} />
        <YAxis yAxisId="percent" orientation="right" domain={[0, 100]} tickFormatter={(value: number) => format.percent(value)} width={52} tick={{ fontSize: 12 }} />
        <Tooltip
          labelFormatter={(value) => format.date(String(value))}
          formatter={(value, _name, item) => [formatValue(item.dataKey as SeriesKey, value as number | null), name(item.dataKey as SeriesKey)]}
        />
        <Legend />
        <Bar yAxisId="count" dataKey="closed" name={name('closed')} fill={SERIES_COLORS[0]} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
        <Line yAxisId="seconds" dataKey="avgFirstResponseSec" name={name('avgFirstResponseSec')} stroke={SERIES_COLORS[2]} strokeWidth={2} dot={{ r: 2 }} connectNulls={false} isAnimationActive={false} />
        <Line yAxisId="percent" dataKey="csatPct" name={name('csatPct')} stroke={SERIES_COLORS[4]} strokeWidth={2} dot={{ r: 2 }} connectNulls={false} isAnimationActive={false} />
      </ComposedChart>
    </ChartFrame>
  );
}
