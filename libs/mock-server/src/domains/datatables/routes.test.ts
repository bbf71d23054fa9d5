import { EMPLOYEE_STATUSES, type EmployeePage, type EmployeeRow } from '@live-agent/contracts';
import { serverPerTest } from '../../testing/server-per-test';
import { api, getOk, ids } from '../../testing';
import { AUTOCOMPLETE_ITEMS } from '../autocomplete';
import { buildEmployees, EMPLOYEE_COUNT } from './seeds';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const SEED = buildEmployees(NOW);

const mock = serverPerTest(NOW);
const admin = mock.as('admin');
const client = mock.as('client');

function page(params: Record<string, string | number> = {}) {
  return getOk<EmployeePage>(admin, '/api/datatables/data', params);
}

const matches = (q: string) =>
  SEED.filter((row) =>
    [row.full_name, row.post, row.email, String(row.age), String(row.salary), row.start_date].some((text) =>
      text.toLowerCase().includes(q.toLowerCase()),
    ),
  );

describe('employee seed', () => {
  it('has 100 rows with every field, every status 1–5, start dates before the clock, the same on every start', () => {
    expect(SEED).toHaveLength(EMPLOYEE_COUNT);
    expect(buildEmployees(NOW)).toEqual(SEED);
    for (const status of EMPLOYEE_STATUSES) expect(SEED.some((row) => row.status === status)).toBe(true);
    for (const row of SEED) {
      expect(Object.keys(row).sort()).toEqual([
        'age',
        'avatar',
        'city',
        'email',
        'experience',
        'full_name',
        'id',
        'post',
        'salary',
        'start_date',
        'status',
      ]);
      expect(row.start_date < '2026-03-10').toBe(true);
    }
    expect(new Set(SEED.map((row) => row.email)).size).toBe(100);
  });
});

describe('GET /api/datatables/initial-data', () => {
  it('answers every row', async () => {
    const response = await admin.get('/api/datatables/initial-data');
    expect(response.status).toBe(200);
    expect(response.data).toEqual(SEED);
  });
});

describe('GET /api/datatables/data', () => {
  it('pages by 10 by default, with the total', async () => {
    const first = await page();
    expect(ids(first.data)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.total).toBe(100);
    expect(ids((await page({ page: 3, perPage: 25 })).data)).toEqual(ids(SEED).slice(50, 75));
    expect((await page({ page: 11 })).data).toEqual([]);
    expect((await page({ perPage: 1000 })).data).toHaveLength(100);
  });

  const target: EmployeeRow = SEED[41];
  it.each([
    ['name', target.full_name.split(' ')[1].toUpperCase()],
    ['post', target.post.toLowerCase()],
    ['e-mail', target.email],
    ['age', String(target.age)],
    ['salary', String(target.salary)],
    ['start date', target.start_date],
  ])('q searches the %s, with paging and the filtered total', async (_field, q) => {
    const expected = matches(q);
    expect(ids(expected)).toContain(target.id);
    const first = await page({ q, perPage: 3 });
    expect(first.total).toBe(expected.length);
    expect(ids(first.data)).toEqual(ids(expected).slice(0, 3));
    const second = await page({ q, perPage: 3, page: 2 });
    expect(ids(second.data)).toEqual(ids(expected).slice(3, 6));
    expect(second.total).toBe(expected.length);
  });

  it('does not search the city', async () => {
    expect((await page({ q: 'Nairobi' })).total).toBe(0);
  });
});

describe('GET /api/autocomplete/data', () => {
  it('answers the places with their continents', async () => {
    const response = await admin.get('/api/autocomplete/data');
    expect(response.status).toBe(200);
    expect(response.data.autoComplete).toEqual(AUTOCOMPLETE_ITEMS);
    expect(new Set(AUTOCOMPLETE_ITEMS.map((item) => item.continent)).size).toBe(5);
  });
});

describe('guards', () => {
  it.each(['/api/datatables/initial-data', '/api/datatables/data', '/api/autocomplete/data'])(
    '%s: 401 signed out, 403 for a client',
    async (path) => {
      expect((await api.get(path)).status).toBe(401);
      expect((await client.get(path)).status).toBe(403);
    },
  );
});
