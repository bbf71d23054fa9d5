// What the line and area examples share: conversations per day (DAILY), a day per category, whole counts up the
// value axis, the day's full date over the tooltip and in the table.
import type { TFunction } from 'i18next';
import type { Format } from '@live-agent/ui-kit';

export function perDay(t: TFunction, format: Format) {
  return {
    category: { key: 'day', title: t('charts.columns.day') },
    height: 280,
    rowKey: (row: { day: number }) => String(row.day),
    tick: (row: { day: number }) => format.shortDay(row.day),
    tooltipTitle: (row: { day: number }) => format.date(row.day),
    axes: [{ format: (value: number) => format.integer(value), integer: true, width: 48 }],
  };
}
