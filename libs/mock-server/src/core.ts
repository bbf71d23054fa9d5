// The core of the one Mirage server of the product (docs/architecture.md, Mock server and its kit):
// - One createServer call; every domain registers models, seeds and routes, at start or later (addDomains).
// - Seeds run here, not through Mirage's `seeds` option: Mirage skips that option in the 'test'
//   environment, and tests must see the same data as the browser.
// - Anything not answered by a route goes to the real network (same origin, the product API origin
//   and every other origin, e.g. Module Federation's http://localhost:300X/mf-manifest.json).
import { createServer, type Server } from 'miragejs';
import type { ModelDefinition } from 'miragejs/-types';
import { authDomain } from './domains/auth';
import { createRequireUser } from './domains/auth/users';
import { isTimeZone } from './kit/validation';
import { DEMO_TIME_ZONE, type MockContext, type MockDomain, type MockServerOptions, type SeedClock } from './types';
import { forwardLoadEnd, originOf } from './interception';
import { keepChanges } from './kept';

export { originOf } from './interception';

/** Where product routes live below productApiBase (docs/demo-api.md). */
export const PRODUCT_NAMESPACE = 'api/v1';

/** Mirage's delay before every demo answer in the browser (docs/demo-api.md, Timing); the product reports add none. */
export const DEMO_DELAY_MS = 50;

function checkDomains(domains: MockDomain[]): Record<string, ModelDefinition> {
  const names = new Set<string>();
  const models: Record<string, ModelDefinition> = {};
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

/** A route a domain registered: its method and the URL pattern it answers (`:id` style parameters). */
export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** The pattern as the domain wrote it: without the product API's base and namespace. */
  path: string;
  domain: string;
  api: 'demo' | 'product';
  /** What the route's guard asks of the caller (kit/guard.ts `authed`); none for a route open to anyone. */
  need?: unknown;
}

/** An answer the server gave: what the contract test (testing.ts `answerProblem`) holds to the API's document. */
export interface Answer {
  method: string;
  url: string;
  status: number;
  body: string;
  productApiBase: string;
}

/** Who hears of every answer (tests only: nothing listens in the browser). */
export const answerObservers = new Set<(answer: Answer) => void>();

const VERBS = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', del: 'DELETE', delete: 'DELETE' } as const;
const routesOf = new WeakMap<Server, RegisteredRoute[]>();

/** Every route the domains registered on `server` so far, for tests that walk them all (roles, hostile input). */
export function registeredRoutes(server: Server): readonly RegisteredRoute[] {
  return routesOf.get(server) ?? [];
}

/** A running server and the means to add domains to it later (staged.ts loads most of them after boot). */
export interface MockServerCore {
  server: Server;
  /** Registers models, routes and seeds of more domains on the running server. */
  addDomains(domains: MockDomain[]): void;
}

/**
 * Starts Mirage with the given domains only. Routes added later by addDomains win over the passthrough
 * registered here: Pretender's recogniser ranks a static path above the '/**' glob whatever the order.
 */
/** The organisation's zone: the one asked for when the platform knows it; otherwise the default, and the console says why. */
function seedTimeZone(asked: unknown): string {
  if (asked === undefined || isTimeZone(asked)) return asked ?? DEMO_TIME_ZONE;
  console.warn(
    `mock.timeZone ${JSON.stringify(asked)} is not a time zone this browser knows (an IANA name such as "America/New_York"): the demo organisation stays in ${DEMO_TIME_ZONE}.`,
  );
  return DEMO_TIME_ZONE;
}

