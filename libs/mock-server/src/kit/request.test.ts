import type { Request } from 'miragejs';
import {
  asObject,
  getHeader,
  pickFields,
  queryHas,
  queryList,
  queryNumber,
  queryString,
  readJsonBody,
  toId,
} from './request';

const request = (url: string, extra: Partial<Request> = {}) =>
  ({ url, requestBody: '', requestHeaders: {}, params: {}, queryParams: {}, ...extra }) as Request;

describe('request helpers', () => {
  it('reads JSON bodies and returns undefined for empty or broken ones', () => {
    expect(readJsonBody(request('/x', { requestBody: '{"id":3}' }))).toEqual({ id: 3 });
    expect(readJsonBody(request('/x', { requestBody: '{"id":' }))).toBeUndefined();
    expect(readJsonBody(request('/x'))).toBeUndefined();
  });

  it('finds headers case-insensitively', () => {
    const req = request('/x', { requestHeaders: { authorization: 'Bearer t' } });
    expect(getHeader(req, 'Authorization')).toBe('Bearer t');
    expect(getHeader(req, 'X-Other')).toBeUndefined();
  });

  it('reads query strings, numbers and repeated keys from the URL', () => {
    const req = request('/events?calendars=Business&calendars=Holiday&tag[]=a&page=2&perPage=abc&q=hello%20world');
    expect(queryList(req, 'calendars')).toEqual(['Business', 'Holiday']);
    expect(queryList(req, 'tag')).toEqual(['a']);
    expect(queryList(req, 'none')).toEqual([]);
    expect(queryNumber(req, 'page', 1)).toBe(2);
    expect(queryNumber(req, 'perPage', 10)).toBe(10);
    expect(queryNumber(req, 'missing')).toBeUndefined();
    expect(queryString(req, 'q')).toBe('hello world');
    expect(queryString(request('/plain'), 'q')).toBeUndefined();
  });

  it('coerces numeric query values and falls back on blank or junk ones', () => {
    const req = request('/x?a=2.5&b=%20&c=-3&d=1e2&e=Infinity');
    expect(queryNumber(req, 'a', 0)).toBe(2.5);
    expect(queryNumber(req, 'b', 7)).toBe(7);
    expect(queryNumber(req, 'c', 0)).toBe(-3);
    expect(queryNumber(req, 'd', 0)).toBe(100);
    expect(queryNumber(req, 'e', 0)).toBe(0);
  });

  it('keeps every repeated value in order, both spellings, and tells an empty list from none', () => {
    const req = request('/x?ids=3&ids[]=4&ids=5&calendars=');
    expect(queryList(req, 'ids')).toEqual(['3', '5', '4']);
    expect(queryHas(req, 'calendars')).toBe(true);
    expect(queryList(req, 'calendars')).toEqual(['']);
    expect(queryHas(req, 'ids')).toBe(true);
    expect(queryHas(req, 'tags')).toBe(false);
    expect(queryHas(request('/x?tags[]=a'), 'tags')).toBe(true);
  });

  it.each([
    [7, 7],
    ['7', 7],
    [' 12 ', 12],
    [0, null],
    ['0', null],
    [-1, null],
    [1.5, null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [null, null],
    [undefined, null],
    [true, null],
  ])('toId(%p) → %p', (value, id) => {
    expect(toId(value)).toBe(id);
  });

  it('reads objects and picks only the writable fields', () => {
    expect(asObject({ a: 1 })).toEqual({ a: 1 });
    expect(asObject([1])).toEqual({});
    expect(asObject('x')).toEqual({});
    expect(asObject(null)).toEqual({});
    type Item = { id: number; title: string; done: boolean };
    expect(pickFields<Item, 'title' | 'done'>({ id: 9, title: 'T', extra: 1 }, ['title', 'done'])).toEqual({
      title: 'T',
    });
    expect(pickFields<Item, 'title'>(undefined, ['title'])).toEqual({});
  });
});
