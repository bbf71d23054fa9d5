import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { ecommerceRoutes } from './routes';
import { seedEcommerce } from './seeds';

/** The demo store (docs/demo-api.md, E-commerce): 27 products, per-user wishlists and carts, orders. */
export const ecommerceDomain: MockDomain = {
  name: 'ecommerce',
  kind: 'demo',
  models: { ecommerceProduct: Model, ecommerceWishlist: Model, ecommerceCart: Model, ecommerceOrder: Model },
  seed: seedEcommerce,
  routes: ecommerceRoutes,
};
