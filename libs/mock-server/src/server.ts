// The whole mock server at once (tests, a remote running alone). The shell starts it in stages instead
// (staged.ts) so the sign-in page downloads only what signing in needs.
import type { Server } from 'miragejs';
import { createMockServerCore } from './core';
import { BUILT_IN_DOMAINS } from './domains';
import { startConversations } from './domains/conversations/start';
import type { MockServerOptions } from './types';

export { PRODUCT_NAMESPACE } from './core';

/** The whole mock server at once: every built-in domain (tests, a remote running alone). */
export function startMockServer(options: MockServerOptions = {}): Server {
  const { server } = createMockServerCore([...BUILT_IN_DOMAINS, ...(options.domains ?? [])], options);
  if ((options.product ?? true) && options.conversations) startConversations(server, options.conversations);
  return server;
}

