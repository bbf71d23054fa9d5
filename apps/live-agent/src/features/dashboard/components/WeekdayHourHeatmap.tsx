// Conversations by weekday and hour over the report's period (28 days by default), as an HTML table so
// screen readers can walk it: weekdays (Monday first) as row headers, hours as column headers, each cell
// coloured on a single-hue scale from the quietest to the busiest hour and named in full ("Monday 14:00:
// 123 conversations").
import { useMemo } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, ReportCard } from '@live-agent/ui-kit';
import type { ReportPeriod } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';

import { HOURS, heatColor, heatmapView, heatTextColor, intensity, type HeatmapRow } from '../dashboardView';
import { useFormat } from '@live-agent/ui-kit';

// Stand-ins for the day and the hour in a cell's translated name; control characters never occur in a translation.
const DAY_SLOT = '\u0001';
const HOUR_SLOT = '\u0002';
const VALUE_SLOT = '\u0003';

export interface WeekdayHourHeatmapProps {
  /** heatmap[weekday][hour], weekday 0 = Sunday. */
  heatmap: number[][];
  period: ReportPeriod;
  timeZone: string;
}

export function WeekdayHourHeatmap({ heatmap, period, timeZone }: WeekdayHourHeatmapProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const format = useFormat();
  const view = useMemo(() => heatmapView(heatmap), [heatmap]);
  const title = t('dashboard.heatmap.title');
  // Each day and hour written once, not once per cell (168 cells).
  const dayNames = useMemo(() => Array.from({ length: 7 }, (_, weekday) => t(`common.days.${weekday}`)), [t]);
  const hourNames = useMemo(() => HOURS.map((hour) => format.hour(hour)), [format]);
  const dayName = (weekday: number) => dayNames[weekday];
  // A cell's name is translated once per plural form (the language's category of its count, and 0 apart, which
  // i18next may name on its own), not once per cell or per count: the figure, the day and the hour go into that text
  // after. A working day's 168 cells have a hundred-odd distinct counts, and each translation with a count costs
  // a plural lookup (the dashboard's figures render, a long task after sign-in on a slow machine: docs/bench.md).
  // A translation that does not show the figure through {{value}} is translated per count, as before.
  const cellLabel = useMemo(() => {
    const rules = new Intl.PluralRules(i18n.resolvedLanguage ?? i18n.language);
    const byForm = new Map<string, string>();
    const byCount = new Map<number, string>();
    return (count: number, day: string, hour: string) => {
      const form = count === 0 ? 'zero' : rules.select(count);
      let text = byForm.get(form);
      if (text === undefined) {
        text = t('dashboard.heatmap.cell', { count, value: VALUE_SLOT, day: DAY_SLOT, hour: HOUR_SLOT });
        byForm.set(form, text);
      }
      if (!text.includes(VALUE_SLOT)) {
        text =
          byCount.get(count) ??
          t('dashboard.heatmap.cell', { count, value: format.integer(count), day: DAY_SLOT, hour: HOUR_SLOT });
        byCount.set(count, text);
      }
      return text
        .replace(VALUE_SLOT, () => format.integer(count))
        .replace(DAY_SLOT, () => day)
        .replace(HOUR_SLOT, () => hour);
    };
  }, [t, i18n.resolvedLanguage, i18n.language, format]);

  const exportCsv = () => {
    const csv = toCsv(
      [
        { header: t('dashboard.heatmap.weekday'), value: (row: HeatmapRow) => dayName(row.weekday) },
        ...HOURS.map((hour) => ({ header: format.hour(hour), value: (row: HeatmapRow) => row.counts[hour] })),
      ],
      view.rows,
    );
    downloadCsv(`dashboard-weekday-hour-${dayjs().format('YYYY-MM-DD')}.csv`, csv);
  };

  return (
    <ReportCard title={title} testId="heatmap" onExport={exportCsv} empty={view.total === 0}>
      {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. */}
      <div className="la-heatmap-scroll" tabIndex={0} role="region" aria-label={title} data-testid="heatmap-scroll">
        <table className="la-heatmap" data-testid="heatmap-table">
          <caption>
            {t('dashboard.heatmap.caption', {
              from: format.date(period.from),
              to: format.date(period.to),
              zone: timeZone,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="la-sr-only">{t('dashboard.heatmap.weekday')}</span>
              </th>
              {HOURS.map((hour) => (
                <th key={hour} scope="col">
                  <span aria-hidden>{format.integer(hour)}</span>
                  <span className="la-sr-only">{hourNames[hour]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.weekday} data-weekday={row.weekday}>
                <th scope="row">
                  <abbr title={dayName(row.weekday)}>{t(`common.daysShort.${row.weekday}`)}</abbr>
                </th>
                {row.counts.map((count, hour) => {
                  const level = intensity(count, view.min, view.max);
                  const label = cellLabel(count, dayName(row.weekday), hourNames[hour]);
                  return (
                    <td
                      key={hour}
                      title={label}
                      aria-label={label}
                      style={{ background: heatColor(level), color: heatTextColor(level) }}
                    >
                      {format.integer(count)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="la-heatmap-legend" data-testid="heatmap-legend">
        <span>{t('dashboard.heatmap.fewer')}</span>
        <span>{format.integer(view.min)}</span>
        <span
          className="la-heatmap-scale"
          role="img"
          aria-label={t('dashboard.heatmap.legend', { min: format.integer(view.min), max: format.integer(view.max) })}
          style={{ background: `linear-gradient(to right, ${heatColor(0)}, ${heatColor(0.5)}, ${heatColor(1)})` }}
        />
        <span>{format.integer(view.max)}</span>
        <span>{t('dashboard.heatmap.more')}</span>
      </div>
    </ReportCard>
  );
}
