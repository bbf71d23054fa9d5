// The charts of the chatbot screen (recharts inside ChartFrame): containment vs handoff over time, handoffs
// by reason and CSAT bot-only vs with a person. Axes, tooltips and legends are translated and formatted
// through useFormat; each chart's figures are also in its block's CSV.
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ChatbotReport } from '@live-agent/contracts';
import { ChartFrame, seriesColor } from '../../../reports';
import { useFormat } from '@live-agent/ui-kit';
import type { Trend } from '../chatbot.blocks';

export const TREND_COLORS = { contained: '#52c41a', handoffs: '#1677ff', other: '#bfbfbf' } as const;

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));

export function TrendChart({ trend }: { trend: Trend }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const dayLabel = (date: unknown) => (trend.unit === 'week' ? t('chatbot.trend.weekOf', { date: format.date(String(date)) }) : format.date(String(date)));
  return (
    <ChartFrame height={280} label={t(trend.unit === 'week' ? 'chatbot.trend.labelWeek' : 'chatbot.trend.labelDay')}>
      <BarChart data={trend.rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={(date) => format.shortDay(String(date))} minTickGap={12} />
        <YAxis allowDecimals={false} tickFormatter={(value) => format.integer(asNumber(value))} width={48} />
        <Tooltip labelFormatter={dayLabel} formatter={(value) => format.integer(asNumber(value))} />
        <Legend />
        {(['contained', 'handoffs', 'other'] as const).map((key) => (
          <Bar key={key} dataKey={key} stackId="bot" name={t(`chatbot.trend.${key}`)} fill={TREND_COLORS[key]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartFrame>
  );
}

export function ReasonsChart({ rows }: { rows: ChatbotReport['handoffsByReason'] }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const data = rows.map((row) => ({ ...row, label: t(`reports.handoffReasons.${row.reason}`, { defaultValue: row.reason }) }));
  return (
    <ChartFrame height={240} label={t('chatbot.reasons.chartLabel')}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 56, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={(value) => format.integer(asNumber(value))} />
        <YAxis type="category" dataKey="label" width={170} />
        <Tooltip
          formatter={(value, _name, item) => [`${format.integer(asNumber(value))} (${format.percent((item?.payload as { pct: number | null } | undefined)?.pct)})`, t('chatbot.csv.handoffs')]}
        />
        <Bar dataKey="count" name={t('chatbot.csv.handoffs')} isAnimationActive={false}>
          {data.map((row, index) => (
            <Cell key={row.reason} fill={seriesColor(index)} />
          ))}
          <LabelList dataKey="pct" position="right" formatter={(value: unknown) => format.percent(value === null || value === undefined ? null : asNumber(value))} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}

export function CsatChart({ csat }: { csat: ChatbotReport['csat'] }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const data = [
    { key: 'botOnly', label: t('chatbot.csat.botOnly'), csatPct: csat.botOnly.csatPct, rated: csat.botOnly.rated },
    { key: 'withHuman', label: t('chatbot.csat.withHuman'), csatPct: csat.withHuman.csatPct, rated: csat.withHuman.rated },
  ];
  return (
    <ChartFrame height={240} label={t('chatbot.csat.chartLabel')}>
      <BarChart data={data} margin={{ top: 24, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" />
        <YAxis domain={[0, 100]} tickFormatter={(value) => format.percent(asNumber(value))} width={56} />
        <Tooltip
          formatter={(value, _name, item) => [
            `${format.percent(value === null || value === undefined ? null : asNumber(value))} · ${t('chatbot.csat.rated', { n: format.integer((item?.payload as { rated: number } | undefined)?.rated) })}`,
            t('chatbot.csat.title'),
          ]}
        />
        <Bar dataKey="csatPct" name={t('chatbot.csat.title')} isAnimationActive={false} maxBarSize={72}>
          {data.map((row, index) => (
            <Cell key={row.key} fill={index === 0 ? '#722ed1' : '#1677ff'} />
          ))}
          <LabelList dataKey="csatPct" position="top" formatter={(value: unknown) => format.percent(value === null || value === undefined ? null : asNumber(value))} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
