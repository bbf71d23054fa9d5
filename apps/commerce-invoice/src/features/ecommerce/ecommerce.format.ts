// Money and dates of the store as the user's language writes them (the demo's one currency is the US dollar).
import { useFormat } from '@live-agent/ui-kit';

export const CURRENCY = 'USD';

export const productPath = (slug: string) => `/apps/ecommerce/product-detail/${slug}`;
export const SHOP_PATH = '/apps/ecommerce/shop';
export const WISHLIST_PATH = '/apps/ecommerce/wishlist';
export const CHECKOUT_PATH = '/apps/ecommerce/checkout';
export const ORDERS_PATH = '/apps/ecommerce/orders';
export const orderPath = (id: number) => `${ORDERS_PATH}/${id}`;

export function useStoreFormat() {
  const format = useFormat();
  return {
    money: (value: number) => format.currency(value, CURRENCY),
    /** A calendar day ('YYYY-MM-DD'), read at noon UTC so no time zone moves it to another day. */
    day: (isoDay: string) => format.shortDate(`${isoDay}T12:00:00.000Z`),
    percent: format.percent,
    /** An instant ("3 Mar 2026, 14:05"), in the organisation's zone. */
    dateTime: format.dateTime,
  };
}
