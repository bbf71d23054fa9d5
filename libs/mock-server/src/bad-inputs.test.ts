// Every hostile input of @live-agent/test-fixtures through every route that takes input (docs/architecture.md,
// Conventions): the live-agent resources and their extras, the organisation, todo, calendar, email, chat, the store,
// the cards, users and invoices. Whatever is typed, the server never answers 500: a 422 with field errors, a 404, or a faithful round trip (what a
// write answers is what a later read returns, byte for byte; text fields are only trimmed).
import axios, { type AxiosResponse } from 'axios';
import type { Server } from 'miragejs';
import { everyTypedInput } from '@live-agent/test-fixtures';
import { sanitizeStoredHtml } from './kit/html';
import { REFERENCE_DATE } from './random';
import { startMockServer } from './server';
import { login, PRODUCT_API } from './testing';
import { ORDER_ADDRESS, ORDER_CARD } from './testing/orders';

const NOW = REFERENCE_DATE;
// The fixture types every entry as a string; numbers and ids also hold real numbers.
const INPUTS = everyTypedInput.map(({ name, value }) => ({ name, value: value as unknown }));

let server: Server;

const product = axios.create({ baseURL: `${PRODUCT_API}/api/v1`, validateStatus: () => true });
// The demo apps need a signed-in caller (anonymous-writes.test.ts; the mailbox is read on Demo): the admin's token.
const demo = axios.create({ validateStatus: () => true });

// A session per test: an access token lives five minutes of real time (ACCESS_TOKEN_SECONDS), and the whole file can
// take longer on a busy machine.
beforeEach(async () => {
  server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API, now: NOW });
  const { accessToken } = await login('admin@demo.com', 'admin');
  for (const client of [product, demo]) client.defaults.headers.common.Authorization = `Bearer ${accessToken}`;
});
afterEach(() => server.shutdown());

/**
 * What the test's answers got wrong, asserted once after it: a request per input and field is thousands per test,
 * and an `expect` per answer (each builds an error to keep its stack) was an eighth of the file's time.
 */
const wrongAnswers: string[] = [];
afterEach(() => expect(wrongAnswers.splice(0)).toEqual([]));

/** The answer is one of `allowed`; a 422 names its broken fields with messages. */
function expectAnswer(response: AxiosResponse, allowed: number[], what: string): void {
  if (!allowed.includes(response.status)) {
    wrongAnswers.push(`${what}: ${response.status} ${JSON.stringify(response.data).slice(0, 300)}`);
    return;
  }
  if (response.status !== 422) return;
  const { message, errors } = response.data ?? {};
  const messages = Object.values(errors ?? {}).flatMap((list) => (Array.isArray(list) ? list : [list]));
  if (typeof message !== 'string' || messages.some((text) => typeof text !== 'string'))
    wrongAnswers.push(`${what}: a 422 without its messages ${JSON.stringify(response.data).slice(0, 300)}`);
}

/** What a text field stores for a typed value: the text trimmed, a number as its digits. */
const trimmed = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : value;

interface ResourceCase {
  path: string;
  /** A body that is valid (names made unique per input so earlier creates never clash). */
  valid: (unique: string) => Record<string, unknown>;
  /** Fields typed by a person: each gets every input. */
  fields: string[];
  /** Fields stored as text: a 2xx stores exactly the trimmed input. */
  textFields: string[];
  /** Query filters of the list. */
  filters: string[];
}

