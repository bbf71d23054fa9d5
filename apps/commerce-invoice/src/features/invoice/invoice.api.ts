// The typed demo invoice API (docs/demo-api.md, Invoices). Sagas call these with the axios instance from saga
// context, so the Bearer token and the error catalogue apply and tests can pass their own client.
import type { AxiosInstance } from 'axios';
import type {
  CurrentOrganizationResponse,
  Invoice,
  InvoiceClient,
  InvoiceDeletedResponse,
  InvoiceInput,
  InvoiceListQuery,
  InvoiceListResponse,
  InvoiceListStats,
  InvoicePaymentInput,
  InvoiceResponse,
  InvoiceSavedResponse,
  InvoiceSendInput,
  InvoiceStatus,
} from '@live-agent/contracts';
import type { CrudCalls, CrudPage } from '@live-agent/store';
import type { ListParams } from '@live-agent/ui-kit';
import { isNotFound } from '@live-agent/contracts';

/** A list page with the figures of every matching invoice. */
export interface InvoicePage extends CrudPage<Invoice> {
  stats: InvoiceListStats;
}

/** The list query of the screen's params: blank search, empty sort and no status stay off. */
export function listQuery(params: ListParams): InvoiceListQuery {
  const query: InvoiceListQuery = { page: params.page, perPage: params.perPage };
  if (params.q.trim()) query.q = params.q.trim();
  if (params.sort) query.sort = params.sort;
  if (params.filters.status) query.status = params.filters.status as InvoiceStatus;
  return query;
}

export const invoiceCalls: CrudCalls<Invoice, ListParams, InvoiceInput, AxiosInstance> = {
  async list(api, params): Promise<InvoicePage> {
    const { data } = await api.get<InvoiceListResponse>('/apps/invoice/invoices', { params: listQuery(params) });
    return { data: data.invoices, total: data.total, stats: data.stats };
  },
  async create(api, invoice) {
    const { data } = await api.post<InvoiceSavedResponse>('/apps/invoice/invoices', { invoice });
    return data.invoice;
  },
  async update(api, id, invoice) {
    const { data } = await api.put<InvoiceSavedResponse>(`/apps/invoice/invoices/${id}`, { invoice });
    return data.invoice;
  },
  async remove(api, id) {
    const { data } = await api.delete<InvoiceDeletedResponse>('/apps/invoice/delete', { params: { id } });
    return data;
  },
};

/** One invoice with its payment details, or null when the id is unknown (404): the screen then shows Not Found. */
export async function fetchInvoice(api: AxiosInstance, id: string): Promise<InvoiceResponse | null> {
  try {
    const { data } = await api.get<InvoiceResponse>(`/api/invoice/invoices/${encodeURIComponent(id)}`);
    return data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function fetchClients(api: AxiosInstance): Promise<InvoiceClient[]> {
  const { data } = await api.get<InvoiceClient[]>('/api/invoice/clients');
  return data;
}

export async function recordPayment(
  api: AxiosInstance,
  id: number,
  payment: InvoicePaymentInput,
): Promise<InvoiceResponse> {
  const { data } = await api.post<InvoiceResponse>(`/apps/invoice/invoices/${id}/payments`, payment);
  return data;
}

export async function sendInvoice(api: AxiosInstance, id: number, mail: InvoiceSendInput): Promise<InvoiceResponse> {
  const { data } = await api.post<InvoiceResponse>(`/apps/invoice/invoices/${id}/send`, mail);
  return data;
}

/** The axios client and the product API's origin ('' for the page's own), as the store's saga context holds them. */
export interface ProductClient {
  api: AxiosInstance;
  apiBase: string;
}

/** Who issues the invoices: the organisation's name and logo (`GET /api/v1/current-organization`, no token needed). */
export interface InvoiceIssuer {
  name: string;
  image: string | null;
}

export async function fetchIssuer({ api, apiBase }: ProductClient): Promise<InvoiceIssuer> {
  const { data } = await api.get<CurrentOrganizationResponse>(`${apiBase}/api/v1/current-organization`);
  return { name: data.row?.name ?? '', image: data.row?.image || null };
}
