// The checkout's form and the store's server agree on every hostile input of the shared fixture, field by field:
// one refuses exactly what the other refuses, in the same words (both from the order's schemas in contracts).
import { formServerDisagreements, sentFieldErrors, signIn } from '@live-agent/ui-kit/testing';
import { cartQtyRules, checkoutRules } from './checkout.rules';
import { ORDER_ADDRESS as ADDRESS, ORDER_CARD as CARD } from '@live-agent/mock-server/testing';
import { englishFormRules, setupScreenTest } from '../../test/render';

const server = setupScreenTest({ now: new Date('2026-03-10T09:00:00.000Z') });

it('refuses in the form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const rules = checkoutRules(englishFormRules());
  const onAddress = new Set(Object.keys(ADDRESS));
  const serverErrors = async (field: string, value: string) => {
    // An accepted order empties the cart; a line keeps the next order about its fields.
    if (server().db.ecommerceCarts.where({ userId: 1 }).length === 0)
      server().db.ecommerceCarts.insert({ userId: 1, productId: 2, qty: 1 });
    const order = onAddress.has(field)
      ? { address: { ...ADDRESS, [field]: value }, payment: CARD }
      : { address: ADDRESS, payment: { ...CARD, [field]: value } };
    const key = `${onAddress.has(field) ? 'address' : 'payment'}.${field}`;
    return sentFieldErrors({ url: '/apps/ecommerce/orders', body: order, key });
  };
  expect(await formServerDisagreements({ fields: rules, serverErrors })).toEqual([]);
}, 120_000);

it('refuses a cart quantity in the form exactly when the server refuses it, with the same message', async () => {
  await signIn('admin');
  const serverErrors = (_field: string, value: string) =>
    sentFieldErrors({ method: 'put', url: '/apps/ecommerce/cart/2', body: { qty: value }, key: 'qty' });
  const fields = { qty: cartQtyRules(englishFormRules()) };
  expect(await formServerDisagreements({ fields, serverErrors })).toEqual([]);
}, 120_000);