const RESOURCES: ResourceCase[] = [
  {
    path: '/admins',
    valid: (u) => ({ fullName: `Nora ${u}`, email: `nora.${u}@acme.test`, role: 'supervisor' }),
    fields: ['fullName', 'email', 'phone', 'role', 'departmentIds', 'isActive'],
    textFields: ['fullName', 'phone'],
    filters: ['role', 'departmentId', 'isActive'],
  },
  {
    path: '/agents',
    valid: (u) => ({ fullName: `Pat ${u}`, email: `pat.${u}@acme.test` }),
    fields: ['fullName', 'email', 'maxConcurrentChats', 'status', 'shiftId', 'queueIds'],
    textFields: ['fullName'],
    filters: ['departmentId', 'queueId', 'shiftId', 'status', 'isActive'],
  },
  {
    path: '/departments',
    valid: (u) => ({ name: `Partners ${u}` }),
    fields: ['name', 'description', 'offlineMessage', 'maxConcurrentChats', 'fallbackDepartmentId', 'workingTimeId'],
    textFields: ['name', 'description', 'offlineMessage'],
    filters: ['isEnabled'],
  },
  {
    path: '/queues',
    valid: (u) => ({ name: `Partners ${u}`, departmentId: 1, routing: 'auto' }),
    fields: ['name', 'departmentId', 'routing', 'priority', 'maxWaitSec', 'slaFirstResponseSec'],
    textFields: ['name'],
    filters: ['departmentId', 'routing', 'isActive'],
  },
  {
    path: '/shifts',
    valid: (u) => ({ name: `Weekend ${u}`, timezone: 'UTC', daysOfWeek: [0, 6], startTime: '10:00', endTime: '18:00' }),
    fields: ['name', 'timezone', 'startTime', 'endTime', 'breakMinutes', 'daysOfWeek'],
    textFields: ['name'],
    filters: [],
  },
  {
    path: '/working-times',
    valid: (u) => ({ name: `Hours ${u}`, scope: 'organization', timezone: 'UTC', intervals: [], exceptions: [] }),
    fields: ['name', 'scope', 'timezone', 'outOfOfficeMessage', 'intervals', 'exceptions'],
    textFields: ['name', 'outOfOfficeMessage'],
    filters: ['scope', 'departmentId'],
  },
  {
    path: '/conversation-templates',
    valid: (u) => ({ title: `Thanks ${u}`, shortcut: `thanks-${u}`, body: 'Thanks!', scope: 'global' }),
    fields: ['title', 'shortcut', 'body', 'scope', 'categoryId'],
    textFields: ['title', 'body'],
    filters: ['scope', 'categoryId', 'departmentId', 'isActive'],
  },
  {
    path: '/conversation-categories',
    valid: (u) => ({ name: `Partnerships ${u}`, color: '#123456' }),
    fields: ['name', 'description', 'color', 'parentId', 'sortOrder'],
    textFields: ['name', 'description'],
    filters: ['parentId', 'departmentId', 'isActive'],
  },
  {
    path: '/comments',
    valid: (u) => ({ text: `Solved ${u}` }),
    fields: ['text', 'departmentIds', 'sortOrder'],
    textFields: ['text'],
    filters: ['departmentId', 'isActive'],
  },
];

describe.each(RESOURCES)('$path', (resource) => {
  it('lists and reads with any query or id: 200 or 404, never 500', async () => {
    for (const { name, value } of INPUTS) {
      const text = String(value);
      for (const param of ['q', 'sort', 'page', 'perPage', ...resource.filters]) {
        expectAnswer(await product.get(resource.path, { params: { [param]: text } }), [200], `${name}: ?${param}`);
      }
      expectAnswer(await product.get(`${resource.path}/${encodeURIComponent(text)}`), [200, 404], `${name}: GET /:id`);
    }
  });

  it('creates and updates with any typed value: 201/200 and a faithful round trip, or 422', async () => {
    let count = 0;
    for (const { name, value } of INPUTS) {
      for (const field of resource.fields) {
        count += 1;
        const unique = `u${count}`;
        const created = await product.post(resource.path, { ...resource.valid(unique), [field]: value });
        expectAnswer(created, [201, 422], `${name}: POST ${field}`);
        if (created.status !== 201) continue;
        if (resource.textFields.includes(field))
          expect([name, field, created.data[field]]).toEqual([name, field, trimmed(value)]);
        const read = await product.get(`${resource.path}/${created.data.id}`);
        expect(read.data).toEqual(created.data);

        const updated = await product.put(`${resource.path}/${created.data.id}`, {
          ...resource.valid(`${unique}b`),
          [field]: value,
        });
        expectAnswer(updated, [200, 422], `${name}: PUT ${field}`);
        if (updated.status === 200)
          expect((await product.get(`${resource.path}/${created.data.id}`)).data).toEqual(updated.data);
        expectAnswer(await product.delete(`${resource.path}/${created.data.id}`), [204, 422], `${name}: DELETE`);
      }
    }
  });

  it('updates and deletes any id: 404 for what does not exist, never 500', async () => {
    for (const { name, value } of INPUTS) {
      const id = encodeURIComponent(String(value));
      // An empty id is another URL (the collection), not an id: nothing to check here.
      if (!id) continue;
      expectAnswer(
        await product.put(`${resource.path}/${id}`, resource.valid(`id${name.length}`)),
        [200, 404, 422],
        `${name}: PUT /:id`,
      );
      expectAnswer(await product.delete(`${resource.path}/${id}`), [204, 404, 422], `${name}: DELETE /:id`);
    }
  });
});

describe('live-agent extras', () => {
  it('bulk, import and reorder take any value: 200/201 or 422', async () => {
    for (const { name, value } of INPUTS) {
      expectAnswer(
        await product.post('/agents/bulk', { ids: [value], action: 'activate' }),
        [200, 422],
        `${name}: bulk ids`,
      );
      expectAnswer(await product.post('/agents/bulk', { ids: [1], action: value }), [422], `${name}: bulk action`);
      expectAnswer(
        await product.post('/agents/bulk', { ids: [1], action: 'assignShift', value }),
        [200, 422],
        `${name}: bulk value`,
      );
      expectAnswer(await product.post('/comments/reorder', { ids: [value] }), [200, 422], `${name}: reorder`);
      expectAnswer(
        await product.post('/conversation-categories/reorder', { ids: value }),
        [200, 422],
        `${name}: reorder list`,
      );
      const row = { title: value, shortcut: `imp-${name.length}`, body: value, scope: 'global' };
      const imported = await product.post('/conversation-templates/import', { rows: [row] });
      expectAnswer(imported, [201, 422], `${name}: import`);
      if (imported.status === 201) {
        const [template] = imported.data.data;
        expect(template.title).toBe(trimmed(value));
        expect((await product.get(`/conversation-templates/${template.id}`)).data).toEqual(template);
        await product.delete(`/conversation-templates/${template.id}`);
      }
    }
  });
});

