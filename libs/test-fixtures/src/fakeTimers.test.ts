import { fakeOnly } from './fakeTimers';

afterEach(() => jest.useRealTimers());

const realTimers = { setTimeout: globalThis.setTimeout, setInterval: globalThis.setInterval };

it('fakes the clock alone: Date is pinned and stays so, while the timers are the real ones', () => {
  fakeOnly(['Date'], { now: Date.UTC(2026, 2, 10, 9) });
  expect(new Date().toISOString()).toBe('2026-03-10T09:00:00.000Z');
  expect(Date.now()).toBe(Date.UTC(2026, 2, 10, 9));
  expect(globalThis.setTimeout).toBe(realTimers.setTimeout);
  expect(globalThis.setInterval).toBe(realTimers.setInterval);
  // The faked clock moves only when told to.
  jest.advanceTimersByTime(60_000);
  expect(Date.now()).toBe(Date.UTC(2026, 2, 10, 9, 1));
});

it('fakes the timers alone: a timeout waits for the fake clock while Date keeps the real time', () => {
  const before = Date.now();
  fakeOnly(['setTimeout', 'clearTimeout']);
  const fired = jest.fn();
  setTimeout(fired, 3_600_000);
  expect(fired).not.toHaveBeenCalled();
  jest.advanceTimersByTime(3_600_000);
  expect(fired).toHaveBeenCalledTimes(1);
  // A faked Date would have moved on by the hour the fake timers did.
  expect(Date.now() - before).toBeLessThan(3_600_000);
});
