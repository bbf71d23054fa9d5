// The invoice screens' forms and the invoice routes agree on every hostile input of the shared fixture, field by
// field: the add and edit form, the payment drawer and the send drawer refuse exactly what the server refuses, in the
// same words (both from the invoice schemas in contracts). The date pickers take no typed text and are left out.
import { formServerDisagreements, sentFieldErrors, signIn } from '@live-agent/ui-kit/testing';
import { clientRules, invoiceRules, paymentRules, sendRules } from './invoice.rules';
import { INVOICE_INPUT as INVOICE } from '@live-agent/mock-server/testing';
import { englishFormRules, setupScreenTest } from '../../test/render';

const server = setupScreenTest({ now: new Date('2026-03-10T09:00:00.000Z') });

/** `body` with `value` at the dotted `path` ('items.0.cost'). */
function withValue(body: unknown, path: string, value: string): unknown {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  parent[last] = value;
  return copy;
}

/** What the server says about `field` when `body` is posted to `url`: its messages, [] if it took the body. */
const errorsOf = (url: string, body: unknown, key: string) => sentFieldErrors({ url, body, key });

beforeEach(() => signIn('admin'));

it('the add and edit form refuses exactly what the server refuses, with the same message', async () => {
  const rules = englishFormRules();
  const client = clientRules(rules);
  const invoice = invoiceRules(rules);
  const fields = {
    ...Object.fromEntries(Object.entries(client).map(([name, rule]) => [`client.${name}`, rule])),
    service: invoice.service,
    'items.0.name': invoice.itemName,
    'items.0.description': invoice.itemDescription,
    'items.0.cost': invoice.cost,
    'items.0.quantity': invoice.quantity,
    discountPercent: invoice.discountPercent,
    taxPercent: invoice.taxPercent,
    note: invoice.note,
    salesperson: invoice.salesperson,
  };
  const serverErrors = (field: string, value: string) =>
    errorsOf('/apps/invoice/invoices', { invoice: withValue(INVOICE, field, value) }, field);
  expect(await formServerDisagreements({ fields, serverErrors })).toEqual([]);
}, 240_000);

it('the payment drawer refuses exactly what the server refuses, with the same message', async () => {
  const invoice = server().db.invoices.where({ invoiceStatus: 'Sent' })[0];
  const rules = paymentRules(englishFormRules(), invoice.balanceDue);
  const payment = { amount: 10, date: '2026-03-10', method: 'cash', note: '' };
  const serverErrors = async (field: string, value: string) => {
    const errors = await errorsOf(
      `/apps/invoice/invoices/${invoice.id}/payments`,
      withValue(payment, field, value),
      field,
    );
    // An accepted payment lowers the balance: the next input meets the one the drawer's rules were given.
    server().db.invoices.update(invoice.id, { balanceDue: invoice.balanceDue, payments: invoice.payments });
    return errors;
  };
  expect(await formServerDisagreements({ fields: { amount: rules.amount, note: rules.note }, serverErrors })).toEqual(
    [],
  );
}, 120_000);

it('the send drawer refuses exactly what the server refuses, with the same message', async () => {
  const id = server().db.invoices.where({ invoiceStatus: 'Draft' })[0].id;
  const mail = { from: 'billing@liveagent.test', to: 'ana@costa.test', subject: 'Invoice', message: 'Attached.' };
  const serverErrors = (field: string, value: string) =>
    errorsOf(`/apps/invoice/invoices/${id}/send`, withValue(mail, field, value), field);
  expect(await formServerDisagreements({ fields: sendRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);
