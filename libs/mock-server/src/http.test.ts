import { Response, type Request } from 'miragejs';
import {
  getHeader,
  notFound,
  paginate,
  queryList,
  queryNumber,
  queryString,
  readJsonBody,
  toApiRecord,
  unauthenticated,
  validationError,
} from './http';

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
});

describe('response helpers', () => {
  it('paginates with 1-based pages and keeps the total', () => {
    const items = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(paginate(items, 1, 10)).toEqual({ data: items.slice(0, 10), total: 23 });
    expect(paginate(items, 3, 10)).toEqual({ data: [21, 22, 23], total: 23 });
    expect(paginate(items, 0, 10).data[0]).toBe(1);
    expect(paginate(items, 9, 10)).toEqual({ data: [], total: 23 });
  });

  it('turns Mirage string ids into numbers', () => {
    expect(toApiRecord({ id: '7', name: 'x' })).toEqual({ id: 7, name: 'x' });
  });

  it('builds the shared error responses', () => {
    expect(notFound().toRackResponse()).toEqual([404, expect.anything(), { message: 'Not Found' }]);
    expect(unauthenticated().toRackResponse()).toEqual([401, expect.anything(), { message: 'Unauthenticated.' }]);
    const invalid = validationError({ name: ['The name is required.'] });
    expect(invalid).toBeInstanceOf(Response);
    expect(invalid.toRackResponse()[0]).toBe(422);
    expect(invalid.toRackResponse()[2]).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['The name is required.'] },
    });
  });
});
