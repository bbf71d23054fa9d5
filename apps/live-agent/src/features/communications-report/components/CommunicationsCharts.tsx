// The charts of the communications screen (recharts inside ChartFrame). Axes, tooltips and legends are
// translated and formatted through useFormat; each chart's figures are also in its block's table
// view and CSV export.
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { GroupBy, VolumeBucket } from '@live-agent/contracts';
import { ChartFrame, seriesColor } from '../../../reports';
import { useFormat } from '@live-agent/ui-kit';

export const MESSAGE_COLORS = { incoming: '#1677ff', outgoing: '#13c2c2', conversations: '#fa541c' } as const;

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));

export function VolumeChart({ rows, groupBy, monthName }: { rows: VolumeBucket[]; groupBy: GroupBy; monthName: (date: string) => string }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const tick = (date: unknown) => (groupBy === 'month' ? monthName(String(date)) : format.shortDay(String(date)));
  const label = (date: unknown) =>
    groupBy === 'month' ? monthName(String(date)) : groupBy === 'week' ? t('communications.volume.weekOf', { date: format.date(String(date)) }) : format.date(String(date));
  return (
    <ChartFrame height={300} label={t(`communications.volume.chartLabel.${groupBy}`)}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={tick} minTickGap={12} />
        <YAxis
          yAxisId="messages"
          allowDecimals={false}
          width={64}
          tickFormatter={(value) => format.integer(asNumber(value))}
          label={{ value: t('communications.volume.messagesAxis'), angle: -90, position: 'insideLeft', style: { textAnchor: 'middle' } }}
        />
        <YAxis
          yAxisId="conversations"
          orientation="right"
          allowDecimals={false}
          width={56}
          tickFormatter={(value) => format.integer(asNumber(value))}
          label={{ value: t('communications.volume.conversationsAxis'), angle: 90, position: 'insideRight', style: { textAnchor: 'middle' } }}
        />
        <Tooltip labelFormatter={label} formatter={(value) => format.integer(asNumber(value))} />
        <Legend />
        <Bar yAxisId="messages" dataKey="incomingMessages" name={t('communications.columns.incomingMessages')} fill={MESSAGE_COLORS.incoming} isAnimationActive={false} />
        <Bar yAxisId="messages" dataKey="outgoingMessages" name={t('communications.columns.outgoingMessages')} fill={MESSAGE_COLORS.outgoing} isAnimationActive={false} />
        <Line
          yAxisId="conversations"
          type="monotone"
          dataKey="conversations"
          name={t('communications.columns.conversations')}
          stroke={MESSAGE_COLORS.conversations}
          strokeWidth={2}
          dot={rows.length <= 31}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
}

export interface ChartGroup {
  key: string | number;
  label: string;
  conversations: number;
  sharePct: number | null;
  color?: string;
}

function useGroupTooltip() {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  return (value: unknown, _name: unknown, item: { payload?: unknown } | undefined) => {
    const share = (item?.payload as ChartGroup | undefined)?.sharePct;
    return [`${format.integer(asNumber(value))} (${format.percent(share)})`, t('communications.columns.conversations')] as [string, string];
  };
}

/** Horizontal bars, one per group, in the order given. */
export function GroupBarChart({ groups, label }: { groups: ChartGroup[]; label: string }) {
  const format = useFormat();
  const tooltip = useGroupTooltip();
  const height = Math.max(180, groups.length * 30 + 48);
  return (
    <ChartFrame height={height} label={label}>
      <BarChart data={groups} layout="vertical" margin={{ top: 4, right: 24, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={(value) => format.integer(asNumber(value))} />
        <YAxis type="category" dataKey="label" width={150} interval={0} />
        <Tooltip formatter={tooltip} />
        <Bar dataKey="conversations" isAnimationActive={false}>
          {groups.map((group, index) => (
            <Cell key={group.key} fill={group.color ?? seriesColor(index)} />
          ))}
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}

/** A donut of the groups' conversations, with a legend. */
export function GroupDonutChart({ groups, label }: { groups: ChartGroup[]; label: string }) {
  const tooltip = useGroupTooltip();
  return (
    <ChartFrame height={260} label={label}>
      <PieChart>
        <Pie data={groups} dataKey="conversations" nameKey="label" innerRadius="50%" outerRadius="80%" paddingAngle={1} isAnimationActive={false}>
          {groups.map((group, index) => (
            <Cell key={group.key} fill={group.color ?? seriesColor(index)} />
          ))}
        </Pie>
        <Tooltip formatter={tooltip} />
        <Legend />
      </PieChart>
    </ChartFrame>
  );
}

/** Vertical bars of conversations over ordered buckets (hours of the day, weekdays). */
export function CountChart({ rows, label, tick, color }: { rows: Array<{ key: number; label: string; count: number }>; label: string; tick: (row: number) => string; color: string }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  return (
    <ChartFrame height={240} label={label}>
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="key" tickFormatter={(value) => tick(asNumber(value))} minTickGap={4} />
        <YAxis allowDecimals={false} width={48} tickFormatter={(value) => format.integer(asNumber(value))} />
        <Tooltip
          labelFormatter={(value) => rows.find((row) => row.key === asNumber(value))?.label ?? String(value)}
          formatter={(value) => [format.integer(asNumber(value)), t('communications.columns.conversations')]}
        />
        <Bar dataKey="count" fill={color} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
