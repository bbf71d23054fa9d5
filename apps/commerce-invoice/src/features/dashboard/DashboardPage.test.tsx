// The e-commerce dashboard against the real Mirage cards: each card loads on its own, a period picker changes its
// figures, and a failing card shows its error while the others stay.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { routes } from '../../routes';
import { renderRoute, setupScreenTest } from '../../test/render';

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

  it('is asked for by its route as the URL opens: exactly the cards the page then asks for', async () => {
    const get = jest.fn((url: string, config: { params: { period: string } }) =>
      Promise.resolve({ data: `${url}?period=${config.params.period}` }),
    );
    routes.find((route) => route.path === '/')!.handle!.startEarly!(
      { api: { get } as never, apiBase: '', state: () => ({}) },
      { params: {}, search: new URLSearchParams() },
    );
    const started = get.mock.calls.map(([url, config]) => `${url}?period=${config.params.period}`);

    // Every request the page's cards send, as the mock server handles it.
    const pretender = (server() as unknown as { pretender: { handledRequest: (...args: unknown[]) => void } })
      .pretender;
    const handled = pretender.handledRequest;
    const asked: string[] = [];
    pretender.handledRequest = function (this: unknown, ...args: unknown[]) {
      asked.push(decodeURIComponent((args[2] as { url: string }).url));
      return handled.apply(this, args);
    };
    await renderRoute('/');
    await screen.findByTestId('card-value-orders-bar-chart');
    await waitFor(() => expect(asked.filter((url) => url.startsWith('/card/')).sort()).toEqual([...started].sort()));
    expect(started).toHaveLength(9);
  });
});
