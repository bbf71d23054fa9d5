// The questions the shop and the order history ask, as their URLs hold them (docs/architecture.md, UI kit:
// useUrlState): read by the screens and by their routes' prefetch (routes.tsx), so both ask the same.
import { PRODUCT_SORTS, PRODUCTS_PER_PAGE, type ProductListQuery } from '@live-agent/contracts';
import { urlParam, type UrlParam } from '@live-agent/ui-kit';
import type { ShopParams } from './ecommerce.types';

/** A list of words in one parameter, comma-separated (`category=Audio,Phones`). */
const wordList: UrlParam<string[]> = {
  defaultValue: [],
  parse: (text) =>
    text
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
  format: (value) => value.join(','),
};
const amount: UrlParam<number | null> = {
  defaultValue: null,
  parse: (text) => (/^\d{1,7}$/.test(text) ? Number(text) : null),
  format: (value) => (value === null ? '' : String(value)),
};
export const SHOP_URL = {
  q: urlParam.text(),
  sortBy: urlParam.oneOf(PRODUCT_SORTS, 'featured'),
  page: urlParam.integer(1),
  view: urlParam.oneOf(['grid', 'list'] as const, 'grid'),
  priceMin: amount,
  priceMax: amount,
  category: wordList,
  brand: wordList,
  rating: { ...amount, parse: (text: string) => (/^[1-5]$/.test(text) ? Number(text) : null) } as UrlParam<
    number | null
  >,
};

export function toQuery(params: ShopParams): ProductListQuery {
  const query: ProductListQuery = { sortBy: params.sortBy, page: params.page, perPage: PRODUCTS_PER_PAGE };
  if (params.q.trim()) query.q = params.q.trim();
  if (params.priceMin !== null) query.priceMin = params.priceMin;
  if (params.priceMax !== null) query.priceMax = params.priceMax;
  if (params.category.length) query.category = params.category;
  if (params.brand.length) query.brand = params.brand;
  if (params.rating !== null) query.rating = params.rating;
  return query;
}

export const ORDERS_URL = { page: urlParam.integer(1) };