describe('organization', () => {
  it('takes any value in any field: 200 and a faithful round trip, or 422', async () => {
    const fields: Array<(value: unknown) => Record<string, unknown>> = [
      (value) => ({ name: value }),
      (value) => ({ timezone: value }),
      (value) => ({ locale: value }),
      (value) => ({ image: value }),
      (value) => ({ settings: { routingMethod: value } }),
      (value) => ({ settings: { defaultMaxConcurrentChats: value } }),
      (value) => ({ settings: { autoCloseIdleMinutes: value } }),
      (value) => ({ settings: { csatEnabled: value } }),
      (value) => ({ settings: { offlineMessage: value } }),
    ];
    for (const { name, value } of INPUTS) {
      for (const body of fields) {
        const response = await product.put('/organization', body(value));
        expectAnswer(response, [200, 422], `${name}: ${JSON.stringify(Object.keys(body(value)))}`);
        if (response.status !== 200) continue;
        expect((await product.get('/organization')).data).toEqual(response.data);
        if ('name' in body(value)) expect(response.data.data.name).toBe(trimmed(value));
      }
    }
  });
});

/** A demo app's collection as its routes name it: the record's key in bodies and answers, and its paths. */
interface DemoCollection {
  key: 'task' | 'event';
  add: string;
  list: string;
  update: string;
  remove: string;
  /** The query parameter naming the record to remove. */
  removeParam: string;
}

const TODO_TASKS: DemoCollection = {
  key: 'task',
  add: '/apps/todo/add-tasks',
  list: '/apps/todo/tasks',
  update: '/apps/todo/update-task',
  remove: '/apps/todo/delete-task',
  removeParam: 'taskId',
};

const CALENDAR_EVENTS: DemoCollection = {
  key: 'event',
  add: '/apps/calendar/add-event',
  list: '/apps/calendar/events',
  update: '/apps/calendar/update-event',
  remove: '/apps/calendar/remove-event',
  removeParam: 'id',
};

/**
 * Adds `record` (201 or 422); one added is listed exactly as answered, and updating it with `change` answers 200 or
 * 422. Answers the added record (null: refused). `name` and `field` say which input and field in a failure.
 */
async function addListUpdate(
  collection: DemoCollection,
  record: object,
  change: object,
  name: string,
  field: string,
): Promise<{ id: number; title: string } | null> {
  const added = await demo.post(collection.add, { [collection.key]: record });
  expectAnswer(added, [201, 422], `${name}: add ${field}`);
  if (added.status !== 201) return null;
  const saved = added.data[collection.key];
  const listed = (await demo.get(collection.list)).data as Array<{ id: number }>;
  expect(listed.filter((item) => item.id === saved.id)[0]).toEqual(saved);
  const updated = await demo.post(collection.update, { [collection.key]: { id: saved.id, ...change } });
  expectAnswer(updated, [200, 422], `${name}: update ${field}`);
  return saved;
}

/** Updating and removing by any value as the id: `updateAllowed`, and 200 or 404 for the removal. */
async function expectAnyId(collection: DemoCollection, value: unknown, name: string, updateAllowed: number[]) {
  expectAnswer(
    await demo.post(collection.update, { [collection.key]: { id: value, title: 'x' } }),
    updateAllowed,
    `${name}: update id`,
  );
  expectAnswer(
    await demo.delete(collection.remove, { params: { [collection.removeParam]: String(value) } }),
    [200, 404],
    `${name}: remove id`,
  );
}

describe('todo', () => {
  it('lists with any query: 200, never 500', async () => {
    for (const { name, value } of INPUTS) {
      for (const param of ['q', 'filter', 'tag', 'sortBy']) {
        expectAnswer(
          await demo.get('/apps/todo/tasks', { params: { [param]: String(value) } }),
          [200],
          `${name}: ?${param}`,
        );
      }
    }
  });

  it('adds and updates with any typed value: a faithful round trip, or 422; any id: 404', async () => {
    for (const { name, value } of INPUTS) {
      for (const field of ['title', 'description', 'dueDate']) {
        const added = await addListUpdate(
          TODO_TASKS,
          { title: `Task ${name}`, [field]: value },
          { [field]: value },
          name,
          field,
        );
        if (added && field === 'title') expect(added.title).toBe(trimmed(value));
      }
      await expectAnyId(TODO_TASKS, value, name, [200, 404]);
    }
  });
});

