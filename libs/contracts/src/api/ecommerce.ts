// The demo store's endpoints (docs/demo-api.md, E-commerce): every one needs a user allowed the Demo screens.
import { CART_QTY_MAX, CART_QTY_MIN, PRODUCT_SORTS } from '../ecommerce';
import {
  cartResponseSchema,
  orderInputSchema,
  orderResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  wishlistResponseSchema,
} from '../schemas/ecommerce';
import { z } from '../rules/schema';
import { manage, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];
const WRITE = [manage('Demo')];
const productRef = z.object({ productId: z.union([z.number(), z.string()]).check(z.describe('Id or slug.')) });

export const ECOMMERCE_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/apps/ecommerce/products',
    api: 'demo',
    summary: 'A page of the catalogue, as the signed-in user sees it, with the filter sidebar’s facets',
    access: READ,
    query: z.object({
      q: z.optional(z.string()),
      sortBy: z.optional(z.enum(PRODUCT_SORTS)),
      perPage: z.optional(z.number()),
      page: z.optional(z.number()),
      priceMin: z.optional(z.number()),
      priceMax: z.optional(z.number()),
      category: z.optional(z.array(z.string()).check(z.describe('Repeated key.'))),
      brand: z.optional(z.array(z.string()).check(z.describe('Repeated key.'))),
      rating: z.optional(z.number().check(z.describe('Minimum rating, 1–5.'))),
    }),
    responses: { 200: productListResponseSchema },
  },
  {
    method: 'GET',
    path: '/apps/ecommerce/products/:id',
    api: 'demo',
    summary: 'One product (by id or slug) with related ones',
    access: READ,
    responses: { 200: productDetailResponseSchema },
    notFound: true,
  },
  {
    method: 'GET',
    path: '/apps/ecommerce/wishlist',
    api: 'demo',
    summary: 'The signed-in user’s wishlist',
    access: READ,
    responses: { 200: wishlistResponseSchema },
  },
  {
    method: 'POST',
    path: '/apps/ecommerce/wishlist',
    api: 'demo',
    summary: 'Adds a product to the wishlist (201), or changes nothing when it is there (200)',
    access: WRITE,
    body: productRef,
    responses: { 200: wishlistResponseSchema, 201: wishlistResponseSchema },
    notFound: true,
  },
  {
    method: 'DELETE',
    path: '/apps/ecommerce/wishlist/:productId',
    api: 'demo',
    summary: 'Takes a product off the wishlist',
    access: WRITE,
    responses: { 200: wishlistResponseSchema },
    notFound: true,
  },
  {
    method: 'GET',
    path: '/apps/ecommerce/cart',
    api: 'demo',
    summary: 'The signed-in user’s cart',
    access: READ,
    responses: { 200: cartResponseSchema },
  },
  {
    method: 'POST',
    path: '/apps/ecommerce/cart',
    api: 'demo',
    summary: `Adds a product to the cart (201), or one more of it (200, up to ${CART_QTY_MAX})`,
    access: WRITE,
    body: productRef,
    responses: { 200: cartResponseSchema, 201: cartResponseSchema },
    notFound: true,
  },
  {
    method: 'PUT',
    path: '/apps/ecommerce/cart/:productId',
    api: 'demo',
    summary: `Sets a cart line’s quantity (${CART_QTY_MIN}–${CART_QTY_MAX})`,
    access: WRITE,
    body: z.object({ qty: z.number().check(z.int(), z.gte(CART_QTY_MIN), z.lte(CART_QTY_MAX)) }),
    responses: { 200: cartResponseSchema },
    notFound: true,
  },
  {
    method: 'DELETE',
    path: '/apps/ecommerce/cart/:productId',
    api: 'demo',
    summary: 'Takes a line out of the cart',
    access: WRITE,
    responses: { 200: cartResponseSchema },
    notFound: true,
  },
  {
    method: 'POST',
    path: '/apps/ecommerce/orders',
    api: 'demo',
    summary: 'Places an order of the whole cart, then empties it',
    access: WRITE,
    body: orderInputSchema,
    responses: { 201: orderResponseSchema },
  },
];
