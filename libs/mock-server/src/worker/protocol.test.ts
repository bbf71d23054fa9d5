// What crosses to the worker and back: every body XHR takes arrives as the same body, and response headers as XHR gives them.
import { fromWireBody, parseHeaders, toWireBody } from './protocol';

it('carries a form (with its file) and search parameters as parts, and plain bodies as they are', () => {
  const form = new FormData();
  form.append('title', '<b>x</b>');
  form.append('file', new File(['a'], 'a.txt'));
  const back = fromWireBody(toWireBody(form)) as FormData;
  expect(back).toBeInstanceOf(FormData);
  expect(back.get('title')).toBe('<b>x</b>');
  expect((back.get('file') as File).name).toBe('a.txt');

  const params = fromWireBody(toWireBody(new URLSearchParams({ q: 'a&b', page: '2' })));
  expect(params).toBeInstanceOf(URLSearchParams);
  expect((params as URLSearchParams).get('q')).toBe('a&b');

  expect(fromWireBody(toWireBody('{"a":1}'))).toBe('{"a":1}');
  expect(fromWireBody(toWireBody(undefined))).toBeNull();
  expect(fromWireBody(toWireBody(null))).toBeNull();
});

it('reads response headers with lower-case names, keeping colons in values', () => {
  expect(parseHeaders('Content-Type: application/json\r\nX-Total: 3\r\nLink: <http://a:1/b>; rel="next"\r\n')).toEqual({
    'content-type': 'application/json',
    'x-total': '3',
    link: '<http://a:1/b>; rel="next"',
  });
  expect(parseHeaders('')).toEqual({});
});
