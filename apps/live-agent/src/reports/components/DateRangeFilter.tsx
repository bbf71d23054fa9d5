// The period picker of every report: a preset list and the two days it covers. Picking days makes the
// period custom; both land in the URL (useReportSearch).
import { useMemo } from 'react';
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
  const { today, range, setRange } = useReportSearch();
  const { preset, from, to } = range;
  // Built again only when the period changes, not on every URL change (a page or a sort of the table below): antd
  // keeps the preset list mounted once opened, and each render of it measures its items, a forced layout.
  return useMemo(
    () => (
      <Space.Compact>
        <Select<DatePreset | 'custom'>
          aria-label={t('reports.range.preset')}
          data-testid="date-preset"
          value={preset}
          options={[...DATE_PRESETS, 'custom' as const].map((value) => ({
            value,
            label: t(`reports.presets.${value}`),
          }))}
          popupMatchSelectWidth={false}
          style={{ minWidth: 150 }}
          onChange={(next) => setRange(next === 'custom' ? { preset: next, from, to } : { preset: next })}
        />
        <DatePicker.RangePicker
          aria-label={t('reports.range.days')}
          format={formats.date}
          value={[dayjs(from), dayjs(to)]}
          allowClear={false}
          // Days after the organisation's today have no conversations yet.
          disabledDate={(value: Dayjs) => value.format(DAY) > today}
          onChange={(days) => {
            const [first, last] = days ?? [];
            if (first && last) setRange({ preset: 'custom', from: first.format(DAY), to: last.format(DAY) });
          }}
        />
      </Space.Compact>
    ),
    // A language switch gives a new `t`.
    [t, formats.date, preset, from, to, today, setRange],
  );
}
