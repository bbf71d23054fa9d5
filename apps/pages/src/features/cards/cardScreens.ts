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

/** How each card is drawn wherever it is shown, in the order of its cards screen. */
const VIEWS: Record<CardKind, Record<string, CardView>> = {
  statistics: {
    'orders-bar-chart': 'bars',
    'profit-line-chart': 'line',
    subscribers: 'trend',
    revenue: 'trend',
    sales: 'trend',
    orders: 'trend',
    'site-traffic': 'trend',
    'active-users': 'trend',
    newsletter: 'trend',
  },
  analytics: {
    'support-tracker': 'goal',
    'avg-sessions': 'bars',
    'revenue-report': 'report',
    'goal-overview': 'goal',
    revenue: 'reportLines',
    'product-orders': 'shares',
    'sessions-device': 'shares',
    customers: 'shares',
    earnings: 'shares',
    budget: 'goal',
    'browser-states': 'shares',
    transactions: 'list',
    'recent-orders': 'list',
  },
};

/** The wide charts of several series take two columns. */
const WIDE_VIEWS: readonly CardView[] = ['report', 'reportLines'];

function spot(kind: CardKind, card: string): CardSpot {
  const view = VIEWS[kind][card];
  return WIDE_VIEWS.includes(view) ? { kind, card, view, wide: true } : { kind, card, view };
}

const screenOf = (kind: CardKind) => Object.keys(VIEWS[kind]).map((card) => spot(kind, card));

export const STATISTICS_SCREEN: CardSpot[] = screenOf('statistics');

export const ANALYTICS_SCREEN: CardSpot[] = screenOf('analytics');

export const ANALYTICS_DASHBOARD: CardSpot[] = [
  spot('statistics', 'subscribers'),
  spot('statistics', 'orders'),
  spot('analytics', 'avg-sessions'),
  spot('analytics', 'support-tracker'),
  spot('analytics', 'revenue-report'),
  spot('analytics', 'goal-overview'),
  spot('analytics', 'sessions-device'),
  spot('analytics', 'customers'),
  spot('analytics', 'product-orders'),
  spot('analytics', 'revenue'),
];
