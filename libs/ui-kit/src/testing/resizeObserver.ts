// A chart (ui-kit's, or echarts in a remote) draws once its ResizeObserver reports a size, as a browser's does after
// laying the page out; jsdom lays nothing out (every size is 0, so the charts use their fallback width). For the
// tests of the calling file, this stand-in reports at once on observe; the real one is put back after each.
export function reportSizesAtOnce() {
  let realResizeObserver: typeof ResizeObserver;
  beforeEach(() => {
    realResizeObserver = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    window.ResizeObserver = realResizeObserver;
  });
}
