// The charts of the chatbot screen (@live-agent/ui-kit/charts): containment vs handoff over time, handoffs
// by reason and CSAT bot-only vs with a person. Axes, tooltips and legends are translated and formatted
// through useFormat; each chart's figures are also in its block's CSV.
import { useTranslation } from 'react-i18next';
import type { ChatbotReport } from '@live-agent/contracts';
import { CartesianChart } from '@live-agent/ui-kit/charts';
import { seriesColor } from '../../../reports';
import { useFormat } from '@live-agent/ui-kit';
import type { Trend, TrendRow } from '../chatbot.blocks';

export const TREND_COLORS = { contained: '#52c41a', handoffs: '#1677ff', other: '#bfbfbf' } as const;

export function TrendChart({ trend }: { trend: Trend }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const dayLabel = (date: string) =>
    trend.unit === 'week' ? t('chatbot.trend.weekOf', { date: format.date(date) }) : format.date(date);
  return (
    <CartesianChart
      label={t(trend.unit === 'week' ? 'chatbot.trend.labelWeek' : 'chatbot.trend.labelDay')}
      height={252}
      rows={trend.rows}
      rowKey={(row) => row.date}
      tick={(row) => format.shortDay(row.date)}
      tooltipTitle={(row) => dayLabel(row.date)}
      axes={[{ format: (value) => format.integer(value), integer: true, width: 48 }]}
      series={(['contained', 'handoffs', 'other'] as const).map((key) => ({
        key,
        name: t(`chatbot.trend.${key}`),
        kind: 'bar' as const,
        stack: 'bot',
        color: TREND_COLORS[key],
        value: (row: TrendRow) => row[key],
      }))}
      barRadius={0}
      legend="bottom"
    />
  );
}

export function ReasonsChart({ rows }: { rows: ChatbotReport['handoffsByReason'] }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const label = (row: ChatbotReport['handoffsByReason'][number]) =>
    t(`reports.handoffReasons.${row.reason}`, { defaultValue: row.reason });
  return (
    <CartesianChart
      label={t('chatbot.reasons.chartLabel')}
      height={240}
      horizontal
      categoryWidth={170}
      rows={rows}
      rowKey={(row) => row.reason}
      tick={label}
      axes={[{ format: (value) => format.integer(value), integer: true }]}
      series={[
        {
          key: 'count',
          name: t('chatbot.csv.handoffs'),
          kind: 'bar',
          color: seriesColor(0),
          colorOf: (_row, index) => seriesColor(index),
          value: (row) => row.count,
          format: (value, row) => `${format.integer(value)} (${format.percent(row.pct)})`,
          barLabel: (row) => format.percent(row.pct),
        },
      ]}
      barRadius={0}
    />
  );
}

export function CsatChart({ csat }: { csat: ChatbotReport['csat'] }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const data = [
    {
      key: 'botOnly',
      label: t('chatbot.csat.botOnly'),
      csatPct: csat.botOnly.csatPct,
      rated: csat.botOnly.rated,
      color: '#722ed1',
    },
    {
      key: 'withHuman',
      label: t('chatbot.csat.withHuman'),
      csatPct: csat.withHuman.csatPct,
      rated: csat.withHuman.rated,
      color: '#1677ff',
    },
  ];
  return (
    <CartesianChart
      label={t('chatbot.csat.chartLabel')}
      height={240}
      rows={data}
      rowKey={(row) => row.key}
      tick={(row) => row.label}
      axes={[{ domain: [0, 100], format: (value) => format.percent(value), width: 56 }]}
      series={[
        {
          key: 'csatPct',
          name: t('chatbot.csat.title'),
          kind: 'bar',
          color: data[1].color,
          colorOf: (row) => row.color,
          value: (row) => row.csatPct,
          format: (value, row) =>
            `${format.percent(value)} · ${t('chatbot.csat.rated', { n: format.integer(row.rated) })}`,
          barLabel: (row) => format.percent(row.csatPct),
        },
      ]}
      maxBarSize={72}
      barRadius={0}
    />
  );
}
