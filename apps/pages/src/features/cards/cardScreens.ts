// Which cards each screen shows and how each is drawn (docs/demo-api.md, Cards). Every card of the card
// endpoints appears on the statistics or the analytics cards screen; the analytics dashboard picks the ones
// that tell how the product is used.
import type { CardKind } from '@live-agent/ui-kit/cards';

/**
 * How a card is drawn: a figure over a small area chart (`trend`), bars or a line (`bars`, `line`), a wide
 * chart of several series with axes (`report`, `reportLines`), shares in a doughnut (`shares`), progress
 * towards a goal (`goal`) or a list of parts with their change (`list`).
 */
export type CardView = 'trend' | 'bars' | 'line' | 'report' | 'reportLines' | 'shares' | 'goal' | 'list';

export interface CardSpot {
  kind: CardKind;
  card: string;
  view: CardView;
  /** Spans two columns where there is room. */
  wide?: boolean;
}

export const STATISTICS_SCREEN: CardSpot[] = [
  { kind: 'statistics', card: 'orders-bar-chart', view: 'bars' },
  { kind: 'statistics', card: 'profit-line-chart', view: 'line' },
  { kind: 'statistics', card: 'subscribers', view: 'trend' },
  { kind: 'statistics', card: 'revenue', view: 'trend' },
  { kind: 'statistics', card: 'sales', view: 'trend' },
  { kind: 'statistics', card: 'orders', view: 'trend' },
  { kind: 'statistics', card: 'site-traffic', view: 'trend' },
  { kind: 'statistics', card: 'active-users', view: 'trend' },
  { kind: 'statistics', card: 'newsletter', view: 'trend' },
];

export const ANALYTICS_SCREEN: CardSpot[] = [
  { kind: 'analytics', card: 'support-tracker', view: 'goal' },
  { kind: 'analytics', card: 'avg-sessions', view: 'bars' },
  { kind: 'analytics', card: 'revenue-report', view: 'report', wide: true },
  { kind: 'analytics', card: 'goal-overview', view: 'goal' },
  { kind: 'analytics', card: 'revenue', view: 'reportLines', wide: true },
  { kind: 'analytics', card: 'product-orders', view: 'shares' },
  { kind: 'analytics', card: 'sessions-device', view: 'shares' },
  { kind: 'analytics', card: 'customers', view: 'shares' },
  { kind: 'analytics', card: 'earnings', view: 'shares' },
  { kind: 'analytics', card: 'budget', view: 'goal' },
  { kind: 'analytics', card: 'browser-states', view: 'shares' },
  { kind: 'analytics', card: 'transactions', view: 'list' },
  { kind: 'analytics', card: 'recent-orders', view: 'list' },
];

export const ANALYTICS_DASHBOARD: CardSpot[] = [
  { kind: 'statistics', card: 'subscribers', view: 'trend' },
  { kind: 'statistics', card: 'orders', view: 'trend' },
  { kind: 'analytics', card: 'avg-sessions', view: 'bars' },
  { kind: 'analytics', card: 'support-tracker', view: 'goal' },
  { kind: 'analytics', card: 'revenue-report', view: 'report', wide: true },
  { kind: 'analytics', card: 'goal-overview', view: 'goal' },
  { kind: 'analytics', card: 'sessions-device', view: 'shares' },
  { kind: 'analytics', card: 'customers', view: 'shares' },
  { kind: 'analytics', card: 'product-orders', view: 'shares' },
  { kind: 'analytics', card: 'revenue', view: 'reportLines', wide: true },
];
