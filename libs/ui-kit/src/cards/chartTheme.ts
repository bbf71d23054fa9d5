// What a chart needs from the skin and the language, without tying ui-kit to a chart library: colours from
// the antd theme (so the dark skin's charts are dark too), tooltip styles that match a popover, the direction
// (an RTL chart runs right to left), a short label for a card's points, and the text alternative of a chart.
import { useContext, type CSSProperties } from 'react';
import { ConfigProvider, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardData } from '@live-agent/contracts';
import { UI_NAMESPACE, useFormat } from '@live-agent/ui-kit';
import { useCardFormat } from './Figure';

export interface ChartTheme {
  /** Series colours, in order. */
  palette: string[];
  rtl: boolean;
  /** For axis ticks: `tick={chart.tick}`. */
  tick: { fontSize: number; fill: string };
  gridColor: string;
  /** For a tooltip: `contentStyle`, `labelStyle`, `itemStyle` and `cursor`. */
  tooltip: { contentStyle: CSSProperties; labelStyle: CSSProperties; itemStyle: CSSProperties; cursor: { fill: string; stroke: string } };
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
    tick: { fontSize: 11, fill: token.colorTextSecondary },
    gridColor: token.colorBorderSecondary,
    tooltip: {
      contentStyle: {
        background: token.colorBgElevated,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        boxShadow: token.boxShadowSecondary,
        color: token.colorText,
        direction: direction === 'rtl' ? 'rtl' : 'ltr',
        textAlign: 'start',
      },
      labelStyle: { color: token.colorTextSecondary },
      itemStyle: { color: token.colorText },
      cursor: { fill: token.colorFillSecondary, stroke: token.colorBorder },
    },
    pointLabel: (data) => (label) => (data.period === 'last-year' ? format.month(`${label}T12:00:00Z`) : format.shortDay(`${label}T12:00:00Z`)),
    summary: (title, data, written) =>
      t('cards.chartLabel', { card: title, value: written ?? value(data.unit, data.value), period: t(`cards.periods.${data.period}`) }),
    points: (data) => data.labels.map((label, i) => ({ label, ...Object.fromEntries(data.series.map((series) => [series.key, series.data[i]])) })),
  };
}
