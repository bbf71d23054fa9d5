// The demo invoices (docs/demo-api.md, Invoices): the list, one invoice with its payment details, the clients,
// and, beyond the original theme, saving an invoice with its lines, recording a payment and sending it.
// Money is in US dollars (the demo's one currency); days are 'YYYY-MM-DD'.
import type { z } from 'zod/mini';
import { roundMoney } from './money';
import type * as schemas from './schemas/invoice';

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What the list can be sorted by (`field` or `-field`); beyond the original theme. */
export const INVOICE_SORTS = ['id', 'client', 'total', 'issuedDate', 'balance'] as const;
export type InvoiceSortField = (typeof INVOICE_SORTS)[number];

export const INVOICE_PAYMENT_METHODS = ['cash', 'bankTransfer', 'card', 'paypal'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

/** Limits the server holds input to (the form shows the same). */
export const INVOICE_LIMITS = {
  name: 100,
  company: 100,
  address: 200,
  country: 60,
  contact: 30,
  service: 100,
  itemName: 100,
  itemDescription: 500,
  note: 1000,
  salesperson: 100,
  maxItems: 50,
  maxCost: 1_000_000,
  maxQuantity: 10_000,
  subject: 200,
  message: 5000,
} as const;

/** An invoice's client, as the server stores it (trimmed; the optional texts '' when not given). */
export type InvoiceClient = z.output<typeof schemas.invoiceClientRecordSchema>;

/** One line of an invoice: its amount is cost × quantity. */
export type InvoiceLine = z.output<typeof schemas.invoiceLineRecordSchema>;

/** An invoice's figures. */
export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/**
 * An invoice's figures from its lines, as the server computes them (docs/demo-api.md, Invoices) and the forms preview
 * them: subtotal = Σ cost × quantity; discount = subtotal × discount %; tax = (subtotal − discount) × tax %; total =
 * subtotal − discount + tax, each rounded to the cent.
 */
export function invoiceTotals(
  items: readonly Pick<InvoiceLine, 'cost' | 'quantity'>[],
  discountPercent: number,
  taxPercent: number,
): InvoiceTotals {
  const subtotal = roundMoney(items.reduce((sum, item) => sum + item.cost * item.quantity, 0));
  const discount = roundMoney((subtotal * discountPercent) / 100);
  const tax = roundMoney(((subtotal - discount) * taxPercent) / 100);
  return { subtotal, discount, tax, total: roundMoney(subtotal - discount + tax) };
}

export type InvoicePayment = z.output<typeof schemas.invoicePaymentRecordSchema>;

/** An invoice: its figures computed by the server, `balance` a money string ('724.50') or 0 once paid. */
export type Invoice = z.output<typeof schemas.invoiceSchema>;

/** The bank details an invoice prints; `totalDue` is the balance as a money string. */
export type InvoicePaymentDetails = z.output<typeof schemas.invoicePaymentDetailsSchema>;

export type InvoiceListQuery = z.input<typeof schemas.invoiceListQuery>;

/** Figures of every invoice the query matches (beyond the original theme). */
export type InvoiceListStats = z.output<typeof schemas.invoiceListStatsSchema>;

/** Every invoice (`allData`), the requested page of the matching ones, how many match and their figures. */
export type InvoiceListResponse = z.output<typeof schemas.invoiceListResponseSchema>;

export type InvoiceResponse = z.output<typeof schemas.invoiceResponseSchema>;

/**
 * What the add and edit forms send (`POST /apps/invoice/invoices`, `PUT /apps/invoice/invoices/:id`), as the server
 * keeps it once checked.
 */
export type InvoiceInput = z.output<typeof schemas.invoiceInputSchema>;

export type InvoiceSavedResponse = z.output<typeof schemas.invoiceSavedResponseSchema>;

export type InvoiceDeletedResponse = z.output<typeof schemas.invoiceDeletedResponseSchema>;

/** `POST /apps/invoice/invoices/:id/payments`: the amount (a number or its text), the day, the method, a note. */
export type InvoicePaymentInput = z.input<typeof schemas.invoicePaymentInputSchema>;

/** `POST /apps/invoice/invoices/:id/send`. */
export type InvoiceSendInput = z.input<typeof schemas.invoiceSendSchema>;
