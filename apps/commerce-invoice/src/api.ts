// The commerce remote's server data: its endpoints on the page's one API slice (docs/architecture.md, "Server data";
// docs/demo-api.md, Invoices and E-commerce). Tags say what a write changes: an invoice's save, payment, send or
// delete refreshes that invoice and the list with its figures (a save or delete the clients too); an order refreshes
// the order history. The cart and the wishlist answer with their whole new state, which goes straight into the cache
// (no second request) and into the flags of every cached product; a cart answer goes out as the shared
// `cartChanged` first, which the shell's navbar cart takes and `followSharedCart` puts into this remote's cache, so a
// change made in the navbar reaches the shop the same way (docs/architecture.md, State).
import { takeEvery } from 'redux-saga/effects';
import { useState } from 'react';
import { useSelector, useStore } from 'react-redux';
import type {
  CartResponse,
  CurrentOrganizationResponse,
  InvoiceClient,
  InvoiceInput,
  InvoiceListQuery,
  InvoiceListResponse,
  InvoicePaymentInput,
  InvoiceResponse,
  InvoiceSavedResponse,
  InvoiceSendInput,
  ListedProduct,
  OrderDetailResponse,
  OrderInput,
  OrderListResponse,
  OrderResponse,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  WishlistResponse,
} from '@live-agent/contracts';
import { cartChanged, type AppStore } from '@live-agent/store';
import { api, type ApiFailure, type ApiRequest } from '@live-agent/store/api';

// The slice's thunks read its own root state; the store's dispatch (its state typed loosely by @live-agent/store,
// as the slices it holds vary at run time) takes them whatever else the store holds.
type Dispatch = AppStore['dispatch'];

/** What several invoices' deletion came to: how many went, and the first failure of those that did not. */
export interface InvoicesDeleted {
  deleted: number;
  failed: number;
  firstError: ApiFailure | null;
}

/** A call about one product. */
interface ProductCall {
  productId: number;
}

const LIST = 'LIST';

/** What a write on one invoice (a payment, a send) changes once it went through: that invoice and the list. */
const oneInvoiceChanged = (answer: unknown, _error: unknown, { id }: { id: number }) =>
  answer
    ? [
        { type: 'Invoice' as const, id: LIST },
        { type: 'Invoice' as const, id: String(id) },
      ]
    : [];

/**
 * The calls that put a product into the cart or the wishlist and take it out (docs/demo-api.md, E-commerce), the
 * same for both: each answers with the whole new cart or wishlist.
 */
const productsIn = (list: 'cart' | 'wishlist') => ({
  add: ({ productId }: ProductCall): ApiRequest => ({
    url: `/apps/ecommerce/${list}`,
    method: 'POST',
    body: { productId },
  }),
  remove: ({ productId }: ProductCall): ApiRequest => ({
    url: `/apps/ecommerce/${list}/${productId}`,
    method: 'DELETE',
  }),
});
const CART = productsIn('cart');
const WISHLIST = productsIn('wishlist');

/** One call of a move between the cart and the wishlist: its answer, taken into the store (`follow`) when it came. */
async function followed<T, E>(
  asked: PromiseLike<{ data?: unknown; error?: E }> | { data?: unknown; error?: E },
  follow: (data: T) => unknown,
): Promise<{ data: T; error?: undefined } | { error: E }> {
  const answer = await asked;
  if (answer.error) return { error: answer.error };
  follow(answer.data as T);
  return { data: answer.data as T };
}

