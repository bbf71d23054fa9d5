// The navbar's copy of the signed-in user's cart. The commerce remote never talks to it directly: both sides
// dispatch and take the shared `cartChanged` action (libs/store, shared/cart.ts), so a line added in the shop
// shows here at once and a line removed here leaves the checkout too.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartResponse } from '@live-agent/contracts';
import { logout } from '@live-agent/auth';
import { cartChanged, type RequestStatus } from '@live-agent/store';

export interface NavbarCartState {
  cart: CartResponse | null;
  status: RequestStatus;
  /** The line being removed from the dropdown. */
  removing: number | null;
}

const initialState: NavbarCartState = { cart: null, status: 'idle', removing: null };

export const navbarCartRequested = createAction('navbarCart/requested');

export const navbarCartSlice = createSlice({
  name: 'navbarCart',
  initialState,
  reducers: {
    navbarCartLoading(state) {
      state.status = 'loading';
    },
    navbarCartFailed(state) {
      state.status = 'error';
    },
    navbarCartRemoveRequested(state, { payload }: PayloadAction<number>) {
      state.removing = payload;
    },
    navbarCartRemoveFailed(state) {
      state.removing = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(cartChanged, (state, { payload }) => {
        state.cart = payload;
        state.status = 'ready';
        state.removing = null;
      })
      // Another user may sign in next: their cart is not this one.
      .addCase(logout, () => initialState);
  },
});

export const { navbarCartLoading, navbarCartFailed, navbarCartRemoveRequested, navbarCartRemoveFailed } =
  navbarCartSlice.actions;
/** The area, or its initial state until the first action after injection has built it. */
export const selectNavbarCart = (root: { navbarCart?: NavbarCartState }): NavbarCartState =>
  root.navbarCart ?? initialState;