describe('calendar', () => {
  it('lists, adds, updates and removes with any value: 2xx and a faithful round trip, 404 or 422', async () => {
    const event = {
      title: 'Retro',
      start: '2025-01-17T10:00:00.000Z',
      end: '2025-01-17T11:00:00.000Z',
      allDay: false,
      extendedProps: { calendar: 'Business' },
    };
    for (const { name, value } of INPUTS) {
      expectAnswer(
        await demo.get('/apps/calendar/events', { params: { calendars: String(value) } }),
        [200],
        `${name}: ?calendars`,
      );
      const variants = [
        { title: value },
        { start: value },
        { end: value },
        { url: value },
        { extendedProps: { calendar: value } },
      ];
      for (const variant of variants) {
        const added = await addListUpdate(
          CALENDAR_EVENTS,
          { ...event, ...variant },
          variant,
          name,
          Object.keys(variant)[0],
        );
        if (added && 'title' in variant) expect(added.title).toBe(trimmed(value));
      }
      await expectAnyId(CALENDAR_EVENTS, value, name, [200, 404, 422]);
    }
  });
});

describe('email', () => {
  it('lists, reads and paginates with any query: 200, 404 or 422, never 500', async () => {
    for (const { name, value } of INPUTS) {
      const text = String(value);
      for (const param of ['q', 'folder', 'label']) {
        expectAnswer(await demo.get('/apps/email/emails', { params: { [param]: text } }), [200], `${name}: ?${param}`);
        expectAnswer(
          await demo.get('/apps/email/get-email', { params: { id: 1, [param]: text } }),
          [200],
          `${name}: get ?${param}`,
        );
      }
      expectAnswer(await demo.get('/apps/email/get-email', { params: { id: text } }), [200, 404], `${name}: get id`);
      expectAnswer(
        await demo.get('/apps/email/paginate-email', { params: { dir: text, emailId: 1 } }),
        [422, 200, 404],
        `${name}: dir`,
      );
      expectAnswer(
        await demo.get('/apps/email/paginate-email', { params: { dir: 'next', emailId: text } }),
        [200, 404],
        `${name}: emailId`,
      );
    }
  });

  it('updates, labels, restores and deletes with any value: 200, 404 or 422', async () => {
    for (const { name, value } of INPUTS) {
      expectAnswer(
        await demo.post('/apps/email/update-emails', { emailIds: [value], dataToUpdate: { isRead: true } }),
        [200, 404],
        `${name}: update id`,
      );
      for (const field of ['isRead', 'isStarred', 'folder', String(value)]) {
        expectAnswer(
          await demo.post('/apps/email/update-emails', { emailIds: [1], dataToUpdate: { [field]: value } }),
          [200, 422],
          `${name}: update ${field}`,
        );
      }
      expectAnswer(
        await demo.post('/apps/email/update-emails', { emailIds: value, dataToUpdate: value }),
        [404, 422],
        `${name}: update body`,
      );
      expectAnswer(
        await demo.post('/apps/email/update-emails-label', { emailIds: [1], label: value }),
        [200, 422],
        `${name}: label`,
      );
      expectAnswer(
        await demo.post('/apps/email/update-emails-label', { emailIds: [value], label: 'private' }),
        [200, 404],
        `${name}: label id`,
      );
      for (const path of ['/apps/email/restore-emails', '/apps/email/delete-emails']) {
        expectAnswer(await demo.post(path, { emailIds: [value] }), [200, 404, 422], `${name}: ${path}`);
      }
    }
  });

  it('sends and saves drafts with any typed value: a faithful round trip (the message sanitised), or 422', async () => {
    const to = [{ name: 'Maria', email: 'maria@acme.test' }];
    for (const { name, value } of INPUTS) {
      const variants: Array<Record<string, unknown>> = [
        { subject: value },
        { message: value },
        { to: [{ name: value, email: 'maria@acme.test' }] },
        { to: [{ name: 'Maria', email: value }] },
        { cc: [value] },
        { to: value },
      ];
      for (const variant of variants) {
        const what = `${name}: ${Object.keys(variant)[0]}`;
        const sent = await demo.post('/apps/email/send-email', {
          email: { to, subject: 'Hi', message: '', ...variant },
        });
        expectAnswer(sent, [201, 422], `send ${what}`);
        if (sent.status === 201) {
          if ('subject' in variant) expect([what, sent.data.email.subject]).toEqual([what, trimmed(value)]);
          // The message is HTML, kept as sent but sanitised (kit/html.ts has its own tests): nothing in it may run.
          if ('message' in variant) {
            expect([what, sent.data.email.message]).toEqual([what, sanitizeStoredHtml(value as string)]);
            expect([
              what,
              /<[^>]*\son[a-z]+=|<script|(href|src)="\s*javascript:/i.test(sent.data.email.message),
            ]).toEqual([what, false]);
          }
          const read = await demo.get('/apps/email/get-email', { params: { id: sent.data.email.id, folder: 'sent' } });
          const { hasPreviousMail: _p, hasNextMail: _n, ...stored } = read.data;
          expect(stored).toEqual(sent.data.email);
        }
        const saved = await demo.post('/apps/email/save-draft', { draft: { subject: 'Draft', ...variant } });
        expectAnswer(saved, [201, 422], `draft ${what}`);
      }
      expectAnswer(
        await demo.post('/apps/email/save-draft', { draft: { draftId: value } }),
        [200, 201, 404],
        `${name}: draftId`,
      );
    }
  });
});

