// Conversations per hour of the day (organisation time): today as bars, the whole of yesterday as a line.
// The same figures are in the card's CSV for readers who cannot see the chart.
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, ReportCard } from '@live-agent/ui-kit';
import type { HourVolume } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { CartesianChart } from '@live-agent/ui-kit/charts';
import { SERIES_COLORS } from '../../../reports';
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
  const hourRange = (hour: number) =>
    t('dashboard.volume.hourRange', { from: format.hour(hour), to: format.hour((hour + 1) % 24) });

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
    <ReportCard
      title={title}
      testId="volume-by-hour"
      onExport={exportCsv}
      empty={totalToday === 0 && totalYesterday === 0}
    >
      <CartesianChart
        label={t('dashboard.volume.chartLabel', totals)}
        height={252}
        rows={hours}
        rowKey={(row) => String(row.hour)}
        tick={(row) => format.hour(row.hour)}
        tooltipTitle={(row) => hourRange(row.hour)}
        axes={[{ format: (value) => format.integer(value), integer: true, width: 48 }]}
        series={[
          { key: 'count', name: todayName, kind: 'bar', value: (row) => row.count, color: SERIES_COLORS[0] },
          {
            key: 'yesterday',
            name: yesterdayName,
            kind: 'line',
            value: (row) => row.yesterday,
            color: SERIES_COLORS[2],
          },
        ]}
        legend="top"
      />
      <Typography.Text type="secondary">{t('dashboard.volume.totals', totals)}</Typography.Text>
    </ReportCard>
  );
}
