// The generic behaviour of all nine resources (list, paging, sort, q, filters, /all, get, create,
// update, delete, 401/404), checked against the seed.
import type { AxiosInstance } from 'axios';
import type { Server } from 'miragejs';
import { REFERENCE_DATE } from '../../random';
import { buildLiveAgentSeed } from './seeds';
import { startLiveAgent } from './test-support';
import { ids } from '../../testing';

const SEED = buildLiveAgentSeed(REFERENCE_DATE);
type Row = { id: number } & Record<string, unknown>;

const shifts = SEED.shifts.map((shift) => ({
  ...shift,
  agentIds: SEED.agents.filter((agent) => agent.shiftId === shift.id).map((agent) => agent.id),
}));

interface Case {
  path: string;
  seed: Row[];
  searchFields: string[];
  q: string;
  sort: string;
  defaultSort?: string;
  /** [query, predicate on a seeded record] */
  filters: Filter[];
  create: Record<string, unknown>;
  /** What the created record looks like beyond `create` (defaults, normalisation). */
  created?: Record<string, unknown>;
  update: Record<string, unknown>;
  updated?: Record<string, unknown>;
}

type Filter = [Record<string, string>, (record: Row) => boolean];

/** `?field=value` keeps the records whose field is the value (`?isActive=false` → isActive false); `sent` when the
 * query spells it otherwise (`?isEnabled=1`). */
const is = (field: string, value: unknown, sent = String(value)): Filter => [
  { [field]: sent },
  (record) => record[field] === value,
];
/** `?departmentId=2` keeps the records whose `departmentIds` hold 2. */
const among = (name: string, id: number): Filter => [
  { [`${name}Id`]: String(id) },
  (record) => (record[`${name}Ids`] as number[]).includes(id),
];
/** Several filters in one query: the records every one keeps. */
const allOf = (...filters: Filter[]): Filter => [
  Object.assign({}, ...filters.map(([query]) => query)),
  (record) => filters.every(([, keeps]) => keeps(record)),
];

