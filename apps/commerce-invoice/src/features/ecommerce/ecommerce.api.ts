// The typed demo store API (docs/demo-api.md, E-commerce). Sagas call these with the axios instance from saga
// context, so the Bearer token, the language and the error catalogue apply and tests can pass their own client.
import type { AxiosInstance } from 'axios';
import {
  isNotFound,
  type CartResponse,
  type OrderDetailResponse,
  type OrderListResponse,
  type OrderInput,
  type OrderResponse,
  type ProductDetailResponse,
  type ProductListQuery,
  type ProductListResponse,
  type WishlistResponse,
} from '@live-agent/contracts';

export const ecommerceApi = {
  async products(api: AxiosInstance, query: ProductListQuery): Promise<ProductListResponse> {
    return (
      await api.get<ProductListResponse>('/apps/ecommerce/products', {
        params: query,
        paramsSerializer: { indexes: null },
      })
    ).data;
  },
  async product(api: AxiosInstance, slug: string): Promise<ProductDetailResponse> {
    return (await api.get<ProductDetailResponse>(`/apps/ecommerce/products/${encodeURIComponent(slug)}`)).data;
  },
  async wishlist(api: AxiosInstance): Promise<WishlistResponse> {
    return (await api.get<WishlistResponse>('/apps/ecommerce/wishlist')).data;
  },
  async wish(api: AxiosInstance, productId: number): Promise<WishlistResponse> {
    return (await api.post<WishlistResponse>('/apps/ecommerce/wishlist', { productId })).data;
  },
  async unwish(api: AxiosInstance, productId: number): Promise<WishlistResponse> {
    return (await api.delete<WishlistResponse>(`/apps/ecommerce/wishlist/${productId}`)).data;
  },
  async cart(api: AxiosInstance): Promise<CartResponse> {
    return (await api.get<CartResponse>('/apps/ecommerce/cart')).data;
  },
  async addToCart(api: AxiosInstance, productId: number): Promise<CartResponse> {
    return (await api.post<CartResponse>('/apps/ecommerce/cart', { productId })).data;
  },
  async setQty(api: AxiosInstance, productId: number, qty: number): Promise<CartResponse> {
    return (await api.put<CartResponse>(`/apps/ecommerce/cart/${productId}`, { qty })).data;
  },
  async removeFromCart(api: AxiosInstance, productId: number): Promise<CartResponse> {
    return (await api.delete<CartResponse>(`/apps/ecommerce/cart/${productId}`)).data;
  },
  async placeOrder(api: AxiosInstance, input: OrderInput): Promise<OrderResponse> {
    return (await api.post<OrderResponse>('/apps/ecommerce/orders', input)).data;
  },
  async orders(api: AxiosInstance, query: { page?: number; perPage?: number }): Promise<OrderListResponse> {
    return (await api.get<OrderListResponse>('/apps/ecommerce/orders', { params: query })).data;
  },
  /** The order, or null when the user has none with that id (404). */
  async order(api: AxiosInstance, id: string): Promise<OrderDetailResponse | null> {
    try {
      return (await api.get<OrderDetailResponse>(`/apps/ecommerce/orders/${encodeURIComponent(id)}`)).data;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  },
};
