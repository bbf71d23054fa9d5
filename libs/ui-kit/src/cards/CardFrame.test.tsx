// The card blocks against the real Mirage cards: a skeleton until the figures come, a period change asks for
// that card only, and a failing card shows its error with a retry while the others keep their figures.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Response } from 'miragejs';
import type { CardData } from '@live-agent/contracts';
import { createTestStore, initTestI18n, signIn, setupTestServer } from '../testing';
import { CardFrame, Figure, prefetchCards } from './index';

const server = setupTestServer({ now: new Date('2026-03-10T09:00:00.000Z') });
beforeAll(async () => {
  await initTestI18n();
});

/** The card requests Mirage answered, as `card?period`. */
function recordRequests() {
  const seen: string[] = [];
  const pretender = (
    server() as unknown as {
      pretender: { handledRequest: (verb: string, path: string, request: { url: string }) => void };
    }
  ).pretender;
  pretender.handledRequest = (_verb, _path, request) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.startsWith('/card/'))
      seen.push(`${url.pathname.split('/').pop()}?${url.searchParams.get('period')}`);
  };
  return seen;
}

/** How many times each card drew its figures. */
const drawn: Record<string, number> = {};
const draw = (data: CardData) => {
  drawn[data.card] = (drawn[data.card] ?? 0) + 1;
  return <Figure data={data} />;
};

function Cards() {
  return (
    <>
      <CardFrame kind="statistics" card="orders" title="Orders" withPeriod>
        {draw}
      </CardFrame>
      <CardFrame kind="statistics" card="revenue" title="Revenue" withPeriod>
        {(data: CardData) => <Figure data={data} />}
      </CardFrame>
    </>
  );
}

async function renderCards(store = createTestStore()) {
  await signIn('admin');
  // A synchronous render: an awaited one could already hold the answers, leaving no skeleton to see.
  render(
    <Provider store={store}>
      <Cards />
    </Provider>,
  );
}

describe('CardFrame', () => {
  it('shows a skeleton until the figures come, then the figure in its unit', async () => {
    await renderCards();
    expect(screen.getByRole('status', { name: 'Loading Orders…' })).toBeInTheDocument();
    const revenue = await screen.findByTestId('card-value-revenue');
    expect(revenue.textContent).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(screen.queryByRole('status', { name: 'Loading Orders…' })).not.toBeInTheDocument();
  });

  it('asks for the chosen period of that card only', async () => {
    const seen = recordRequests();
    await renderCards();
    await screen.findByTestId('card-value-orders');
    const revenueBefore = (await screen.findByTestId('card-value-revenue')).textContent;
    const ordersBefore = screen.getByTestId('card-value-orders').textContent;
    expect(seen.sort()).toEqual(['orders?last-28-days', 'revenue?last-28-days']);

    fireEvent.mouseDown(within(screen.getByTestId('period-orders')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Last year'));
    await waitFor(() => expect(screen.getByTestId('card-value-orders').textContent).not.toBe(ordersBefore));
    expect(seen.slice(2)).toEqual(['orders?last-year']);
    expect(screen.getByTestId('card-value-revenue').textContent).toBe(revenueBefore);
  });

  it('redraws a card for its own answers only, not for another card’s', async () => {
    await renderCards();
    await screen.findByTestId('card-value-orders');
    const revenueBefore = (await screen.findByTestId('card-value-revenue')).textContent;
    const ordersDrawn = drawn.orders;
    fireEvent.mouseDown(within(screen.getByTestId('period-revenue')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Last year'));
    await waitFor(() => expect(screen.getByTestId('card-value-revenue').textContent).not.toBe(revenueBefore));
    expect(drawn.orders).toBe(ordersDrawn);
  });

  it('shows a failing card’s error with a retry, keeps the others, and loads on retry', async () => {
    let fail = true;
    server().get('/card/card-statistics/orders', () =>
      fail
        ? new Response(500, {}, { message: 'Server Error' })
        : new Response(
            200,
            {},
            {
              card: 'orders',
              period: 'last-28-days',
              unit: 'count',
              value: 1234,
              previous: 1000,
              changePct: 23.4,
              goal: null,
              labels: [],
              series: [],
              breakdown: [],
            },
          ),
    );
    await renderCards();
    const orders = await screen.findByTestId('card-orders');
    expect(await within(orders).findByText('This card could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByTestId('card-value-revenue')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(orders).getByRole('button', { name: 'Try again' }));
    expect(await within(orders).findByTestId('card-value-orders')).toHaveTextContent('1,234');
    expect(within(orders).queryByText('This card could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('CardFrame’s first request', () => {
  it('is not asked again when a route prefetched the cards as the URL opened', async () => {
    await signIn('admin');
    const store = createTestStore();
    const seen = recordRequests();
    for (const action of prefetchCards([
      { kind: 'statistics', card: 'orders' },
      { kind: 'statistics', card: 'revenue' },
    ]))
      store.dispatch(action as never);
    await waitFor(() => expect(seen.sort()).toEqual(['orders?last-28-days', 'revenue?last-28-days']));
    await renderCards(store);
    await screen.findByTestId('card-value-orders');
    await screen.findByTestId('card-value-revenue');
    expect(seen).toEqual(['orders?last-28-days', 'revenue?last-28-days']);
  });
});
