// The query feature of @live-agent/store bound to the product API (docs/architecture.md, Feature toolkit):
// a report screen declares its state area and its endpoint under /api/v1; failures read through the error
// catalogue.
import { describeApiError } from '@live-agent/auth';
import { createQueryFeature, type QueryFeature } from '@live-agent/store';
import type { GetOnly } from '@live-agent/auth';
import { productApi, productReaderOver, type ProductReader } from '../crud/productApi';

export interface ProductReportOptions {
  /** State area and saga key, e.g. 'dashboard'. */
  name: string;
  /** Path under /api/v1, e.g. '/reports/dashboard'. */
  path: string;
}

export function productReportFeature<T>({ name, path }: ProductReportOptions): QueryFeature<T> {
  return createQueryFeature<T, ProductReader>({
    name,
    fetch: (api, query) => api.get<T>(path, query),
    client: productApi,
    // A report's first figures are asked for while its screen renders (docs/architecture.md, "First requests start with the render").
    earlyClient: ({ api, apiBase }) => productReaderOver(api as GetOnly, (apiBase as string | undefined) ?? ''),
    describeError: describeApiError,
  }) as QueryFeature<T>;
}
