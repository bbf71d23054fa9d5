// The whole mock server at once (tests, a remote running alone). The shell starts it in stages instead
// (staged.ts) so the sign-in page downloads only what signing in needs.
import type { Server } from 'miragejs';
import { cookieHeaderFor, hasCookieJar, takeSetCookies } from './cookieJar';
import { createMockServerCore } from './core';
import { BUILT_IN_DOMAINS } from './domains';
import { startConversations } from './domains/conversations/start';
import type { MockServerOptions } from './types';

export { PRODUCT_NAMESPACE } from './core';

/** The whole mock server at once: every built-in domain (tests, a remote running alone). */
export function startMockServer(options: MockServerOptions = {}): Server {
  const { server } = createMockServerCore([...BUILT_IN_DOMAINS, ...(options.domains ?? [])], options);
  if ((options.product ?? true) && options.conversations)
    startConversations(server, options.conversations, options.keep?.journal);
  keepCookiesInJar(server);
  return server;
}

interface InterceptedRequest {
  url: string;
  requestHeaders: Record<string, string>;
  respond(status: number, headers: Record<string, string>, body: string): void;
}

/**
 * Mirage in the page plays the browser's cookie part itself (cookieJar.ts): every request it answers carries the
 * stored cookies its path covers, and each answer's `Set-Cookie` goes to the jar instead of the caller.
 */
function keepCookiesInJar(server: Server): void {
  if (!hasCookieJar()) return;
  const pretender = (server as unknown as { pretender: { handleRequest(request: InterceptedRequest): void } })
    .pretender;
  const handle = pretender.handleRequest.bind(pretender);
  pretender.handleRequest = (request) => {
    const cookie = cookieHeaderFor(request.url);
    if (cookie) request.requestHeaders = { ...request.requestHeaders, Cookie: cookie };
    const respond = request.respond.bind(request);
    request.respond = (status, headers, body) => respond(status, takeSetCookies(headers ?? {}, request.url), body);
    handle(request);
  };
}
