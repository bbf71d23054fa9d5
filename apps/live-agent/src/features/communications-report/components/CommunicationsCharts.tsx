// The charts of the communications screen (@live-agent/ui-kit/charts). Axes, tooltips and legends are
// translated and formatted through useFormat; each chart's figures are also in its block's table
// view and CSV export.
import { useTranslation } from 'react-i18next';
import type { GroupBy, VolumeBucket } from '@live-agent/contracts';
import { CartesianChart, DonutChart } from '@live-agent/ui-kit/charts';
import { seriesColor } from '../../../reports';
import { useFormat } from '@live-agent/ui-kit';

export const MESSAGE_COLORS = { incoming: '#1677ff', outgoing: '#13c2c2', conversations: '#fa541c' } as const;

export function VolumeChart({
  rows,
  groupBy,
  monthName,
}: {
  rows: VolumeBucket[];
  groupBy: GroupBy;
  monthName: (date: string) => string;
}) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const tick = (date: string) => (groupBy === 'month' ? monthName(date) : format.shortDay(date));
  const label = (date: string) =>
    groupBy === 'month'
      ? monthName(date)
      : groupBy === 'week'
        ? t('communications.volume.weekOf', { date: format.date(date) })
        : format.date(date);
  const integer = (value: number) => format.integer(value);
  return (
    <CartesianChart
      label={t(`communications.volume.chartLabel.${groupBy}`)}
      height={272}
      rows={rows}
      rowKey={(row) => row.date}
      tick={(row) => tick(row.date)}
      tooltipTitle={(row) => label(row.date)}
      axes={[
        { id: 'messages', format: integer, integer: true, width: 64, title: t('communications.volume.messagesAxis') },
        {
          id: 'conversations',
          side: 'end',
          format: integer,
          integer: true,
          width: 56,
          title: t('communications.volume.conversationsAxis'),
        },
      ]}
      series={[
        {
          key: 'incomingMessages',
          name: t('communications.columns.incomingMessages'),
          kind: 'bar',
          axis: 'messages',
          color: MESSAGE_COLORS.incoming,
          value: (row) => row.incomingMessages,
        },
        {
          key: 'outgoingMessages',
          name: t('communications.columns.outgoingMessages'),
          kind: 'bar',
          axis: 'messages',
          color: MESSAGE_COLORS.outgoing,
          value: (row) => row.outgoingMessages,
        },
        {
          key: 'conversations',
          name: t('communications.columns.conversations'),
          kind: 'line',
          axis: 'conversations',
          color: MESSAGE_COLORS.conversations,
          value: (row) => row.conversations,
          dots: rows.length <= 31,
        },
      ]}
      barRadius={0}
      legend="bottom"
    />
  );
}

export interface ChartGroup {
  key: string | number;
  label: string;
  conversations: number;
  sharePct: number | null;
  color?: string;
}

function useGroupValue() {
  const format = useFormat();
  return (value: number | null | undefined, group: ChartGroup) =>
    `${format.integer(value)} (${format.percent(group.sharePct)})`;
}

/** Horizontal bars, one per group, in the order given. */
export function GroupBarChart({ groups, label }: { groups: ChartGroup[]; label: string }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const groupValue = useGroupValue();
  const height = Math.max(180, groups.length * 30 + 48);
  return (
    <CartesianChart
      label={label}
      height={height}
      horizontal
      categoryWidth={150}
      rows={groups}
      rowKey={(group) => String(group.key)}
      tick={(group) => group.label}
      axes={[{ format: (value) => format.integer(value), integer: true }]}
      series={[
        {
          key: 'conversations',
          name: t('communications.columns.conversations'),
          kind: 'bar',
          color: seriesColor(0),
          colorOf: (group, index) => group.color ?? seriesColor(index),
          value: (group) => group.conversations,
          format: groupValue,
        },
      ]}
      barRadius={0}
    />
  );
}

/** A donut of the groups' conversations, with a legend. */
export function GroupDonutChart({ groups, label }: { groups: ChartGroup[]; label: string }) {
  const groupValue = useGroupValue();
  return (
    <DonutChart
      label={label}
      height={220}
      inner={0.5}
      outer={0.8}
      padAngle={0.01}
      parts={groups.map((group, index) => ({
        key: String(group.key),
        name: group.label,
        value: group.conversations,
        color: group.color ?? seriesColor(index),
      }))}
      format={(value, part) => groupValue(value, groups.find((group) => String(group.key) === part.key) ?? groups[0])}
      legend="bottom"
    />
  );
}

/** Vertical bars of conversations over ordered buckets (hours of the day, weekdays). */
export function CountChart({
  rows,
  label,
  tick,
  color,
}: {
  rows: Array<{ key: number; label: string; count: number }>;
  label: string;
  tick: (row: number) => string;
  color: string;
}) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  return (
    <CartesianChart
      label={label}
      height={240}
      rows={rows}
      rowKey={(row) => String(row.key)}
      tick={(row) => tick(row.key)}
      tooltipTitle={(row) => row.label}
      axes={[{ format: (value) => format.integer(value), integer: true, width: 48 }]}
      series={[
        {
          key: 'count',
          name: t('communications.columns.conversations'),
          kind: 'bar',
          color,
          value: (row) => row.count,
        },
      ]}
      barRadius={0}
    />
  );
}
