// The demo invoices (docs/demo-api.md, Invoices): every call, reads and writes alike, needs a user allowed to read
// the Demo screens (the invoice screens' ability).
import * as schemas from '../schemas/invoice';
import { z } from '../rules/schema';
import { endpointsOn, read, type Endpoint } from './endpoint';

const DEMO = [read('Demo')];

const { del, get, post, put } = endpointsOn('demo', DEMO);

export const INVOICE_ENDPOINTS: Endpoint[] = [
  get(
    '/apps/invoice/invoices',
    'A page of the invoices the search and status match, every invoice, and the figures of the matching ones',
    { query: schemas.invoiceListQuery, responses: { 200: schemas.invoiceListResponseSchema } },
  ),
  get('/api/invoice/invoices/:id', 'One invoice with its payment details', {
    responses: { 200: schemas.invoiceResponseSchema },
    notFound: true,
  }),
  get('/api/invoice/clients', 'The first five distinct clients, by invoice id', {
    responses: { 200: schemas.invoiceClientListSchema },
  }),
  del('/apps/invoice/delete', 'Deletes an invoice', {
    query: z.object({ id: z.int() }),
    responses: { 200: schemas.invoiceDeletedResponseSchema },
    notFound: true,
  }),
  post(
    '/apps/invoice/invoices',
    'Adds an invoice: a Draft with a new id (never reused) and the figures the server computes',
    { body: schemas.invoiceSaveRequestSchema, responses: { 201: schemas.invoiceSavedResponseSchema } },
  ),
  put(
    '/apps/invoice/invoices/:id',
    'Replaces an invoice’s writable fields and recomputes its figures; the balance is the new total less what was paid',
    { body: schemas.invoiceSaveRequestSchema, responses: { 200: schemas.invoiceSavedResponseSchema }, notFound: true },
  ),
  post(
    '/apps/invoice/invoices/:id/payments',
    'Records a payment of at most the balance: Paid at 0, Partial Payment otherwise (422 on a paid invoice)',
    { body: schemas.invoicePaymentInputSchema, responses: { 201: schemas.invoiceResponseSchema }, notFound: true },
  ),
  post(
    '/apps/invoice/invoices/:id/send',
    'Sends an invoice (nothing is e-mailed in the demo): a Draft, Downloaded or Sent one not yet overdue becomes Sent',
    { body: schemas.invoiceSendSchema, responses: { 200: schemas.invoiceResponseSchema }, notFound: true },
  ),
];