describe('chat', () => {
  it('searches, opens, sends and saves the profile with any value: 2xx and a faithful round trip, 404 or 422', async () => {
    const { accessToken } = await login('admin@demo.com', 'admin');
    const chat = axios.create({ validateStatus: () => true, headers: { Authorization: `Bearer ${accessToken}` } });
    for (const { name, value } of INPUTS) {
      expectAnswer(
        await chat.get('/apps/chat/chats-and-contacts', { params: { q: String(value) } }),
        [200],
        `${name}: ?q`,
      );
      expectAnswer(
        await chat.get('/apps/chat/get-chat', { params: { id: String(value) } }),
        [200, 404],
        `${name}: get-chat id`,
      );
      expectAnswer(
        await chat.post('/apps/chat/send-msg', { obj: { message: 'hi', contact: { id: value } } }),
        [201, 404],
        `${name}: send contact`,
      );
      const sent = await chat.post('/apps/chat/send-msg', { obj: { message: value, contact: { id: 9 } } });
      expectAnswer(sent, [201, 422], `${name}: send message`);
      if (sent.status === 201) {
        expect(sent.data.response.newMessageData.message).toBe(trimmed(value));
        const opened = (await chat.get('/apps/chat/get-chat', { params: { id: 9 } })).data;
        expect(opened.chat.chat.at(-1)).toEqual(sent.data.response.newMessageData);
      }
      for (const variant of [{ status: value }, { about: value }, { settings: { isNotificationsOn: value } }]) {
        const saved = await chat.post('/apps/chat/users/profile-user', variant);
        expectAnswer(saved, [200, 422], `${name}: profile ${Object.keys(variant)[0]}`);
        if (saved.status === 200 && 'about' in variant) {
          expect(saved.data.about).toBe(trimmed(value));
          expect((await chat.get('/apps/chat/users/profile-user')).data).toEqual(saved.data);
        }
      }
    }
  });
});

describe('e-commerce and cards', () => {
  it('lists, opens, wishes, carts, orders and reads cards with any value: 2xx, 404 or 422, never a 500', async () => {
    const shop = demo;
    const address = ORDER_ADDRESS;
    const payment = ORDER_CARD;
    for (const { name, value } of INPUTS) {
      const text = String(value);
      for (const key of ['q', 'sortBy', 'perPage', 'page', 'priceMin', 'priceMax', 'category', 'brand', 'rating']) {
        expectAnswer(
          await shop.get('/apps/ecommerce/products', { params: { [key]: text } }),
          [200],
          `${name}: products ?${key}`,
        );
      }
      const id = encodeURIComponent(text);
      // An empty id is another URL (the collection), not an id: nothing to check there.
      if (id) {
        expectAnswer(await shop.get(`/apps/ecommerce/products/${id}`), [200, 404], `${name}: product`);
        expectAnswer(await shop.delete(`/apps/ecommerce/wishlist/${id}`), [200, 404], `${name}: unwish`);
        expectAnswer(await shop.put(`/apps/ecommerce/cart/${id}`, { qty: 2 }), [200, 404], `${name}: quantity of`);
        expectAnswer(await shop.get(`/card/card-statistics/${id}`), [200, 404], `${name}: card name`);
      }
      expectAnswer(await shop.post('/apps/ecommerce/wishlist', { productId: value }), [200, 201, 404], `${name}: wish`);
      expectAnswer(
        await shop.post('/apps/ecommerce/cart', { productId: value }),
        [200, 201, 404, 422],
        `${name}: add to cart`,
      );
      expectAnswer(await shop.put('/apps/ecommerce/cart/1', { qty: value }), [200, 422], `${name}: quantity`);
      for (const field of Object.keys(address)) {
        expectAnswer(
          await shop.post('/apps/ecommerce/orders', {
            address: { ...address, [field]: value },
            payment: { method: 'cod', [field]: value },
          }),
          [201, 422],
          `${name}: address.${field}`,
        );
        // A 201 empties the cart: put a line back for the next order.
        await shop.post('/apps/ecommerce/cart', { productId: 1 });
      }
      for (const field of Object.keys(payment)) {
        expectAnswer(
          await shop.post('/apps/ecommerce/orders', { address, payment: { ...payment, [field]: value } }),
          [201, 422],
          `${name}: payment.${field}`,
        );
        await shop.post('/apps/ecommerce/cart', { productId: 1 });
      }
      expectAnswer(
        await shop.get('/card/card-analytics/revenue-report', { params: { period: text } }),
        [200, 422],
        `${name}: card period`,
      );
    }
    // About forty requests per fixture entry, three thousand in all: more than the default 20 s on a loaded 2-core machine.
  }, 120_000);
});

