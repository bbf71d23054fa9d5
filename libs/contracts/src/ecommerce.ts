// The demo store (docs/demo-api.md, E-commerce): products, the signed-in user's wishlist and cart, and orders, as
// the mock server answers them and the commerce remote and the shell's navbar cart read them.
import type { z } from 'zod/mini';
import type { orderAddressSchema, orderInputSchema, orderPaymentSchema } from './schemas/ecommerce';

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_COLORS = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export type ProductColor = (typeof PRODUCT_COLORS)[number];

/** Products on a shop page unless `perPage` says otherwise. */
export const PRODUCTS_PER_PAGE = 9;
/** The quantity of one cart line stays within these bounds. */
export const CART_QTY_MIN = 1;
export const CART_QTY_MAX = 10;

export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  category: string;
  /** In US dollars (the demo's one currency). */
  price: number;
  /** An image URL (a data: URL in the demo). */
  image: string;
  hasFreeShipping: boolean;
  /** 1–5. */
  rating: number;
  /** Beyond the original theme: whether it can be ordered now (the detail page's availability). */
  inStock: boolean;
}

/** A product as a given user sees it. */
export interface ListedProduct extends Product {
  isInWishlist: boolean;
  isInCart: boolean;
}

export interface ProductDetail extends ListedProduct {
  colorOptions: ProductColor[];
}

export interface WishlistItem {
  id: number;
  productId: number;
}

export interface CartItem {
  id: number;
  productId: number;
  qty: number;
}

/** Query of `GET /apps/ecommerce/products`; lists are repeated keys. */
export interface ProductListQuery {
  q?: string;
  sortBy?: ProductSort;
  perPage?: number;
  page?: number;
  priceMin?: number;
  priceMax?: number;
  category?: string[];
  brand?: string[];
  /** Minimum rating, 1–5. */
  rating?: number;
}

export interface ProductFacet {
  name: string;
  /** Products of this value in the whole catalogue. */
  count: number;
}

export interface ProductListResponse {
  products: ListedProduct[];
  /** Products matching the filters, before paging. */
  total: number;
  userWishlist: WishlistItem[];
  userCart: CartItem[];
  /** Beyond the original theme: what the filter sidebar offers. */
  facets: { categories: ProductFacet[]; brands: ProductFacet[]; price: { min: number; max: number } };
}

export interface ProductDetailResponse {
  product: ProductDetail;
  related: ListedProduct[];
}

export interface WishlistResponse {
  products: ListedProduct[];
}

/** A cart line as the cart view shows it: the product, its quantity and its stable extras. */
export interface CartProduct extends ListedProduct {
  qty: number;
  /** ISO date: when this line would arrive. */
  shippingDate: string;
  /** 1–4. */
  offers: number;
  /** 3–20. */
  discountPercentage: number;
}

export interface CartSummary {
  subtotal: number;
  discount: number;
  delivery: number;
  total: number;
}

export interface CartResponse {
  products: CartProduct[];
  /** Lines in the cart: the user's `extras.eCommerceCartItemsCount`. */
  count: number;
  summary: CartSummary;
}

export const ADDRESS_TYPES = ['home', 'office'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Where an order goes, as the server stores it (trimmed; `line2` '' when not given). */
export type OrderAddress = z.output<typeof orderAddressSchema>;

export const PAYMENT_METHODS = ['card', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How an order is paid: a card's number (digits, spaces allowed), name, expiry (MM/YY) and CVV, or cash. */
export type OrderPayment = z.input<typeof orderPaymentSchema>;

export type OrderInput = z.input<typeof orderInputSchema>;

export interface Order {
  id: number;
  number: string;
  placedAt: string;
  /** ISO date of the latest line's shipping date. */
  deliveryBy: string;
  items: number;
  summary: CartSummary;
  paymentMethod: PaymentMethod;
  /** Card only: the last four digits. */
  cardLast4: string | null;
  /** Where it goes, as the server stored it (trimmed). */
  address: OrderAddress;
}

export interface OrderResponse {
  order: Order;
  cart: CartResponse;
}
