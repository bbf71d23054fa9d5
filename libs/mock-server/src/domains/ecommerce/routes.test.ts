import type { AxiosInstance } from 'axios';
import type {
  CartResponse,
  ListedProduct,
  ProductDetailResponse,
  ProductListResponse,
  WishlistResponse,
} from '@live-agent/contracts';
import { serverPerTest } from '../../testing/server-per-test';
import { ORDER_ADDRESS } from '../../testing/orders';
import { login, apiAs, ids, listReader } from '../../testing';
import { buildProducts, PRODUCT_COUNT } from './seeds';
import { cartSummary } from './routes';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const SEED = buildProducts(NOW);

const mock = serverPerTest(NOW);
const { tokens } = mock;
const admin = mock.as('admin');

const list = listReader<ProductListResponse>(admin, '/apps/ecommerce/products');
const cart = async (): Promise<CartResponse> => (await admin.get('/apps/ecommerce/cart')).data;
const wishlist = async (): Promise<WishlistResponse> => (await admin.get('/apps/ecommerce/wishlist')).data;
/** A user row as stored: the user's cart count lives in its extras. */
const cartCountOf = (id: number) =>
  (mock.server.db.users.find(id) as unknown as { extras: { eCommerceCartItemsCount: number } }).extras
    .eCommerceCartItemsCount;

describe('catalogue seed', () => {
  it('has 27 products with unique slugs, ratings 1–5, stable across loads, extras within their bounds', () => {
    expect(PRODUCT_COUNT).toBe(27);
    expect(new Set(SEED.map((product) => product.slug)).size).toBe(27);
    for (const product of SEED) {
      expect(product.rating).toBeGreaterThanOrEqual(1);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.offers).toBeGreaterThanOrEqual(1);
      expect(product.offers).toBeLessThanOrEqual(4);
      expect(product.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(product.discountPercentage).toBeLessThanOrEqual(20);
      expect(product.colorOptions.length).toBeGreaterThan(0);
      expect(product.shippingDate > '2026-03-10').toBe(true);
    }
    expect(buildProducts(NOW)).toEqual(SEED);
  });
});

