// Demo invoices (docs/demo-api.md, Invoices). Decisions:
// - Every route needs `read` on Demo (the invoice screens' ability): signed out is a 401, a client a 403
//   (kit/guard.ts), before any 404 or 422.
// - The list searches id, client name, company e-mail and service, case-insensitively; a missing or unknown
//   status means every status; `sort` takes id, client, total, issuedDate or balance (`-field` descending),
//   anything else the default, newest first (so a new invoice is at the top of page 1).
// - The server computes every figure (subtotal, discount, tax, total, balance): the client's totals are a preview.
// - Writes are all or nothing: a 422 names every broken field (`client.name`, `items.0.cost` ...) and changes
//   nothing; an unknown id is a 404 and nothing else is touched.
// - A payment lowers the balance and sets the status (Paid at 0, Partial Payment otherwise); sending marks an
//   unpaid, not yet overdue invoice Sent (a paid or overdue one keeps its status).
import {
  INVOICE_SORTS,
  INVOICE_STATUSES,
  invoiceInputSchema,
  invoicePaymentSchema,
  invoiceSendSchema,
  invoiceTotals,
  moneyText,
  roundMoney,
  type Invoice,
  type InvoiceClient,
  type InvoiceListResponse,
  type InvoicePayment,
  type InvoiceResponse,
  type InvoiceSavedResponse,
} from '@live-agent/contracts';
import type { Request, Server } from 'miragejs';
import { guardedRoutes, read } from '../../kit/guard';
import { pageParams } from '../../kit/listing';
import { asObject, queryString, readJsonBody } from '../../kit/request';
import { created, notFound, ok, removedById } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check } from '../../kit/validation';
import { isoDate } from '../../random';
import type { MockContext } from '../../types';
import { INVOICE_MESSAGES, type InvoiceMessages } from './messages';
import type { InvoiceRecord } from './seeds';

const READ = read('Demo');
const CLIENT_COUNT = 5;

/** The bank details every invoice prints under "Payment details". */
const BANK = { bankName: 'American Bank', country: 'United States', iban: 'ETD95476213874685', swiftCode: 'BR91905' };

export function toInvoice({ balanceDue, ...record }: InvoiceRecord): Invoice {
  return { ...record, balance: balanceDue <= 0 ? 0 : moneyText(balanceDue) };
}

type InvoiceCheck = Check<InvoiceMessages, ResourceStore<'invoices'>>;

/** The writable fields of an invoice, checked (invoiceInputSchema); the figures computed from them. */
function readInvoice(check: InvoiceCheck, value: unknown) {
  const fields = check.parse(invoiceInputSchema, asObject(value));
  return fields && { ...fields, ...invoiceTotals(fields.items, fields.discountPercent, fields.taxPercent) };
}

const paidOf = (payments: InvoicePayment[]) => roundMoney(payments.reduce((sum, payment) => sum + payment.amount, 0));

const text = (value: string) => value.toLowerCase();

function sortKey(record: InvoiceRecord, field: string): string | number {
  if (field === 'client') return text(record.client.name);
  if (field === 'balance') return record.balanceDue;
  if (field === 'total') return record.total;
  if (field === 'issuedDate') return record.issuedDate;
  return record.id;
}

