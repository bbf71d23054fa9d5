// The order history with real antd against the real Mirage routes: the user's own orders, newest first, each opening
// its detail with the lines as ordered; an empty history offers the shop, an unknown order is not found.
import axios from 'axios';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderResponse } from '@live-agent/contracts';
import { authorised, signIn } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const server = setupScreenTest({ now: NOW });
const SEEDED = '#107919';

const location = () => screen.getByTestId('location').textContent;
const ADDRESS = {
  fullName: 'Ada Lovelace',
  phone: '+44 20 7946 0958',
  line1: '12 Analytical Row',
  postcode: 'NW1 2DB',
  city: 'London',
  state: 'Greater London',
  type: 'home',
};

/** Places an order of the signed-in user's cart through the API, as the checkout does. */
async function placeOrder(payment: object): Promise<OrderResponse['order']> {
  const answer = await axios.post<OrderResponse>('/apps/ecommerce/orders', { address: ADDRESS, payment }, authorised());
  return answer.data.order;
}

describe('order history', () => {
  it('says there is no order yet and offers the shop', async () => {
    server().db.ecommerceOrders.remove();
    await renderRoute('/apps/ecommerce/orders');
    expect(await screen.findByText('You have not placed an order yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the shop' }));
    await waitFor(() => expect(location()).toBe('/apps/ecommerce/shop'));
  });

  it('lists the orders newest first and opens one with its lines, delivery and payment', async () => {
    await signIn('admin');
    const first = await placeOrder({
      method: 'card',
      cardNumber: '4242 4242 4242 4242',
      cardName: 'Ada',
      expiry: '12/40',
      cvv: '123',
    });
    await axios.post('/apps/ecommerce/cart', { productId: 3 }, authorised());
    const second = await placeOrder({ method: 'cod' });

    await renderRoute('/apps/ecommerce/orders');
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([second.number, first.number, SEEDED]),
    );
    expect(screen.getByText('3 orders')).toBeInTheDocument();
    expect(within(table).getByText('Card ending in 4242')).toBeInTheDocument();
    expect(within(table).getAllByText('Cash on delivery')).toHaveLength(2);

    fireEvent.click(within(table).getByRole('link', { name: `Open order ${first.number}` }));
    await waitFor(() => expect(location()).toBe(`/apps/ecommerce/orders/${first.id}`));
    expect(await screen.findByRole('heading', { name: `Order ${first.number}` })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'What you ordered' });
    // The five seeded cart lines, each linking its product.
    expect(within(lines).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText('Paid with the card ending in 4242.')).toBeInTheDocument();
    expect(screen.getByText(/12 Analytical Row, NW1 2DB London/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /All orders/ }));
    await waitFor(() => expect(location()).toBe('/apps/ecommerce/orders'));
  });

  it('shows Not Found for an order the user does not have', async () => {
    await renderRoute('/apps/ecommerce/orders/999');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
