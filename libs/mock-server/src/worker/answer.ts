// The worker's side of a request: replayed through XMLHttpRequest, which Mirage's Pretender intercepts in the worker as
// it would on a page (staged.ts holds a request until its domain is registered; unmatched ones pass through to the
// network from the worker), and the outcome sent back whole.
import { fromWireBody, parseHeaders, type WireRequest, type WireResponse } from './protocol';

export function answerRequest(request: WireRequest): Promise<WireResponse> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.onloadend = () => {
      resolve({ id: request.id, status: xhr.status, headers: parseHeaders(xhr.getAllResponseHeaders()), body: xhr.responseText ?? '' });
    };
    xhr.send(fromWireBody(request.body));
  });
}
