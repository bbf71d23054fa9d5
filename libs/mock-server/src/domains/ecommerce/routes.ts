// The demo store (docs/demo-api.md, E-commerce). Decisions: every route needs a signed-in user allowed the Demo
// screens (reads `read Demo`, writes `manage Demo`); wishlists and carts belong to the signed-in user; a product is
// never listed twice (a second wish changes nothing, a second add raises the quantity up to 10); an unknown product
// or a missing line answers 404 and nothing changes; each cart answer is the whole cart, so a client (the remote,
// the shell's navbar cart) replaces what it holds; and the user's `extras.eCommerceCartItemsCount` follows the cart.
import {
  CART_QTY_MAX,
  CART_QTY_MIN,
  ORDERS_PER_PAGE,
  PRODUCTS_PER_PAGE,
  cardLast4,
  cartQtySchema,
  orderAddressSchema,
  orderPaymentSchema,
  roundMoney,
  type CartProduct,
  type CartResponse,
  type CartSummary,
  type ListedProduct,
  type Order,
  type OrderDetail,
  type OrderDetailResponse,
  type OrderLine,
  type OrderListResponse,
  type OrderResponse,
  type Product,
  type ProductDetailResponse,
  type ProductListResponse,
  type WishlistResponse,
} from '@live-agent/contracts';
import { Response, type Request, type Server } from 'miragejs';
import type { MockContext } from '../../types';
import { guardedRoutes, manage, read } from '../../kit/guard';
import { pageParams, paginate } from '../../kit/listing';
import { asObject, queryList, queryNumber, queryString, readJsonBody, toId } from '../../kit/request';
import { created, notFound, ok } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check } from '../../kit/validation';
import { findUserById } from '../auth/users';
import { ECOMMERCE_MESSAGES } from './messages';
import type { CartRecord, ProductRecord, WishlistRecord } from './seeds';

const READ = read('Demo');
const WRITE = manage('Demo');

type Collections = 'ecommerceProducts' | 'ecommerceWishlists' | 'ecommerceCarts' | 'ecommerceOrders';

/** An order as stored: the API's detail and its owner. */
type OrderRecord = OrderDetail & { userId: number };

/** Delivery is free when every line ships free or the discounted subtotal reaches this. */
export const FREE_DELIVERY_FROM = 250;
export const DELIVERY_FEE = 14.99;

/** The API fields of a product (no colours or cart extras). */
function publicProduct({
  colorOptions: _c,
  shippingDate: _s,
  offers: _o,
  discountPercentage: _d,
  ...product
}: ProductRecord): Product {
  return product;
}

export function cartSummary(
  lines: readonly Pick<CartProduct, 'price' | 'qty' | 'discountPercentage' | 'hasFreeShipping'>[],
): CartSummary {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.price * line.qty, 0));
  const discount = roundMoney(
    lines.reduce((sum, line) => sum + roundMoney((line.price * line.qty * line.discountPercentage) / 100), 0),
  );
  const freeDelivery =
    lines.length === 0 || lines.every((line) => line.hasFreeShipping) || subtotal - discount >= FREE_DELIVERY_FROM;
  const delivery = freeDelivery ? 0 : DELIVERY_FEE;
  return { subtotal, discount, delivery, total: roundMoney(subtotal - discount + delivery) };
}

