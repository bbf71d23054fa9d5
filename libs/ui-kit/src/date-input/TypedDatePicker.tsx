// A date field that treats what is typed as the user's answer. antd's DatePicker drops a typed day it cannot read
// (31/02/2026) when the field loses focus and keeps the old one, so the form saved a date the user had replaced; and
// Enter in its text, meant to confirm the day, also submitted the whole form. Here Enter confirms the day only, and
// on Enter or leaving the field the text decides the value: a real day is the value, an empty text is no value, and
// anything else stays on screen as typed while the form holds an invalid day, which the field's rule (the
// contracts' `date` check, docs/architecture.md, Contracts) refuses by the field in the user's language.
import { useRef, type FocusEvent } from 'react';
import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

export interface TypedDatePickerProps extends Omit<DatePickerProps, 'value' | 'onChange' | 'format'> {
  /** The form's value: a day, none, or an invalid day (what was typed could not be read as one). */
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** How a day is typed and shown (useDateInputFormat's `date`). */
  format: string;
}

const isDay = (value: Dayjs | null | undefined): value is Dayjs => Boolean(value?.isValid());

/** The day a text names in `format`, strictly (02/31/2026 is none); an invalid Dayjs when it names none. */
export const typedDay = (text: string, format: string): Dayjs => dayjs(text.trim(), format, true);

export function TypedDatePicker({ value, onChange, format, onKeyDown, onBlur, ...rest }: TypedDatePickerProps) {
  // While the form holds an unreadable day, the picker keeps the last real one: handing it none would empty the
  // text the user is looking at.
  const lastDay = useRef<Dayjs | null>(null);
  if (isDay(value) || value === null || value === undefined) lastDay.current = value ?? null;
  const pickerValue = isDay(value) || !value ? (value ?? null) : lastDay.current;

  const commit = (text: string) => {
    if (text.trim() === '') {
      if (value) onChange?.(null);
      return;
    }
    const typed = typedDay(text, format);
    if (!typed.isValid()) onChange?.(typed);
    else if (!isDay(value) || !value.isSame(typed, 'day')) onChange?.(typed);
  };

  return (
    <DatePicker
      {...rest}
      format={format}
      value={pickerValue}
      preserveInvalidOnBlur
      onChange={(day) => onChange?.(Array.isArray(day) ? (day[0] ?? null) : (day ?? null))}
      onKeyDown={(event, preventDefault) => {
        onKeyDown?.(event, preventDefault);
        if (event.key !== 'Enter') return;
        // Enter confirms the day (the picker has read a real one already); it never submits the form around it.
        event.preventDefault();
        commit((event.target as HTMLInputElement).value);
      }}
      onBlur={(event: FocusEvent<HTMLElement>, info) => {
        onBlur?.(event, info);
        if (event.target instanceof HTMLInputElement) commit(event.target.value);
      }}
    />
  );
}
