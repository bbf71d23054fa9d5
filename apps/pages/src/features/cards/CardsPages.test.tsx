// The analytics dashboard and the two cards screens with real antd against the real Mirage cards: each card's
// figures are the API's for the card's period, a period change changes that card only, a failing card shows
// its error and a retry while the others show figures, and the screen speaks German.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axios from 'axios';
import { Response } from 'miragejs';
import { ANALYTICS_CARDS, STATISTICS_CARDS, type CardData, type CardPeriod } from '@live-agent/contracts';
import { createFormat } from '@live-agent/ui-kit';
import { authorised, signIn, silenceActWarnings } from '@live-agent/ui-kit/testing';
import { initTestI18n, renderRoute, setupScreenTest } from '../../test/render';
import { ANALYTICS_DASHBOARD, ANALYTICS_SCREEN, STATISTICS_SCREEN, type CardSpot } from './cardScreens';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const server = setupScreenTest({ now: NOW });
silenceActWarnings();

async function apiCard(spot: Pick<CardSpot, 'kind' | 'card'>, period: CardPeriod = 'last-28-days'): Promise<CardData> {
  const { data } = await axios.get<CardData>(`/card/card-${spot.kind}/${spot.card}`, {
    params: { period },
    ...authorised(),
  });
  return data;
}

/** The headline as the screen writes it: a share card's total is a count of visits. */
function written(data: CardData, language = 'en') {
  const format = createFormat(language);
  const shares = data.unit === 'percent' && data.breakdown.length > 0 && data.card !== 'goal-overview';
  if (data.unit === 'money') return format.currency(data.value, 'USD');
  if (data.unit === 'seconds') return format.duration(data.value);
  if (data.unit === 'percent' && !shares) return format.percent(data.value);
  return format.integer(data.value);
}

const valueOf = (card: string) => screen.getByTestId(`card-value-${card}`).textContent;

async function choosePeriod(card: string, label: string) {
  fireEvent.mouseDown(within(screen.getByTestId(`period-${card}`)).getByRole('combobox'));
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options[options.length - 1]);
}

describe('Analytics dashboard', () => {
  it('shows every card with the API’s figures for the last 28 days', async () => {
    await renderRoute('/dashboard/analytics');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeInTheDocument();
    for (const spot of ANALYTICS_DASHBOARD) {
      const data = await apiCard(spot);
      await waitFor(() => expect(valueOf(spot.card)).toBe(written(data)), { timeout: 5000 });
    }
    // A share card's parts are the API's percentages, and its chart says what it shows.
    const devices = await apiCard({ kind: 'analytics', card: 'sessions-device' });
    for (const part of devices.breakdown) {
      expect(screen.getByTestId(`card-part-sessions-device-${part.key}`)).toHaveTextContent(
        createFormat('en').percent(part.value),
      );
    }
    expect(
      within(screen.getByTestId('card-sessions-device')).getByRole('img', {
        name: `Sessions by device: ${written(devices)} over the Last 28 days`,
      }),
    ).toBeInTheDocument();
  });

  it('changes a card’s figures with its period, and leaves the others alone', async () => {
    await renderRoute('/dashboard/analytics');
    const month = await apiCard({ kind: 'analytics', card: 'revenue-report' }, 'last-month');
    const subscribers = await apiCard({ kind: 'statistics', card: 'subscribers' });
    await waitFor(() => expect(valueOf('subscribers')).toBe(written(subscribers)));
    await waitFor(() => expect(valueOf('revenue-report')).not.toBeNull());
    const before = valueOf('revenue-report');
    await choosePeriod('revenue-report', 'Last month');
    await waitFor(() => expect(valueOf('revenue-report')).toBe(written(month)));
    expect(written(month)).not.toBe(before);
    expect(valueOf('subscribers')).toBe(written(subscribers));
    expect(
      within(screen.getByTestId('card-revenue-report')).getByRole('img', { name: /over the Last month$/ }),
    ).toBeInTheDocument();
  });

  it('shows a failing card’s error and retry while the others show figures, and loads it on retry', async () => {
    let fail = true;
    await signIn('admin');
    const real = await apiCard({ kind: 'analytics', card: 'support-tracker' });
    server().get('/card/card-analytics/support-tracker', () =>
      fail ? new Response(500, {}, { message: 'Server Error' }) : new Response(200, {}, real),
    );
    await renderRoute('/dashboard/analytics');
    const tracker = await screen.findByTestId('card-support-tracker');
    expect(await within(tracker).findByText('This card could not be loaded.')).toBeInTheDocument();
    const orders = await apiCard({ kind: 'statistics', card: 'orders' });
    await waitFor(() => expect(valueOf('orders')).toBe(written(orders)));
    expect(within(tracker).queryByTestId('card-value-support-tracker')).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(within(tracker).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(tracker).getByTestId('card-value-support-tracker')).toHaveTextContent(written(real)),
    );
  });

  it('speaks German: titles, periods and figures', async () => {
    await initTestI18n('de');
    try {
      await renderRoute('/dashboard/analytics');
      expect(screen.getByRole('heading', { level: 1, name: 'Analyse-Dashboard' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Sitzungen nach Gerät' })).toBeInTheDocument();
      expect(within(screen.getByTestId('period-customers')).getByText('Letzte 28 Tage')).toBeInTheDocument();
      const report = await apiCard({ kind: 'analytics', card: 'revenue-report' });
      await waitFor(() => expect(valueOf('revenue-report')).toBe(written(report, 'de')));
      expect(valueOf('revenue-report')).toMatch(/\$$/);
      const sessions = await apiCard({ kind: 'analytics', card: 'avg-sessions' });
      await waitFor(() => expect(valueOf('avg-sessions')).toBe(written(sessions, 'de')));
      const tracker = await apiCard({ kind: 'analytics', card: 'support-tracker' });
      expect(await screen.findByTestId('card-goal-support-tracker')).toHaveTextContent(
        `Ziel: ${createFormat('de').integer(tracker.goal!)}`,
      );
    } finally {
      await initTestI18n('en');
    }
  });
});

describe('Cards screens', () => {
  it.each([
    ['/cards/statistics', STATISTICS_SCREEN, 'Statistics cards'],
    ['/cards/analytics', ANALYTICS_SCREEN, 'Analytics cards'],
  ])('%s shows every card with the API’s figures', async (path, spots, heading) => {
    await renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    for (const spot of spots) {
      const data = await apiCard(spot);
      await waitFor(() => expect(valueOf(spot.card)).toBe(written(data)), { timeout: 5000 });
    }
  });

  it('lists every card of the card endpoints on one of the two screens', () => {
    const shown = [...STATISTICS_SCREEN, ...ANALYTICS_SCREEN].map((spot) => `${spot.kind}/${spot.card}`).sort();
    expect(shown).toEqual(
      [
        ...STATISTICS_CARDS.map((card) => `statistics/${card}`),
        ...ANALYTICS_CARDS.map((card) => `analytics/${card}`),
      ].sort(),
    );
  });
});