describe('users, account settings and profile', () => {
  const valid = (u: string) => ({ fullName: `Rui ${u}`, username: `rui.${u}`, email: `rui.${u}@acme.test` });

  it('lists and reads users with any query: 200 or 404, never 500', async () => {
    for (const { name, value } of INPUTS) {
      const text = String(value);
      for (const param of ['q', 'role', 'currentPlan', 'status', 'page', 'perPage', 'sort']) {
        expectAnswer(
          await demo.get('/api/users/list/data', { params: { [param]: text } }),
          [200],
          `${name}: ?${param}`,
        );
      }
      expectAnswer(await demo.get('/api/users/user', { params: { id: text } }), [200, 404], `${name}: user id`);
      expectAnswer(await demo.delete('/apps/users/delete', { params: { id: text } }), [200, 404], `${name}: delete id`);
    }
  });

  it('adds and updates users with any typed value: a faithful round trip, or 422', async () => {
    const fields = [
      'fullName',
      'username',
      'email',
      'company',
      'country',
      'contact',
      'role',
      'currentPlan',
      'status',
      'avatar',
      'birthDate',
      'website',
      'language',
      'gender',
      'contactOptions',
      'address',
      'social',
    ];
    let n = 0;
    for (const { name, value } of INPUTS) {
      for (const field of fields) {
        n += 1;
        const added = await demo.post('/apps/users/add-user', { user: { ...valid(`a${n}`), [field]: value } });
        expectAnswer(added, [201, 422], `${name}: add ${field}`);
        if (added.status === 201 && ['fullName', 'company', 'country'].includes(field)) {
          expect([name, added.data.user[field]]).toEqual([name, trimmed(value)]);
          const read = await demo.get('/api/users/user', { params: { id: added.data.user.id } });
          expect(read.data.user).toEqual(added.data.user);
        }
        expectAnswer(
          await demo.post('/apps/users/update-user', { user: { id: 3, [field]: value } }),
          [200, 422],
          `${name}: update ${field}`,
        );
      }
      expectAnswer(
        await demo.post('/apps/users/update-user', { user: { id: value, fullName: 'x' } }),
        [200, 404, 422],
        `${name}: update id`,
      );
      expectAnswer(await demo.post('/apps/users/add-user', { user: value }), [422], `${name}: add body`);
    }
    // Some 2,000 requests, as the invoices' below: seconds when idle, more beside another suite on 2 cores.
  }, 120_000);

  it('saves settings, comments, likes and votes with any value: 2xx with the text kept, 404 or 422', async () => {
    for (const { name, value } of INPUTS) {
      for (const field of ['avatar', 'username', 'fullName', 'email', 'company']) {
        const general = {
          username: 'johndoe',
          fullName: 'John Doe',
          email: 'admin@demo.com',
          company: '',
          avatar: '',
          [field]: value,
        };
        const saved = await demo.post('/account-setting/general', general);
        expectAnswer(saved, [200, 422], `${name}: general ${field}`);
        if (saved.status === 200 && ['fullName', 'company'].includes(field))
          expect([name, saved.data.general[field]]).toEqual([name, trimmed(value)]);
      }
      for (const field of ['bio', 'dob', 'country', 'website', 'phone']) {
        const saved = await demo.post('/account-setting/info', { [field]: value });
        expectAnswer(saved, [200, 422], `${name}: info ${field}`);
        if (saved.status === 200 && ['bio', 'country'].includes(field))
          expect([name, saved.data.info[field]]).toEqual([name, trimmed(value)]);
      }
      expectAnswer(
        await demo.post('/account-setting/social', { socialLinks: { twitter: value } }),
        [200, 422],
        `${name}: social`,
      );
      expectAnswer(
        await demo.post('/account-setting/connections', { connections: { github: value } }),
        [200, 422],
        `${name}: connection`,
      );
      expectAnswer(
        await demo.post('/account-setting/notification', { followMe: value }),
        [200, 422],
        `${name}: notification`,
      );
      expectAnswer(
        await demo.post('/account-setting/password', {
          currentPassword: value,
          newPassword: value,
          confirmPassword: value,
        }),
        [200, 422],
        `${name}: password`,
      );
      expectAnswer(
        await demo.get('/profile/posts', { params: { page: String(value), perPage: String(value) } }),
        [200],
        `${name}: posts page`,
      );
      expectAnswer(await demo.post('/profile/posts/like', { postId: value }), [200, 404], `${name}: like`);
      const comment = await demo.post('/profile/posts/comment', { postId: 1, comment: value });
      expectAnswer(comment, [201, 422], `${name}: comment`);
      if (comment.status === 201)
        expect([name, comment.data.post.detailedComments.at(-1).comment]).toEqual([name, trimmed(value)]);
      expectAnswer(await demo.post('/profile/polls/vote', { pollId: 2, optionId: value }), [200, 422], `${name}: vote`);
      expectAnswer(
        await demo.post('/profile/polls/vote', { pollId: value, optionId: 1 }),
        [200, 404, 422],
        `${name}: poll id`,
      );
    }
  });
});

