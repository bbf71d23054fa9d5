// Numbers, currency, dates, relative times and lists written by Intl in the page's language. The instant is a fixed
// one shown in UTC, so every reader sees the same example.
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

const INSTANT = Date.UTC(2026, 2, 14, 15, 30);

export function Formats() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  const number = (options?: Intl.NumberFormatOptions) => (value: number) =>
    new Intl.NumberFormat(lang, options).format(value);
  const date = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(INSTANT);
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const list = new Intl.ListFormat(lang, { type: 'conjunction' });
  const items = [
    ['number', number()(1234567.891)],
    [
      'currency',
      `${number({ style: 'currency', currency: 'EUR' })(1234.5)} · ${number({ style: 'currency', currency: 'USD' })(1234.5)}`,
    ],
    ['percent', number({ style: 'percent', maximumFractionDigits: 1 })(0.256)],
    ['compact', number({ notation: 'compact' })(1_250_000)],
    ['unit', number({ style: 'unit', unit: 'kilometer-per-hour' })(88)],
    ['fullDate', date({ dateStyle: 'full' })],
    ['shortDate', date({ dateStyle: 'short', timeStyle: 'short' })],
    ['relative', [relative.format(-1, 'day'), relative.format(3, 'hour'), relative.format(-2, 'week')].join(' · ')],
    [
      'list',
      list.format(['sales', 'support', 'billing'].map((key) => t(`extensions.importExport.departments.${key}`))),
    ],
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="formats"
      items={items.map(([key, value]) => ({ key, label: t(`extensions.i18n.formats.${key}`), children: value }))}
    />
  );
}
