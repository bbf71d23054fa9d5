// The shop with real antd against the real Mirage routes: search, sort, filters and paging in the URL.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type Params } from 'react-router-dom';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { signIn } from '@live-agent/ui-kit/testing';
import type { CartResponse } from '@live-agent/contracts';
import { cartChanged } from '@live-agent/store';
import { routes } from '../../routes';
import { createTestStore, recordSharedCart, renderRoute, setupScreenTest } from '../../test/render';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const server = setupScreenTest({ now: NOW });

const cards = () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="product-"].product-card'));
const cardIds = () => cards().map((card) => Number(card.dataset.testid!.slice('product-'.length)));
const location = () => screen.getByTestId('location').textContent;
const prices = () =>
  cards().map((card) => Number(card.querySelector('.product-card-price')!.textContent!.replace(/[^\d.]/g, '')));

async function showsCards(count: number) {
  await waitFor(() => expect(cards()).toHaveLength(count));
}

describe('shop', () => {
  it('shows 9 products a page with the count, and pages through the URL', async () => {
    await renderRoute('/apps/ecommerce/shop');
    await showsCards(9);
    expect(cardIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(screen.getByTestId('shop-count')).toHaveTextContent('27 results');
    const first = within(cards()[0]);
    expect(first.getByText('Aurora X2 Smartphone')).toBeInTheDocument();
    expect(first.getByRole('img', { name: /Rated \d out of 5/ })).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('shop-pagination')).getByTitle('2'));
    await waitFor(() => expect(location()).toBe('/apps/ecommerce/shop?page=2'));
    await waitFor(() => expect(cardIds()).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]));
  });

  it('searches from the URL and as the user types, back to page 1', async () => {
    await renderRoute('/apps/ecommerce/shop?q=aurora&page=1');
    await waitFor(() => expect(cardIds()).toEqual([1, 15]));
    expect(screen.getByLabelText('Search products')).toHaveValue('aurora');
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'nothing like this' } });
    await waitFor(() => expect(location()).toBe('/apps/ecommerce/shop?q=nothing+like+this'));
    expect(await screen.findByTestId('shop-empty')).toHaveTextContent('No products match your search and filters.');
    fireEvent.click(within(screen.getByTestId('shop-empty')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/apps/ecommerce/shop'));
    await showsCards(9);
  });

  it('sorts by price both ways', async () => {
    await renderRoute('/apps/ecommerce/shop?sortBy=price-asc');
    await showsCards(9);
    expect(prices()).toEqual([...prices()].sort((a, b) => a - b));
    const sort = within(screen.getByTestId('shop-sort')).getByRole('combobox');
    fireEvent.mouseDown(sort);
    fireEvent.click(await screen.findByTitle('Highest price'));
    await waitFor(() => expect(location()).toBe('/apps/ecommerce/shop?sortBy=price-desc'));
    await waitFor(() => expect(prices()[0]).toBeGreaterThan(1000));
    expect(prices()).toEqual([...prices()].sort((a, b) => b - a));
  });

  it('filters by category and rating with the count, keeps them in the URL and clears them', async () => {
    await renderRoute('/apps/ecommerce/shop');
    await showsCards(9);
    // jsdom is narrow: the filters sit in a drawer.
    fireEvent.click(screen.getByTestId('open-filters'));
    const filters = await screen.findByTestId('shop-filters');
    fireEvent.click(within(filters).getByText('Audio'));
    await waitFor(() => expect(location()).toBe('/apps/ecommerce/shop?category=Audio'));
    const audio = (server().db.ecommerceProducts.where({ category: 'Audio' }) as unknown as { id: string }[]).map(
      (row) => Number(row.id),
    );
    await waitFor(() => expect(cardIds()).toEqual(audio));
    expect(within(filters).getByTestId('filter-count')).toHaveTextContent(`${audio.length} results`);
    fireEvent.click(within(filters).getByText('4 stars and up'));
    await waitFor(() => expect(location()).toBe('/apps/ecommerce/shop?category=Audio&rating=4'));
    await waitFor(() => expect(cards().length).toBeLessThanOrEqual(audio.length));
    fireEvent.click(within(filters).getByTestId('clear-filters'));
    await waitFor(() => expect(location()).toBe('/apps/ecommerce/shop'));
    await showsCards(9);
  });

  it('adds to the cart from a card (the shared cart follows) and toggles the wishlist', async () => {
    await signIn('admin');
    const store = createTestStore();
    const sharedCart = recordSharedCart(store);
    await renderRoute('/apps/ecommerce/shop', { store });
    await showsCards(9);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Atlas 14 Ultrabook to the cart' }));
    });
    expect(await screen.findByTestId('view-cart-3')).toHaveTextContent('View in cart');
    expect(sharedCart()?.count).toBe(7);
    expect(await screen.findByText('Atlas 14 Ultrabook is in your cart.')).toBeInTheDocument();
    const wish = screen.getByTestId('wish-5');
    expect(wish).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(wish);
    await waitFor(() => expect(screen.getByTestId('wish-5')).toHaveAttribute('aria-pressed', 'true'));
    expect(
      (server().db.ecommerceWishlists.where({ userId: 1 }) as unknown as { productId: number }[]).map(
        (row) => row.productId,
      ),
    ).toContain(5);
  });
});

