// The one way a test waits for something that happens later (docs/architecture.md, Conventions): it polls a
// condition, never sleeps a fixed time, and always ends.

// Taken when this module loads, before a test fakes the timers or the clock: a wait keeps polling on the real ones,
// so faked timers neither freeze it nor fire the test's own timers for it.
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now;

export interface UntilOptions {
  /** How long to wait before failing, in ms (default 5000). */
  timeout?: number;
  /** Pause between two checks, in ms (default 10). */
  interval?: number;
  /** What is awaited, for the failure's message (default: the check's source). */
  what?: string;
  /** How to pause between checks; a screen test passes one inside React's act(), so what renders meanwhile settles. */
  sleep?: (ms: number) => Promise<unknown>;
}

const realSleep = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/**
 * Resolves once `check` holds: it returns anything but `false` and does not throw (so an assertion works as a
 * check). Fails after `timeout` ms with the check's last error, or with what was awaited.
 */
export async function until(check: () => unknown, options: UntilOptions = {}): Promise<void> {
  const { timeout = 5000, interval = 10, what, sleep = realSleep } = options;
  const deadline = realNow() + timeout;
  for (;;) {
    let failure: unknown;
    try {
      if (check() !== false) return;
    } catch (error) {
      failure = error;
    }
    if (realNow() > deadline) {
      throw failure ?? new Error(`not reached within ${timeout} ms: ${what ?? String(check)}`);
    }
    await sleep(interval);
  }
}

/**
 * Lets the promise jobs queued now run, and those they queue, `depth` hops deep: for code that reacts through
 * promises alone (sagas, axios interceptors, a worker's message handler), what it would do has been done once this
 * resolves. How a test proves that something did *not* happen without waiting a time: no timer is involved.
 */
export async function settled(depth = 50): Promise<void> {
  for (let hop = 0; hop < depth; hop += 1) await Promise.resolve();
}
