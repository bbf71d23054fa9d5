import type { Server } from 'miragejs';
import type {
  CartResponse,
  InvoiceListResponse,
  InvoiceResponse,
  InvoiceSavedResponse,
  OrderResponse,
  Organization,
} from '@live-agent/contracts';
import type { KeptChanges, KeptOwner, KeptWorld } from './kept';
import { startMockServer } from './server';
import { PRODUCT_API, api, apiAs, login } from './testing';
import { INVOICE_INPUT } from './testing/invoices';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const TEMPLATES = `${PRODUCT_API}/api/v1/conversation-templates`;
const ORGANIZATION = `${PRODUCT_API}/api/v1/organization`;

/** What the browser stored: every save, as a page's storage would keep it. */
let stored: KeptWorld;
let server: Server | undefined;

function start(): Server {
  server?.shutdown();
  server = startMockServer({
    environment: 'test',
    now: NOW,
    productApiBase: PRODUCT_API,
    keep: {
      changes: JSON.parse(JSON.stringify(stored)) as KeptWorld,
      save: (owner: KeptOwner, changes: KeptChanges | null) => {
        if (changes) stored[owner] = JSON.parse(JSON.stringify(changes)) as KeptChanges;
        else delete stored[owner];
      },
    },
  });
  return server;
}

const as = async (email: string, password: string) => apiAs((await login(email, password)).accessToken);
const cartOf = async (client: ReturnType<typeof apiAs>) =>
  ((await client.get('/apps/ecommerce/cart')).data as CartResponse).products.map((line) => line.id);
const templateIds = async (client: ReturnType<typeof apiAs>) =>
  ((await client.get(TEMPLATES, { params: { perPage: 100 } })).data as { data: { id: number }[] }).data.map(
    (row) => row.id,
  );

const ADDRESS = {
  fullName: 'Ada Admin',
  phone: '+49 30 1234567',
  line1: 'Main street 1',
  postcode: '10115',
  city: 'Berlin',
  state: 'Berlin',
  type: 'home',
};

beforeEach(() => {
  stored = {};
});
afterEach(() => {
  server?.shutdown();
  server = undefined;
});

test('an order placed survives a restart: the cart stays empty and the order is there, for that user only', async () => {
  start();
  const admin = await as('admin@demo.com', 'admin');
  const seededCart = await cartOf(admin);
  expect(seededCart.length).toBeGreaterThan(0);
  const placed = await admin.post('/apps/ecommerce/orders', { address: ADDRESS, payment: { method: 'cod' } });
  expect(placed.status).toBe(201);
  const { order } = placed.data as OrderResponse;
  expect(Object.keys(stored)).toEqual(['user:1']);

  start();
  const again = await as('admin@demo.com', 'admin');
  expect(await cartOf(again)).toEqual([]);
  const orders = await again.get('/apps/ecommerce/orders');
  expect(orders.status).toBe(200);
  expect(orders.data.orders.map((each: { id: number }) => each.id)).toEqual([order.id, 1]);

  // Without what was kept, the seed is back (the presenter's "Reset demo data").
  stored = {};
  start();
  expect(await cartOf(await as('admin@demo.com', 'admin'))).toEqual(seededCart);
});

test('the back office is the organisation’s: what the admin changes, the agent sees, in the same server and after a restart', async () => {
  start();
  const admin = await as('admin@demo.com', 'admin');
  const agent = await as('agent@demo.com', 'agent');
  const seeded = await templateIds(agent);
  expect((await admin.delete(`${TEMPLATES}/${seeded[0]}`)).status).toBeLessThan(300);
  const organization = (await admin.get(ORGANIZATION)).data.data as Organization;
  const routing = await admin.put(ORGANIZATION, { settings: { ...organization.settings, routingMethod: 'manual' } });
  expect(routing.status).toBe(200);
  expect(await templateIds(agent)).toEqual(seeded.slice(1));
  // Kept once, as everyone's; the admin's own changes (none in the demo apps) are not where they went.
  expect(Object.keys(stored)).toEqual(['shared']);
  expect(Object.keys(stored.shared as KeptChanges).sort()).toEqual(['conversationTemplates', 'organizations']);

  start();
  const later = await as('agent@demo.com', 'agent');
  expect(await templateIds(later)).toEqual(seeded.slice(1));
  expect(((await later.get(ORGANIZATION)).data.data as Organization).settings.routingMethod).toBe('manual');
  expect(await templateIds(await as('admin@demo.com', 'admin'))).toEqual(seeded.slice(1));
});

