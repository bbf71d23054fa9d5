// The e-commerce dashboard against the real Mirage cards: each card loads on its own, a period picker changes its
// figures, and a failing card shows its error while the others stay.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { matchRoutes } from 'react-router-dom';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { signIn } from '@live-agent/ui-kit/testing';
import { routes } from '../../routes';
import { createTestStore, renderRoute, setupScreenTest } from '../../test/render';
import { DASHBOARD_CARDS } from './dashboardCards';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const server = setupScreenTest({ now: NOW });

describe('e-commerce dashboard', () => {
  it('shows every card, and the period picker changes a card’s figure', async () => {
    await renderRoute('/');
    for (const card of [
      'orders-bar-chart',
      'profit-line-chart',
      'earnings',
      'revenue-report',
      'budget',
      'goal-overview',
      'browser-states',
      'transactions',
      'recent-orders',
    ]) {
      expect(await screen.findByTestId(`card-${card}`, {}, { timeout: 3000 })).toBeInTheDocument();
    }
    const figure = await screen.findByTestId('card-value-orders-bar-chart');
    const before = figure.textContent;
    fireEvent.mouseDown(within(screen.getByTestId('period-orders-bar-chart')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Last year'));
    await waitFor(() => expect(screen.getByTestId('card-value-orders-bar-chart').textContent).not.toBe(before));
    expect(Number(screen.getByTestId('card-value-orders-bar-chart').textContent!.replace(/\D/g, ''))).toBeGreaterThan(
      Number(before!.replace(/\D/g, '')),
    );
  });

  it('keeps the other cards when one fails, with a retry on the failed one', async () => {
    let fail = true;
    server().get('/card/card-analytics/budget', () =>
      fail ? new Response(500, {}, { message: 'Server Error' }) : new Response(200, {}, {}),
    );
    await renderRoute('/');
    const budget = await screen.findByTestId('card-budget');
    await waitFor(() => expect(within(budget).getByText('This card could not be loaded.')).toBeInTheDocument());
    expect(await screen.findByTestId('card-value-orders-bar-chart')).toBeInTheDocument();
    fail = false;
    expect(within(budget).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is asked for by its route as the URL opens, and the page then asks nothing more: exactly its cards', async () => {
    await signIn('admin');
    const store = createTestStore();
    const asked: string[] = [];
    server().pretender.handledRequest = (_verb, _path, request) => {
      asked.push(decodeURIComponent((request as unknown as { url: string }).url));
    };
    const cardAsks = () => asked.filter((url) => url.startsWith('/card/')).sort();
    const [{ route }] = matchRoutes(routes, '/')! as Array<{ route: RemoteRoute }>;
    for (const action of route.handle!.prefetch!({ params: {}, search: new URLSearchParams() }))
      store.dispatch(action as never);
    await waitFor(() => expect(cardAsks()).toHaveLength(9));
    const prefetched = cardAsks();
    await renderRoute('/', { store });
    for (const { card } of DASHBOARD_CARDS) expect(await screen.findByTestId(`card-${card}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId(/^card-loading-/)).toEqual([]));
    expect(cardAsks()).toEqual(prefetched);
    expect(prefetched).toEqual(
      DASHBOARD_CARDS.map(({ kind, card }) => `/card/card-${kind}/${card}?period=last-28-days`).sort(),
    );
  });
});
