// How a date is typed and shown in a date field, in the user's language: 05/31/2026 in English, 31.05.2026 in
// German, 31/05/2026 in French and Portuguese. Derived from Intl, so a new language needs no table here. The
// value a form stores stays ISO ('YYYY-MM-DD'); only what the user reads and types follows the language.
import { useTranslation } from 'react-i18next';

const TOKENS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  day: 'DD',
  month: 'MM',
  year: 'YYYY',
  hour: 'HH',
  minute: 'mm',
};

/** A dayjs format for dates (and times with `withTime`) in `language`. */
export function dateInputFormat(language: string, { withTime = false } = {}): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(language, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    }).formatToParts(new Date(2026, 4, 31, 13, 45));
  } catch {
    return withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD';
  }
  // Literals are kept as they are ("." "/" ", "), escaped for dayjs where they hold letters.
  return parts
    .map((part) => TOKENS[part.type] ?? (/[A-Za-z]/.test(part.value) ? `[${part.value}]` : part.value))
    .join('');
}

/** The date (and date-time) input formats of the current language. */
export function useDateInputFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return { date: dateInputFormat(language), dateTime: dateInputFormat(language, { withTime: true }) };
}