describe('GET /apps/ecommerce/products', () => {
  it('pages 9 at a time with the total, marks wishlist and cart, lists the user’s wishlist and cart', async () => {
    const first = await list();
    expect(first.total).toBe(27);
    expect(ids(first.products)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(first.userCart.map((item) => item.productId)).toEqual([1, 2, 4, 10, 13]);
    expect(first.userWishlist.map((item) => item.productId)).toEqual([3, 7, 16]);
    expect(first.products.find((p) => p.id === 1)).toMatchObject({ isInCart: true, isInWishlist: false });
    expect(first.products.find((p) => p.id === 3)).toMatchObject({ isInCart: false, isInWishlist: true });
    expect(ids((await list({ page: 3 })).products)).toEqual([19, 20, 21, 22, 23, 24, 25, 26, 27]);
    expect((await list({ page: 4 })).products).toEqual([]);
    expect(first.facets.categories.reduce((sum, facet) => sum + facet.count, 0)).toBe(27);
    expect(first.products[0]).not.toHaveProperty('offers');
  });

  it('searches name, brand and description case-insensitively', async () => {
    expect(ids((await list({ q: 'aurora' })).products)).toEqual([1, 15]);
    const brand = await list({ q: 'SONORA', perPage: 50 });
    expect(brand.products.every((product) => product.brand === 'Sonora')).toBe(true);
    expect(brand.total).toBe(SEED.filter((product) => product.brand === 'Sonora').length);
    const described = await list({ q: 'lidar' });
    expect(ids(described.products)).toEqual([9]);
    expect((await list({ q: 'no such thing' })).total).toBe(0);
  });

  it('sorts by price both ways (ties by id) and featured by id', async () => {
    const prices = (products: ListedProduct[]) => products.map((product) => product.price);
    const ascending = (await list({ sortBy: 'price-asc', perPage: 27 })).products;
    expect(prices(ascending)).toEqual([...prices(ascending)].sort((a, b) => a - b));
    const descending = (await list({ sortBy: 'price-desc', perPage: 27 })).products;
    expect(prices(descending)).toEqual([...prices(descending)].sort((a, b) => b - a));
    expect(ids((await list({ sortBy: 'featured', perPage: 27 })).products)).toEqual(SEED.map((product) => product.id));
    expect(ids((await list({ sortBy: 'bogus', perPage: 27 })).products)).toEqual(SEED.map((product) => product.id));
  });

  it('filters by price range, categories, brands and minimum rating; the total counts the filtered products and paging follows', async () => {
    const filters = { priceMin: 50, priceMax: 500, category: ['Audio', 'Smart Home'], rating: 3 };
    const expected = SEED.filter(
      (p) => p.price >= 50 && p.price <= 500 && ['Audio', 'Smart Home'].includes(p.category) && p.rating >= 3,
    );
    const answer = await list({ ...filters, perPage: 2 });
    expect(answer.total).toBe(expected.length);
    expect(ids(answer.products)).toEqual(expected.slice(0, 2).map((p) => p.id));
    expect(ids((await list({ ...filters, perPage: 2, page: 2 })).products)).toEqual(
      expected.slice(2, 4).map((p) => p.id),
    );
    const brands = await list({ brand: ['Optica', 'Arcadia'], perPage: 27 });
    expect(brands.products.every((p) => ['Optica', 'Arcadia'].includes(p.brand))).toBe(true);
    expect(brands.total).toBe(SEED.filter((p) => ['Optica', 'Arcadia'].includes(p.brand)).length);
    // A malformed bound is no bound at all.
    expect((await list({ priceMin: 'cheap' })).total).toBe(27);
  });
});

describe('GET /apps/ecommerce/products/:id', () => {
  it('answers by slug or id with flags, colours and related products; 404 otherwise', async () => {
    const bySlug = await admin.get('/apps/ecommerce/products/aurora-x2-smartphone');
    expect(bySlug.status).toBe(200);
    const body = bySlug.data as ProductDetailResponse;
    expect(body.product).toMatchObject({
      id: 1,
      isInCart: true,
      isInWishlist: false,
      colorOptions: SEED[0].colorOptions,
    });
    expect(body.related.length).toBeGreaterThan(0);
    expect(body.related.map((p) => p.id)).not.toContain(1);
    expect(body.related[0].category).toBe('Phones');
    expect((await admin.get('/apps/ecommerce/products/3')).data.product.slug).toBe(SEED[2].slug);
    for (const missing of ['nope', '999', '0'])
      expect((await admin.get(`/apps/ecommerce/products/${missing}`)).status).toBe(404);
  });
});

describe('wishlist', () => {
  it('adds once, removes, and answers 404 for unknown products or missing items without changing anything', async () => {
    expect(ids((await wishlist()).products)).toEqual([3, 7, 16]);
    const added = await admin.post('/apps/ecommerce/wishlist', { productId: 5 });
    expect(added.status).toBe(201);
    expect(ids(added.data.products)).toEqual([3, 7, 16, 5]);
    const again = await admin.post('/apps/ecommerce/wishlist', { productId: 5 });
    expect(again.status).toBe(200);
    expect(ids(again.data.products)).toEqual([3, 7, 16, 5]);
    expect((await admin.post('/apps/ecommerce/wishlist', { productId: 999 })).status).toBe(404);
    expect((await admin.post('/apps/ecommerce/wishlist', {})).status).toBe(404);
    expect((await admin.delete('/apps/ecommerce/wishlist/1')).status).toBe(404);
    expect(ids((await wishlist()).products)).toEqual([3, 7, 16, 5]);
    const removed = await admin.delete('/apps/ecommerce/wishlist/7');
    expect(removed.status).toBe(200);
    expect(ids(removed.data.products)).toEqual([3, 16, 5]);
  });
});

describe('cart', () => {
  it('shows the lines with stable extras and a summary; the count is the items (the quantities), not the lines', async () => {
    const first = await cart();
    expect(first.count).toBe(6);
    expect(first.products.map((line) => [line.id, line.qty])).toEqual([
      [1, 2],
      [2, 1],
      [4, 1],
      [10, 1],
      [13, 1],
    ]);
    for (const line of first.products) {
      const seeded = SEED.find((p) => p.id === line.id)!;
      expect(line).toMatchObject({
        shippingDate: seeded.shippingDate,
        offers: seeded.offers,
        discountPercentage: seeded.discountPercentage,
        isInCart: true,
      });
    }
    expect(first.summary).toEqual(cartSummary(first.products));
    // Stable across restarts of the server.
    mock.restart();
    expect((await cart()).products).toEqual(first.products);
  });

  it('adds a new line at 1, raises the quantity on a second add, stops at 10; the user’s count follows', async () => {
    expect(cartCountOf(1)).toBe(6);
    const added = await admin.post('/apps/ecommerce/cart', { productId: 3 });
    expect(added.status).toBe(201);
    expect(added.data.count).toBe(7);
    expect(added.data.products.find((line: { id: number }) => line.id === 3).qty).toBe(1);
    expect(cartCountOf(1)).toBe(7);
    const again = await admin.post('/apps/ecommerce/cart', { productId: 3 });
    expect(again.status).toBe(200);
    expect(again.data.count).toBe(8);
    expect(again.data.products.find((line: { id: number }) => line.id === 3).qty).toBe(2);
    expect((await admin.put('/apps/ecommerce/cart/3', { qty: 10 })).status).toBe(200);
    const tooMany = await admin.post('/apps/ecommerce/cart', { productId: 3 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.data.errors.productId).toEqual(['You can order at most 10 of a product.']);
    // The user's next sign-in carries the count.
    expect((await login('admin@demo.com', 'admin')).userData).toMatchObject({
      extras: { eCommerceCartItemsCount: 16 },
    });
  });

  it('refuses sold-out products, unknown products and missing lines with nothing changed', async () => {
    const before = await cart();
    const soldOut = SEED.find((p) => !p.inStock)!;
    const refused = await apiAs(tokens.admin, 'de').post('/apps/ecommerce/cart', { productId: soldOut.id });
    expect(refused.status).toBe(422);
    expect(refused.data.errors.productId).toEqual(['Dieses Produkt ist ausverkauft.']);
    expect((await admin.post('/apps/ecommerce/cart', { productId: 404 })).status).toBe(404);
    expect((await admin.delete('/apps/ecommerce/cart/3')).status).toBe(404);
    expect((await admin.put('/apps/ecommerce/cart/3', { qty: 2 })).status).toBe(404);
    expect(await cart()).toEqual(before);
    expect(cartCountOf(1)).toBe(6);
  });

  it('changes a quantity within 1–10 (422 otherwise) and removes a line', async () => {
    for (const qty of [0, 11, 'two', 1.5, null]) {
      const answer = await admin.put('/apps/ecommerce/cart/2', { qty });
      expect(answer.status).toBe(422);
      expect(answer.data.errors.qty).toHaveLength(1);
    }
    expect(
      (await admin.put('/apps/ecommerce/cart/2', { qty: '4' })).data.products.find(
        (line: { id: number }) => line.id === 2,
      ).qty,
    ).toBe(4);
    const removed = await admin.delete('/apps/ecommerce/cart/2');
    expect(removed.status).toBe(200);
    expect(removed.data.count).toBe(5);
    expect(cartCountOf(1)).toBe(5);
  });

  it('keeps each user’s wishlist and cart apart', async () => {
    const client = apiAs(tokens.client);
    // The client may not read the Demo screens (403), but its seeded cart is its own.
    expect((await client.get('/apps/ecommerce/cart')).status).toBe(403);
    await admin.post('/apps/ecommerce/cart', { productId: 20 });
    const rows = mock.server.db.ecommerceCarts.where({ userId: 2 }) as unknown as { productId: number }[];
    expect(rows.map((row) => row.productId)).toEqual([5, 6, 8, 11, 19]);
    expect(cartCountOf(2)).toBe(6);
  });
});

describe('orders', () => {
  const address = ORDER_ADDRESS;
  const card = {
    method: 'card',
    cardNumber: '4242 4242 4242 4242',
    cardName: 'Ada Lovelace',
    expiry: '12/40',
    cvv: '123',
  };

  it('checks every field at once (422, localized) and changes nothing', async () => {
    const answer = await apiAs(tokens.admin, 'fr').post('/apps/ecommerce/orders', {
      address: { ...address, fullName: ' ', phone: 'call me', postcode: '!', type: 'castle' },
      payment: { ...card, cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvv: '12a' },
    });
    expect(answer.status).toBe(422);
    expect(answer.data.errors).toEqual({
      'address.fullName': ['Ce champ est obligatoire.'],
      'address.phone': [expect.stringContaining('numéro de téléphone')],
      'address.postcode': [expect.stringContaining('code postal')],
      'address.type': [expect.any(String)],
      'payment.cardNumber': ['Ce numéro de carte n’est pas valide.'],
      'payment.expiry': ['Cette carte a expiré.'],
      'payment.cvv': [expect.any(String)],
    });
    expect((await cart()).count).toBe(6);
    expect(
      (await admin.post('/apps/ecommerce/orders', { address, payment: { ...card, expiry: '13/40' } })).data.errors,
    ).toEqual({ 'payment.expiry': ['Use the MM/YY format.'] });
    expect(
      (await admin.post('/apps/ecommerce/orders', { address, payment: { method: 'cheque' } })).data.errors,
    ).toEqual({ 'payment.method': ['Pick one of the offered values.'] });
  });

  it('places an order by card (201) and empties the cart; the count drops to 0; an empty cart cannot order', async () => {
    const before = await cart();
    const placed = await admin.post('/apps/ecommerce/orders', { address, payment: card });
    expect(placed.status).toBe(201);
    expect(placed.data.order).toMatchObject({
      items: 6,
      summary: before.summary,
      paymentMethod: 'card',
      cardLast4: '4242',
    });
    expect(placed.data.cart).toEqual({
      products: [],
      count: 0,
      summary: { subtotal: 0, discount: 0, delivery: 0, total: 0 },
    });
    expect((await cart()).count).toBe(0);
    expect(cartCountOf(1)).toBe(0);
    const again = await admin.post('/apps/ecommerce/orders', { address, payment: { method: 'cod' } });
    expect(again.status).toBe(422);
    expect(again.data.errors).toEqual({ cart: ['Your cart is empty.'] });
  });

  it('takes cash on delivery without card fields, and keeps the delivery address', async () => {
    const placed = await admin.post('/apps/ecommerce/orders', {
      address: { ...address, fullName: '  Ada  ', city: ' London ' },
      payment: { method: 'cod' },
    });
    expect(placed.status).toBe(201);
    expect(placed.data.order.cardLast4).toBeNull();
    // The order keeps where it goes, trimmed as stored.
    expect(placed.data.order.address).toEqual({ ...address, fullName: 'Ada', city: 'London' });
  });

  it('lists the user’s own orders newest first, paged, with each order’s lines as ordered; another user’s is 404', async () => {
    // The seed's past order (cash on delivery, twelve days ago).
    const seeded = (await admin.get('/apps/ecommerce/orders')).data.orders;
    expect(seeded).toEqual([expect.objectContaining({ id: 1, number: '#107919', items: 3, paymentMethod: 'cod' })]);
    const before = await cart();
    const first = (await admin.post('/apps/ecommerce/orders', { address, payment: card })).data.order;
    await admin.post('/apps/ecommerce/cart', { productId: 3 });
    await admin.put('/apps/ecommerce/cart/3', { qty: 2 });
    const second = (await admin.post('/apps/ecommerce/orders', { address, payment: { method: 'cod' } })).data.order;

    const listed = await admin.get('/apps/ecommerce/orders');
    expect(listed.status).toBe(200);
    expect(listed.data).toEqual({ orders: [second, first, ...seeded], total: 3 });
    expect((await admin.get('/apps/ecommerce/orders', { params: { perPage: 1, page: 2 } })).data).toEqual({
      orders: [first],
      total: 3,
    });

    const detail = await admin.get(`/apps/ecommerce/orders/${first.id}`);
    expect(detail.status).toBe(200);
    expect(detail.data.order).toEqual({
      ...first,
      lines: before.products.map((line) => ({
        productId: line.id,
        name: line.name,
        slug: line.slug,
        brand: line.brand,
        image: line.image,
        price: line.price,
        discountPercentage: line.discountPercentage,
        qty: line.qty,
      })),
    });
    expect((await admin.get(`/apps/ecommerce/orders/${second.id}`)).data.order.lines).toEqual([
      expect.objectContaining({ productId: 3, qty: 2 }),
    ]);

    // A member of the demo sees none of the admin's orders, and cannot open one.
    const registered = await apiAs().post('/jwt/register', {
      email: 'm@demo.com',
      password: 'secret-1',
      username: 'mem',
    });
    const member = apiAs(registered.data.accessToken);
    expect((await member.get('/apps/ecommerce/orders')).data).toEqual({ orders: [], total: 0 });
    expect((await member.get(`/apps/ecommerce/orders/${first.id}`)).status).toBe(404);
    expect((await admin.get('/apps/ecommerce/orders/999')).status).toBe(404);
    expect((await admin.get('/apps/ecommerce/orders/abc')).status).toBe(404);
  });
});

describe('guards', () => {
  it('answers 401 without a token and 403 to a user who may not read or manage the Demo screens', async () => {
    const calls = (client: AxiosInstance) => [
      client.get('/apps/ecommerce/products'),
      client.get('/apps/ecommerce/products/1'),
      client.get('/apps/ecommerce/wishlist'),
      client.post('/apps/ecommerce/wishlist', { productId: 1 }),
      client.delete('/apps/ecommerce/wishlist/3'),
      client.get('/apps/ecommerce/cart'),
      client.post('/apps/ecommerce/cart', { productId: 3 }),
      client.put('/apps/ecommerce/cart/1', { qty: 2 }),
      client.delete('/apps/ecommerce/cart/1'),
      client.post('/apps/ecommerce/orders', {}),
      client.get('/apps/ecommerce/orders'),
      client.get('/apps/ecommerce/orders/1'),
    ];
    for (const answer of await Promise.all(calls(apiAs()))) expect(answer.status).toBe(401);
    for (const answer of await Promise.all(calls(apiAs(tokens.agent)))) expect(answer.status).toBe(403);
    expect((await cart()).count).toBe(6);
  });
});
