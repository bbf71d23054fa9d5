// The one date field of the forms (docs/architecture.md, UI kit): antd's DatePicker in the user's date format
// (dateInputFormat), and what a typed date needs beyond it. A date that does not exist (31/02/2026) stays as typed
// and the form holds an impossible date (an invalid Dayjs), which the field's rule refuses in words, where the picker
// alone dropped the text and kept the previous date. A blank text empties the field. Enter confirms the typed date
// and never submits the form around it.
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useDateInputFormat } from './dateInputFormat';

dayjs.extend(customParseFormat);

/** What a date field holds for a typed date that does not exist: a Dayjs that is not valid. */
export const impossibleDate = (): Dayjs => dayjs(Number.NaN);

/** Whether a date field's value is a typed date that does not exist (its rule should say so). */
export const isImpossibleDate = (value: unknown): boolean => dayjs.isDayjs(value) && !value.isValid();

export type DateFieldProps = Omit<
  DatePickerProps,
  'value' | 'defaultValue' | 'onChange' | 'format' | 'picker' | 'multiple' | 'showTime'
> & {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** A date and a time ('HH:mm'), in the language's date-time format. */
  withTime?: boolean;
};

export function DateField({ value, onChange, withTime = false, onKeyDown, onBlur, ...rest }: DateFieldProps) {
  const formats = useDateInputFormat();
  const format = withTime ? formats.dateTime : formats.date;
  // The date the picker is given: the last real one while an impossible one is typed, so its text stays as typed.
  const [shown, setShown] = useState<Dayjs | null>(isImpossibleDate(value) ? null : (value ?? null));
  const [seen, setSeen] = useState(value);
  const [drawn, setDrawn] = useState(0);
  if (value !== seen) {
    // Set from outside (a reset, a record loaded): after an impossible date the picker is drawn afresh, so its text
    // is the new date's rather than what was typed.
    setSeen(value);
    if (!isImpossibleDate(value)) {
      setShown(value ?? null);
      if (isImpossibleDate(seen)) setDrawn((count) => count + 1);
    }
  }

  const report = (next: Dayjs | null) => {
    setSeen(next);
    if (!isImpossibleDate(next)) setShown(next);
    onChange?.(next);
  };

  /** What the input's text says once the user is done with it (Enter, or leaving the field). */
  const readTyped = (input: HTMLInputElement) => {
    const text = input.value.trim();
    if (text === '') {
      if (value) report(null);
      return;
    }
    const parsed = dayjs(text, format, true);
    if (!parsed.isValid()) {
      if (!isImpossibleDate(value)) report(impossibleDate());
    } else if (!value || !value.isValid() || value.format(format) !== parsed.format(format)) {
      report(parsed);
    }
  };

  return (
    <DatePicker
      key={drawn}
      {...rest}
      value={shown}
      format={format}
      showTime={withTime ? { format: 'HH:mm', minuteStep: 5 } : undefined}
      preserveInvalidOnBlur
      onChange={(next) => report(next ?? null)}
      onKeyDown={(event: KeyboardEvent<HTMLElement>, preventDefault) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          // Enter confirms the date typed; it never submits the form the field is in.
          event.preventDefault();
          readTyped(event.target);
        }
        onKeyDown?.(event, preventDefault);
      }}
      onBlur={(event: FocusEvent<HTMLElement>, info) => {
        if (event.target instanceof HTMLInputElement) readTyped(event.target);
        onBlur?.(event, info);
      }}
    />
  );
}