test('an account registered on the sign-in page is everyone’s: it signs in after a restart, over anyone’s changes', async () => {
  start();
  const admin = await as('admin@demo.com', 'admin');
  await admin.post('/apps/ecommerce/orders', { address: ADDRESS, payment: { method: 'cod' } });
  const registered = await api.post('/jwt/register', {
    email: 'new@demo.com',
    password: 'secret-1',
    username: 'newbie',
  });
  expect(registered.status).toBe(200);
  expect(Object.keys(stored).sort()).toEqual(['shared', 'user:1']);
  // What the admin changed is not the new member's: their cart is theirs, the admin's stays empty.
  expect((stored.shared as KeptChanges).ecommerceCarts).toBeUndefined();

  start();
  const member = await as('new@demo.com', 'secret-1');
  expect((await member.get('/apps/ecommerce/orders')).data.orders).toEqual([]);
  expect(await cartOf(await as('admin@demo.com', 'admin'))).toEqual([]);
});

test('a refused write keeps nothing; the seed stays the same for everyone (deterministic ids after kept rows)', async () => {
  start();
  const admin = await as('admin@demo.com', 'admin');
  expect((await admin.post('/apps/ecommerce/orders', { address: {}, payment: {} })).status).toBe(422);
  expect(stored).toEqual({});
  const first = await admin.post('/apps/ecommerce/orders', { address: ADDRESS, payment: { method: 'cod' } });
  start();
  const again = await as('admin@demo.com', 'admin');
  await again.post('/apps/ecommerce/cart', { productId: 1 });
  const second = await again.post('/apps/ecommerce/orders', { address: ADDRESS, payment: { method: 'cod' } });
  const ids = (await again.get('/apps/ecommerce/orders')).data.orders.map((each: { id: number }) => each.id);
  // Newest first; the new order took an id after the kept one, which took one after the seed's.
  const keptId = (first.data as OrderResponse).order.id;
  expect(ids).toEqual([(second.data as OrderResponse).order.id, keptId, 1]);
  expect((second.data as OrderResponse).order.id).toBeGreaterThan(keptId);
});

test('an invoice created survives a restart: its preview finds it (the reload on /apps/invoice/preview/:id)', async () => {
  start();
  const session = await login('admin@demo.com', 'admin');
  const saved = await apiAs(session.accessToken).post('/apps/invoice/invoices', { invoice: INVOICE_INPUT });
  expect(saved.status).toBe(201);
  const { invoice } = saved.data as InvoiceSavedResponse;
  expect(Object.keys(stored)).toEqual(['user:1']);

  // The reload: a new server with what was kept, the session resumed by its refresh token (no new sign-in).
  start();
  const renewed = await api.post('/jwt/refresh-token', { refreshToken: session.refreshToken });
  expect(renewed.status).toBe(200);
  const again = apiAs((renewed.data as { accessToken: string }).accessToken);
  // What the preview asks (apps/commerce-invoice/src/api.ts, invoice).
  const preview = await again.get(`/api/invoice/invoices/${invoice.id}`);
  expect(preview.status).toBe(200);
  expect((preview.data as InvoiceResponse).invoice).toEqual(invoice);
  const list = (await again.get('/apps/invoice/invoices')).data as InvoiceListResponse;
  expect(list.invoices[0].id).toBe(invoice.id);

  // Without what was kept (the presenter's "Reset demo data"), the seed alone: no such invoice.
  stored = {};
  start();
  expect((await (await as('admin@demo.com', 'admin')).get(`/api/invoice/invoices/${invoice.id}`)).status).toBe(404);
});
