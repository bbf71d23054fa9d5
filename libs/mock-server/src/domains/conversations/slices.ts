// Runs a long computation written as a generator (generator.ts historySteps, the report cache's warm-up) in
// short slices, pausing between them so the browser can paint and handle input: building the history at
// once blocks the page for a few hundred ms (docs/architecture.md, Long tasks after sign-in).
// The generator yields at points where pausing is safe; a slice keeps stepping it until its time budget is
// spent. Pausing changes nothing the computation sees, so the result is the one runToEnd() gives.

/** Time a slice may run before it pauses (well under the 50 ms of a long task, leaving room for the caller's own work). */
export const SLICE_BUDGET_MS = 8;

export interface SliceOptions {
  /** Default SLICE_BUDGET_MS. */
  budgetMs?: number;
  /** Waits between two slices; default pauseForBrowser. */
  pause?: () => Promise<void>;
  /** Called with each slice's duration (tests, the bench). */
  onSlice?: (ms: number) => void;
  /** Default performance.now (tests give a fake one). */
  clock?: () => number;
}

interface YieldingScheduler {
  yield(): Promise<void>;
}

/** A MessageChannel message: it runs after the tasks already queued (a worker's incoming requests among them). */
function afterQueuedMessages(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Gives the browser a turn. On a page: scheduler.yield() where there is one (it resumes ahead of other queued work,
 * after the browser has painted and handled input), else a MessageChannel message (setTimeout is clamped to 4 ms
 * once nested), else setTimeout (Node). Where there is nothing to paint (the mock server's worker, no document), the
 * turn is for the requests the page has posted meanwhile: a MessageChannel message queues behind them, where
 * scheduler.yield() would resume first and hold every request until the whole history was built.
 */
export function pauseForBrowser(): Promise<void> {
  const hasMessages = typeof MessageChannel === 'function';
  if (typeof document === 'undefined' && hasMessages) return afterQueuedMessages();
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof window !== 'undefined' && hasMessages) return afterQueuedMessages();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Steps `steps` to its end in slices of about `budgetMs`, pausing between them; resolves with its result. */
export async function runInSlices<T>(steps: Iterator<unknown, T>, options: SliceOptions = {}): Promise<T> {
  const budget = options.budgetMs ?? SLICE_BUDGET_MS;
  const pause = options.pause ?? pauseForBrowser;
  const clock = options.clock ?? (() => performance.now());
  for (;;) {
    const started = clock();
    let elapsed = 0;
    do {
      const step = steps.next();
      if (step.done) {
        options.onSlice?.(clock() - started);
        return step.value;
      }
      elapsed = clock() - started;
    } while (elapsed < budget);
    options.onSlice?.(elapsed);
    await pause();
  }
}
