// The statistics and analytics cards (docs/demo-api.md, Cards): one shape for every card, so a screen draws any
// of them with the same pieces (a figure, a change, a chart, a breakdown).
import type { z } from 'zod/mini';
import type { cardBreakdownItemSchema, cardDataSchema, cardQuery, cardSeriesSchema } from './schemas/cards';

export const CARD_PERIODS = ['last-28-days', 'last-month', 'last-year'] as const;
export type CardPeriod = (typeof CARD_PERIODS)[number];

export const STATISTICS_CARDS = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const;
export type StatisticsCard = (typeof STATISTICS_CARDS)[number];

export const ANALYTICS_CARDS = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
  // Beyond the original list: the e-commerce dashboard's other cards.
  'earnings',
  'budget',
  'browser-states',
  'transactions',
  'recent-orders',
] as const;
export type AnalyticsCard = (typeof ANALYTICS_CARDS)[number];

export const CARD_UNITS = ['count', 'money', 'percent', 'seconds'] as const;
export type CardUnit = (typeof CARD_UNITS)[number];

export type CardSeries = z.output<typeof cardSeriesSchema>;
export type CardBreakdownItem = z.output<typeof cardBreakdownItemSchema>;
/** GET /card/card-statistics/<card> and /card/card-analytics/<card>. */
export type CardData = z.output<typeof cardDataSchema>;
/** The query of a card: `period`, the last 28 days when none is given. */
export type CardQuery = z.input<typeof cardQuery>;
