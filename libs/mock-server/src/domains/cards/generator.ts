// The figures of every statistics and analytics card (docs/demo-api.md, Cards), computed rather than stored: a
// card's series for a period come from a generator seeded with the card, the period and the series, and the
// dates from the server's `now`, so a card shows the same figures on every load and another period really shows
// other figures. The pages remote reuses these cards.
import {
  roundMoney,
  type CardBreakdownItem,
  type CardData,
  type CardPeriod,
  type CardSeries,
  type CardUnit,
} from '@live-agent/contracts';
import { addDays, createRandom, isoDate, startOfUtcDay } from '../../random';

interface CardSpec {
  unit: CardUnit;
  /** Series keys with their typical value per day; the first one makes the headline figure. */
  series: [key: string, perDay: number][];
  /** How the headline figure sums up the first series: a total, or an average (durations, rates). */
  aggregate: 'sum' | 'avg';
  /** Shares of the headline figure (a count or an amount), or percentages summing to 100 (`percentOf`). */
  breakdown?: string[];
  percentBreakdown?: boolean;
  /** A target: this many times the headline figure's typical value. */
  goalFactor?: number;
}

const STATISTICS: Record<string, CardSpec> = {
  'orders-bar-chart': { unit: 'count', series: [['orders', 95]], aggregate: 'sum' },
  'profit-line-chart': { unit: 'money', series: [['profit', 420]], aggregate: 'sum' },
  subscribers: { unit: 'count', series: [['subscribers', 30]], aggregate: 'sum' },
  revenue: { unit: 'money', series: [['revenue', 1100]], aggregate: 'sum' },
  sales: { unit: 'count', series: [['sales', 160]], aggregate: 'sum' },
  orders: { unit: 'count', series: [['orders', 95]], aggregate: 'sum' },
  'site-traffic': { unit: 'count', series: [['visits', 2300]], aggregate: 'sum' },
  'active-users': { unit: 'count', series: [['users', 640]], aggregate: 'avg' },
  newsletter: { unit: 'count', series: [['subscribers', 45]], aggregate: 'sum' },
};

const ANALYTICS: Record<string, CardSpec> = {
  'support-tracker': {
    unit: 'count',
    series: [['tickets', 40]],
    aggregate: 'sum',
    breakdown: ['newTickets', 'openTickets', 'resolvedTickets'],
    goalFactor: 1,
  },
  'avg-sessions': { unit: 'seconds', series: [['sessions', 180]], aggregate: 'avg' },
  'revenue-report': {
    unit: 'money',
    series: [
      ['earning', 900],
      ['expense', 560],
    ],
    aggregate: 'sum',
    goalFactor: 1.1,
  },
  'goal-overview': {
    unit: 'percent',
    series: [['completed', 78]],
    aggregate: 'avg',
    breakdown: ['completed', 'inProgress'],
    goalFactor: 100 / 78,
  },
  revenue: {
    unit: 'money',
    series: [
      ['current', 1200],
      ['previous', 1050],
    ],
    aggregate: 'sum',
  },
  'product-orders': {
    unit: 'count',
    series: [['orders', 120]],
    aggregate: 'sum',
    breakdown: ['finished', 'pending', 'rejected'],
  },
  'sessions-device': {
    unit: 'percent',
    series: [['sessions', 900]],
    aggregate: 'sum',
    breakdown: ['desktop', 'mobile', 'tablet'],
    percentBreakdown: true,
  },
  customers: {
    unit: 'count',
    series: [['customers', 70]],
    aggregate: 'sum',
    breakdown: ['new', 'returning', 'referrals'],
  },
  earnings: { unit: 'money', series: [['earnings', 820]], aggregate: 'sum', breakdown: ['app', 'service', 'product'] },
  budget: { unit: 'money', series: [['spent', 510]], aggregate: 'sum', goalFactor: 1.15 },
  'browser-states': {
    unit: 'percent',
    series: [['visits', 2300]],
    aggregate: 'sum',
    breakdown: ['chrome', 'safari', 'firefox', 'edge', 'opera'],
    percentBreakdown: true,
  },
  transactions: {
    unit: 'money',
    series: [['amount', 640]],
    aggregate: 'sum',
    breakdown: ['wallet', 'bankTransfer', 'paypal', 'card', 'refund'],
  },
  'recent-orders': {
    unit: 'count',
    series: [['orders', 95]],
    aggregate: 'sum',
    breakdown: ['delivered', 'shipped', 'processing', 'cancelled'],
  },
};

export const CARD_SPECS = { statistics: STATISTICS, analytics: ANALYTICS } as const;
export type CardKind = keyof typeof CARD_SPECS;

