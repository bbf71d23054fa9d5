// The worker's side of a request: replayed through XMLHttpRequest, which Mirage's Pretender intercepts in the worker as
// it would on a page (staged.ts holds a request until its domain is registered; unmatched ones pass through to the
// network from the worker), and the outcome sent back whole.
import { fromWireBody, parseHeaders, type WireRequest, type WireResponse } from './protocol';

/** Pretender's XMLHttpRequest stand-in: the headers as the route handler gets them and as it answered them. */
interface FakeXhr {
  requestHeaders?: Record<string, string>;
  responseHeaders?: Record<string, string>;
}

// Cookies are the browser's business, so an XMLHttpRequest may neither send `Cookie` nor show `Set-Cookie`; the page's
// side plays the browser for the mock (cookieJar.ts): the Cookie it sends goes straight into the request Mirage sees,
// and the Set-Cookie Mirage answers comes back with the other headers, for the page's side to keep.
const COOKIE = /^cookie$/i;
const SET_COOKIE = /^set-cookie$/i;

export function answerRequest(request: WireRequest): Promise<WireResponse> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const fake = xhr as unknown as FakeXhr;
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) {
      if (COOKIE.test(name) && fake.requestHeaders) fake.requestHeaders[name] = value;
      else xhr.setRequestHeader(name, value);
    }
    xhr.onloadend = () => {
      const headers = parseHeaders(xhr.getAllResponseHeaders());
      for (const [name, value] of Object.entries(fake.responseHeaders ?? {}))
        if (SET_COOKIE.test(name)) headers['set-cookie'] = value;
      resolve({ id: request.id, status: xhr.status, headers, body: xhr.responseText ?? '' });
    };
    xhr.send(fromWireBody(request.body));
  });
}
