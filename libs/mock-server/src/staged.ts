// Entry `@live-agent/mock-server/staged`, the shell's way to start Mirage (docs/architecture.md, How the shell
// boots). Only the early domains (signing in, the organisation) come with the first load; the rest is one
// chunk fetched when the browser is idle, or at once when a request needs it. A request that no early
// route answers waits for that chunk instead of slipping through to the network, so nothing depends on
// which arrives first.
import type { Server } from 'miragejs';
import { createMockServerCore, originOf } from './core';
import { EARLY_DOMAINS } from './domains/early';
import type { MockServerOptions } from './types';

export { PRODUCT_NAMESPACE } from './core';
export type { MockServerOptions } from './types';

/** The longest a mocked request waits for the next frame before it is answered anyway (a hidden tab paints none). */
const AFTER_PAINT_AT_MOST_MS = 50;

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
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= import(/* webpackChunkName: "mock-domains" */ './domains/later').then(({ LATER_DOMAINS, startConversations }) => {
      addDomains(LATER_DOMAINS);
      if ((options.product ?? true) && options.conversations) startConversations(server, options.conversations);
      loaded = true;
    }));

  // Mirage computes an answer inside send(), on the page's main thread: a click that asks for a report would hold the
  // browser's next paint until the report is computed, which a real server never does (INP, docs/architecture.md,
  // Mock server). So a mocked request is handed to Mirage after the next frame; the timer covers a hidden tab,
  // which paints none.
  const afterPaint = (run: () => void) => {
    let sent = false;
    const once = () => {
      if (sent) return;
      sent = true;
      run();
    };
    window.requestAnimationFrame?.(() => window.setTimeout(once, 0));
    window.setTimeout(once, AFTER_PAINT_AT_MOST_MS);
  };

  // window.XMLHttpRequest is Pretender's fake class now (fetch goes through it too).
  const proto = window.XMLHttpRequest.prototype as FakeXhr;
  const send = proto.send;
  const ownOrigins = new Set([window.location.origin, originOf(options.productApiBase ?? window.location.origin)]);
  const answeredNow = (xhr: FakeXhr) => {
    if (!ownOrigins.has(originOf(xhr.url))) return true; // another origin (a remote's files): never mocked
    const match = pretender._handlerFor(xhr.method.toUpperCase(), xhr.url, {});
    return Boolean(match && match.handler !== pretender.passthrough);
  };
  proto.send = function sendOnceReady(this: FakeXhr, ...args: Parameters<XMLHttpRequest['send']>) {
    if (!ownOrigins.has(originOf(this.url))) return send.apply(this, args);
    if (loaded || answeredNow(this)) return afterPaint(() => send.apply(this, args));
    // Sent either way: should the chunk fail, the request passes through and fails as it would anyway.
    load().catch(() => undefined).then(() => send.apply(this, args));
  };

  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  const ready = new Promise<void>((resolve, reject) => idle(() => load().then(resolve, reject), { timeout: 1500 }));
  return { server, ready };
}