export function createMockServerCore(domains: MockDomain[], options: MockServerOptions = {}): MockServerCore {
  const demo = options.demo ?? true;
  const product = options.product ?? true;
  const productApiBase = (options.productApiBase ?? globalThis.location.origin).replace(/\/+$/, '');
  const isServed = (domain: MockDomain) => (domain.kind === 'demo' ? demo : product);
  const known: MockDomain[] = [];
  // Models of every domain are registered, served or not: cheap, and a served domain may read
  // another domain's collection without crashing.
  const models = checkDomains(domains);
  known.push(...domains);
  let ctx: MockContext | undefined;

  const registerRoutes = (server: Server, list: MockDomain[]) => {
    const mutable = server as unknown as { urlPrefix: string; namespace: string } & Record<
      keyof typeof VERBS,
      (path: string, ...rest: unknown[]) => unknown
    >;
    const recorded = routesOf.get(server) ?? [];
    routesOf.set(server, recorded);
    const originals = (Object.keys(VERBS) as Array<keyof typeof VERBS>).map((verb) => [verb, mutable[verb]] as const);
    // Each route is noted as it is defined, with the prefix Mirage gives it and the domain defining it.
    let current: MockDomain | undefined;
    for (const [verb, define] of originals) {
      mutable[verb] = function noted(this: unknown, path: string, ...rest: unknown[]) {
        const prefix = mutable.namespace ? `${mutable.urlPrefix}/${mutable.namespace}` : mutable.urlPrefix;
        const own = `${path.startsWith('/') ? '' : '/'}${path}`;
        recorded.push({
          method: VERBS[verb],
          url: `${prefix}${own}`,
          path: own,
          domain: current!.name,
          api: current!.kind === 'product' ? 'product' : 'demo',
          need: (rest[0] as { need?: unknown } | undefined)?.need,
        });
        return define.call(this, path, ...rest);
      };
    }
    try {
      for (const domain of list.filter(isServed)) {
        current = domain;
        // Mirage reads urlPrefix/namespace when a route is defined, so set them per domain:
        // product routes answer the full `${productApiBase}/api/v1/...`, demo routes the page origin.
        mutable.urlPrefix = domain.kind === 'product' ? productApiBase : '';
        mutable.namespace = domain.kind === 'product' ? PRODUCT_NAMESPACE : '';
        domain.routes(server, ctx!);
      }
    } finally {
      for (const [verb, define] of originals) mutable[verb] = define;
      mutable.urlPrefix = '';
      mutable.namespace = '';
    }
  };

  const server = createServer({
    environment: options.environment ?? 'development',
    // Mirage forces 0 in the 'test' environment. 50 ms keeps loading states visible (docs/demo-api.md, Timing)
    // yet leaves room for a screen to show its data within 300 ms of a menu click (scripts/bench/menu.mjs).
    timing: options.timing ?? DEMO_DELAY_MS,
    // Mirage's defaults let two fixed URLs and any `*.hot-update.json` through, with a pattern whose time grows
    // with the square of a URL's length (a search for a long text took seconds). Our own passthroughs, below,
    // already let every unmatched request through.
    useDefaultPassthroughs: false,
    models,
    routes() {
      // Mirage 0.1.48 ignores `logging` in the createServer options; it must be set here.
      this.logging = false;
      const self = this as unknown as Server;
      ctx = { productApiBase, requireUser: createRequireUser(self) };
      registerRoutes(self, domains);

      // Passthrough, registered last so routes take precedence. The prefix is reset: Mirage
      // applies urlPrefix/namespace to passthrough paths too.
      const pageOrigin = globalThis.location.origin;
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
  // In tests Mirage answers with no delay, but still from a timer: a millisecond or more of idle wait per request,
  // half of the mock server suite's time. `false` answers within the request's `send()`; the caller still gets the
  // answer on a later tick, as a browser's fetch or axios promise does.
  if (options.environment === 'test') (server as unknown as { timing: number | false }).timing = false;
  forwardLoadEnd();
  const pretender = (
    server as unknown as {
      pretender: {
        handledRequest(
          verb: string,
          path: string,
          request: { url: string; status: number; responseText: string },
        ): void;
      };
    }
  ).pretender;
  pretender.handledRequest = (verb, _path, request) => {
    for (const observe of answerObservers) {
      observe({ method: verb, url: request.url, status: request.status, body: request.responseText, productApiBase });
    }
  };

  // What people changed, laid over each collection's seed once its domain has seeded (kept.ts).
  // The product's collections are the organisation's: a change there is everyone's (kept.ts).
  const schema = (server as unknown as { schema: { toCollectionName(model: string): string } }).schema;
  const everyones = (list: MockDomain[]) =>
    list.flatMap((domain) =>
      domain.kind === 'product' ? Object.keys(domain.models ?? {}).map((model) => schema.toCollectionName(model)) : [],
    );
  const organisation = new Set(everyones(known));
  const kept = options.keep
    ? keepChanges(server, options.keep, (collection) => organisation.has(collection))
    : undefined;
  const clock: SeedClock = { now: new Date(options.now ?? Date.now()), timeZone: seedTimeZone(options.timeZone) };
  const seedNow = (list: MockDomain[]) => {
    for (const domain of list) {
      // Users are seeded even when the demo routes are off: requireUser needs them for the product API.
      if (isServed(domain) || domain === authDomain) domain.seed?.(server, clock);
    }
  };
  const seed = (list: MockDomain[]) => (kept ? kept.seeding(() => seedNow(list)) : seedNow(list));
  seed(domains);

  return {
    server,
    addDomains(list) {
      const more = checkDomains([...known, ...list]);
      known.push(...list);
      for (const collection of everyones(list)) organisation.add(collection);
      const registry = schema as unknown as { registerModel(name: string, model: unknown): void };
      for (const domain of list)
        for (const name of Object.keys(domain.models ?? {})) registry.registerModel(name, more[name]);
      registerRoutes(server, list);
      seed(list);
    },
  };
}
