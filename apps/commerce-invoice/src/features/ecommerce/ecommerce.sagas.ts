// The store's sagas (docs/architecture.md, State): every call goes through the API client in saga context, every
// failure through the error catalogue (never silent), and every cart answer out as the shared `cartChanged`, so the
// shell's navbar cart follows at once.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type {
  CartResponse,
  ListedProduct,
  OrderInput,
  OrderResponse,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  WishlistResponse,
} from '@live-agent/contracts';
import { cartChanged, validationFailureOf } from '@live-agent/store';
import type { CommerceFeedback } from '../../feedback';
import { ecommerceApi } from './ecommerce.api';
import { ecommerceActions as actions, initialEcommerceState, type EcommerceState } from './ecommerce.slice';
import { statusOf } from '@live-agent/contracts';

export const selectEcommerceState = (root: Record<string, unknown>): EcommerceState =>
  (root.ecommerce as EcommerceState | undefined) ?? initialEcommerceState;

/** The key a list answer is filed under: the query as sent. */
export const listKeyOf = (query: ProductListQuery) => JSON.stringify(query);

export function createEcommerceSaga(feedback: CommerceFeedback) {
  function* client(): Generator<unknown, AxiosInstance, AxiosInstance> {
    return yield getContext('api');
  }

  /** The product's name for a toast, from whichever copy the state holds. */
  function* nameOf(productId: number): Generator<unknown, string, EcommerceState> {
    const state: EcommerceState = yield select(selectEcommerceState);
    const all: ListedProduct[] = [...state.products, ...state.wishlist, ...(state.cart?.products ?? [])];
    if (state.productDetail) all.push(state.productDetail.product, ...state.productDetail.related);
    return all.find((product) => product.id === productId)?.name ?? '';
  }

  function* fetchProducts({ payload }: PayloadAction<ProductListQuery>) {
    try {
      const api = yield* client();
      const answer: ProductListResponse = yield call(ecommerceApi.products, api, payload);
      yield put(actions.productsLoaded({ answer, key: listKeyOf(payload) }));
    } catch (error) {
      yield put(actions.productsFailed());
      feedback.reportError(error);
    }
  }

  function* fetchProduct({ payload }: PayloadAction<string>) {
    try {
      const api = yield* client();
      const answer: ProductDetailResponse = yield call(ecommerceApi.product, api, payload);
      yield put(actions.productLoaded(answer));
    } catch (error) {
      if (statusOf(error) === 404) yield put(actions.productFailed('notFound'));
      else {
        yield put(actions.productFailed('failed'));
        feedback.reportError(error);
      }
    }
  }

  function* fetchWishlist() {
    try {
      const api = yield* client();
      const answer: WishlistResponse = yield call(ecommerceApi.wishlist, api);
      yield put(actions.wishlistLoaded(answer));
    } catch (error) {
      yield put(actions.wishlistFailed());
      feedback.reportError(error);
    }
  }

  function* fetchCart() {
    try {
      const api = yield* client();
      const answer: CartResponse = yield call(ecommerceApi.cart, api);
      yield put(cartChanged(answer));
    } catch (error) {
      yield put(actions.cartFailed());
      feedback.reportError(error);
    }
  }

  /** A refused change is told (a 422's field message, else the error catalogue); nothing else moves. */
  function refused(error: unknown) {
    const failure = validationFailureOf(error);
    const line = failure ? Object.values(failure.errors).flat()[0] : undefined;
    if (line) feedback.error(line);
    else feedback.reportError(error);
  }

  function* toggleWishlist({ payload }: PayloadAction<{ productId: number; wished: boolean }>) {
    try {
      const api = yield* client();
      const name: string = yield* nameOf(payload.productId);
      const answer: WishlistResponse = yield call(
        payload.wished ? ecommerceApi.wish : ecommerceApi.unwish,
        api,
        payload.productId,
      );
      yield put(actions.wishlistLoaded(answer));
      feedback.success(feedback.t(payload.wished ? 'toast.wished' : 'toast.unwished', { name }));
    } catch (error) {
      refused(error);
    } finally {
      yield put(actions.productSettled(payload.productId));
    }
  }

  function* addToCart({ payload }: PayloadAction<number>) {
    try {
      const api = yield* client();
      const name: string = yield* nameOf(payload);
      const answer: CartResponse = yield call(ecommerceApi.addToCart, api, payload);
      yield put(cartChanged(answer));
      feedback.success(feedback.t('toast.addedToCart', { name }));
    } catch (error) {
      refused(error);
    } finally {
      yield put(actions.productSettled(payload));
    }
  }

  function* removeFromCart({ payload }: PayloadAction<number>) {
    try {
      const api = yield* client();
      const name: string = yield* nameOf(payload);
      const answer: CartResponse = yield call(ecommerceApi.removeFromCart, api, payload);
      yield put(cartChanged(answer));
      feedback.success(feedback.t('toast.removedFromCart', { name }));
    } catch (error) {
      refused(error);
    } finally {
      yield put(actions.productSettled(payload));
    }
  }

  function* setQty({ payload }: PayloadAction<{ productId: number; qty: number }>) {
    try {
      const api = yield* client();
      const answer: CartResponse = yield call(ecommerceApi.setQty, api, payload.productId, payload.qty);
      yield put(cartChanged(answer));
    } catch (error) {
      feedback.reportError(error);
      // Back to what the server holds.
      yield put(actions.fetchCart());
    } finally {
      yield put(actions.productSettled(payload.productId));
    }
  }

  function* moveToCart({ payload }: PayloadAction<number>) {
    try {
      const api = yield* client();
      const name: string = yield* nameOf(payload);
      const state: EcommerceState = yield select(selectEcommerceState);
      // Already in the cart: moving it adds no second one.
      if (!state.cart?.products.some((line) => line.id === payload)) {
        const cart: CartResponse = yield call(ecommerceApi.addToCart, api, payload);
        yield put(cartChanged(cart));
      }
      const wishlist: WishlistResponse = yield call(ecommerceApi.unwish, api, payload);
      yield put(actions.wishlistLoaded(wishlist));
      feedback.success(feedback.t('toast.movedToCart', { name }));
    } catch (error) {
      refused(error);
    } finally {
      yield put(actions.productSettled(payload));
    }
  }

  function* moveToWishlist({ payload }: PayloadAction<number>) {
    try {
      const api = yield* client();
      const name: string = yield* nameOf(payload);
      const wishlist: WishlistResponse = yield call(ecommerceApi.wish, api, payload);
      yield put(actions.wishlistLoaded(wishlist));
      const cart: CartResponse = yield call(ecommerceApi.removeFromCart, api, payload);
      yield put(cartChanged(cart));
      feedback.success(feedback.t('toast.movedToWishlist', { name }));
    } catch (error) {
      refused(error);
    } finally {
      yield put(actions.productSettled(payload));
    }
  }

  function* placeOrder({ payload }: PayloadAction<OrderInput>) {
    try {
      const api = yield* client();
      const answer: OrderResponse = yield call(ecommerceApi.placeOrder, api, payload);
      yield put(cartChanged(answer.cart));
      yield put(actions.orderPlaced(answer.order));
    } catch (error) {
      const refused = validationFailureOf(error);
      if (refused) {
        yield put(actions.orderRefused(refused.errors));
        if (refused.errors.cart) feedback.error(refused.errors.cart[0]);
      } else {
        yield put(actions.orderFailed());
        feedback.reportError(error);
      }
    }
  }

  return function* ecommerceSaga() {
    yield all([
      takeLatest(actions.fetchProducts.type, fetchProducts),
      takeLatest(actions.fetchProduct.type, fetchProduct),
      takeLatest(actions.fetchWishlist.type, fetchWishlist),
      takeLatest(actions.fetchCart.type, fetchCart),
      takeEvery(actions.toggleWishlist.type, toggleWishlist),
      takeEvery(actions.addToCart.type, addToCart),
      takeEvery(actions.removeFromCart.type, removeFromCart),
      takeEvery(actions.setQty.type, setQty),
      takeEvery(actions.moveToCart.type, moveToCart),
      takeEvery(actions.moveToWishlist.type, moveToWishlist),
      takeLatest(actions.placeOrder.type, placeOrder),
    ]);
  };
}