export const commerceApi = api
  .enhanceEndpoints({ addTagTypes: ['Invoice', 'InvoiceClient', 'Order'] })
  .injectEndpoints({
    endpoints: (build) => ({
      invoices: build.query<InvoiceListResponse, InvoiceListQuery>({
        query: (params) => ({ url: '/apps/invoice/invoices', params }),
        providesTags: [{ type: 'Invoice', id: LIST }],
      }),
      invoice: build.query<InvoiceResponse, string>({
        query: (id) => `/api/invoice/invoices/${encodeURIComponent(id)}`,
        providesTags: (_answer, _error, id) => [{ type: 'Invoice', id }],
      }),
      invoiceClients: build.query<InvoiceClient[], void>({
        query: () => '/api/invoice/clients',
        providesTags: ['InvoiceClient'],
      }),
      /** The organisation that issues every invoice (its name and logo on the document). */
      invoiceIssuer: build.query<CurrentOrganizationResponse, void>({
        query: () => ({ url: '/current-organization', product: true }),
      }),
      saveInvoice: build.mutation<InvoiceSavedResponse, { id?: number; invoice: InvoiceInput }>({
        query: ({ id, invoice }) =>
          id === undefined
            ? { url: '/apps/invoice/invoices', method: 'POST', body: { invoice } }
            : { url: `/apps/invoice/invoices/${id}`, method: 'PUT', body: { invoice } },
        invalidatesTags: (_answer, _error, { id }) => [
          { type: 'Invoice', id: LIST },
          { type: 'Invoice', id: String(id) },
          'InvoiceClient',
        ],
      }),
      /** Deletes each invoice in turn (one or several), then the list is asked once. */
      deleteInvoices: build.mutation<InvoicesDeleted, number[]>({
        async queryFn(ids, _api, _extra, baseQuery) {
          const outcome: InvoicesDeleted = { deleted: 0, failed: 0, firstError: null };
          for (const id of ids) {
            const { error } = await baseQuery({ url: '/apps/invoice/delete', method: 'DELETE', params: { id } });
            if (error) {
              outcome.failed += 1;
              outcome.firstError ??= error as ApiFailure;
            } else outcome.deleted += 1;
          }
          return { data: outcome };
        },
        invalidatesTags: (_answer, _error, ids) => [
          { type: 'Invoice', id: LIST },
          ...ids.map((id) => ({ type: 'Invoice' as const, id: String(id) })),
          'InvoiceClient',
        ],
      }),
      invoicePayment: build.mutation<InvoiceResponse, { id: number; values: InvoicePaymentInput }>({
        query: ({ id, values }) => ({ url: `/apps/invoice/invoices/${id}/payments`, method: 'POST', body: values }),
        invalidatesTags: oneInvoiceChanged,
      }),
      sendInvoice: build.mutation<InvoiceResponse, { id: number; values: InvoiceSendInput }>({
        query: ({ id, values }) => ({ url: `/apps/invoice/invoices/${id}/send`, method: 'POST', body: values }),
        invalidatesTags: oneInvoiceChanged,
      }),

      products: build.query<ProductListResponse, ProductListQuery>({
        query: (params) => ({ url: '/apps/ecommerce/products', params: params as Record<string, never> }),
      }),
      product: build.query<ProductDetailResponse, string>({
        query: (slug) => `/apps/ecommerce/products/${encodeURIComponent(slug)}`,
      }),
      wishlist: build.query<WishlistResponse, void>({ query: () => '/apps/ecommerce/wishlist' }),
      cart: build.query<CartResponse, void>({ query: () => '/apps/ecommerce/cart' }),
      wish: build.mutation<WishlistResponse, ProductCall & { wished: boolean }>({
        query: (call) => (call.wished ? WISHLIST.add(call) : WISHLIST.remove(call)),
        onQueryStarted: (_call, { dispatch, queryFulfilled }) =>
          after(queryFulfilled, (data) => dispatch(followWishlist(data))),
      }),
      addToCart: build.mutation<CartResponse, ProductCall>({
        query: CART.add,
        onQueryStarted: (_call, { dispatch, queryFulfilled }) =>
          after(queryFulfilled, (cart) => dispatch(cartChanged(cart))),
      }),
      removeFromCart: build.mutation<CartResponse, ProductCall>({
        query: CART.remove,
        onQueryStarted: (_call, { dispatch, queryFulfilled }) =>
          after(queryFulfilled, (cart) => dispatch(cartChanged(cart))),
      }),
      /** Shown at once; the server's cart follows, or the line goes back to what it was. */
      setQty: build.mutation<CartResponse, ProductCall & { qty: number }>({
        query: ({ productId, qty }) => ({ url: `/apps/ecommerce/cart/${productId}`, method: 'PUT', body: { qty } }),
        async onQueryStarted({ productId, qty }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            commerceApi.util.updateQueryData('cart', undefined, (cart) => {
              const line = cart.products.find((product) => product.id === productId);
              if (line) line.qty = qty;
            }),
          );
          try {
            dispatch(cartChanged((await queryFulfilled).data));
          } catch {
            patch.undo();
          }
        },
      }),
      /** From the wishlist to the cart (not a second time when it is there already). */
      moveToCart: build.mutation<WishlistResponse, ProductCall>({
        async queryFn(call, { dispatch, getState }, _extra, baseQuery) {
          const cart = commerceApi.endpoints.cart.select()(getState() as never).data;
          if (!cart?.products.some((line) => line.id === call.productId)) {
            const added = await followed(baseQuery(CART.add(call)), (data: CartResponse) =>
              dispatch(cartChanged(data)),
            );
            if (added.error) return added;
          }
          return followed(baseQuery(WISHLIST.remove(call)), (data: WishlistResponse) => dispatch(followWishlist(data)));
        },
      }),
      /** From the cart to the wishlist. */
      moveToWishlist: build.mutation<CartResponse, ProductCall>({
        async queryFn(call, { dispatch }, _extra, baseQuery) {
          const wished = await followed(baseQuery(WISHLIST.add(call)), (data: WishlistResponse) =>
            dispatch(followWishlist(data)),
          );
          if (wished.error) return wished;
          return followed(baseQuery(CART.remove(call)), (data: CartResponse) => dispatch(cartChanged(data)));
        },
      }),
      placeOrder: build.mutation<OrderResponse, OrderInput>({
        query: (body) => ({ url: '/apps/ecommerce/orders', method: 'POST', body }),
        onQueryStarted: (_input, { dispatch, queryFulfilled }) =>
          after(queryFulfilled, ({ cart }) => dispatch(cartChanged(cart))),
        invalidatesTags: (answer) => (answer ? [{ type: 'Order', id: LIST }] : []),
      }),
      orders: build.query<OrderListResponse, { page: number }>({
        query: (params) => ({ url: '/apps/ecommerce/orders', params }),
        providesTags: [{ type: 'Order', id: LIST }],
      }),
      order: build.query<OrderDetailResponse, string>({
        query: (id) => `/apps/ecommerce/orders/${encodeURIComponent(id)}`,
        providesTags: (_answer, _error, id) => [{ type: 'Order', id }],
      }),
    }),
  });

