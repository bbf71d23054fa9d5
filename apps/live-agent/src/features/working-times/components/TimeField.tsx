// 'HH:mm' strings in the form, antd's TimePicker on screen (5-minute steps, no confirm button).
import { useMemo } from 'react';
import { DatePicker, TimePicker } from 'antd';
import { useDateInputFormat } from '@live-agent/ui-kit';
import dayjs, { type Dayjs } from 'dayjs';
import { isTime } from '../workingTimes.rules';

export function TimeField({
  value,
  onChange,
  ariaLabel,
  disabled,
  id,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  ariaLabel: string;
  disabled?: boolean;
  id?: string;
}) {
  const parsed = useMemo<Dayjs | null>(() => {
    // A fixed winter day: no daylight-saving gap can move a time such as 02:30.
    return isTime(value) ? dayjs(`2000-01-03T${value}:00`) : null;
  }, [value]);
  return (
    <TimePicker
      id={id}
      value={parsed}
      onChange={(next) => onChange?.(next ? next.format('HH:mm') : null)}
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      showNow={false}
      allowClear={false}
      disabled={disabled}
      aria-label={ariaLabel}
      className="wt-time"
      placeholder="--:--"
    />
  );
}

/** 'YYYY-MM-DD' strings in the form, antd's DatePicker on screen in the user's date format. */
export function DateField({
  value,
  onChange,
  ariaLabel,
  disabled,
  id,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  ariaLabel?: string;
  disabled?: boolean;
  id?: string;
}) {
  const parsed = useMemo<Dayjs | null>(() => (value && dayjs(value).isValid() ? dayjs(value) : null), [value]);
  const formats = useDateInputFormat();
  return (
    <DatePicker
      id={id}
      value={parsed}
      onChange={(next) => onChange?.(next ? next.format('YYYY-MM-DD') : null)}
      format={formats.date}
      needConfirm={false}
      disabled={disabled}
      aria-label={ariaLabel}
      className="wt-date"
    />
  );
}