describe('the shared cart', () => {
  it('follows a change made elsewhere (the navbar): the products’ flags change without asking again', async () => {
    await signIn('admin');
    const store = createTestStore();
    await renderRoute('/apps/ecommerce/shop', { store });
    await showsCards(9);
    const inCart = () => document.querySelectorAll('[data-testid^="view-cart-"]').length;
    await waitFor(() => expect(inCart()).toBeGreaterThan(0));
    const asked: string[] = [];
    server().pretender.handledRequest = (_verb, path) => {
      asked.push(path);
    };
    const emptied: CartResponse = {
      products: [],
      count: 0,
      summary: { subtotal: 0, discount: 0, delivery: 0, total: 0 },
    };
    act(() => {
      store.dispatch(cartChanged(emptied));
    });
    await waitFor(() => expect(inCart()).toBe(0));
    expect(asked).toEqual([]);
  });
});

describe('asked as the URL opens', () => {
  it.each([
    ['/apps/ecommerce/shop?q=aurora&sortBy=price-asc', '/apps/ecommerce/products'],
    ['/apps/ecommerce/product-detail/atlas-14-ultrabook', '/apps/ecommerce/products/atlas-14-ultrabook'],
  ])('%s: the route’s prefetch is the screen’s own question (one request)', async (url, endpoint) => {
    await signIn('admin');
    const store = createTestStore();
    const asked: string[] = [];
    server().pretender.handledRequest = (_verb, _path, request) => {
      asked.push(new URL((request as unknown as { url: string }).url, 'http://localhost').pathname);
    };
    const [path, search = ''] = url.split('?');
    const [{ route, params }] = matchRoutes(routes, path)! as Array<{ route: RemoteRoute; params: Params }>;
    for (const action of route.handle!.prefetch!({ params, search: new URLSearchParams(search) }))
      store.dispatch(action as never);
    await waitFor(() => expect(asked).toEqual([endpoint]));
    await renderRoute(url, { store });
    await waitFor(() => expect(cards().length + screen.queryAllByTestId('product-detail').length).toBeGreaterThan(0));
    expect(asked.filter((one) => one === endpoint)).toHaveLength(1);
  });
});

describe('product detail', () => {
  it('shows the product with its colours and related products, and puts it in the cart', async () => {
    await renderRoute('/apps/ecommerce/product-detail/atlas-14-ultrabook');
    expect(await screen.findByRole('heading', { name: 'Atlas 14 Ultrabook' })).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-testid^="related-"]').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add Atlas 14 Ultrabook to the cart' }));
    expect(await screen.findByTestId('view-cart-3')).toBeInTheDocument();
  });

  it('shows the Not Found page for an unknown product', async () => {
    await renderRoute('/apps/ecommerce/product-detail/no-such-product');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

describe('wishlist', () => {
  it('moves a product to the cart and removes another; empties to an empty state', async () => {
    await renderRoute('/apps/ecommerce/wishlist');
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="wished-"]')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Move Atlas 14 Ultrabook to the cart' }));
    await waitFor(() => expect(screen.queryByTestId('wished-3')).toBeNull());
    const cart = server().db.ecommerceCarts.where({ userId: 1 }) as unknown as { productId: number; qty: number }[];
    expect(cart.find((line) => line.productId === 3)?.qty).toBe(1);
    for (const id of [7, 16]) {
      fireEvent.click(screen.getByTestId(`unwish-${id}`));
      await waitFor(() => expect(screen.queryByTestId(`wished-${id}`)).toBeNull());
    }
    expect(await screen.findByTestId('wishlist-empty')).toHaveTextContent('Your wishlist is empty.');
  });

  it("says a refused move to the cart in the refusal's own words (sold out meanwhile) and keeps the product", async () => {
    await renderRoute('/apps/ecommerce/wishlist');
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="wished-"]')).toHaveLength(3));
    server().db.ecommerceProducts.update(3, { inStock: false });
    fireEvent.click(screen.getByRole('button', { name: 'Move Atlas 14 Ultrabook to the cart' }));
    expect(await screen.findByText('This product is sold out.')).toBeInTheDocument();
    expect(screen.getByTestId('wished-3')).toBeInTheDocument();
    expect(screen.queryByText('The given data was invalid.')).toBeNull();
  });
});