const CASES: Case[] = [
  {
    path: '/admins',
    seed: SEED.admins as unknown as Row[],
    searchFields: ['fullName', 'email', 'phone'],
    q: 'KOWAL',
    sort: 'fullName',
    filters: [is('role', 'supervisor'), among('department', 2), is('isActive', false), is('isActive', true)],
    create: {
      fullName: 'Nora Admin',
      email: 'nora.admin@acme.test',
      phone: '+49 30 555',
      avatar: '',
      role: 'supervisor',
      departmentIds: [2, 3],
      isActive: true,
    },
    created: { lastLoginAt: null },
    update: { fullName: 'Ada Lovelace', email: 'ada@acme.test', role: 'admin', departmentIds: [], isActive: false },
    updated: { phone: '', lastLoginAt: SEED.admins[0].lastLoginAt, avatar: SEED.admins[0].avatar },
  },
  {
    path: '/agents',
    seed: SEED.agents as unknown as Row[],
    searchFields: ['fullName', 'email'],
    q: 'silva',
    sort: 'fullName',
    filters: [
      among('department', 2),
      among('queue', 3),
      is('shiftId', 1),
      is('shiftId', null),
      is('status', 'online'),
      is('isActive', false),
      allOf(among('department', 4), is('status', 'online'), is('isActive', true)),
    ],
    create: {
      fullName: 'Pat Agent',
      email: 'pat.agent@acme.test',
      avatar: '',
      departmentIds: [2],
      queueIds: [3],
      shiftId: 2,
      maxConcurrentChats: 4,
      status: 'online',
      isActive: true,
    },
    created: { lastLoginAt: null },
    update: {
      fullName: 'Emma S.',
      email: 'emma@acme.test',
      departmentIds: [1, 2],
      queueIds: [1, 3],
      shiftId: null,
      maxConcurrentChats: 7,
      status: 'away',
      isActive: true,
    },
    updated: { avatar: SEED.agents[0].avatar, lastLoginAt: SEED.agents[0].lastLoginAt },
  },
  {
    path: '/departments',
    seed: SEED.departments as unknown as Row[],
    searchFields: ['name', 'description'],
    q: 'REFUND',
    sort: 'name',
    filters: [is('isEnabled', false), is('isEnabled', true, '1')],
    create: {
      name: 'Partners',
      description: 'Resellers',
      isEnabled: true,
      workingTimeId: 1,
      maxConcurrentChats: 3,
      fallbackDepartmentId: 2,
      offlineMessage: 'Back soon.',
    },
    update: { name: 'Sales EMEA', isEnabled: false, maxConcurrentChats: 9 },
    updated: { description: '', workingTimeId: null, fallbackDepartmentId: null, offlineMessage: '' },
  },
  {
    path: '/queues',
    seed: SEED.queues as unknown as Row[],
    searchFields: ['name'],
    q: 'account',
    sort: 'priority',
    filters: [is('departmentId', 1), is('routing', 'manual'), is('isActive', false)],
    create: {
      name: 'Partners',
      departmentId: 2,
      routing: 'manual',
      priority: 2,
      maxWaitSec: 120,
      slaFirstResponseSec: 30,
      isActive: true,
    },
    update: { name: 'Newcomers', departmentId: 2, routing: 'auto' },
    updated: { priority: 3, maxWaitSec: 300, slaFirstResponseSec: 60, isActive: true },
  },
  {
    path: '/shifts',
    seed: shifts as unknown as Row[],
    searchFields: ['name'],
    q: 'NIGHT',
    sort: 'startTime',
    filters: [],
    create: {
      name: 'Weekend',
      timezone: 'Europe/Lisbon',
      daysOfWeek: [6, 0],
      startTime: '10:00',
      endTime: '18:00',
      breakMinutes: 30,
    },
    created: { daysOfWeek: [0, 6], agentIds: [] },
    update: { name: 'Early', timezone: 'UTC', daysOfWeek: [1, 2], startTime: '05:00', endTime: '13:00' },
    updated: { breakMinutes: 0, agentIds: shifts[0].agentIds },
  },
  {
    path: '/working-times',
    seed: SEED.workingTimes as unknown as Row[],
    searchFields: ['name', 'outOfOfficeMessage'],
    q: 'technical',
    sort: 'name',
    filters: [is('scope', 'department'), is('departmentId', 4)],
    create: {
      name: 'Weekend hours',
      scope: 'department',
      departmentId: 2,
      timezone: 'UTC',
      isEnabled: true,
      intervals: [
        { day: 6, open: '14:00', close: '18:00' },
        { day: 6, open: '10:00', close: '12:00' },
        { day: 0, open: '10:00', close: '12:00' },
      ],
      exceptions: [{ date: '2025-05-01', closed: true, label: 'Labour Day' }],
      outOfOfficeMessage: 'Closed',
    },
    created: {
      intervals: [
        { day: 0, open: '10:00', close: '12:00' },
        { day: 6, open: '10:00', close: '12:00' },
        { day: 6, open: '14:00', close: '18:00' },
      ],
      exceptions: [{ date: '2025-05-01', closed: true, intervals: [], label: 'Labour Day' }],
    },
    // An organisation working time never keeps a department.
    update: {
      name: 'All week',
      scope: 'organization',
      departmentId: 3,
      timezone: 'Europe/Berlin',
      intervals: [{ day: 1, open: '00:00', close: '23:59' }],
    },
    updated: { departmentId: null, isEnabled: true, exceptions: [], outOfOfficeMessage: '' },
  },
  {
    path: '/conversation-templates',
    seed: SEED.conversationTemplates as unknown as Row[],
    searchFields: ['title', 'shortcut', 'body'],
    q: 'Refund',
    sort: 'shortcut',
    filters: [
      is('scope', 'department'),
      is('categoryId', 7),
      is('departmentId', 3),
      is('isActive', false),
      is('categoryId', null),
    ],
    create: {
      title: 'Thanks',
      shortcut: 'thanks',
      body: 'Thanks, {{customer.name}}!',
      scope: 'global',
      categoryId: 11,
      isActive: true,
    },
    created: { departmentId: null, usageCount: 0 },
    update: {
      title: 'Hello',
      shortcut: 'hello',
      body: 'Hello {{customer.name}}',
      scope: 'department',
      departmentId: 2,
    },
    updated: { categoryId: null, isActive: true, usageCount: SEED.conversationTemplates[0].usageCount },
  },
  {
    path: '/conversation-categories',
    seed: SEED.conversationCategories as unknown as Row[],
    searchFields: ['name', 'description'],
    q: 'login',
    sort: 'name',
    defaultSort: 'sortOrder',
    filters: [is('parentId', 1), is('parentId', null), among('department', 3), is('isActive', false)],
    create: {
      name: 'Partnerships',
      description: 'Reseller deals',
      color: '#123ABC',
      parentId: 1,
      departmentIds: [1],
      isActive: true,
    },
    created: { color: '#123abc', sortOrder: 12 },
    update: { name: 'Sales', color: '#000000' },
    updated: { description: '', parentId: null, departmentIds: [], isActive: true, sortOrder: 0 },
  },
  {
    path: '/comments',
    seed: SEED.comments as unknown as Row[],
    searchFields: ['text'],
    q: 'REFUND',
    sort: 'text',
    defaultSort: 'sortOrder',
    filters: [among('department', 3), is('isActive', false)],
    create: { text: '  Customer satisfied  ', departmentIds: [], isActive: true },
    created: { text: 'Customer satisfied', sortOrder: 8 },
    update: { text: 'Solved', isActive: false },
    updated: { departmentIds: [], sortOrder: 0 },
  },
];

