// Shared by the tests that place an order (docs/architecture.md, Conventions: src/testing/): the store's routes, the
// bad inputs, and the checkout's parity test in the commerce remote. A delivery address as the checkout form sends it
// (docs/demo-api.md, E-commerce), valid, with the optional second line left out, and a card to pay with.
import type { OrderAddress, OrderPayment } from '@live-agent/contracts';

export const ORDER_ADDRESS: OrderAddress = {
  fullName: 'Ada Lovelace',
  phone: '+44 20 7946 0958',
  line1: '12 Analytical Row',
  line2: '',
  postcode: 'NW1 2DB',
  city: 'London',
  state: 'Greater London',
  type: 'home',
};

/** A card payment as the checkout form sends it, valid. */
export const ORDER_CARD: OrderPayment = {
  method: 'card',
  cardNumber: '4242424242424242',
  cardName: 'Ada Lovelace',
  expiry: '12/40',
  cvv: '123',
};
