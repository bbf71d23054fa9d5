// The navbar cart's calls: the cart once signed in, and a line removed from the dropdown. Each answer is the whole
// cart and goes out as the shared `cartChanged`, so the commerce remote (when loaded) follows too.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { all, call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { reportApiError } from '@live-agent/auth';
import type { CartResponse } from '@live-agent/contracts';
import { cartChanged } from '@live-agent/store';
import { toast } from '@live-agent/ui-kit';
import {
  navbarCartFailed,
  navbarCartLoading,
  navbarCartRemoveFailed,
  navbarCartRemoveRequested,
  navbarCartRequested,
} from './navbarCart.slice';

export const navbarCartApi = {
  async load(api: AxiosInstance): Promise<CartResponse> {
    return (await api.get<CartResponse>('/apps/ecommerce/cart')).data;
  },
  async remove(api: AxiosInstance, productId: number): Promise<CartResponse> {
    return (await api.delete<CartResponse>(`/apps/ecommerce/cart/${productId}`)).data;
  },
};

function* load() {
  const api: AxiosInstance = yield getContext('api');
  yield put(navbarCartLoading());
  try {
    const cart: CartResponse = yield call(navbarCartApi.load, api);
    yield put(cartChanged(cart));
  } catch {
    // The badge keeps the count the user signed in with; the dropdown offers a retry.
    yield put(navbarCartFailed());
  }
}

function* remove({ payload }: PayloadAction<number>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    const cart: CartResponse = yield call(navbarCartApi.remove, api, payload);
    yield put(cartChanged(cart));
  } catch (error) {
    yield put(navbarCartRemoveFailed());
    reportApiError(error, toast.error);
  }
}

export function* navbarCartSaga() {
  yield all([takeLatest(navbarCartRequested.type, load), takeEvery(navbarCartRemoveRequested.type, remove)]);
}
