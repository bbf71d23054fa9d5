// The page's side of the mock server's worker (docs/architecture.md, "Mirage in a worker"). Pretender, the interceptor
// Mirage itself uses, takes over the page's XMLHttpRequest and fetch as Mirage would; a request to one of the mocked
// origins (the page's own for the demo API, the product API's) is posted to the worker and answered with what comes
// back, and everything else (a remote's files on another origin) goes to the network untouched.
import Pretender from 'pretender';
import { cookieHeaderFor, takeSetCookies } from '../cookieJar';
import { forwardLoadEnd, originOf } from '../interception';
import { forgetKeptChanges, readKeptChanges, readKeptJournal, saveKeptChanges, saveKeptJournal } from '../keptStorage';
import { toWireBody, type FromWorker, type ToWorker, type WireResponse, type WorkerServerOptions } from './protocol';

/** What the bridge needs of a Worker (a test hands in a stand-in). */
export interface WorkerPort {
  postMessage(message: ToWorker): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

interface FakeRequest {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: unknown;
  aborted?: boolean;
}

type Answer = [number, Record<string, string>, string];

const VERBS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/** The longest an answer waits for the page's next frame before it is delivered anyway (a hidden tab paints none). */
const AFTER_PAINT_AT_MOST_MS = 50;

/**
 * Settles after the page's next frame. The worker answers within a few ms of its own 50 ms delay, sooner than a real
 * server's round trip may be; a click's own feedback (a busy bar, a spinner) must be on screen before its answer is
 * drawn, or the interaction lasts until the data is drawn (INP, docs/architecture.md, Mock server). The request
 * itself leaves at once, so the worker's time overlaps the page's render.
 */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    globalThis.requestAnimationFrame?.(() => globalThis.setTimeout(resolve, 0));
    globalThis.setTimeout(resolve, AFTER_PAINT_AT_MOST_MS);
  });
}

/** What a request gets when the worker could not start: the mock is down, said in the API's error shape. */
export const WORKER_DOWN_STATUS = 503;

export interface MockWorkerConnection {
  /** Puts the page's own XMLHttpRequest and fetch back (tests). */
  disconnect(): void;
  /** Says the page starts fetching what its next clicks need: the worker registers its demo apps' domains now. */
  prepare(): void;
  /**
   * Forgets every change kept in this browser (kept.ts) and stores no more from this page: the next start (the page
   * reloads) is the seed alone.
   */
  forgetDemoChanges(): void;
}

export function connectMockWorker(worker: WorkerPort, options: WorkerServerOptions = {}): MockWorkerConnection {
  const pageOrigin = globalThis.location.origin;
  const mocked = new Set<string>();
  if (options.demo ?? true) mocked.add(pageOrigin);
  if (options.product ?? true) mocked.add(originOf(options.productApiBase ?? pageOrigin));

  let nextId = 1;
  let downMessage: string | null = null;
  const waiting = new Map<number, (answer: Answer) => void>();
  const answerDown = (resolve: (answer: Answer) => void) =>
    resolve([
      WORKER_DOWN_STATUS,
      { 'content-type': 'application/json' },
      JSON.stringify({ message: `The demo server could not start: ${downMessage}` }),
    ]);
  const goDown = (message: string) => {
    downMessage = message;
    for (const resolve of waiting.values()) answerDown(resolve);
    waiting.clear();
  };

  let keeping = options.keepChanges ?? false;
  worker.onmessage = ({ data }) => {
    if (data.type === 'failed') {
      goDown(data.message);
      return;
    }
    if (data.type === 'kept') {
      if (keeping) saveKeptChanges(data.owner, data.changes);
      return;
    }
    if (data.type === 'journal') {
      if (keeping) saveKeptJournal(data.journal);
      return;
    }
    const resolve = waiting.get(data.id);
    waiting.delete(data.id);
    resolve?.(toAnswer(data));
  };
  // The worker answers each request's own failure itself (a 500), so an error event means its script did not run.
  worker.onerror = (event) => goDown(event.message || 'the worker failed');
  worker.postMessage({
    type: 'start',
    options,
    ...(keeping ? { kept: readKeptChanges(), journal: readKeptJournal() } : {}),
  });
  // The worker registers its later domains once the page is quiet (a request that needs them sooner says so itself).
  const idle = globalThis.requestIdleCallback ?? ((run: () => void) => globalThis.setTimeout(run, 200));
  idle(() => worker.postMessage({ type: 'idle' }), { timeout: 1500 });

  const forward = (request: FakeRequest) =>
    new Promise<Answer>((resolve) => {
      if (downMessage !== null) {
        answerDown(resolve);
        return;
      }
      const id = nextId;
      nextId += 1;
      const painted = nextPaint();
      const url = new URL(request.url, globalThis.location.href).href;
      // The browser's cookie part (cookieJar.ts): stored cookies go with the call, an answer's Set-Cookie to the jar.
      waiting.set(id, ([status, headers, body]) => {
        const answer: Answer = [status, takeSetCookies(headers, url), body];
        // An aborted request is never answered: Pretender would otherwise complete a request the caller gave up on.
        void painted.then(() => {
          if (!request.aborted) resolve(answer);
        });
      });
      const cookie = cookieHeaderFor(url);
      const message: ToWorker = {
        type: 'request',
        id,
        method: request.method.toUpperCase(),
        url,
        headers: { ...request.requestHeaders, ...(cookie ? { Cookie: cookie } : {}) },
        body: toWireBody(request.requestBody),
      };
      worker.postMessage(message);
    });

  // trackRequests off: Pretender would otherwise keep every request for the page's lifetime (not in its typings).
  const pretender = new Pretender({ trackRequests: false } as never) as Pretender & {
    checkPassthrough(request: FakeRequest): boolean;
  };
  const handler = (request: unknown) => forward(request as FakeRequest);
  for (const origin of mocked) {
    for (const verb of VERBS) {
      // `false`: answered as soon as the worker's answer arrives (Mirage's own delay applies in the worker).
      pretender[verb](`${origin}/*path`, handler, false);
      pretender[verb](`${origin}/`, handler, false);
    }
  }
  // Any other origin goes to the network before route matching, as Mirage's own passthrough check does.
  pretender.checkPassthrough = (request: FakeRequest) => !mocked.has(originOf(request.url));
  forwardLoadEnd();
  return {
    disconnect() {
      pretender.shutdown();
    },
    prepare() {
      worker.postMessage({ type: 'prepare' });
    },
    forgetDemoChanges() {
      keeping = false;
      forgetKeptChanges();
    },
  };
}

function toAnswer(response: WireResponse): Answer {
  return [response.status, response.headers, response.body];
}
