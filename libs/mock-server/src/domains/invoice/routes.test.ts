// The invoice routes against the real Mirage server (docs/demo-api.md, Invoices): search, status, paging, sort,
// 404s that delete nothing, the clients, saving with the server's figures, payments and sending.
import { INVOICE_STATUSES, type Invoice, type InvoiceListResponse } from '@live-agent/contracts';
import { INVOICE_INPUT as GOOD } from '../../testing/invoices';
import { serverPerTest } from '../../testing/server-per-test';
import { apiAs, ids, listReader } from '../../testing';
import { buildInvoices, FIRST_INVOICE_ID, INVOICE_COUNT } from './seeds';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const SEED = buildInvoices(NOW);

const mock = serverPerTest(NOW);
const { tokens } = mock;
const admin = mock.as('admin');

const list = listReader<InvoiceListResponse>(admin, '/apps/invoice/invoices');
const newestFirst = [...SEED].sort((a, b) => b.id - a.id);

describe('seed', () => {
  it('has 37 invoices, ids 4987–5023, every status, consistent figures, days around the clock', () => {
    expect(SEED).toHaveLength(INVOICE_COUNT);
    expect(SEED.map((invoice) => invoice.id)).toEqual(Array.from({ length: 37 }, (_, k) => FIRST_INVOICE_ID + k));
    expect(new Set(SEED.map((invoice) => invoice.invoiceStatus))).toEqual(new Set(INVOICE_STATUSES));
    for (const invoice of SEED) {
      const subtotal = invoice.items.reduce((sum, item) => sum + item.cost * item.quantity, 0);
      expect(invoice.subtotal).toBeCloseTo(subtotal, 2);
      expect(invoice.total).toBeCloseTo(invoice.subtotal - invoice.discount + invoice.tax, 2);
      expect(invoice.dueDate >= invoice.issuedDate).toBe(true);
      expect(invoice.issuedDate < '2026-03-10').toBe(true);
      if (invoice.invoiceStatus === 'Paid') expect(invoice.balanceDue).toBe(0);
      else expect(invoice.balanceDue).toBeGreaterThan(0);
      if (invoice.invoiceStatus === 'Past Due') expect(invoice.dueDate < '2026-03-10').toBe(true);
    }
    expect(buildInvoices(NOW)).toEqual(SEED);
  });
});