/** The days (or months, for a year) a period covers, oldest first, and how many days one point stands for. */
function pointsOf(period: CardPeriod, now: Date): { labels: string[]; daysPerPoint: number[] } {
  const today = startOfUtcDay(now);
  if (period === 'last-28-days') {
    const labels = Array.from({ length: 28 }, (_, i) => isoDate(addDays(today, i - 27)));
    return { labels, daysPerPoint: labels.map(() => 1) };
  }
  if (period === 'last-month') {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const days = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)).getUTCDate();
    const labels = Array.from({ length: days }, (_, i) => isoDate(addDays(first, i)));
    return { labels, daysPerPoint: labels.map(() => 1) };
  }
  const labels = Array.from({ length: 12 }, (_, i) =>
    isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11 + i, 1))),
  );
  const daysPerPoint = labels.map((label) => {
    const date = new Date(label);
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  });
  return { labels, daysPerPoint };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const roundFor = (unit: CardUnit, value: number) =>
  unit === 'money' ? roundMoney(value) : unit === 'percent' ? round1(value) : Math.round(value);

function seriesFor(spec: CardSpec, seed: string, daysPerPoint: number[]): CardSeries[] {
  return spec.series.map(([key, perDay]) => {
    const random = createRandom(`${seed}:${key}`);
    // A gentle trend plus noise, so the charts have a shape and no point is ever negative.
    const trend = 0.85 + random.next() * 0.3;
    return {
      key,
      data: daysPerPoint.map((days, i) => {
        const drift = 1 + (trend - 1) * (i / Math.max(1, daysPerPoint.length - 1));
        const value = perDay * (spec.aggregate === 'avg' ? 1 : days) * drift * (0.7 + random.next() * 0.6);
        return roundFor(
          spec.unit === 'percent' ? 'count' : spec.unit,
          Math.min(value, spec.unit === 'percent' && spec.aggregate === 'avg' ? 100 : Infinity),
        );
      }),
    };
  });
}

function headline(spec: CardSpec, series: CardSeries[]): number {
  const data = series[0].data;
  const total = data.reduce((sum, value) => sum + value, 0);
  const value = spec.aggregate === 'avg' ? total / Math.max(1, data.length) : total;
  return roundFor(spec.unit === 'percent' && spec.aggregate === 'sum' ? 'count' : spec.unit, value);
}

function breakdownOf(spec: CardSpec, seed: string, value: number, previousSeed: string): CardBreakdownItem[] {
  if (!spec.breakdown) return [];
  const weightsOf = (s: string) => {
    const random = createRandom(`${s}:breakdown`);
    return spec.breakdown!.map((_, i) => (spec.breakdown!.length - i) * (0.6 + random.next() * 0.8));
  };
  const weights = weightsOf(seed);
  const previousWeights = weightsOf(previousSeed);
  const sum = weights.reduce((a, b) => a + b, 0);
  const previousSum = previousWeights.reduce((a, b) => a + b, 0);
  return spec.breakdown.map((key, i) => {
    const share = weights[i] / sum;
    const previousShare = previousWeights[i] / previousSum;
    const amount = spec.percentBreakdown
      ? round1(share * 100)
      : spec.unit === 'money'
        ? roundMoney(value * share)
        : Math.round(value * share);
    return { key, value: amount, changePct: round1(((share - previousShare) / previousShare) * 100) };
  });
}

/** The card's figures for `period`, or null for a card that does not exist. */
export function cardData(kind: CardKind, card: string, period: CardPeriod, now: Date): CardData | null {
  const spec = (CARD_SPECS[kind] as Record<string, CardSpec>)[card];
  if (!spec || !Object.hasOwn(CARD_SPECS[kind], card)) return null;
  const { labels, daysPerPoint } = pointsOf(period, now);
  const seed = `${kind}:${card}:${period}`;
  const series = seriesFor(spec, seed, daysPerPoint);
  const previous = headline(spec, seriesFor(spec, `${seed}:previous`, daysPerPoint));
  const value = headline(spec, series);
  const typical = spec.series[0][1] * (spec.aggregate === 'avg' ? 1 : daysPerPoint.reduce((a, b) => a + b, 0));
  return {
    card,
    period,
    unit: spec.unit,
    value,
    previous,
    changePct: previous === 0 ? 0 : round1(((value - previous) / previous) * 100),
    goal: spec.goalFactor ? roundFor(spec.unit, typical * spec.goalFactor) : null,
    labels,
    series,
    breakdown: breakdownOf(spec, seed, value, `${seed}:previous`),
  };
}
