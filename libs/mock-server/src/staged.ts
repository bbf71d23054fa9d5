// Entry `@live-agent/mock-server/staged`, the shell's way to start Mirage (docs/architecture.md, How the shell
// boots). Only the early domains (signing in, the organisation) come with the first load; the rest is two chunks:
// what the signed-in frame and the product screens call, fetched when the browser is idle after the sign-in page,
// then the demo apps' domains, when the page starts preparing its next clicks (or a few seconds after the history is
// built). A request that no registered route answers waits for the first chunk, then if still unanswered for the
// second, instead of slipping through to the network, so nothing depends on which arrives first.
import type { Server } from 'miragejs';
import { createMockServerCore, originOf } from './core';
import { EARLY_DOMAINS } from './domains/early';
import { measure } from './kit/timeline';
import type { MockServerOptions } from './types';

export { PRODUCT_NAMESPACE } from './core';
export type { MockServerOptions } from './types';

/**
 * How long after the history is built the demo apps' domains are fetched at the latest, unless the page prepares its
 * next clicks first (`whenPreparing`) or a request needs them sooner. Asked for by a click, they cost that click about
 * 100 ms (fetch, then register) (docs/architecture.md, "Mirage in a worker").
 */
export const DEMO_APPS_AFTER_MS = 4000;

export interface StagedMockServer {
  server: Server;
  /** Settles when every domain is registered (rejects if the chunk could not be fetched). */
  ready: Promise<void>;
}

interface Pretender {
  passthrough: unknown;
  _handlerFor(verb: string, url: string, request: object): { handler: unknown } | null;
}
type FakeXhr = XMLHttpRequest & { method: string; url: string };

export function startMockServerInStages(options: MockServerOptions = {}): StagedMockServer {
  const { server, addDomains } = createMockServerCore([...EARLY_DOMAINS, ...(options.domains ?? [])], options);
  const pretender = (server as unknown as { pretender: Pretender }).pretender;
  let loaded = false;
  let firstLoading: Promise<void> | undefined;
  let demoLoading: Promise<void> | undefined;
  let historyBuilt: Promise<void> = Promise.resolve();
  const pause = (ms: number) => new Promise<void>((resolve) => globalThis.setTimeout(resolve, ms));
  const loadFirst = () =>
    (firstLoading ??= import(/* webpackChunkName: "mock-first" */ './domains/later-first').then(
      ({ FIRST_DOMAINS, startConversations, buildConversationsInSlices }) => {
        addDomains(FIRST_DOMAINS);
        if ((options.product ?? true) && options.conversations) {
          startConversations(server, options.conversations, options.keep?.journal);
          // Built now, between frames, rather than by the first request in one long task; requests wait for it.
          historyBuilt = buildConversationsInSlices(server).catch(() => undefined);
        }
      },
    ));
  const loadDemoApps = () =>
    (demoLoading ??= loadFirst().then(async () => {
      const asked = performance.now();
      const { DEMO_APP_DOMAINS } = await import(/* webpackChunkName: "mock-demo-apps" */ './domains/later-demo');
      const fetched = performance.now();
      // One domain per task: a request arriving meanwhile (a product screen's) is answered between two domains
      // instead of after all of them. A demo route asked for meanwhile waits for the last one (sendOnceReady).
      for (const domain of DEMO_APP_DOMAINS) {
        addDomains([domain]);
        await pause(0);
      }
      loaded = true;
      measure('mock-demo-apps-fetch', asked, fetched);
      measure('mock-demo-apps-register', fetched, performance.now());
    }));

  // XMLHttpRequest is Pretender's fake class now (fetch goes through it too).
  const proto = globalThis.XMLHttpRequest.prototype as FakeXhr;
  const send = proto.send;
  const ownOrigins = new Set([
    globalThis.location.origin,
    originOf(options.productApiBase ?? globalThis.location.origin),
  ]);
  const answeredNow = (xhr: FakeXhr) => {
    if (!ownOrigins.has(originOf(xhr.url))) return true; // another origin (a remote's files): never mocked
    const match = pretender._handlerFor(xhr.method.toUpperCase(), xhr.url, {});
    return Boolean(match && match.handler !== pretender.passthrough);
  };
  proto.send = function sendOnceReady(this: FakeXhr, ...args: Parameters<XMLHttpRequest['send']>) {
    if (!ownOrigins.has(originOf(this.url))) return send.apply(this, args);
    if (loaded || answeredNow(this)) return send.apply(this, args);
    // Sent either way: should a chunk fail, the request passes through and fails as it would anyway.
    loadFirst()
      .then(() => (answeredNow(this) ? undefined : loadDemoApps()))
      .catch(() => undefined)
      .then(() => send.apply(this, args));
  };

  const idle = globalThis.requestIdleCallback ?? ((run: () => void) => globalThis.setTimeout(run, 200));
  const whenIdle = options.whenIdle ?? (() => new Promise<void>((resolve) => idle(() => resolve(), { timeout: 1500 })));
  // A page opened on a demo app's screen asks for them next: fetched while it loads its code, not after its request.
  if (options.demoAppsAtOnce)
    void whenIdle()
      .then(loadDemoApps)
      .catch(() => undefined);
  const ready = whenIdle()
    .then(loadFirst)
    .then(() => historyBuilt)
    .then(() =>
      Promise.race([
        pause(options.demoAppsAfterMs ?? DEMO_APPS_AFTER_MS),
        ...(options.whenPreparing ? [options.whenPreparing()] : []),
      ]),
    )
    .then(whenIdle)
    .then(loadDemoApps);
  return { server, ready };
}
