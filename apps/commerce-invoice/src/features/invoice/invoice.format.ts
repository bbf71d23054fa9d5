// Money and days of the invoices as the user's language writes them (the demo's one currency is the US dollar),
// and the paths of the invoice screens.
import { useFormat } from '@live-agent/ui-kit';
import type { Invoice } from '@live-agent/contracts';

export const INVOICE_CURRENCY = 'USD';
export const INVOICE_LIST_PATH = '/apps/invoice/list';
export const INVOICE_ADD_PATH = '/apps/invoice/add';
export const previewPath = (id: number | string) => `/apps/invoice/preview/${id}`;
export const editPath = (id: number | string) => `/apps/invoice/edit/${id}`;

/** What is still to pay, as a number (the API writes it as a money string, or 0). */
export const balanceOf = (invoice: Pick<Invoice, 'balance'>) => (invoice.balance === 0 ? 0 : Number(invoice.balance));

export function useInvoiceFormat() {
  const format = useFormat();
  return {
    money: (value: number) => format.currency(value, INVOICE_CURRENCY),
    /** A calendar day ('YYYY-MM-DD'), read at noon UTC so no time zone moves it to another day. */
    day: (isoDay: string) => format.shortDate(`${isoDay}T12:00:00.000Z`),
    percent: format.percent,
  };
}
