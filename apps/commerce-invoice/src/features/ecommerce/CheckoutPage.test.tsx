// The checkout with real antd against the real Mirage routes: each step refuses bad input by the field, keeps what
// was typed, and the order empties the cart.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { Order } from '@live-agent/contracts';
import {
  typeBadTextsIntoForm,
  blankOrTooLong,
  expectFiguresKeptAsTyped,
  itChecksBadTextField,
  fieldErrors,
  signIn,
} from '@live-agent/ui-kit/testing';
import { checkoutRules } from './checkout.rules';
import { createTestStore, englishFormRules, recordSharedCart, renderRoute, setupScreenTest } from '../../test/render';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const server = setupScreenTest({ now: NOW });

const cartRows = () =>
  server().db.ecommerceCarts.where({ userId: 1 }) as unknown as { productId: number; qty: number }[];
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The error under a field, found from its label. */
const errorOf = (label: string) =>
  screen.getByLabelText(label).closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

const GOOD_ADDRESS: [string, string][] = [
  ['Full name', 'Ada Lovelace'],
  ['Phone number', '+44 20 7946 0958'],
  ['Address line 1', '12 Analytical Row'],
  ['Postcode', 'NW1 2DB'],
  ['City', 'London'],
  ['State or region', 'Greater London'],
];
const paymentShown = () => !screen.getByTestId('payment-form').closest('section')!.hasAttribute('hidden');

async function toAddressStep() {
  await renderRoute('/apps/ecommerce/checkout');
  await waitFor(() => expect(document.querySelectorAll('[data-testid^="cart-line-"]')).toHaveLength(5));
  fireEvent.click(screen.getByTestId('to-address'));
}

