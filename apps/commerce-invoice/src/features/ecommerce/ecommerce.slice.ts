// The `ecommerce` state area (docs/architecture.md, State): products of the shop's current view and their total,
// the open product, the wishlist and the cart, plus what the checkout needs (the order being placed, its field
// errors, the placed order). Written by hand rather than with createCrudFeature: a store is not a list-and-form
// resource. Decisions:
// - The cart arrives only through the shared `cartChanged` (libs/store), whoever changed it (this remote or the
//   shell's navbar cart), so every copy of a product's "in cart" flag follows from one place.
// - A wishlist answer is the whole wishlist and replaces it; the flags on listed products follow the same way.
// - `busy` holds the products with a call under way, so their buttons show progress and cannot be pressed twice.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CartResponse,
  FieldErrors,
  ListedProduct,
  Order,
  OrderInput,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  WishlistResponse,
} from '@live-agent/contracts';
import { cartChanged, type RequestStatus } from '@live-agent/store';

export interface EcommerceState {
  products: ListedProduct[];
  totalProducts: number;
  facets: ProductListResponse['facets'] | null;
  /** The query the listed products answer (JSON), so a screen knows whether they are its view's. */
  listKey: string | null;
  status: RequestStatus;
  productDetail: ProductDetailResponse | null;
  detailStatus: RequestStatus;
  detailError: 'notFound' | 'failed' | null;
  wishlist: ListedProduct[];
  wishlistStatus: RequestStatus;
  cart: CartResponse | null;
  cartStatus: RequestStatus;
  busy: number[];
  placing: boolean;
  orderErrors: FieldErrors;
  order: Order | null;
}

export const initialEcommerceState: EcommerceState = {
  products: [],
  totalProducts: 0,
  facets: null,
  listKey: null,
  status: 'idle',
  productDetail: null,
  detailStatus: 'idle',
  detailError: null,
  wishlist: [],
  wishlistStatus: 'idle',
  cart: null,
  cartStatus: 'idle',
  busy: [],
  placing: false,
  orderErrors: {},
  order: null,
};

/** Every copy of a product the state holds. */
function everyProduct(state: EcommerceState): ListedProduct[] {
  const detail = state.productDetail;
  return [...state.products, ...state.wishlist, ...(detail ? [detail.product, ...detail.related] : [])];
}

const done = (state: EcommerceState, productId: number) => {
  state.busy = state.busy.filter((id) => id !== productId);
};

export const ecommerceSlice = createSlice({
  name: 'ecommerce',
  initialState: initialEcommerceState,
  reducers: {
    fetchProducts(state, _action: PayloadAction<ProductListQuery>) {
      state.status = 'loading';
    },
    productsLoaded(state, { payload }: PayloadAction<{ answer: ProductListResponse; key: string }>) {
      state.products = payload.answer.products;
      state.totalProducts = payload.answer.total;
      state.facets = payload.answer.facets;
      state.listKey = payload.key;
      state.status = 'ready';
    },
    productsFailed(state) {
      state.status = 'error';
    },
    fetchProduct(state, { payload }: PayloadAction<string>) {
      state.detailStatus = 'loading';
      state.detailError = null;
      if (state.productDetail && state.productDetail.product.slug !== payload) state.productDetail = null;
    },
    productLoaded(state, { payload }: PayloadAction<ProductDetailResponse>) {
      state.productDetail = payload;
      state.detailStatus = 'ready';
    },
    productFailed(state, { payload }: PayloadAction<'notFound' | 'failed'>) {
      state.productDetail = null;
      state.detailStatus = 'error';
      state.detailError = payload;
    },
    fetchWishlist(state) {
      state.wishlistStatus = 'loading';
    },
    wishlistLoaded(state, { payload }: PayloadAction<WishlistResponse>) {
      state.wishlist = payload.products;
      state.wishlistStatus = 'ready';
      const wished = new Set(payload.products.map((product) => product.id));
      for (const product of everyProduct(state)) product.isInWishlist = wished.has(product.id);
    },
    wishlistFailed(state) {
      state.wishlistStatus = 'error';
    },
    fetchCart(state) {
      state.cartStatus = 'loading';
    },
    cartFailed(state) {
      state.cartStatus = 'error';
    },
    toggleWishlist(state, { payload }: PayloadAction<{ productId: number; wished: boolean }>) {
      state.busy.push(payload.productId);
    },
    addToCart(state, { payload }: PayloadAction<number>) {
      state.busy.push(payload);
    },
    removeFromCart(state, { payload }: PayloadAction<number>) {
      state.busy.push(payload);
    },
    setQty(state, { payload }: PayloadAction<{ productId: number; qty: number }>) {
      state.busy.push(payload.productId);
      // Shown at once; the server's cart follows.
      const line = state.cart?.products.find((product) => product.id === payload.productId);
      if (line) line.qty = payload.qty;
    },
    /** From the wishlist to the cart, or back. */
    moveToCart(state, { payload }: PayloadAction<number>) {
      state.busy.push(payload);
    },
    moveToWishlist(state, { payload }: PayloadAction<number>) {
      state.busy.push(payload);
    },
    productSettled(state, { payload }: PayloadAction<number>) {
      done(state, payload);
    },
    placeOrder(state, _action: PayloadAction<OrderInput>) {
      state.placing = true;
      state.orderErrors = {};
    },
    orderPlaced(state, { payload }: PayloadAction<Order>) {
      state.placing = false;
      state.order = payload;
    },
    orderRefused(state, { payload }: PayloadAction<FieldErrors>) {
      state.placing = false;
      state.orderErrors = payload;
    },
    orderFailed(state) {
      state.placing = false;
    },
    /** A field was edited: its server error no longer applies. */
    orderErrorCleared(state, { payload }: PayloadAction<string>) {
      delete state.orderErrors[payload];
    },
    checkoutReset(state) {
      state.order = null;
      state.orderErrors = {};
    },
  },
  extraReducers: (builder) => {
    builder.addCase(cartChanged, (state, { payload }) => {
      state.cart = payload;
      state.cartStatus = 'ready';
      const carted = new Set(payload.products.map((product) => product.id));
      for (const product of everyProduct(state)) product.isInCart = carted.has(product.id);
    });
  },
});

export const ecommerceActions = ecommerceSlice.actions;
