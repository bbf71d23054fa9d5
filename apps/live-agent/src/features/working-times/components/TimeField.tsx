// 'HH:mm' strings in the form, antd's TimePicker on screen (5-minute steps, no confirm button).
import { useMemo } from 'react';
import { TimePicker } from 'antd';
import { DateField as DayField, impossibleDate } from '@live-agent/ui-kit';
import dayjs, { type Dayjs } from 'dayjs';
import { isTime } from '../workingTimes.rules';

/** A field of this form whose value is text: what Form.Item hands it, and its accessible name. */
interface TextValueFieldProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  ariaLabel?: string;
  disabled?: boolean;
  id?: string;
}

export function TimeField({ value, onChange, ariaLabel, disabled, id }: TextValueFieldProps & { ariaLabel: string }) {
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

/** What the form holds for a typed date that does not exist: no ISO day, so the date rule refuses it. */
const IMPOSSIBLE = 'Invalid Date';

/**
 * 'YYYY-MM-DD' strings in the form, ui-kit's DateField on screen in the user's date format (an impossible date typed
 * stays as typed and is refused by the rule; Enter never submits the editor).
 */
export function DateField({ value, onChange, ariaLabel, disabled, id }: TextValueFieldProps) {
  // Memoised on the text: the same day keeps its identity, which the field reads as "not changed from outside".
  const parsed = useMemo<Dayjs | null>(() => {
    if (value === IMPOSSIBLE) return impossibleDate();
    return value && dayjs(value).isValid() ? dayjs(value) : null;
  }, [value]);
  return (
    <DayField
      id={id}
      value={parsed}
      onChange={(next) => onChange?.(next ? (next.isValid() ? next.format('YYYY-MM-DD') : IMPOSSIBLE) : null)}
      needConfirm={false}
      disabled={disabled}
      aria-label={ariaLabel}
      className="wt-date"
    />
  );
}
