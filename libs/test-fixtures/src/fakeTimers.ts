// One way to fake part of the clock in a test: name what is faked, and every other timer and clock API stays real.
// (Jest's own option lists what is *not* faked, so each test spelled out the other dozen names.)

/** Every API Jest's modern fake timers can replace. */
export const FAKEABLE = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

export type Fakeable = (typeof FAKEABLE)[number];

/** Fakes `apis` only (undo with jest.useRealTimers()); `now` sets the faked Date's start. */
export function fakeOnly(apis: readonly Fakeable[], options: { now?: number } = {}): void {
  jest.useFakeTimers({ ...options, doNotFake: FAKEABLE.filter((api) => !apis.includes(api)) });
}
