// Conversations per hour of the day (organisation time): today as bars, the whole of yesterday as a line.
// The same figures are in the card's CSV for readers who cannot see the chart.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, ReportCard } from '@live-agent/ui-kit';
import type { HourVolume } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { ChartFrame, SERIES_COLORS } from '../../../reports';
import { useFormat } from '@live-agent/ui-kit';

export function VolumeByHourCard({ hours }: { hours: HourVolume[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const title = t('dashboard.volume.title');
  const todayName = t('dashboard.volume.today');
  const yesterdayName = t('dashboard.volume.yesterday');
  const totalToday = hours.reduce((sum, row) => sum + row.count, 0);
  const totalYesterday = hours.reduce((sum, row) => sum + row.yesterday, 0);
  const totals = { today: format.integer(totalToday), yesterday: format.integer(totalYesterday) };
  const hourRange = (hour: number) => t('dashboard.volume.hourRange', { from: format.hour(hour), to: format.hour((hour + 1) % 24) });

  const exportCsv = () => {
    const csv = toCsv(
      [
        { header: t('dashboard.volume.hour'), value: (row: HourVolume) => hourRange(row.hour) },
        { header: todayName, value: (row: HourVolume) => row.count },
        { header: yesterdayName, value: (row: HourVolume) => row.yesterday },
      ],
      hours,
    );
    downloadCsv(`dashboard-volume-by-hour-${dayjs().format('YYYY-MM-DD')}.csv`, csv);
  };

  return (
    <ReportCard title={title} testId="volume-by-hour" onExport={exportCsv} empty={totalToday === 0 && totalYesterday === 0}>
      <ChartFrame height={280} label={t('dashboard.volume.chartLabel', totals)}>
        <ComposedChart data={hours} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="hour" tickFormatter={(hour: number) => format.hour(hour)} interval="preserveStartEnd" minTickGap={12} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tickFormatter={(value: number) => format.integer(value)} tick={{ fontSize: 12 }} width={48} />
          <Tooltip
            labelFormatter={(hour) => hourRange(Number(hour))}
            formatter={(value, name) => [format.integer(Number(value)), name]}
          />
          <Legend verticalAlign="top" height={28} />
          <Bar dataKey="count" name={todayName} fill={SERIES_COLORS[0]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Line dataKey="yesterday" name={yesterdayName} type="monotone" stroke={SERIES_COLORS[2]} strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ChartFrame>
      <Typography.Text type="secondary">{t('dashboard.volume.totals', totals)}</Typography.Text>
    </ReportCard>
  );
}
