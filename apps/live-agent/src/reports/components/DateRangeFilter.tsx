// The period picker of every report: a preset list and the two days it covers. Picking days makes the
// period custom; both land in the URL (useReportSearch).
import { DatePicker, Select, Space } from 'antd';
import { useDateInputFormat } from '@live-agent/ui-kit';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, type DatePreset } from '../dateRange';
import { useReportSearch } from '../useReportSearch';

const DAY = 'YYYY-MM-DD';

export function DateRangeFilter() {
  const { t } = useTranslation('liveAgent');
  const formats = useDateInputFormat();
  const { range, setRange } = useReportSearch();
  const options = [...DATE_PRESETS, 'custom' as const].map((preset) => ({ value: preset, label: t(`reports.presets.${preset}`) }));

  return (
    <Space.Compact>
      <Select<DatePreset | 'custom'>
        aria-label={t('reports.range.preset')}
        data-testid="date-preset"
        value={range.preset}
        options={options}
        popupMatchSelectWidth={false}
        style={{ minWidth: 150 }}
        onChange={(preset) => setRange(preset === 'custom' ? { preset, from: range.from, to: range.to } : { preset })}
      />
      <DatePicker.RangePicker
        aria-label={t('reports.range.days')}
        format={formats.date}
        value={[dayjs(range.from), dayjs(range.to)]}
        allowClear={false}
        // Days after today have no conversations yet.
        disabledDate={(value: Dayjs) => value.isAfter(dayjs(), 'day')}
        onChange={(days) => {
          const [from, to] = days ?? [];
          if (from && to) setRange({ preset: 'custom', from: from.format(DAY), to: to.format(DAY) });
        }}
      />
    </Space.Compact>
  );
}
