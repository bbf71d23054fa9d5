// The navbar cart against the real Mirage routes: the signed-in user's count, the dropdown's lines, a remove, and a
// change made elsewhere (the commerce remote's `cartChanged`) shown at once.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@live-agent/auth';
import { cartChanged } from '@live-agent/store';
import { signIn, setupTestServer } from '@live-agent/ui-kit/testing';
import { enabledSet } from '../presenter';
import { createTestStore, initTestI18n, renderWithProviders } from '../../test/render';
import { NavbarCart } from './NavbarCart';

beforeAll(async () => {
  await initTestI18n();
});
const server = setupTestServer();

async function setup() {
  await signIn('admin');
  const store = createTestStore(createApiClient({ onSignOut: () => undefined, language: () => 'en' }));
  return renderWithProviders(<NavbarCart />, { store });
}

const count = () => Number(screen.getByTestId('navbar-cart').getAttribute('data-count'));

describe('NavbarCart', () => {
  it('counts the items (two of a product are two), lists the lines in the dropdown and removes one', async () => {
    await setup();
    expect(count()).toBe(6);
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 6 items' }));
    const panel = await screen.findByTestId('navbar-cart-panel');
    await waitFor(() => expect(panel.querySelectorAll('[data-testid^="navbar-cart-line-"]')).toHaveLength(5));
    expect(within(panel).getByText('Aurora X2 Smartphone')).toBeInTheDocument();
    expect(within(panel).getByTestId('navbar-cart-total').textContent).toMatch(/^\$[\d,]+\.\d\d$/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove Aurora X2 Smartphone from the cart' }));
    await waitFor(() => expect(count()).toBe(4));
    expect(
      (server().db.ecommerceCarts.where({ userId: 1 }) as unknown as { productId: number }[]).map(
        (line) => line.productId,
      ),
    ).not.toContain(1);
    fireEvent.click(within(panel).getByTestId('navbar-cart-checkout'));
    expect(screen.getByTestId('location')).toHaveTextContent('/apps/ecommerce/checkout');
  });

  it('follows a change announced by the commerce remote, and hides while the remote is off', async () => {
    const { store } = await setup();
    await waitFor(() => expect(count()).toBe(6));
    act(() => {
      store.dispatch(
        cartChanged({ products: [], count: 0, summary: { subtotal: 0, discount: 0, delivery: 0, total: 0 } }),
      );
    });
    expect(count()).toBe(0);
    act(() => {
      store.dispatch(enabledSet({ name: 'commerceInvoice', enabled: false }));
    });
    expect(screen.queryByTestId('navbar-cart')).toBeNull();
  });

  it('is not there for a user who may not use the store', async () => {
    await signIn('agent');
    renderWithProviders(<NavbarCart />, { ability: [{ action: 'read', subject: 'Dashboard' }] });
    expect(screen.queryByTestId('navbar-cart')).toBeNull();
  });
});