describe('GET /apps/invoice/invoices', () => {
  it('pages 10 newest first, with every invoice, the matching count and its figures', async () => {
    const first = await list();
    expect(first.total).toBe(37);
    expect(first.allData).toHaveLength(37);
    expect(ids(first.invoices)).toEqual(newestFirst.slice(0, 10).map((invoice) => invoice.id));
    expect(ids((await list({ page: 4 })).invoices)).toEqual(newestFirst.slice(30).map((invoice) => invoice.id));
    expect((await list({ page: 5 })).invoices).toEqual([]);
    expect((await list({ perPage: 25 })).invoices).toHaveLength(25);
    expect(first.stats.count).toBe(37);
    expect(first.stats.total).toBeCloseTo(
      SEED.reduce((sum, invoice) => sum + invoice.total, 0),
      2,
    );
    expect(first.stats.outstanding).toBeCloseTo(
      SEED.reduce((sum, invoice) => sum + invoice.balanceDue, 0),
      2,
    );
  });

  it('writes the balance as a money string, or 0 when paid', async () => {
    const { invoices } = await list({ perPage: 100 });
    for (const invoice of invoices) {
      if (invoice.invoiceStatus === 'Paid') expect(invoice.balance).toBe(0);
      else expect(invoice.balance).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('searches id, client name, company e-mail and service, case-insensitively', async () => {
    expect(ids((await list({ q: '4990' })).invoices)).toEqual([4990]);
    const byName = SEED.filter((invoice) => invoice.client.name === 'Tony Herrera');
    expect(ids((await list({ q: 'tONY herr', perPage: 50 })).invoices).sort()).toEqual(
      byName.map((invoice) => invoice.id).sort(),
    );
    const byMail = SEED.filter((invoice) => invoice.client.companyEmail.includes('POWERS'.toLowerCase()));
    expect((await list({ q: 'POWERS.TEST', perPage: 50 })).total).toBe(byMail.length);
    const byService = SEED.filter((invoice) => invoice.service === 'App Design');
    const found = await list({ q: 'app design', perPage: 50 });
    expect(found.total).toBe(byService.length);
    expect(found.stats.count).toBe(byService.length);
    expect((await list({ q: 'no such invoice' })).total).toBe(0);
  });

  it('filters by status; a missing or unknown status means all', async () => {
    for (const status of INVOICE_STATUSES) {
      const found = await list({ status, perPage: 50 });
      expect(found.total).toBe(SEED.filter((invoice) => invoice.invoiceStatus === status).length);
      expect(found.invoices.every((invoice) => invoice.invoiceStatus === status)).toBe(true);
    }
    expect((await list({ status: '' })).total).toBe(37);
    expect((await list({ status: 'Lost' })).total).toBe(37);
    const sent = await list({
      status: 'Sent',
      q: SEED.find((invoice) => invoice.invoiceStatus === 'Sent')!.client.name,
    });
    expect(sent.invoices.every((invoice) => invoice.invoiceStatus === 'Sent')).toBe(true);
  });

  it('sorts by id, client, total, issued date and balance, both ways; anything else is newest first', async () => {
    const sorted = async (sort: string) => ids((await list({ sort, perPage: 50 })).invoices);
    expect(await sorted('id')).toEqual(SEED.map((invoice) => invoice.id));
    expect(await sorted('-total')).toEqual(
      [...SEED].sort((a, b) => b.total - a.total || a.id - b.id).map((invoice) => invoice.id),
    );
    expect(await sorted('client')).toEqual(
      [...SEED]
        .sort((a, b) => a.client.name.toLowerCase().localeCompare(b.client.name.toLowerCase(), 'en') || a.id - b.id)
        .map((invoice) => invoice.id),
    );
    expect(await sorted('issuedDate')).toEqual(
      [...SEED].sort((a, b) => a.issuedDate.localeCompare(b.issuedDate) || a.id - b.id).map((invoice) => invoice.id),
    );
    expect(await sorted('balance')).toEqual(
      [...SEED].sort((a, b) => a.balanceDue - b.balanceDue || a.id - b.id).map((invoice) => invoice.id),
    );
    expect(await sorted('password')).toEqual(newestFirst.map((invoice) => invoice.id));
  });
});

describe('one invoice, clients and delete', () => {
  it('reads an invoice with its payment details; 404 when missing', async () => {
    const response = await admin.get('/api/invoice/invoices/4987');
    expect(response.status).toBe(200);
    expect(response.data.invoice.id).toBe(4987);
    expect(response.data.invoice.client.companyEmail).toBe(SEED[0].client.companyEmail);
    expect(Object.keys(response.data.paymentDetails).sort()).toEqual([
      'bankName',
      'country',
      'iban',
      'swiftCode',
      'totalDue',
    ]);
    expect(response.data.paymentDetails.totalDue).toBe(SEED[0].balanceDue.toFixed(2));
    expect((await admin.get('/api/invoice/invoices/1')).status).toBe(404);
    expect((await admin.get('/api/invoice/invoices/abc')).status).toBe(404);
  });

  it('lists 5 distinct clients', async () => {
    const { data } = await admin.get('/api/invoice/clients');
    expect(data).toHaveLength(5);
    expect(new Set(data.map((client: { name: string }) => client.name)).size).toBe(5);
    expect(Object.keys(data[0]).sort()).toEqual(['address', 'company', 'companyEmail', 'contact', 'country', 'name']);
  });

  it('deletes one invoice; an unknown id is a 404 and deletes nothing', async () => {
    expect((await admin.delete('/apps/invoice/delete', { params: { id: 9999 } })).status).toBe(404);
    expect((await admin.delete('/apps/invoice/delete', { params: { id: 'x' } })).status).toBe(404);
    expect((await admin.delete('/apps/invoice/delete')).status).toBe(404);
    expect((await list()).total).toBe(37);
    const removed = await admin.delete('/apps/invoice/delete', { params: { id: 4990 } });
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual({ id: 4990 });
    expect((await list()).total).toBe(36);
    expect((await admin.get('/api/invoice/invoices/4990')).status).toBe(404);
    expect((await admin.delete('/apps/invoice/delete', { params: { id: 4990 } })).status).toBe(404);
    expect((await list()).total).toBe(36);
  });

  it('is guarded: 401 signed out, 403 for a client', async () => {
    for (const [method, url] of [
      ['get', '/apps/invoice/invoices'],
      ['get', '/api/invoice/invoices/4987'],
      ['get', '/api/invoice/clients'],
      ['delete', '/apps/invoice/delete?id=4987'],
      ['post', '/apps/invoice/invoices'],
      ['put', '/apps/invoice/invoices/4987'],
      ['post', '/apps/invoice/invoices/4987/payments'],
      ['post', '/apps/invoice/invoices/4987/send'],
    ] as const) {
      expect([url, (await apiAs().request({ method, url })).status]).toEqual([url, 401]);
      expect([url, (await apiAs(tokens.client).request({ method, url })).status]).toEqual([url, 403]);
    }
    expect((await list()).total).toBe(37);
  });
});

describe('saving an invoice (beyond the original theme)', () => {
  it('creates a Draft with the server’s figures, first in the list', async () => {
    const response = await admin.post('/apps/invoice/invoices', { invoice: { ...GOOD, total: 1 } });
    expect(response.status).toBe(201);
    const invoice: Invoice = response.data.invoice;
    expect(invoice.id).toBe(5024);
    // 2400 + 299.97 = 2699.97; −10 % = 269.997 → 270.00; tax 23 % of 2429.97 = 558.89
    expect(invoice).toMatchObject({
      subtotal: 2699.97,
      discount: 270,
      tax: 558.89,
      total: 2988.86,
      balance: '2988.86',
      invoiceStatus: 'Draft',
    });
    expect(ids((await list()).invoices)[0]).toBe(5024);
    expect((await admin.get('/api/invoice/invoices/5024')).data.invoice).toEqual(invoice);
  });

  it('refuses bad input with every broken field, in the user’s language, and stores nothing', async () => {
    const bad = {
      client: { name: ' ', companyEmail: 'nope' },
      issuedDate: '2026-03-10',
      dueDate: '2026-03-01',
      items: [
        { name: '', cost: -1, quantity: 0 },
        { name: 'Ok', cost: '12.345', quantity: 'many' },
      ],
      discountPercent: 101,
      taxPercent: 'x',
    };
    const response = await admin.post('/apps/invoice/invoices', { invoice: bad });
    expect(response.status).toBe(422);
    expect(Object.keys(response.data.errors).sort()).toEqual(
      [
        'client.companyEmail',
        'client.name',
        'discountPercent',
        'dueDate',
        'items.0.cost',
        'items.0.name',
        'items.0.quantity',
        'items.1.cost',
        'items.1.quantity',
        'taxPercent',
      ].sort(),
    );
    expect(response.data.errors.dueDate).toEqual(['The due date cannot be before the issue date.']);
    const german = await apiAs(tokens.admin, 'de').post('/apps/invoice/invoices', { invoice: { ...GOOD, items: [] } });
    expect(german.data.errors.items).toEqual(['Fügen Sie mindestens eine Position hinzu.']);
    expect((await list()).total).toBe(37);
  });

  it('updates an invoice and recomputes the total and the balance after what was paid', async () => {
    const partial = SEED.find((invoice) => invoice.invoiceStatus === 'Partial Payment')!;
    const paid = partial.payments.reduce((sum, payment) => sum + payment.amount, 0);
    const response = await admin.put(`/apps/invoice/invoices/${partial.id}`, {
      invoice: {
        ...GOOD,
        discountPercent: 0,
        taxPercent: 0,
        items: [{ name: 'One', description: '', cost: paid + 10, quantity: 1 }],
      },
    });
    expect(response.status).toBe(200);
    expect(response.data.invoice).toMatchObject({
      total: paid + 10,
      balance: '10.00',
      invoiceStatus: 'Partial Payment',
      service: 'Consulting',
    });
    const cheaper = await admin.put(`/apps/invoice/invoices/${partial.id}`, {
      invoice: {
        ...GOOD,
        discountPercent: 0,
        taxPercent: 0,
        items: [{ name: 'One', description: '', cost: paid, quantity: 1 }],
      },
    });
    expect(cheaper.data.invoice).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
    expect((await admin.put('/apps/invoice/invoices/1', { invoice: GOOD })).status).toBe(404);
    expect((await admin.put(`/apps/invoice/invoices/${partial.id}`, { invoice: { ...GOOD, client: {} } })).status).toBe(
      422,
    );
  });
});

describe('payments and sending (beyond the original theme)', () => {
  const sent = SEED.find((invoice) => invoice.invoiceStatus === 'Sent')!;
  const pay = (id: number, body: Record<string, unknown>) => admin.post(`/apps/invoice/invoices/${id}/payments`, body);

  it('a payment lowers the balance (Partial Payment); paying the rest makes it Paid', async () => {
    const first = await pay(sent.id, { amount: 10, date: '2026-03-10', method: 'card' });
    expect(first.status).toBe(201);
    expect(first.data.invoice).toMatchObject({
      invoiceStatus: 'Partial Payment',
      balance: (sent.balanceDue - 10).toFixed(2),
    });
    expect(first.data.paymentDetails.totalDue).toBe((sent.balanceDue - 10).toFixed(2));
    const rest = await pay(sent.id, { amount: (sent.balanceDue - 10).toFixed(2), date: '2026-03-10', method: 'cash' });
    expect(rest.data.invoice).toMatchObject({ invoiceStatus: 'Paid', balance: 0 });
    expect(rest.data.invoice.payments).toHaveLength(2);
    const again = await pay(sent.id, { amount: 1, date: '2026-03-10', method: 'cash' });
    expect(again.status).toBe(422);
    expect(again.data.errors.amount).toEqual(['This invoice is already paid.']);
  });

  it('refuses more than the balance, nothing, a bad date or method; 404 for an unknown invoice', async () => {
    const tooMuch = await pay(sent.id, { amount: sent.balanceDue + 0.01, date: '2026-03-10', method: 'card' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.data.errors.amount[0]).toContain(sent.balanceDue.toFixed(2));
    const bad = await pay(sent.id, { amount: 0, date: '2026-02-30', method: 'gold' });
    expect(Object.keys(bad.data.errors).sort()).toEqual(['amount', 'date', 'method']);
    expect((await pay(1, { amount: 1, date: '2026-03-10', method: 'card' })).status).toBe(404);
    expect((await admin.get(`/api/invoice/invoices/${sent.id}`)).data.invoice.balance).toBe(sent.balanceDue.toFixed(2));
  });

  it('sending checks from, to, subject and message, and marks a draft Sent', async () => {
    const draft = SEED.find((invoice) => invoice.invoiceStatus === 'Draft')!;
    const bad = await admin.post(`/apps/invoice/invoices/${draft.id}/send`, {
      from: 'x',
      to: '',
      subject: ' ',
      message: '',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['from', 'message', 'subject', 'to']);
    expect((await admin.get(`/api/invoice/invoices/${draft.id}`)).data.invoice.invoiceStatus).toBe('Draft');
    const good = await admin.post(`/apps/invoice/invoices/${draft.id}/send`, {
      from: 'billing@demo.test',
      to: draft.client.companyEmail,
      subject: 'Invoice',
      message: 'Please find it attached.',
    });
    expect(good.status).toBe(200);
    expect(good.data.invoice.invoiceStatus).toBe('Sent');
    const paid = SEED.find((invoice) => invoice.invoiceStatus === 'Paid')!;
    const receipt = await admin.post(`/apps/invoice/invoices/${paid.id}/send`, {
      from: 'billing@demo.test',
      to: paid.client.companyEmail,
      subject: 'Receipt',
      message: 'Thanks.',
    });
    expect(receipt.data.invoice.invoiceStatus).toBe('Paid');
    expect((await admin.post('/apps/invoice/invoices/1/send', {})).status).toBe(404);
  });
});
