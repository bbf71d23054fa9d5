// The invoice list's question as its URL holds it (docs/architecture.md, UI kit: useUrlState): read by the list and
// by its route's prefetch (routes.tsx), so both ask the same.
import { INVOICE_SORTS, INVOICE_STATUSES, type InvoiceListQuery } from '@live-agent/contracts';
import { DEFAULT_LIST_PARAMS, PAGE_SIZE_OPTIONS, urlParam, type UrlValues } from '@live-agent/ui-kit';

export const INVOICE_LIST_URL = {
  q: urlParam.text(),
  status: urlParam.oneOf(INVOICE_STATUSES, null),
  page: urlParam.integer(1),
  perPage: urlParam.integer(DEFAULT_LIST_PARAMS.perPage, { allowed: PAGE_SIZE_OPTIONS }),
  sort: urlParam.oneOf(
    INVOICE_SORTS.flatMap((field) => [field, `-${field}`]),
    '',
  ),
};

export type InvoiceListView = UrlValues<typeof INVOICE_LIST_URL>;

/** The list query of the URL's view: blank search, empty sort and no status stay off. */
export function listQuery({ q, status, page, perPage, sort }: InvoiceListView): InvoiceListQuery {
  const query: InvoiceListQuery = { page, perPage };
  if (q.trim()) query.q = q.trim();
  if (sort) query.sort = sort;
  if (status) query.status = status;
  return query;
}
