// The monitor's raised load (liveLoad.ts, the simulation's `arrivalScale`) gives a presenter and the bench the same
// busy list whatever day it is: a weekend's own arrivals are a fifth of a weekday's.
import type { Server } from 'miragejs';
import { startMockServer } from '../../server';
import { fakeClockOnly, PRODUCT_API } from '../../testing';
import { liveLoadScale } from './liveLoad';
import { advanceSimulation, liveConversations } from './simulation';

const MINUTE = 60_000;
/** The bench's load (scripts/bench/monitor.mjs), which it waits to pass 200 ongoing chats. */
const BENCH_LOAD = 60;

afterEach(() => jest.useRealTimers());

/** Ongoing chats after `minutes` of the simulation from `iso` (13:00 in the organisation's zone, Europe/Berlin). */
function ongoingAfter(iso: string, minutes: number): number {
  const start = Date.parse(iso);
  fakeClockOnly(start);
  let server: Server | undefined;
  try {
    server = startMockServer({
      environment: 'test',
      productApiBase: PRODUCT_API,
      conversations: { endsAt: 'now', arrivalScale: BENCH_LOAD },
    });
    advanceSimulation(server, start + minutes * MINUTE);
    return liveConversations(server).length;
  } finally {
    server?.shutdown();
  }
}

test('on a Saturday at midday the load passes 200 ongoing chats within ten minutes, as on a Wednesday', () => {
  expect(ongoingAfter('2026-12-02T12:00:00Z', 10)).toBeGreaterThan(200);
  expect(ongoingAfter('2026-12-05T12:00:00Z', 10)).toBeGreaterThan(200);
});

test('a page asks for the load by name, by number, or not at all', () => {
  expect(liveLoadScale('?liveLoad=high')).toBe(25);
  expect(liveLoadScale('?liveLoad=60')).toBe(60);
  expect(liveLoadScale('', { getItem: () => 'high' })).toBe(25);
  expect(liveLoadScale('?liveLoad=-3')).toBeUndefined();
  expect(liveLoadScale('?liveLoad=lots')).toBeUndefined();
});
