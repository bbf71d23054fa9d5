import { ANALYTICS_CARDS, CARD_PERIODS, STATISTICS_CARDS, type CardData } from '@live-agent/contracts';
import { serverPerTest } from '../../testing/server-per-test';
import { apiAs } from '../../testing';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const mock = serverPerTest(NOW);
const { tokens } = mock;

async function card(path: string, period?: string): Promise<CardData> {
  const response = await apiAs(tokens.admin).get(path, { params: period ? { period } : {} });
  expect([path, response.status]).toEqual([path, 200]);
  return response.data;
}

const every = [
  ...STATISTICS_CARDS.map((name) => `/card/card-statistics/${name}`),
  ...ANALYTICS_CARDS.map((name) => `/card/card-analytics/${name}`),
];

describe('cards', () => {
  it('answers every card in every period, one point per day (or month), the same figures each time', async () => {
    for (const path of every) {
      for (const period of CARD_PERIODS) {
        const data = await card(path, period);
        expect(data.period).toBe(period);
        expect(data.labels).toHaveLength(
          period === 'last-28-days' ? 28 : period === 'last-month' ? 28 /* February 2026 */ : 12,
        );
        for (const series of data.series) {
          expect(series.data).toHaveLength(data.labels.length);
          expect(series.data.every((value) => Number.isFinite(value) && value >= 0)).toBe(true);
        }
        expect(await card(path, period)).toEqual(data);
      }
    }
  });

  it('ends the periods at the server’s now', async () => {
    const days = await card('/card/card-statistics/orders-bar-chart');
    expect(days.period).toBe('last-28-days');
    expect(days.labels.at(-1)).toBe('2026-03-10');
    expect((await card('/card/card-statistics/orders-bar-chart', 'last-month')).labels[0]).toBe('2026-02-01');
    expect((await card('/card/card-statistics/orders-bar-chart', 'last-year')).labels).toEqual([
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });

  it('changes the figures with the period', async () => {
    for (const path of every) {
      const values = await Promise.all(CARD_PERIODS.map((period) => card(path, period)));
      expect(new Set(values.map((data) => JSON.stringify(data.series))).size).toBe(3);
    }
    const month = await card('/card/card-statistics/revenue', 'last-28-days');
    const year = await card('/card/card-statistics/revenue', 'last-year');
    expect(year.value).toBeGreaterThan(month.value * 5);
  });

  it('keeps percentage breakdowns at 100 and computes the change against the previous period', async () => {
    const devices = await card('/card/card-analytics/browser-states', 'last-month');
    expect(devices.breakdown.reduce((sum, item) => sum + item.value, 0)).toBeCloseTo(100, 0);
    expect(devices.changePct).toBeCloseTo(((devices.value - devices.previous) / devices.previous) * 100, 0);
  });

  it('answers 404 for an unknown card, 422 for an unknown period, 401 and 403 by the guard', async () => {
    expect((await apiAs(tokens.admin).get('/card/card-statistics/nope')).status).toBe(404);
    expect((await apiAs(tokens.admin).get('/card/card-analytics/constructor')).status).toBe(404);
    const bad = await apiAs(tokens.admin).get('/card/card-analytics/revenue', { params: { period: 'forever' } });
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({ period: ['Pick one of the offered values.'] });
    expect((await apiAs().get('/card/card-analytics/revenue')).status).toBe(401);
    expect((await apiAs(tokens.agent).get('/card/card-analytics/revenue')).status).toBe(403);
  });
});
