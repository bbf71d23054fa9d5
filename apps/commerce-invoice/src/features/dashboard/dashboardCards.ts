// The cards the e-commerce dashboard shows, in its order: its route prefetches them as the URL opens (routes.tsx,
// `handle.prefetch`), ahead of the page's code. DashboardPage.test.tsx checks the page shows exactly these.
import type { CardRef } from '@live-agent/ui-kit/card-requests';

export const DASHBOARD_CARDS: readonly CardRef[] = [
  { kind: 'statistics', card: 'orders-bar-chart' },
  { kind: 'statistics', card: 'profit-line-chart' },
  { kind: 'analytics', card: 'earnings' },
  { kind: 'analytics', card: 'revenue-report' },
  { kind: 'analytics', card: 'budget' },
  { kind: 'analytics', card: 'goal-overview' },
  { kind: 'analytics', card: 'browser-states' },
  { kind: 'analytics', card: 'transactions' },
  { kind: 'analytics', card: 'recent-orders' },
];
