import { fakeOnly } from './fakeTimers';

afterEach(() => jest.useRealTimers());

it('fakes the clock alone: Date is pinned while a timeout still fires on its own', async () => {
  fakeOnly(['Date'], { now: Date.UTC(2026, 2, 10, 9) });
  expect(new Date().toISOString()).toBe('2026-03-10T09:00:00.000Z');
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(Date.now()).toBe(Date.UTC(2026, 2, 10, 9));
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
