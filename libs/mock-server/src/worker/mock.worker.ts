// The mock server's worker (docs/architecture.md, "Mirage in a worker"): the page's one Mirage server runs here, off
// the page's main thread, started in stages as it would be on the page (staged.ts). The page hands over each request
// to its own origins (bridge.ts) and gets the answer back whole.
import { startMockServerInStages } from '../staged';
import { answerRequest } from './answer';
import type { FromWorker, ToWorker } from './protocol';
import type { MockServerOptions } from '../types';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}
const scope = globalThis as unknown as WorkerScope & { window?: unknown };
// Mirage creates its interceptor (Pretender, which patches the global XMLHttpRequest) only where `window` exists.
scope.window ??= globalThis;

// The later chunks wait for the page's quiet moments as on a page (staged.ts): on a two-core machine their work (the
// history above all) would slow the page's first render down, and the demo apps' chunk stays out of the first load.
// A page opened signed in says so at start: its first screen needs them at once.
let pageIsIdle: () => void = () => undefined;
const pageIdle = new Promise<void>((resolve) => {
  pageIsIdle = resolve;
});

// The demo apps' domains come when the page starts preparing its next clicks (staged.ts, whenPreparing).
let pagePrepares: () => void = () => undefined;
const pagePrepared = new Promise<void>((resolve) => {
  pagePrepares = resolve;
});

let started = false;
scope.onmessage = ({ data }) => {
  if (data.type === 'idle') {
    pageIsIdle();
    return;
  }
  if (data.type === 'prepare') {
    pagePrepares();
    return;
  }
  if (data.type === 'start') {
    if (started) return;
    started = true;
    // Signed in, the first screen needs the later domains: waiting for the page to be idle would only make its first
    // request wait for them (and the history) later. Signed out, the sign-in page keeps the CPU to itself.
    const { signedIn, keepChanges, ...options } = data.options;
    if (signedIn) pageIsIdle();
    // The worker has no storage of its own: the page sent what it keeps and stores each write's changes (bridge.ts).
    const keep: MockServerOptions['keep'] = keepChanges
      ? {
          changes: data.kept ?? {},
          save: (owner, changes) => scope.postMessage({ type: 'kept', owner, changes }),
          journal: {
            journal: data.journal ?? null,
            save: (journal) => scope.postMessage({ type: 'journal', journal }),
          },
        }
      : undefined;
    try {
      // A later chunk that cannot be fetched leaves its routes to the network, as on a page (staged.ts).
      startMockServerInStages({
        ...options,
        keep,
        whenIdle: () => pageIdle,
        whenPreparing: () => pagePrepared,
      }).ready.catch(() => undefined);
    } catch (error) {
      scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  const { type: _type, ...request } = data;
  // Whatever goes wrong with one request is that request's 500, never an error that takes the worker's page down.
  void answerRequest(request)
    .catch((error: unknown) => ({
      id: request.id,
      status: 500,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: error instanceof Error ? error.message : String(error) }),
    }))
    .then((response) => scope.postMessage({ type: 'response', ...response }));
};
