import type { Request } from 'miragejs';
import { pageParams, paginate, queryRecords, sorter, type Row } from './listing';
import { ids } from '../testing';

const request = (url: string) =>
  ({ url, requestBody: '', requestHeaders: {}, params: {}, queryParams: {} }) as unknown as Request;

const rows: Row[] = [
  { id: 1, name: 'beta', size: 3, departmentIds: [1, 2], shiftId: null, active: true },
  { id: 2, name: 'Alpha', size: null, departmentIds: [2], shiftId: 4, active: false },
  { id: 3, name: 'gamma', size: 1, departmentIds: [], shiftId: 4, active: true },
  { id: 4, name: 'alpha 10', size: 3, departmentIds: [3], shiftId: null, active: true },
  { id: 5, name: 'alpha 9', size: 2, departmentIds: [1], shiftId: 5, active: false },
];

describe('paging', () => {
  it('paginates with 1-based pages and keeps the total', () => {
    const items = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(paginate(items, 1, 10)).toEqual({ data: items.slice(0, 10), total: 23 });
    expect(paginate(items, 3, 10)).toEqual({ data: [21, 22, 23], total: 23 });
    expect(paginate(items, 0, 10).data[0]).toBe(1);
    expect(paginate(items, 9, 10)).toEqual({ data: [], total: 23 });
    expect(paginate(items, 2.7, 0)).toEqual({ data: [2], total: 23 });
  });

  it('reads page and perPage from the query, floored, at least 1 and capped', () => {
    expect(pageParams(request('/x'), { perPage: 10 })).toEqual({ page: 1, perPage: 10 });
    expect(pageParams(request('/x?page=3.9&perPage=25.5'), { perPage: 10 })).toEqual({ page: 3, perPage: 25 });
    expect(pageParams(request('/x?page=-2&perPage=0'), { perPage: 10 })).toEqual({ page: 1, perPage: 1 });
    expect(pageParams(request('/x?perPage=5000'), { perPage: 10, maxPerPage: 1000 })).toEqual({
      page: 1,
      perPage: 1000,
    });
    expect(pageParams(request('/x?page=abc&perPage=junk'), { perPage: 20 })).toEqual({ page: 1, perPage: 20 });
    // A page past any list is an empty one, still a whole number an answer can echo.
    expect(pageParams(request('/x?page=99999999999999999999&perPage=1e30'), { perPage: 20 })).toEqual({
      page: Number.MAX_SAFE_INTEGER,
      perPage: Number.MAX_SAFE_INTEGER,
    });
  });
});

describe('sorter', () => {
  it('sorts text case-insensitively with numbers in natural order, ties by id', () => {
    expect(ids([...rows].sort(sorter(rows, 'name', 'id')))).toEqual([2, 5, 4, 1, 3]);
    expect(ids([...rows].sort(sorter(rows, '-name', 'id')))).toEqual([3, 1, 4, 5, 2]);
  });

  it('puts empty values last ascending and first descending', () => {
    expect(ids([...rows].sort(sorter(rows, 'size', 'id')))).toEqual([3, 5, 1, 4, 2]);
    expect(ids([...rows].sort(sorter(rows, '-size', 'id')))).toEqual([2, 1, 4, 5, 3]);
  });

  it('falls back to the default order for unknown or non-scalar fields', () => {
    expect(ids([...rows].sort(sorter(rows, 'nope', 'name')))).toEqual([2, 5, 4, 1, 3]);
    expect(ids([...rows].sort(sorter(rows, 'departmentIds', 'id')))).toEqual([1, 2, 3, 4, 5]);
    expect(ids([...rows].sort(sorter(rows, undefined, 'id')))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('queryRecords', () => {
  const spec = {
    searchFields: ['name'],
    filters: [
      { param: 'departmentId', field: 'departmentIds', type: 'id' as const },
      { param: 'shiftId', type: 'id' as const },
      { param: 'active', type: 'boolean' as const },
    ],
  };

  it('searches q as a case-insensitive substring of the search fields', () => {
    expect(ids(queryRecords(rows, request('/x?q=ALPHA'), spec))).toEqual([2, 4, 5]);
    expect(ids(queryRecords(rows, request('/x?q=%20%20'), spec))).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters by repeated keys, array fields by containment, null by an empty reference', () => {
    expect(ids(queryRecords(rows, request('/x?departmentId=1&departmentId=3'), spec))).toEqual([1, 4, 5]);
    expect(ids(queryRecords(rows, request('/x?shiftId=null'), spec))).toEqual([1, 4]);
    expect(ids(queryRecords(rows, request('/x?shiftId=abc'), spec))).toEqual([]);
    expect(ids(queryRecords(rows, request('/x?active=0'), spec))).toEqual([2, 5]);
    expect(ids(queryRecords(rows, request('/x?active=&q=a&sort=-name'), spec))).toEqual([3, 1, 4, 5, 2]);
  });
});