describe('invoices', () => {
  const valid = () => ({
    client: {
      name: 'Ana Costa',
      company: 'Costa Lda',
      companyEmail: 'ana@costa.test',
      address: '',
      country: '',
      contact: '',
    },
    issuedDate: '2025-01-15',
    dueDate: '2025-02-14',
    service: 'Consulting',
    items: [{ name: 'Workshop', description: '', cost: 100, quantity: 1 }],
    discountPercent: 0,
    taxPercent: 0,
    note: '',
    salesperson: '',
  });
  const textFields = [
    'client.name',
    'client.company',
    'client.address',
    'client.country',
    'client.contact',
    'service',
    'note',
    'salesperson',
    'items.0.name',
    'items.0.description',
  ];
  const otherFields = [
    'client.companyEmail',
    'issuedDate',
    'dueDate',
    'items.0.cost',
    'items.0.quantity',
    'discountPercent',
    'taxPercent',
    'items',
    'client',
  ];
  /** The valid invoice with `value` at the dotted path. */
  const withValue = (path: string, value: unknown) => {
    const invoice = valid() as unknown as Record<string, unknown>;
    const parts = path.split('.');
    let holder = invoice as Record<string, unknown> | unknown[];
    for (const part of parts.slice(0, -1))
      holder = (holder as Record<string, unknown>)[part] as Record<string, unknown>;
    (holder as Record<string, unknown>)[parts[parts.length - 1]] = value;
    return invoice;
  };
  const valueAt = (record: unknown, path: string) =>
    path.split('.').reduce<unknown>((holder, part) => (holder as Record<string, unknown>)?.[part], record);

  it('lists, reads and deletes with any query or id: 200 or 404, never 500', async () => {
    for (const { name, value } of INPUTS) {
      const text = String(value);
      for (const param of ['q', 'status', 'page', 'perPage', 'sort']) {
        expectAnswer(
          await demo.get('/apps/invoice/invoices', { params: { [param]: text } }),
          [200],
          `${name}: ?${param}`,
        );
      }
      // An empty id is another URL (the collection), not an id: nothing to check there.
      if (text)
        expectAnswer(
          await demo.get(`/api/invoice/invoices/${encodeURIComponent(text)}`),
          [200, 404],
          `${name}: invoice id`,
        );
      expectAnswer(
        await demo.delete('/apps/invoice/delete', { params: { id: text } }),
        [200, 404],
        `${name}: delete id`,
      );
    }
  });

  it('creates and updates with any typed value: a faithful round trip, or 422', async () => {
    for (const { name, value } of INPUTS) {
      for (const field of [...textFields, ...otherFields]) {
        const added = await demo.post('/apps/invoice/invoices', { invoice: withValue(field, value) });
        expectAnswer(added, [201, 422], `${name}: add ${field}`);
        if (added.status === 201 && textFields.includes(field)) {
          expect([name, field, valueAt(added.data.invoice, field)]).toEqual([name, field, trimmed(value)]);
          const read = await demo.get(`/api/invoice/invoices/${added.data.invoice.id}`);
          expect(read.data.invoice).toEqual(added.data.invoice);
        }
        expectAnswer(
          await demo.put('/apps/invoice/invoices/4990', { invoice: withValue(field, value) }),
          [200, 422],
          `${name}: update ${field}`,
        );
      }
      const id = encodeURIComponent(String(value));
      if (id)
        expectAnswer(
          await demo.put(`/apps/invoice/invoices/${id}`, { invoice: valid() }),
          [200, 404],
          `${name}: update id`,
        );
      expectAnswer(await demo.post('/apps/invoice/invoices', { invoice: value }), [422], `${name}: add body`);
    }
    // Some 1,500 requests: seconds when idle, more on a busy machine.
  }, 120_000);

  it('records payments and sends with any value: 2xx, 404 or 422', async () => {
    for (const { name, value } of INPUTS) {
      for (const field of ['amount', 'date', 'method', 'note']) {
        const payment = { amount: 1, date: '2025-01-15', method: 'card', [field]: value };
        expectAnswer(
          await demo.post('/apps/invoice/invoices/4991/payments', payment),
          [201, 422],
          `${name}: payment ${field}`,
        );
      }
      for (const field of ['from', 'to', 'subject', 'message']) {
        const mail = {
          from: 'billing@demo.test',
          to: 'ana@costa.test',
          subject: 'Invoice',
          message: 'Attached.',
          [field]: value,
        };
        expectAnswer(await demo.post('/apps/invoice/invoices/4992/send', mail), [200, 422], `${name}: send ${field}`);
      }
      const id = encodeURIComponent(String(value));
      if (id)
        expectAnswer(
          await demo.post(`/apps/invoice/invoices/${id}/payments`, { amount: 1, date: '2025-01-15', method: 'card' }),
          [201, 404, 422],
          `${name}: payment id`,
        );
    }
  });
});

