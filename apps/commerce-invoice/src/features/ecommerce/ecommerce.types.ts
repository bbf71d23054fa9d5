import type { ProductSort } from '@live-agent/contracts';

/** The shop's view as the URL holds it (docs/architecture.md, UI kit: useUrlState). */
export interface ShopParams {
  q: string;
  sortBy: ProductSort;
  page: number;
  view: 'grid' | 'list';
  priceMin: number | null;
  priceMax: number | null;
  category: string[];
  brand: string[];
  rating: number | null;
}

export type CheckoutStep = 'cart' | 'address' | 'payment';
