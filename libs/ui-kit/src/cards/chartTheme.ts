// What a card's chart needs from the skin and the language: series colours from the antd theme (so the dark
// skin's charts are dark too), the direction, a short label for a card's points, the chart's text alternative and
// its rows. Axis, grid and tooltip colours come with the charts themselves (@live-agent/ui-kit/charts, useChartSkin).
import { useContext } from 'react';
import { ConfigProvider, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardData } from '@live-agent/contracts';
import { UI_NAMESPACE, useFormat } from '@live-agent/ui-kit';
import { useCardFormat } from './Figure';

export interface ChartTheme {
  /** Series colours, in order. */
  palette: string[];
  rtl: boolean;
  /** A point's label: its day, or its month for a year. */
  pointLabel: (data: CardData) => (label: string) => string;
  /** The chart's text alternative: the card, its headline figure and its period. */
  summary: (title: string, data: CardData, value?: string) => string;
  /** The card's labels with each series' value by key, for a chart's `data`. */
  points: (data: CardData) => Record<string, string | number>[];
}

export function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const { t } = useTranslation(UI_NAMESPACE);
  const format = useFormat();
  const value = useCardFormat();
  return {
    palette: [token.colorPrimary, token.colorInfo, token.colorSuccess, token.colorWarning, token.colorError],
    rtl: direction === 'rtl',
    pointLabel: (data) => (label) =>
      data.period === 'last-year' ? format.month(`${label}T12:00:00Z`) : format.shortDay(`${label}T12:00:00Z`),
    summary: (title, data, written) =>
      t('cards.chartLabel', {
        card: title,
        value: written ?? value(data.unit, data.value),
        period: t(`cards.periods.${data.period}`),
      }),
    points: (data) =>
      data.labels.map((label, i) => ({
        label,
        ...Object.fromEntries(data.series.map((series) => [series.key, series.data[i]])),
      })),
  };
}
