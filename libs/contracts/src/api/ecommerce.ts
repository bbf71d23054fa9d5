// The demo store's endpoints (docs/demo-api.md, E-commerce): every one needs a user allowed the Demo screens.
import { CART_QTY_MAX, CART_QTY_MIN, ORDERS_PER_PAGE } from '../ecommerce';
import * as schemas from '../schemas/ecommerce';
import { z } from '../rules/schema';
import { endpointsOn, manage, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];
const WRITE = [manage('Demo')];
const productRef = z.object({ productId: z.union([z.number(), z.string()]).check(z.describe('Id or slug.')) });

const { del, get, post, put } = endpointsOn('demo', READ);

export const ECOMMERCE_ENDPOINTS: Endpoint[] = [
  get(
    '/apps/ecommerce/products',
    'A page of the catalogue, as the signed-in user sees it, with the filter sidebar’s facets',
    { query: schemas.productListQuery, responses: { 200: schemas.productListResponseSchema } },
  ),
  get('/apps/ecommerce/products/:id', 'One product (by id or slug) with related ones', {
    responses: { 200: schemas.productDetailResponseSchema },
    notFound: true,
  }),
  get('/apps/ecommerce/wishlist', 'The signed-in user’s wishlist', {
    responses: { 200: schemas.wishlistResponseSchema },
  }),
  post('/apps/ecommerce/wishlist', 'Adds a product to the wishlist (201), or changes nothing when it is there (200)', {
    access: WRITE,
    body: productRef,
    responses: { 200: schemas.wishlistResponseSchema, 201: schemas.wishlistResponseSchema },
    notFound: true,
  }),
  del('/apps/ecommerce/wishlist/:productId', 'Takes a product off the wishlist', {
    access: WRITE,
    responses: { 200: schemas.wishlistResponseSchema },
    notFound: true,
  }),
  get('/apps/ecommerce/cart', 'The signed-in user’s cart', { responses: { 200: schemas.cartResponseSchema } }),
  post('/apps/ecommerce/cart', `Adds a product to the cart (201), or one more of it (200, up to ${CART_QTY_MAX})`, {
    access: WRITE,
    body: productRef,
    responses: { 200: schemas.cartResponseSchema, 201: schemas.cartResponseSchema },
    notFound: true,
  }),
  put('/apps/ecommerce/cart/:productId', `Sets a cart line’s quantity (${CART_QTY_MIN}–${CART_QTY_MAX})`, {
    access: WRITE,
    body: schemas.cartQtySchema,
    responses: { 200: schemas.cartResponseSchema },
    notFound: true,
  }),
  del('/apps/ecommerce/cart/:productId', 'Takes a line out of the cart', {
    access: WRITE,
    responses: { 200: schemas.cartResponseSchema },
    notFound: true,
  }),
  post('/apps/ecommerce/orders', 'Places an order of the whole cart, then empties it', {
    access: WRITE,
    body: schemas.orderInputSchema,
    responses: { 201: schemas.orderResponseSchema },
  }),
  get('/apps/ecommerce/orders', `The signed-in user’s orders, newest first, ${ORDERS_PER_PAGE} a page`, {
    query: z.object({ page: z.optional(z.number()), perPage: z.optional(z.number()) }),
    responses: { 200: schemas.orderListResponseSchema },
  }),
  get('/apps/ecommerce/orders/:id', 'One of the signed-in user’s orders with its lines (404 for anyone else’s)', {
    responses: { 200: schemas.orderDetailResponseSchema },
    notFound: true,
  }),
];