export function invoiceRoutes(server: Server, ctx: MockContext, clock: () => Date): void {
  const store = new ResourceStore<'invoices'>(server);
  const records = () => store.all<InvoiceRecord>('invoices');
  const checkFor = (request: Request): InvoiceCheck => new Check(INVOICE_MESSAGES.for(request), store);

  function listed(request: Request): InvoiceRecord[] {
    const q = (queryString(request, 'q') ?? '').trim().toLowerCase();
    const status = queryString(request, 'status')?.trim();
    const wanted = (INVOICE_STATUSES as readonly string[]).includes(status ?? '') ? status : undefined;
    const rows = records().filter(
      (record) =>
        (!q ||
          [String(record.id), record.client.name, record.client.companyEmail, record.service].some((field) =>
            text(field).includes(q),
          )) &&
        (!wanted || record.invoiceStatus === wanted),
    );
    const sort = queryString(request, 'sort')?.trim() ?? '';
    const field = sort.replace(/^-/, '');
    if (!(INVOICE_SORTS as readonly string[]).includes(field)) return rows.sort((a, b) => b.id - a.id);
    const direction = sort.startsWith('-') ? -1 : 1;
    return rows.sort((a, b) => {
      const x = sortKey(a, field);
      const y = sortKey(b, field);
      const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y, 'en') : Number(x) - Number(y);
      return order * direction || a.id - b.id;
    });
  }

  const answer = (record: InvoiceRecord): InvoiceResponse => ({
    invoice: toInvoice(record),
    paymentDetails: { totalDue: moneyText(Math.max(0, record.balanceDue)), ...BANK },
  });

  const route = guardedRoutes(server, ctx, READ);
  route.get('/apps/invoice/invoices', (request) => {
    const rows = listed(request);
    const { page, perPage } = pageParams(request, { perPage: 10, maxPerPage: 1000 });
    return ok<InvoiceListResponse>({
      allData: records()
        .sort((a, b) => b.id - a.id)
        .map(toInvoice),
      invoices: rows.slice((page - 1) * perPage, page * perPage).map(toInvoice),
      total: rows.length,
      stats: {
        count: rows.length,
        total: roundMoney(rows.reduce((sum, row) => sum + row.total, 0)),
        outstanding: roundMoney(rows.reduce((sum, row) => sum + Math.max(0, row.balanceDue), 0)),
      },
    });
  });

  route.get('/api/invoice/invoices/:id', (request) => {
    const record = store.find<InvoiceRecord>('invoices', request.params.id);
    return record ? ok<InvoiceResponse>(answer(record)) : notFound();
  });

  route.get('/api/invoice/clients', () => {
    const clients: InvoiceClient[] = [];
    for (const record of records().sort((a, b) => a.id - b.id)) {
      if (clients.length === CLIENT_COUNT) break;
      if (!clients.some((client) => client.name === record.client.name)) clients.push(record.client);
    }
    return ok<InvoiceClient[]>(clients);
  });

  route.del('/apps/invoice/delete', (request) =>
    removedById(store.find<InvoiceRecord>('invoices', queryString(request, 'id')), (id) =>
      store.remove('invoices', id),
    ),
  );

  route.post('/apps/invoice/invoices', (request) => {
    const check = checkFor(request);
    const fields = readInvoice(check, asObject(readJsonBody(request)).invoice);
    if (!fields) return check.response();
    const record = store.insert<InvoiceRecord>('invoices', {
      ...fields,
      avatar: '',
      invoiceStatus: 'Draft',
      balanceDue: fields.total,
      payments: [],
    });
    return created<InvoiceSavedResponse>({ invoice: toInvoice(record) });
  });

  route.put('/apps/invoice/invoices/:id', (request) => {
    const stored = store.find<InvoiceRecord>('invoices', request.params.id);
    if (!stored) return notFound();
    const check = checkFor(request);
    const fields = readInvoice(check, asObject(readJsonBody(request)).invoice);
    if (!fields) return check.response();
    const paid = paidOf(stored.payments);
    const balanceDue = Math.max(0, roundMoney(fields.total - paid));
    const invoiceStatus = paid > 0 ? (balanceDue === 0 ? 'Paid' : 'Partial Payment') : stored.invoiceStatus;
    const record = store.update<InvoiceRecord>('invoices', stored.id, { ...fields, balanceDue, invoiceStatus });
    return ok<InvoiceSavedResponse>({ invoice: toInvoice(record) });
  });

  route.post('/apps/invoice/invoices/:id/payments', (request) => {
    const stored = store.find<InvoiceRecord>('invoices', request.params.id);
    if (!stored) return notFound();
    const input = asObject(readJsonBody(request));
    const check = checkFor(request);
    if (stored.balanceDue <= 0) {
      check.add('amount', check.m.alreadyPaid);
      return check.response();
    }
    // Up to the balance: the schema is the one the payment drawer checks with, given the stored balance.
    const payment = check.parse(invoicePaymentSchema(stored.balanceDue), input);
    if (!payment) return check.response();
    const payments = [...stored.payments, { id: stored.payments.length + 1, ...payment }];
    const balanceDue = roundMoney(stored.balanceDue - payment.amount);
    const record = store.update<InvoiceRecord>('invoices', stored.id, {
      payments,
      balanceDue,
      invoiceStatus: balanceDue === 0 ? 'Paid' : 'Partial Payment',
    });
    return created<InvoiceResponse>(answer(record));
  });

  route.post('/apps/invoice/invoices/:id/send', (request) => {
    const stored = store.find<InvoiceRecord>('invoices', request.params.id);
    if (!stored) return notFound();
    const input = asObject(readJsonBody(request));
    const check = checkFor(request);
    if (!check.parse(invoiceSendSchema, input)) return check.response();
    const overdue = stored.balanceDue > 0 && stored.dueDate < isoDate(clock());
    const resend = ['Draft', 'Downloaded', 'Sent'].includes(stored.invoiceStatus) && !overdue;
    const record = resend ? store.update<InvoiceRecord>('invoices', stored.id, { invoiceStatus: 'Sent' }) : stored;
    return ok<InvoiceResponse>(answer(record));
  });
}
