// The ecommerce slice and sagas against the real Mirage routes, without a screen.
import { cartChanged } from '@live-agent/store';
import { withFeature } from '@live-agent/ui-kit/testing';
import type { CartResponse } from '@live-agent/contracts';
import { createTestStore, setupScreenTest } from '../../test/render';
import { signIn } from '@live-agent/ui-kit/testing';
import { ecommerceActions as actions, ecommerceFeature } from './ecommerce.feature';
import { until } from '@live-agent/test-fixtures';

const NOW = new Date('2026-03-10T09:00:00.000Z');
setupScreenTest({ now: NOW });

async function setup() {
  await signIn('admin');
  return withFeature(createTestStore(), ecommerceFeature);
}

describe('ecommerce feature', () => {
  it('loads a filtered page of products with its total and key', async () => {
    const { store, state } = await setup();
    const query = { category: ['Audio'], sortBy: 'price-asc' as const, perPage: 2, page: 1 };
    store.dispatch(actions.fetchProducts(query));
    await until(() => state().status === 'ready');
    expect(state().products).toHaveLength(2);
    expect(state().totalProducts).toBeGreaterThan(2);
    expect(state().products[0].price).toBeLessThanOrEqual(state().products[1].price);
    expect(state().listKey).toBe(JSON.stringify(query));
  });

  it('adds to the cart: the shared cartChanged carries the cart and the listed product’s flag follows', async () => {
    const { store, state } = await setup();
    store.dispatch(actions.fetchProducts({ page: 1, perPage: 9 }));
    await until(() => state().status === 'ready');
    const seen: string[] = [];
    store.subscribe(() => seen.push(String(state().cart?.count)));
    store.dispatch(actions.addToCart(3));
    await until(() => state().busy.length === 0 && state().cart !== null);
    expect(state().cart!.count).toBe(7);
    expect(state().products.find((product) => product.id === 3)!.isInCart).toBe(true);
    // A change made elsewhere (the navbar) arrives the same way.
    const emptied: CartResponse = {
      products: [],
      count: 0,
      summary: { subtotal: 0, discount: 0, delivery: 0, total: 0 },
    };
    store.dispatch(cartChanged(emptied));
    expect(state().products.every((product) => !product.isInCart)).toBe(true);
  });

  it('files a refused order’s errors by field and leaves the cart; a detail 404 is told as notFound', async () => {
    const { store, state } = await setup();
    store.dispatch(
      actions.placeOrder({
        address: { fullName: '', phone: 'x', line1: '', line2: '', postcode: '', city: '', state: '', type: 'home' },
        payment: { method: 'card', cardNumber: '1234', cardName: '', expiry: '', cvv: '' },
      }),
    );
    await until(() => !state().placing && Object.keys(state().orderErrors).length > 0);
    expect(Object.keys(state().orderErrors)).toEqual(
      expect.arrayContaining(['address.fullName', 'address.phone', 'payment.cardNumber', 'payment.expiry']),
    );
    store.dispatch(actions.orderErrorCleared('address.fullName'));
    expect(state().orderErrors['address.fullName']).toBeUndefined();
    store.dispatch(actions.fetchProduct('missing'));
    await until(() => state().detailStatus === 'error');
    expect(state().detailError).toBe('notFound');
  });
});