/** Ascending (or descending) by `field`, ties always by id ascending. */
function compare(field: string, direction = 1) {
  return (a: Row, b: Row) => {
    const x = a[field];
    const y = b[field];
    const order =
      typeof x === 'string'
        ? x.localeCompare(y as string, 'en', { sensitivity: 'base', numeric: true })
        : Number(x) - Number(y);
    return direction * order || a.id - b.id;
  };
}

describe.each(CASES)('$path', (resource) => {
  let server: Server;
  let client: AxiosInstance;
  let anonymous: AxiosInstance;
  const byDefault = [...resource.seed].sort(compare(resource.defaultSort ?? 'id'));
  const first = resource.seed[0];

  beforeEach(async () => {
    ({ server, client, anonymous } = await startLiveAgent());
  });

  afterEach(() => {
    server.shutdown();
  });

  it('lists the first page of 10 in the default order, with the total', async () => {
    const response = await client.get(resource.path);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ data: byDefault.slice(0, 10), total: resource.seed.length });
  });

  it('pages with page and perPage', async () => {
    const response = await client.get(resource.path, { params: { page: 2, perPage: 2 } });
    expect(ids(response.data.data)).toEqual(ids(byDefault.slice(2, 4)));
    expect(response.data.total).toBe(resource.seed.length);
    const beyond = await client.get(resource.path, { params: { page: 99 } });
    expect(beyond.data).toEqual({ data: [], total: resource.seed.length });
  });

  it(`sorts by ${resource.sort} ascending and descending`, async () => {
    const ascending = [...resource.seed].sort(compare(resource.sort));
    const asc = await client.get(resource.path, { params: { sort: resource.sort, perPage: 100 } });
    expect(ids(asc.data.data)).toEqual(ids(ascending));
    const desc = await client.get(resource.path, { params: { sort: `-${resource.sort}`, perPage: 100 } });
    const descending = [...resource.seed].sort(compare(resource.sort, -1));
    expect(ids(desc.data.data)).toEqual(ids(descending));
    if (resource.seed.length > 1) expect(ids(desc.data.data)).not.toEqual(ids(asc.data.data));
  });

  it('falls back to the default order for an unknown or non-scalar sort field', async () => {
    const unknown = await client.get(resource.path, { params: { sort: '-nope', perPage: 100 } });
    expect(ids(unknown.data.data)).toEqual(ids(byDefault));
  });

  it(`searches with q (${resource.q}), case-insensitively`, async () => {
    const needle = resource.q.toLowerCase();
    const expected = byDefault.filter((record) =>
      resource.searchFields.some((field) =>
        String(record[field] ?? '')
          .toLowerCase()
          .includes(needle),
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(resource.seed.length);
    const response = await client.get(resource.path, { params: { q: resource.q, perPage: 100 } });
    expect(response.data).toEqual({ data: expected, total: expected.length });
  });

  if (resource.filters.length) {
    it.each(resource.filters)('filters by %p', async (params, predicate) => {
      const expected = byDefault.filter(predicate);
      expect(expected.length).toBeGreaterThan(0);
      const response = await client.get(resource.path, { params: { ...params, perPage: 100 } });
      expect(ids(response.data.data)).toEqual(ids(expected));
      expect(response.data.total).toBe(expected.length);
    });
  }

  it('GET /all answers every record as a plain array in the default order', async () => {
    const response = await client.get(`${resource.path}/all`);
    expect(response.status).toBe(200);
    expect(response.data).toEqual(byDefault);
  });

  it('GET /:id answers the record, 404 for an unknown or non-numeric id', async () => {
    expect((await client.get(`${resource.path}/${first.id}`)).data).toEqual(first);
    for (const id of ['999', 'abc', '1.5', '0']) {
      const response = await client.get(`${resource.path}/${id}`);
      expect([id, response.status, response.data]).toEqual([id, 404, { message: 'Not Found' }]);
    }
  });

  it('answers 401 on every route without a token', async () => {
    const calls = [
      anonymous.get(resource.path),
      anonymous.get(`${resource.path}/all`),
      anonymous.get(`${resource.path}/1`),
      anonymous.post(resource.path, resource.create),
      anonymous.put(`${resource.path}/1`, resource.update),
      anonymous.delete(`${resource.path}/1`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.data).toEqual({ message: 'Unauthenticated.' });
    }
    expect((await client.get(`${resource.path}/1`, { headers: { Authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it('POST creates a record: 201 with the next id, defaults, and unknown fields ignored', async () => {
    const response = await client.post(resource.path, { ...resource.create, id: 500, bogus: 'x' });
    expect(response.status).toBe(201);
    const expected = { ...resource.create, ...resource.created, id: resource.seed.length + 1 };
    expect(response.data).toEqual(expected);
    expect(response.data).not.toHaveProperty('bogus');
    expect((await client.get(`${resource.path}/${expected.id}`)).data).toEqual(expected);
    expect((await client.get(resource.path)).data.total).toBe(resource.seed.length + 1);
  });

  it('PUT replaces the writable fields: 200 with the record, 404 for an unknown id', async () => {
    const response = await client.put(`${resource.path}/${first.id}`, { ...resource.update, id: 77 });
    expect(response.status).toBe(200);
    const expected = { ...resource.update, ...resource.updated, id: first.id };
    expect(response.data).toEqual(expected);
    expect((await client.get(`${resource.path}/${first.id}`)).data).toEqual(expected);
    expect((await client.put(`${resource.path}/999`, resource.update)).status).toBe(404);
  });

  it('DELETE answers 204 with an empty body, then the record is gone; 404 for an unknown id', async () => {
    const { data: record } = await client.post(resource.path, resource.create);
    const response = await client.delete(`${resource.path}/${record.id}`);
    expect(response.status).toBe(204);
    expect(response.data).toBe('');
    expect((await client.get(`${resource.path}/${record.id}`)).status).toBe(404);
    expect((await client.get(resource.path)).data.total).toBe(resource.seed.length);
    expect((await client.delete(`${resource.path}/${record.id}`)).status).toBe(404);
    // Ids are never handed out twice.
    expect((await client.post(resource.path, resource.create)).data.id).toBe(record.id + 1);
  });
});
