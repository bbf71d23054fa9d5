// The demo store (docs/demo-api.md, E-commerce): products, the signed-in user's wishlist and cart, and orders, as
// the mock server answers them and the commerce remote and the shell's navbar cart read them.
import type { z } from 'zod/mini';
import type * as schemas from './schemas/ecommerce';

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_COLORS = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export type ProductColor = (typeof PRODUCT_COLORS)[number];

/** Products on a shop page unless `perPage` says otherwise. */
export const PRODUCTS_PER_PAGE = 9;
/** The quantity of one cart line stays within these bounds. */
export const CART_QTY_MIN = 1;
export const CART_QTY_MAX = 10;

export type Product = z.output<typeof schemas.productSchema>;
/** A product as a given user sees it. */
export type ListedProduct = z.output<typeof schemas.listedProductSchema>;
export type ProductDetail = z.output<typeof schemas.productDetailSchema>;
export type WishlistItem = z.output<typeof schemas.wishlistItemSchema>;
export type CartItem = z.output<typeof schemas.cartItemSchema>;

/** Query of `GET /apps/ecommerce/products`; lists are repeated keys. */
export type ProductListQuery = z.input<typeof schemas.productListQuery>;

export type ProductFacet = z.output<typeof schemas.productFacetSchema>;
export type ProductListResponse = z.output<typeof schemas.productListResponseSchema>;
export type ProductDetailResponse = z.output<typeof schemas.productDetailResponseSchema>;
export type WishlistResponse = z.output<typeof schemas.wishlistResponseSchema>;
/** A cart line as the cart view shows it: the product, its quantity and its stable extras. */
export type CartProduct = z.output<typeof schemas.cartProductSchema>;
export type CartSummary = z.output<typeof schemas.cartSummarySchema>;
export type CartResponse = z.output<typeof schemas.cartResponseSchema>;

export const ADDRESS_TYPES = ['home', 'office'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Where an order goes, as the server stores it (trimmed; `line2` '' when not given). */
export type OrderAddress = z.output<typeof schemas.orderAddressSchema>;

export const PAYMENT_METHODS = ['card', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How an order is paid: a card's number (digits, spaces allowed), name, expiry (MM/YY) and CVV, or cash. */
export type OrderPayment = z.input<typeof schemas.orderPaymentSchema>;

export type OrderInput = z.input<typeof schemas.orderInputSchema>;

export type Order = z.output<typeof schemas.orderSchema>;
export type OrderResponse = z.output<typeof schemas.orderResponseSchema>;
export type OrderLine = z.output<typeof schemas.orderLineSchema>;
export type OrderDetail = z.output<typeof schemas.orderDetailSchema>;
export type OrderListResponse = z.output<typeof schemas.orderListResponseSchema>;
export type OrderDetailResponse = z.output<typeof schemas.orderDetailResponseSchema>;

/** Orders on a page of the order history unless `perPage` says otherwise. */
export const ORDERS_PER_PAGE = 10;