export function ecommerceRoutes(server: Server, ctx: MockContext): void {
  const store = new ResourceStore<Collections>(server);

  const userIdOf = (request: Request): number => {
    const user = ctx.requireUser(request);
    // authed() has already turned an unknown user away.
    return user instanceof Response ? 0 : user.id;
  };
  const products = () => store.all<ProductRecord>('ecommerceProducts');
  const productBy = (key: unknown): ProductRecord | null => {
    if (typeof key === 'string' && !/^\d+$/.test(key))
      return products().filter((product) => product.slug === key)[0] ?? null;
    return store.find<ProductRecord>('ecommerceProducts', key);
  };
  const wishlistOf = (userId: number) =>
    store.all<WishlistRecord>('ecommerceWishlists').filter((item) => item.userId === userId);
  const cartOf = (userId: number) => store.all<CartRecord>('ecommerceCarts').filter((item) => item.userId === userId);
  /** The entry of a user's wishlist or cart for the product of the path (`:productId`). */
  const ofPathProduct = <T extends { productId: number }>(request: Request, entries: T[]): T | undefined => {
    const productId = toId(request.params.productId);
    return entries.filter((entry) => entry.productId === productId)[0];
  };

  const viewFor = (userId: number) => {
    const wished = new Set(wishlistOf(userId).map((item) => item.productId));
    const carted = new Set(cartOf(userId).map((item) => item.productId));
    return (product: ProductRecord): ListedProduct => ({
      ...publicProduct(product),
      isInWishlist: wished.has(product.id),
      isInCart: carted.has(product.id),
    });
  };

  const cartView = (userId: number): CartResponse => {
    const view = viewFor(userId);
    const lines: CartProduct[] = cartOf(userId).flatMap((line) => {
      const product = store.find<ProductRecord>('ecommerceProducts', line.productId);
      return product
        ? [
            {
              ...view(product),
              qty: line.qty,
              shippingDate: product.shippingDate,
              offers: product.offers,
              discountPercentage: product.discountPercentage,
            },
          ]
        : [];
    });
    // The items, as a shopper counts them (two of a product are two), not the lines: the navbar's badge shows it.
    return { products: lines, count: lines.reduce((sum, line) => sum + line.qty, 0), summary: cartSummary(lines) };
  };

  /** Keeps the user's `extras.eCommerceCartItemsCount` equal to the cart's items. */
  const cartChanged = (userId: number): CartResponse => {
    const cart = cartView(userId);
    const user = findUserById(server, String(userId));
    if (user) server.db.users.update(user.id, { extras: { ...user.extras, eCommerceCartItemsCount: cart.count } });
    return cart;
  };

  const wishlistView = (userId: number): WishlistResponse => {
    const view = viewFor(userId);
    return {
      products: wishlistOf(userId).flatMap((item) => {
        const product = store.find<ProductRecord>('ecommerceProducts', item.productId);
        return product ? [view(product)] : [];
      }),
    };
  };

  const route = guardedRoutes(server, ctx, WRITE);
  route.get(
    '/apps/ecommerce/products',
    (request) => {
      const userId = userIdOf(request);
      const q = (queryString(request, 'q') ?? '').trim().toLowerCase();
      const priceMin = queryNumber(request, 'priceMin');
      const priceMax = queryNumber(request, 'priceMax');
      const rating = queryNumber(request, 'rating');
      const categories = queryList(request, 'category');
      const brands = queryList(request, 'brand');
      const all = products();
      const rows = all.filter(
        (product) =>
          (!q || [product.name, product.brand, product.description].some((text) => text.toLowerCase().includes(q))) &&
          (priceMin === undefined || Number.isNaN(priceMin) || product.price >= priceMin) &&
          (priceMax === undefined || Number.isNaN(priceMax) || product.price <= priceMax) &&
          (rating === undefined || Number.isNaN(rating) || product.rating >= rating) &&
          (categories.length === 0 || categories.includes(product.category)) &&
          (brands.length === 0 || brands.includes(product.brand)),
      );
      const sortBy = queryString(request, 'sortBy');
      if (sortBy === 'price-asc') rows.sort((a, b) => a.price - b.price || a.id - b.id);
      else if (sortBy === 'price-desc') rows.sort((a, b) => b.price - a.price || a.id - b.id);
      else rows.sort((a, b) => a.id - b.id);
      const { page, perPage } = pageParams(request, { perPage: PRODUCTS_PER_PAGE, maxPerPage: 100 });
      const { data, total } = paginate(rows, page, perPage);
      const facet = (key: 'category' | 'brand') => {
        const counts = new Map<string, number>();
        for (const product of all) counts.set(product[key], (counts.get(product[key]) ?? 0) + 1);
        return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
      };
      const prices = all.map((product) => product.price);
      return ok<ProductListResponse>({
        products: data.map(viewFor(userId)),
        total,
        userWishlist: wishlistOf(userId).map(({ id, productId }) => ({ id, productId })),
        userCart: cartOf(userId).map(({ id, productId, qty }) => ({ id, productId, qty })),
        facets: {
          categories: facet('category'),
          brands: facet('brand'),
          price: { min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) },
        },
      });
    },
    READ,
  );

  route.get(
    '/apps/ecommerce/products/:id',
    (request) => {
      const product = productBy(request.params.id);
      if (!product) return notFound();
      const view = viewFor(userIdOf(request));
      const related = products()
        .filter(
          (other) => other.id !== product.id && (other.category === product.category || other.brand === product.brand),
        )
        .sort(
          (a, b) => Number(b.category === product.category) - Number(a.category === product.category) || a.id - b.id,
        )
        .slice(0, 6);
      return ok<ProductDetailResponse>({
        product: { ...view(product), colorOptions: product.colorOptions },
        related: related.map(view),
      });
    },
    READ,
  );

  /** The product a body's `productId` names, or the 404 to answer. */
  const bodyProduct = (request: Request): ProductRecord | Response => {
    const productId = asObject(readJsonBody(request)).productId;
    const product = toId(productId) === null ? null : store.find<ProductRecord>('ecommerceProducts', productId);
    return product ?? notFound();
  };

  /**
   * The DELETE of the path's product from the user's wishlist or cart (`entriesOf`, in `collection`): a 404 when it is
   * not there, else what is left (`answer`).
   */
  const removingPathProduct =
    <T extends object>(
      collection: 'ecommerceWishlists' | 'ecommerceCarts',
      entriesOf: (userId: number) => Array<{ id: number; productId: number }>,
      answer: (userId: number) => T,
    ) =>
    (request: Request) => {
      const userId = userIdOf(request);
      const entry = ofPathProduct(request, entriesOf(userId));
      if (!entry) return notFound();
      store.remove(collection, entry.id);
      return ok<T>(answer(userId));
    };

  route.get('/apps/ecommerce/wishlist', (request) => ok<WishlistResponse>(wishlistView(userIdOf(request))), READ);

  route.post('/apps/ecommerce/wishlist', (request) => {
    const userId = userIdOf(request);
    const product = bodyProduct(request);
    if (product instanceof Response) return product;
    if (wishlistOf(userId).some((item) => item.productId === product.id))
      return ok<WishlistResponse>(wishlistView(userId));
    store.insert('ecommerceWishlists', { userId, productId: product.id });
    return created<WishlistResponse>(wishlistView(userId));
  });

  route.del('/apps/ecommerce/wishlist/:productId', removingPathProduct('ecommerceWishlists', wishlistOf, wishlistView));

  route.get('/apps/ecommerce/cart', (request) => ok<CartResponse>(cartView(userIdOf(request))), READ);

  route.post('/apps/ecommerce/cart', (request) => {
    const userId = userIdOf(request);
    const product = bodyProduct(request);
    if (product instanceof Response) return product;
    const check = new Check(ECOMMERCE_MESSAGES.for(request), store);
    const line = cartOf(userId).filter((entry) => entry.productId === product.id)[0];
    if (!product.inStock) check.add('productId', check.m.outOfStock);
    else if (line && line.qty >= CART_QTY_MAX) check.add('productId', check.m.qtyLimit(CART_QTY_MAX));
    if (check.failed) return check.response();
    if (line) {
      store.update('ecommerceCarts', line.id, { qty: line.qty + 1 });
      return ok<CartResponse>(cartChanged(userId));
    }
    store.insert('ecommerceCarts', { userId, productId: product.id, qty: CART_QTY_MIN });
    return created<CartResponse>(cartChanged(userId));
  });

  // Beyond the original theme: a line's quantity, 1–10.
  route.put('/apps/ecommerce/cart/:productId', (request) => {
    const userId = userIdOf(request);
    const line = ofPathProduct(request, cartOf(userId));
    if (!line) return notFound();
    const check = new Check(ECOMMERCE_MESSAGES.for(request), store);
    const body = check.parse(cartQtySchema, asObject(readJsonBody(request)));
    if (!body) return check.response();
    store.update('ecommerceCarts', line.id, { qty: body.qty });
    return ok<CartResponse>(cartChanged(userId));
  });

  route.del('/apps/ecommerce/cart/:productId', removingPathProduct('ecommerceCarts', cartOf, cartChanged));

  // Beyond the original theme: placing an order checks the address and the payment, then empties the cart.
  route.post('/apps/ecommerce/orders', (request) => {
    const userId = userIdOf(request);
    const body = asObject(readJsonBody(request));
    const check = new Check(ECOMMERCE_MESSAGES.for(request), store);
    const m = check.m;
    const cart = cartView(userId);
    if (cart.count === 0) check.add('cart', m.cartEmpty);

    const address = check.parse(orderAddressSchema, asObject(body.address), 'address');
    const payment = check.parse(orderPaymentSchema, asObject(body.payment), 'payment');
    if (check.failed || !address || !payment) return check.response();

    const placedAt = new Date();
    const stored = store.insert<{ id: number }>('ecommerceOrders', { userId, placedAt: placedAt.toISOString() });
    const order: Order = {
      id: stored.id,
      number: `#${String(100000 + stored.id * 7919).slice(-6)}`,
      placedAt: placedAt.toISOString(),
      deliveryBy:
        cart.products
          .map((line) => line.shippingDate)
          .sort()
          .at(-1) ?? placedAt.toISOString().slice(0, 10),
      items: cart.products.reduce((sum, line) => sum + line.qty, 0),
      summary: cart.summary,
      paymentMethod: payment.method,
      cardLast4: payment.method === 'card' ? cardLast4(payment.cardNumber) : null,
      address,
    };
    // The lines as they were ordered: the history shows what was bought at that price, whatever the catalogue does.
    const lines: OrderLine[] = cart.products.map((line) => ({
      productId: line.id,
      name: line.name,
      slug: line.slug,
      brand: line.brand,
      image: line.image,
      price: line.price,
      discountPercentage: line.discountPercentage,
      qty: line.qty,
    }));
    store.update('ecommerceOrders', stored.id, { ...order, lines });
    for (const line of cartOf(userId)) store.remove('ecommerceCarts', line.id);
    return created<OrderResponse>({ order, cart: cartChanged(userId) });
  });

  // The order history: only the caller's own orders, newest first; another user's order is not found.
  const ordersOf = (userId: number) =>
    store
      .all<OrderRecord>('ecommerceOrders')
      .filter((order) => order.userId === userId)
      .sort((a, b) => b.placedAt.localeCompare(a.placedAt) || b.id - a.id);
  const withoutOwner = ({ userId: _owner, ...order }: OrderRecord): OrderDetail => order;

  route.get(
    '/apps/ecommerce/orders',
    (request) => {
      const { page, perPage } = pageParams(request, { perPage: ORDERS_PER_PAGE, maxPerPage: 100 });
      const { data, total } = paginate(ordersOf(userIdOf(request)), page, perPage);
      return ok<OrderListResponse>({
        orders: data.map((order) => {
          const { lines: _lines, ...summary } = withoutOwner(order);
          return summary;
        }),
        total,
      });
    },
    READ,
  );

  route.get(
    '/apps/ecommerce/orders/:id',
    (request) => {
      const id = toId(request.params.id);
      const order = ordersOf(userIdOf(request)).filter((each) => each.id === id)[0];
      return order ? ok<OrderDetailResponse>({ order: withoutOwner(order) }) : notFound();
    },
    READ,
  );
}
