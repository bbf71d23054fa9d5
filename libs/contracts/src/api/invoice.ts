// The demo invoices (docs/demo-api.md, Invoices): every call, reads and writes alike, needs a user allowed to read
// the Demo screens (the invoice screens' ability).
import {
  invoiceClientListSchema,
  invoiceDeletedResponseSchema,
  invoiceListQuery,
  invoiceListResponseSchema,
  invoicePaymentInputSchema,
  invoiceResponseSchema,
  invoiceSavedResponseSchema,
  invoiceSaveRequestSchema,
  invoiceSendSchema,
} from '../schemas/invoice';
import { z } from '../rules/schema';
import { read, type Endpoint } from './endpoint';

const DEMO = [read('Demo')];

export const INVOICE_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/apps/invoice/invoices',
    api: 'demo',
    summary: 'A page of the invoices the search and status match, every invoice, and the figures of the matching ones',
    access: DEMO,
    query: invoiceListQuery,
    responses: { 200: invoiceListResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/invoice/invoices/:id',
    api: 'demo',
    summary: 'One invoice with its payment details',
    access: DEMO,
    responses: { 200: invoiceResponseSchema },
    notFound: true,
  },
  {
    method: 'GET',
    path: '/api/invoice/clients',
    api: 'demo',
    summary: 'The first five distinct clients, by invoice id',
    access: DEMO,
    responses: { 200: invoiceClientListSchema },
  },
  {
    method: 'DELETE',
    path: '/apps/invoice/delete',
    api: 'demo',
    summary: 'Deletes an invoice',
    access: DEMO,
    query: z.object({ id: z.int() }),
    responses: { 200: invoiceDeletedResponseSchema },
    notFound: true,
  },
  {
    method: 'POST',
    path: '/apps/invoice/invoices',
    api: 'demo',
    summary: 'Adds an invoice: a Draft with a new id (never reused) and the figures the server computes',
    access: DEMO,
    body: invoiceSaveRequestSchema,
    responses: { 201: invoiceSavedResponseSchema },
  },
  {
    method: 'PUT',
    path: '/apps/invoice/invoices/:id',
    api: 'demo',
    summary:
      'Replaces an invoice’s writable fields and recomputes its figures; the balance is the new total less what was paid',
    access: DEMO,
    body: invoiceSaveRequestSchema,
    responses: { 200: invoiceSavedResponseSchema },
    notFound: true,
  },
  {
    method: 'POST',
    path: '/apps/invoice/invoices/:id/payments',
    api: 'demo',
    summary: 'Records a payment of at most the balance: Paid at 0, Partial Payment otherwise (422 on a paid invoice)',
    access: DEMO,
    body: invoicePaymentInputSchema,
    responses: { 201: invoiceResponseSchema },
    notFound: true,
  },
  {
    method: 'POST',
    path: '/apps/invoice/invoices/:id/send',
    api: 'demo',
    summary:
      'Sends an invoice (nothing is e-mailed in the demo): a Draft, Downloaded or Sent one not yet overdue becomes Sent',
    access: DEMO,
    body: invoiceSendSchema,
    responses: { 200: invoiceResponseSchema },
    notFound: true,
  },
];
