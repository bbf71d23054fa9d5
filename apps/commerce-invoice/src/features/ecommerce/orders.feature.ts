// The order history's two questions (docs/demo-api.md, E-commerce): a page of the user's orders, and one order with
// its lines (null when the user has none with that id). Query features: the last answer stays on screen while the
// next page loads, and a failure says why with a retry.
import type { AxiosInstance } from 'axios';
import type { OrderDetailResponse, OrderListResponse } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { createQueryFeature } from '@live-agent/store';
import { ecommerceApi } from './ecommerce.api';

export const ordersFeature = createQueryFeature<OrderListResponse, AxiosInstance>({
  name: 'ecommerceOrders',
  fetch: (api, query) => ecommerceApi.orders(api, { page: Number(query.page ?? 1) }),
  describeError: (error) => describeApiError(error),
});

export const orderDetailFeature = createQueryFeature<OrderDetailResponse | null, AxiosInstance>({
  name: 'ecommerceOrderDetail',
  fetch: (api, query) => ecommerceApi.order(api, String(query.id ?? '')),
  describeError: (error) => describeApiError(error),
});
