// Numbers, percentages, durations and dates of the reports in the reader's language, through Intl (the API
// sends seconds and 0–100 percentages unrounded; rounding is the screen's job). Missing figures (no rated
// chat, nobody online) show as an em dash, never as 0.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const NO_VALUE = '—';

export function reportFormat(language: string) {
  const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percentage = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const signedPercentage = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const unit = (name: 'hour' | 'minute' | 'second') => new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 0 });
  const hours = unit('hour');
  const minutes = unit('minute');
  const seconds = unit('second');
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
  const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });

  const missing = (value: number | null | undefined): value is null | undefined => value === null || value === undefined || Number.isNaN(value);
  const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value));

  return {
    integer: (value: number | null | undefined) => (missing(value) ? NO_VALUE : integer.format(value)),
    decimal: (value: number | null | undefined) => (missing(value) ? NO_VALUE : decimal.format(value)),
    /** 0–100 → "87.5 %" (as the language writes it). */
    percent: (value: number | null | undefined) => (missing(value) ? NO_VALUE : percentage.format(value / 100)),
    /** A trend in % → "+12.5 %", "−3 %". */
    trend: (value: number | null | undefined) => (missing(value) ? NO_VALUE : signedPercentage.format(value / 100)),
    /** Seconds → "45 sec", "3 min 20 sec", "2 hr 15 min" (two units at most). */
    duration: (value: number | null | undefined) => {
      if (missing(value)) return NO_VALUE;
      const total = Math.round(Math.max(0, value));
      if (total < 60) return seconds.format(total);
      if (total < 3600) {
        const rest = total % 60;
        return rest ? `${minutes.format(Math.floor(total / 60))} ${seconds.format(rest)}` : minutes.format(total / 60);
      }
      const rest = Math.floor((total % 3600) / 60);
      return rest ? `${hours.format(Math.floor(total / 3600))} ${minutes.format(rest)}` : hours.format(Math.floor(total / 3600));
    },
    date: (value: string | number | Date) => date.format(toDate(value)),
    dateTime: (value: string | number | Date) => dateTime.format(toDate(value)),
    time: (value: string | number | Date) => time.format(toDate(value)),
    /** "22 Nov" style axis label. */
    shortDay: (value: string | number | Date) => shortDay.format(toDate(value)),
    /** Hour of day 0–23 as the language writes a time ("14:00", "2 PM"). */
    hour: (hourOfDay: number) => time.format(new Date(2000, 0, 1, hourOfDay)),
  };
}

export type ReportFormat = ReturnType<typeof reportFormat>;

/** reportFormat() for the current language, rebuilt when it changes. */
export function useReportFormat(): ReportFormat {
  const { i18n } = useTranslation();
  return useMemo(() => reportFormat(i18n.language), [i18n.language]);
}
