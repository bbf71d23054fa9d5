// The statistics and analytics cards (docs/demo-api.md, Cards): one shape for every card, so a screen draws any
// of them with the same pieces (a figure, a change, a chart, a breakdown).

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

export type CardUnit = 'count' | 'money' | 'percent' | 'seconds';

export interface CardSeries {
  /** A stable key a screen translates (e.g. 'earning', 'expense'). */
  key: string;
  data: number[];
}

export interface CardBreakdownItem {
  key: string;
  value: number;
  /** Change against the previous period, in percent (may be negative). */
  changePct?: number;
}

export interface CardData {
  card: string;
  period: CardPeriod;
  unit: CardUnit;
  /** The card's headline figure over the period. */
  value: number;
  /** The same figure over the period before. */
  previous: number;
  /** (value − previous) / previous × 100, rounded to one decimal. */
  changePct: number;
  /** A target where the card has one (goal overview, budget), else null. */
  goal: number | null;
  /** ISO dates of the chart's points (days for the 28-day and month periods, months for a year). */
  labels: string[];
  series: CardSeries[];
  breakdown: CardBreakdownItem[];
}
