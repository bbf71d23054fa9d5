// The one Mirage server of the product (docs/architecture.md, Mock server and its kit). Decisions embodied here:
// - One createServer call; every domain (built in or passed in) registers models, seeds and routes.
// - Seeds run here, not through Mirage's `seeds` option: Mirage skips that option in the 'test'
//   environment, and tests must see the same data as the browser.
// - Anything not answered by a route goes to the real network (same origin, the product API origin
//   and every other origin, e.g. Module Federation's http://localhost:300X/mf-manifest.json).
import { createServer, type Server } from 'miragejs';
import { BUILT_IN_DOMAINS, authDomain } from './domains';
import { configureConversations } from './domains/conversations/store';
import { startConversationSimulation } from './domains/conversations/simulation';
import { REFERENCE_DATE } from './random';
import { createRequireUser } from './domains/auth/users';
import type { MockContext, MockDomain, MockServerOptions } from './types';

/** Where product routes live below productApiBase (docs/demo-api.md). */
export const PRODUCT_NAMESPACE = 'api/v1';

/** The origin of a URL, resolved against the page for relative URLs; '' when it cannot be parsed. */
function originOf(url: string): string {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return '';
  }
}

function checkDomains(domains: MockDomain[]): Record<string, unknown> {
  const names = new Set<string>();
  const models: Record<string, unknown> = {};
  for (const domain of domains) {
    // A duplicate would register routes twice and seed twice; fail loudly at start instead.
    if (names.has(domain.name)) throw new Error(`mock-server: domain "${domain.name}" is registered twice`);
    names.add(domain.name);
    for (const [modelName, model] of Object.entries(domain.models ?? {})) {
      if (modelName in models) throw new Error(`mock-server: model "${modelName}" is defined by two domains`);
      models[modelName] = model;
    }
  }
  return models;
}

/**
 * Pretender (Mirage's interceptor) forwards load, readystatechange, error, timeout and abort of a
 * passed-through XHR, but not loadend (pretender issue #354). axios >= 0.21.2 completes a request
 * on onloadend only, so without this every passed-through axios call (product API with
 * `product: false`, any unmocked endpoint) would hang forever. Call right after createServer:
 * window.XMLHttpRequest is then this server's own fake class, so nothing leaks past shutdown().
 */
function forwardLoadEnd(): void {
  type NativeXhr = XMLHttpRequest;
  type FakeXhr = EventTarget & { passthrough?: (...args: unknown[]) => NativeXhr };
  const proto = (window.XMLHttpRequest as unknown as { prototype: FakeXhr }).prototype;
  const original = proto.passthrough;
  if (typeof original !== 'function') return;
  proto.passthrough = function (this: FakeXhr, ...args: unknown[]) {
    const nativeXhr = original.apply(this, args);
    // Skip if a future pretender forwards loadend itself (it does so through on<event> handlers).
    // The fake's dispatchEvent calls its onloadend, as for the events pretender forwards.
    if (nativeXhr.onloadend === null) nativeXhr.onloadend = (event) => this.dispatchEvent(event);
    return nativeXhr;
  };
}

export function startMockServer(options: MockServerOptions = {}): Server {
  const demo = options.demo ?? true;
  const product = options.product ?? true;
  const productApiBase = (options.productApiBase ?? window.location.origin).replace(/\/+$/, '');
  const domains = [...BUILT_IN_DOMAINS, ...(options.domains ?? [])];
  const isServed = (domain: MockDomain) => (domain.kind === 'demo' ? demo : product);
  // Models of every domain are registered, served or not: cheap, and a served domain may read
  // another domain's collection without crashing.
  const models = checkDomains(domains);

  const server = createServer({
    environment: options.environment ?? 'development',
    // Mirage forces 0 in the 'test' environment.
    timing: options.timing ?? 150,
    models: models as Record<string, any>,
    routes() {
      // Mirage 0.1.48 ignores `logging` in the createServer options; it must be set here.
      this.logging = false;
      const self = this as unknown as Server;
      const ctx: MockContext = { productApiBase, requireUser: createRequireUser(self) };

      for (const domain of domains.filter(isServed)) {
        // Mirage reads urlPrefix/namespace when a route is defined, so set them per domain:
        // product routes answer the full `${productApiBase}/api/v1/...`, demo routes the page origin.
        this.urlPrefix = domain.kind === 'product' ? productApiBase : '';
        this.namespace = domain.kind === 'product' ? PRODUCT_NAMESPACE : '';
        domain.routes(self, ctx);
      }

      // Passthrough, registered last so routes take precedence. Reset the prefix first: Mirage
      // applies urlPrefix/namespace to passthrough paths too.
      this.urlPrefix = '';
      this.namespace = '';
      const pageOrigin = window.location.origin;
      const apiOrigin = originOf(productApiBase);
      this.passthrough(); // unmatched same-origin requests ('/**' on the page origin)
      // Unmatched product API requests, and all of them when `product` is false.
      if (apiOrigin !== pageOrigin) this.passthrough(`${apiOrigin}/**`);
      // Mirage cannot wildcard every origin; this check lets any other origin through before
      // route matching. No route lives there (demo routes are same-origin, product routes under
      // productApiBase), so nothing is lost.
      this.passthrough((request) => {
        const origin = originOf(request.url);
        return origin !== pageOrigin && origin !== apiOrigin;
      });
    },
  }) as unknown as Server;
  forwardLoadEnd();

  const clock = { now: new Date(options.now ?? Date.now()) };
  for (const domain of domains) {
    // Users are seeded even when the demo routes are off: requireUser needs them for the product API.
    if (isServed(domain) || domain === authDomain) domain.seed?.(server, clock);
  }
  if (product && options.conversations) startConversations(server, options.conversations);
  return server;
}

/** The conversation history's end and, when asked, the live simulation (stopped by server.shutdown()). */
function startConversations(server: Server, options: NonNullable<MockServerOptions['conversations']>): void {
  const endsAt = options.endsAt ?? REFERENCE_DATE.getTime();
  configureConversations(server, { endsAt });
  const intervalMs = options.simulationIntervalMs ?? 0;
  if (!(intervalMs > 0)) return;
  // With a fixed end the simulated clock starts there and runs at the real pace.
  const startedAt = Date.now();
  const clock = endsAt === 'now' ? () => Date.now() : () => endsAt + (Date.now() - startedAt);
  const stop = startConversationSimulation(server, intervalMs, clock);
  const shutdown = server.shutdown.bind(server);
  server.shutdown = () => {
    stop();
    shutdown();
  };
}
