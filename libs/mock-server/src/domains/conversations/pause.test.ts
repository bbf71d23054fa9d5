/**
 * @jest-environment node
 */
// The pause between two slices where there is nothing to paint (the mock server's worker: no document). There the
// slices exist so that the page's requests, posted to the worker as messages, are answered while the history builds.
// Chromium's scheduler.yield() resumes ahead of every queued task, messages included, so a build yielding with it
// answered nothing until it ended: the session's refresh on a reload waited for the whole history (the bench's
// `reload` measure).
import { pauseForBrowser, runInSlices } from './slices';

const withYieldingScheduler = () => {
  // A stand-in for scheduler.yield(): it resumes before anything already queued, as Chromium's does.
  (globalThis as { scheduler?: unknown }).scheduler = { yield: () => Promise.resolve() };
};
afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

function* steps(count: number, log: string[]) {
  for (let step = 0; step < count; step += 1) {
    log.push('step');
    yield;
  }
}

it('lets a message posted before the build run between its slices, where there is no document', async () => {
  expect(typeof document).toBe('undefined');
  withYieldingScheduler();
  const log: string[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    log.push('request');
    channel.port1.close();
  };
  channel.port2.postMessage('a request from the page');
  // One step per slice: each slice's clock reads past the budget at once.
  let now = 0;
  await runInSlices(steps(20, log), { budgetMs: 1, clock: () => (now += 2), pause: pauseForBrowser });
  expect(log.indexOf('request')).toBeGreaterThan(-1);
  expect(log.indexOf('request')).toBeLessThan(log.length - 1);
});
