// The mock server's marks in the performance timeline (the worker's, or the page's in a remote alone), read by the
// bench and the browser's profiler: when the history was built, when the demo apps' domains came.

/** Records `name` from `start` to `end` (performance.now() times); nothing where User Timing 3 is missing (jsdom). */
export function measure(name: string, start: number, end: number): void {
  try {
    performance.measure(name, { start, end });
  } catch {
    // No User Timing Level 3: nothing to record.
  }
}