describe('FAQ, knowledge base, pricing and coming soon', () => {
  it('searches, looks up and subscribes with any value: 200, 201, 404 or 422, never a 500', async () => {
    const pages = demo;
    for (const { name, value } of INPUTS) {
      const text = String(value);
      expectAnswer(await pages.get('/faq/data', { params: { q: text } }), [200], `${name}: faq ?q`);
      expectAnswer(
        await pages.get('/faq/data/knowledge_base', { params: { q: text } }),
        [200],
        `${name}: knowledge base ?q`,
      );
      expectAnswer(await pages.get('/faq/data/category', { params: { category: text } }), [404], `${name}: category`);
      expectAnswer(
        await pages.get('/faq/data/question', { params: { category: text, question: 'annual-billing' } }),
        [404],
        `${name}: question's category`,
      );
      expectAnswer(
        await pages.get('/faq/data/question', { params: { category: 'billing', question: text } }),
        [404],
        `${name}: question`,
      );
      expectAnswer(await pages.get('/pricing/data', { params: { q: text } }), [200], `${name}: pricing`);
      const notified = await pages.post('/misc/notify', { email: value });
      expectAnswer(notified, [200, 201, 422], `${name}: notify`);
      if (notified.status === 201) expect([name, notified.data.email]).toEqual([name, trimmed(value)]);
      if (notified.status === 422) expect(Object.keys(notified.data.errors)).toEqual(['email']);
    }
    expectAnswer(await pages.post('/misc/notify', { email: ['a@b.co'] }), [422], 'notify: a list');
    expectAnswer(await pages.post('/misc/notify', 'not json'), [422], 'notify: a body that is no JSON');
  });
});
describe('blog, data tables and autocomplete', () => {
  it('lists and reads posts and employee rows with any query: 200 or 404, never 500', async () => {
    for (const { name, value } of INPUTS) {
      const text = String(value);
      for (const param of ['q', 'tag', 'page', 'perPage']) {
        expectAnswer(
          await demo.get('/blog/list/data', { params: { [param]: text } }),
          [200],
          `${name}: blog ?${param}`,
        );
      }
      expectAnswer(
        await demo.get('/blog/list/data/detail', { params: { id: text } }),
        [200, 404],
        `${name}: blog detail id`,
      );
      expectAnswer(
        await demo.get('/blog/list/data/edit', { params: { id: text } }),
        [200, 404],
        `${name}: blog edit id`,
      );
      for (const param of ['q', 'page', 'perPage']) {
        expectAnswer(
          await demo.get('/api/datatables/data', { params: { [param]: text } }),
          [200],
          `${name}: datatables ?${param}`,
        );
      }
    }
    expectAnswer(await demo.get('/blog/list/data/sidebar'), [200], 'sidebar');
    expectAnswer(await demo.get('/api/datatables/initial-data'), [200], 'initial data');
    expectAnswer(await demo.get('/api/autocomplete/data'), [200], 'autocomplete');
  });

  it('saves posts and comments with any typed value: a faithful round trip, 404 or 422', async () => {
    for (const { name, value } of INPUTS) {
      for (const field of ['blogTitle', 'slug', 'blogCategories', 'status', 'excerpt', 'featuredImage']) {
        const saved = await demo.post('/blog/list/data/edit', { id: 2, [field]: value });
        expectAnswer(saved, [200, 422], `${name}: blog ${field}`);
        if (saved.status === 200 && ['blogTitle', 'excerpt'].includes(field)) {
          expect([name, saved.data[field]]).toEqual([name, trimmed(value)]);
          expect((await demo.get('/blog/list/data/edit', { params: { id: 2 } })).data).toEqual(saved.data);
        }
      }
      expectAnswer(
        await demo.post('/blog/list/data/edit', { id: value, blogTitle: 'x' }),
        [200, 404, 422],
        `${name}: blog id`,
      );
      expectAnswer(await demo.post('/blog/list/data/edit', value), [404], `${name}: blog body`);
      for (const field of ['name', 'email', 'website', 'comment']) {
        const comment = await demo.post('/blog/list/data/comment', {
          postId: 1,
          name: 'Ana',
          email: 'ana@example.com',
          comment: 'Hi',
          [field]: value,
        });
        expectAnswer(comment, [201, 422], `${name}: blog comment ${field}`);
        if (comment.status === 201 && field === 'comment')
          expect([name, comment.data.comment.commentText]).toEqual([name, trimmed(value)]);
      }
      expectAnswer(
        await demo.post('/blog/list/data/comment', {
          postId: value,
          name: 'Ana',
          email: 'ana@example.com',
          comment: 'Hi',
        }),
        [201, 404],
        `${name}: blog comment post`,
      );
    }
  });
});
