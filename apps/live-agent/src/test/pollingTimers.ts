// Fake timers for the tests of a screen's polling (the dashboard's auto-refresh, the live monitor's lists), and the
// browser tab's visibility that RTK Query's `skipPollingIfUnfocused` and `refetchOnFocus` follow (attachApi in
// libs/store/src/api/index.ts listens to it).
//
// Polling waits with setTimeout (RTK Query's), so these tests fake it and setInterval, once the screen's data is in;
// everything else keeps its real clock. Between checks the fake clock moves one animation frame (Mirage answers
// through timeouts; the store tells its subscribers of an answer at the next frame, RTK's autoBatchEnhancer, whose
// frames jsdom times with the faked timers) and a little real time passes, so what renders meanwhile settles.
import { act } from '@testing-library/react';
import { fakeOnly, until as untilHolds } from '@live-agent/test-fixtures';

const realSetTimeout = globalThis.setTimeout;

/** Fakes the timers polling uses (setTimeout, setInterval); undo with jest.useRealTimers() after the test. */
export const fakePollingTimers = () => fakeOnly(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval']);

const FRAME_MS = 17;
const flush = (ms = 20) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(FRAME_MS);
    await new Promise((resolve) => realSetTimeout(resolve, ms));
  });

/** `until` while the polling timers are faked: each pause moves the fake clock one frame. */
export const untilFaked = (check: () => unknown) => untilHolds(check, { timeout: 5_000, interval: 20, sleep: flush });

/** Moves the fake clock on, then lets what it started settle. */
export const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  await flush();
};

/**
 * Mocks `document.visibilityState` (jsdom's tab is always visible): `set` changes it and tells the page, as a browser
 * does when the tab is hidden or shown again. Call `restore` when the test ends.
 */
export function mockTabVisibility() {
  let visibility: DocumentVisibilityState = 'visible';
  const spy = jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  return {
    set(next: DocumentVisibilityState) {
      visibility = next;
      act(() => {
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
    },
    restore: () => spy.mockRestore(),
  };
}
