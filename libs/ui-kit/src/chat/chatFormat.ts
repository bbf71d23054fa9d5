// Dates and times of a thread in the reader's language, through Intl (the same styles as the reports).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function chatFormat(language: string) {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
  return {
    date: (iso: string) => date.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
  };
}

export function useChatFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => chatFormat(i18n.language), [i18n.language]);
}