describe('checkout', () => {
  it('shows the cart with price details; a quantity change reaches the server and the totals', async () => {
    await renderRoute('/apps/ecommerce/checkout');
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="cart-line-"]')).toHaveLength(5));
    const first = within(screen.getByTestId('cart-line-1'));
    expect(first.getByText(/Delivery by/)).toBeInTheDocument();
    expect(first.getByText(/offers? available/)).toBeInTheDocument();
    const details = within(screen.getAllByTestId('price-details')[0]);
    // Five lines, six items: the first line holds two.
    expect(details.getByText('Subtotal (6 items)')).toBeInTheDocument();
    const before = details.getByTestId('price-total').textContent;
    expect(before).toMatch(/^\$[\d,]+\.\d\d$/);
    fireEvent.change(screen.getByLabelText('Quantity of Pulse Wireless Earbuds'), { target: { value: '3' } });
    await waitFor(() => expect(cartRows().find((line) => line.productId === 2)?.qty).toBe(3));
    await waitFor(() => expect(details.getByTestId('price-total').textContent).not.toBe(before));
    expect(details.getByText('Subtotal (8 items)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Orbit Smart Watch from the cart' }));
    await waitFor(() => expect(screen.queryByTestId('cart-line-4')).toBeNull());
    expect(cartRows().map((line) => line.productId)).not.toContain(4);
  });

  it('keeps a quantity the rule refuses as typed with its message, sending nothing, and sends a good one', async () => {
    await renderRoute('/apps/ecommerce/checkout');
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="cart-line-"]')).toHaveLength(5));
    const qty = screen.getByLabelText<HTMLInputElement>('Quantity of Pulse Wireless Earbuds');
    const before = cartRows().find((line) => line.productId === 2)?.qty;
    const refused = 'Enter a whole number from 1 to 10.';
    await expectFiguresKeptAsTyped(qty, { '0': refused, '2.5': refused, '1e9': refused, '11': refused });
    expect(cartRows().find((line) => line.productId === 2)?.qty).toBe(before);

    fireEvent.change(qty, { target: { value: '4' } });
    await waitFor(() => expect(cartRows().find((line) => line.productId === 2)?.qty).toBe(4));
    expect(qty).toHaveValue('4');
  });

  it('refuses a bad address by its fields and keeps what was typed across the steps', async () => {
    await toAddressStep();
    fireEvent.click(screen.getByTestId('to-payment'));
    await waitFor(() => expect(errorOf('Full name')).toBe('This field is required.'));
    expect(errorOf('Postcode')).toBe('This field is required.');
    type('Full name', 'Ada Lovelace');
    type('Phone number', 'call me');
    type('Address line 1', '12 Analytical Row');
    type('Postcode', '!');
    type('City', 'London');
    type('State or region', 'Greater London');
    fireEvent.click(screen.getByTestId('to-payment'));
    await waitFor(() => expect(errorOf('Phone number')).toMatch(/Enter a phone number/));
    expect(errorOf('Postcode')).toBe('Enter a postcode of 3 to 10 letters or digits.');
    // The old message leaves with an animation.
    await waitFor(() => expect(errorOf('Full name')).toBe(''));
    expect(screen.getByLabelText('Phone number')).toHaveValue('call me');
    type('Phone number', '+44 20 7946 0958');
    type('Postcode', 'NW1 2DB');
    fireEvent.click(screen.getByTestId('to-payment'));
    await waitFor(() => expect(screen.getByTestId('payment-form').closest('section')).not.toHaveAttribute('hidden'));
    // Back to the cart and forward again: nothing typed is lost.
    fireEvent.click(within(screen.getByTestId('payment-form')).getByRole('button', { name: 'Back' }));
    fireEvent.click(within(screen.getByTestId('address-form')).getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByTestId('to-address'));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Postcode')).toHaveValue('NW1 2DB');
  });

  it('refuses a bad card by its fields, then places the order with a good one and empties the cart', async () => {
    await toAddressStep();
    type('Full name', 'Ada Lovelace');
    type('Phone number', '+44 20 7946 0958');
    type('Address line 1', '12 Analytical Row');
    type('Postcode', 'NW1 2DB');
    type('City', 'London');
    type('State or region', 'Greater London');
    fireEvent.click(screen.getByTestId('to-payment'));
    await waitFor(() => expect(screen.getByTestId('payment-form').closest('section')).not.toHaveAttribute('hidden'));
    type('Card number', '4242 4242 4242 4241');
    type('Name on the card', 'Ada Lovelace');
    type('Expiry date', '01/20');
    type('CVV', '12');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(errorOf('Card number')).toBe('This card number is not valid.'));
    expect(errorOf('Expiry date')).toBe('This card has expired.');
    expect(errorOf('CVV')).toBe('Enter the 3 or 4 digits on the back of the card.');
    expect(cartRows()).toHaveLength(5);
    expect(screen.getByLabelText('Name on the card')).toHaveValue('Ada Lovelace');
    type('Card number', '4242 4242 4242 4242');
    type('Expiry date', '12/40');
    type('CVV', '123');
    await act(async () => {
      fireEvent.click(screen.getByTestId('place-order'));
    });
    const confirmation = await screen.findByTestId('order-confirmation');
    expect(confirmation).toHaveTextContent('Thank you for your order!');
    expect(confirmation).toHaveTextContent('Paid with the card ending in 4242.');
    expect(cartRows()).toHaveLength(0);
  });

  it('places the order with cash on delivery', async () => {
    await signIn('admin');
    const store = createTestStore();
    const sharedCart = recordSharedCart(store);
    await renderRoute('/apps/ecommerce/checkout', { store });
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="cart-line-"]')).toHaveLength(5));
    fireEvent.click(screen.getByTestId('to-address'));
    for (const [label, value] of [
      ['Full name', 'Ada'],
      ['Phone number', '0123456789'],
      ['Address line 1', '1 Main St'],
      ['Postcode', '10115'],
      ['City', 'Berlin'],
      ['State or region', 'Berlin'],
    ])
      type(label, value);
    fireEvent.click(screen.getByLabelText('Office'));
    fireEvent.click(screen.getByTestId('to-payment'));
    await waitFor(() => expect(screen.getByTestId('payment-form').closest('section')).not.toHaveAttribute('hidden'));
    fireEvent.click(screen.getByLabelText('Cash on delivery'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('place-order'));
    });
    await waitFor(() => expect(cartRows()).toHaveLength(0), { timeout: 4000 });
    expect(await screen.findByTestId('order-confirmation')).toHaveTextContent('You pay in cash on delivery.');
    expect(screen.getByTestId('order-address')).toHaveTextContent('Delivering to Ada, 1 Main St, 10115 Berlin.');
    expect(sharedCart()?.count).toBe(0);

    // The confirmation belongs to this visit: "Continue shopping" forgets the order before the shop shows, so a next
    // visit to the checkout (even one the router serves from this same mounted page) starts from the empty cart.
    fireEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/apps/ecommerce/shop'));
    expect(screen.queryByTestId('order-confirmation')).not.toBeInTheDocument();
  });

  itChecksBadTextField({
    what: 'a name on the address',
    rules: () => checkoutRules(englishFormRules()).fullName,
    refused: blankOrTooLong('This field is required.', 'Use at most 80 characters.'),
    typeIn: async (rules) => {
      const orders = () => server().db.ecommerceOrders as unknown as Order[];
      let unmount = () => {};
      let placedBefore = 0;
      await typeBadTextsIntoForm({
        verdict: (typed) => fieldErrors(rules, typed),
        async open() {
          unmount();
          // Each order empties the cart: fill it again for the next one.
          if (cartRows().length === 0) server().db.ecommerceCarts.insert({ userId: 1, productId: 2, qty: 1 });
          placedBefore = orders().length;
          ({ unmount } = await renderRoute('/apps/ecommerce/checkout'));
          await waitFor(() => expect(document.querySelector('[data-testid^="cart-line-"]')).not.toBeNull());
          fireEvent.click(screen.getByTestId('to-address'));
          for (const [label, value] of GOOD_ADDRESS) type(label, value);
          fireEvent.click(screen.getByLabelText('Cash on delivery'));
          return screen.getByTestId('address-form');
        },
        field: () => screen.getByLabelText('Full name') as HTMLInputElement,
        async save(form) {
          fireEvent.click(screen.getByTestId('to-payment'));
          await waitFor(() =>
            expect(paymentShown() || form.querySelector('.ant-form-item-explain-error') !== null).toBe(true),
          );
          if (paymentShown()) {
            await act(async () => {
              fireEvent.click(screen.getByTestId('place-order'));
            });
          }
        },
        stored: () => (orders().length > placedBefore ? orders().at(-1)!.address.fullName : undefined),
        async close() {
          unmount();
          unmount = () => {};
        },
      });
      unmount();
    },
  });

  it('shows a refusal the server alone makes by its field, on the step that holds it', async () => {
    await toAddressStep();
    for (const [label, value] of GOOD_ADDRESS) type(label, value);
    fireEvent.click(screen.getByLabelText('Cash on delivery'));
    server().post(
      '/apps/ecommerce/orders',
      () =>
        new Response(
          422,
          {},
          {
            message: 'The order could not be placed.',
            errors: { 'address.city': ['We do not deliver to this city yet.'] },
          },
        ),
    );
    fireEvent.click(screen.getByTestId('to-payment'));
    await waitFor(() => expect(paymentShown()).toBe(true));
    await act(async () => {
      fireEvent.click(screen.getByTestId('place-order'));
    });
    await waitFor(() => expect(errorOf('City')).toBe('We do not deliver to this city yet.'));
    expect(screen.getByTestId('address-form').closest('section')).not.toHaveAttribute('hidden');
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(cartRows()).toHaveLength(5);
  });
});