/** What a write's answer changes, once it went through (a failure is told by the screen that asked for it). */
async function after<T>(answer: Promise<{ data: T }>, then: (data: T) => unknown): Promise<void> {
  try {
    then((await answer).data);
  } catch {
    // Told by the screen.
  }
}

/** Every cached copy of a product (the shop's pages, a product with its related ones, the wishlist) takes `flag` from `ids`. */
function flagProducts(dispatch: Dispatch, state: unknown, flag: 'isInCart' | 'isInWishlist', ids: Set<number>) {
  const mark = (product: ListedProduct) => {
    product[flag] = ids.has(product.id);
  };
  const { util } = commerceApi;
  for (const query of util.selectCachedArgsForQuery(state as never, 'products'))
    dispatch(util.updateQueryData('products', query, (answer) => answer.products.forEach(mark)));
  for (const slug of util.selectCachedArgsForQuery(state as never, 'product'))
    dispatch(util.updateQueryData('product', slug, (answer) => [answer.product, ...answer.related].forEach(mark)));
  dispatch(util.updateQueryData('wishlist', undefined, (answer) => answer.products.forEach(mark)));
}

/** A wishlist answer is the whole wishlist: it replaces the cached one, and the products' flags follow. */
const followWishlist = (wishlist: WishlistResponse) => (dispatch: Dispatch, getState: () => unknown) => {
  dispatch(commerceApi.util.upsertQueryData('wishlist', undefined, wishlist));
  flagProducts(dispatch, getState(), 'isInWishlist', new Set(wishlist.products.map((product) => product.id)));
};

/** A cart answer, whoever got it (this remote or the shell's navbar): the cached cart and the products' flags. */
const followCart = (cart: CartResponse) => (dispatch: Dispatch, getState: () => unknown) => {
  dispatch(commerceApi.util.upsertQueryData('cart', undefined, cart));
  flagProducts(dispatch, getState(), 'isInCart', new Set(cart.products.map((product) => product.id)));
};

/** Takes every shared `cartChanged` into this remote's cache, once per store (each e-commerce screen asks for it). */
export function useFollowSharedCart() {
  const store = useStore() as AppStore;
  useState(() =>
    store.injectSaga('ecommerceCart', function* followCartSaga() {
      yield takeEvery(cartChanged.type, ({ payload }: ReturnType<typeof cartChanged>) =>
        followCart(payload)(store.dispatch, store.getState),
      );
    }),
  );
}

/**
 * The mutation options of every call about one product: they share one entry of the slice, so a call under way
 * makes the product busy wherever it is shown (`useProductBusy`).
 */
export const aboutProduct = (productId: number) => ({ fixedCacheKey: `product-${productId}` });

/** Whether a call about this product is under way (its buttons show progress and cannot be pressed twice). */
export function useProductBusy(productId: number): boolean {
  return useSelector(
    (root: Record<string, unknown>) =>
      (root[commerceApi.reducerPath] as ReturnType<typeof commerceApi.reducer> | undefined)?.mutations[
        aboutProduct(productId).fixedCacheKey
      ]?.status === 'pending',
  );
}

export const {
  useInvoicesQuery,
  useLazyInvoicesQuery,
  useInvoiceQuery,
  useInvoiceClientsQuery,
  useInvoiceIssuerQuery,
  useSaveInvoiceMutation,
  useDeleteInvoicesMutation,
  useInvoicePaymentMutation,
  useSendInvoiceMutation,
  useProductsQuery,
  useProductQuery,
  useWishlistQuery,
  useCartQuery,
  useWishMutation,
  useAddToCartMutation,
  useRemoveFromCartMutation,
  useSetQtyMutation,
  useMoveToCartMutation,
  useMoveToWishlistMutation,
  usePlaceOrderMutation,
  useOrdersQuery,
  useOrderQuery,
} = commerceApi;
