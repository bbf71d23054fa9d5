// Building the history in slices (slices.ts, generator.ts historySteps, store.ts buildConversationStoreInSlices):
// the same history as the one-go build, no slice much past its budget, and requests made during the build
// wait for the whole of it and answer exactly as a server that built it at once.
import axios from 'axios';
import type { DashboardReport } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { createHash } from 'node:crypto';
import { REFERENCE_DATE } from '../../random';
import { startMockServer } from '../../server';
import { login, PRODUCT_API } from '../../testing';
import { seededHistorySources } from '../../testing/conversations';
import { createConversationHistory, historySteps, type ConversationHistory } from './generator';
import { runInSlices, SLICE_BUDGET_MS } from './slices';
import { buildConversationsInSlices } from './start';
import { conversationStoreFor, pendingConversationStore, readHistorySources, type HistorySources } from './store';

/** Every conversation's id, status and instants, every customer and every status event, hashed. */
function checksum(history: ConversationHistory): string {
  const hash = createHash('sha256');
  hash.update(`${history.from}|${history.now}|${history.timeZone}\n`);
  for (const c of history.conversations) hash.update(JSON.stringify(c));
  for (const customer of history.customers) hash.update(JSON.stringify(customer));
  hash.update(JSON.stringify(history.statusLog.events({})));
  return hash.digest('hex');
}

let sources: HistorySources;
let reference: ConversationHistory;

beforeAll(() => {
  sources = seededHistorySources();
  reference = createConversationHistory({ ...sources, now: REFERENCE_DATE });
});

describe('historySteps in slices', () => {
  it('gives the same history as createConversationHistory, pausing many times', async () => {
    const slices: number[] = [];
    const sliced = await runInSlices(historySteps({ ...sources, now: REFERENCE_DATE }), {
      onSlice: (ms) => slices.push(ms),
    });
    expect(sliced.conversations.length).toBe(reference.conversations.length);
    expect(sliced.conversations.length).toBeGreaterThanOrEqual(20_000);
    expect(checksum(sliced)).toBe(checksum(reference));
    // Paused along the way rather than in one go.
    expect(slices.length).toBeGreaterThan(10);
  });

  it('runs no step longer than a long task, so no slice runs much past its budget', () => {
    // Each step is at most 50 conversations, one agent or one day of arrivals. Timed three times and the
    // fastest kept per step, so a garbage collection or a busy machine does not count against it.
    const fastest: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const steps = historySteps({ ...sources, now: REFERENCE_DATE });
      for (let index = 0; ; index += 1) {
        const started = performance.now();
        const step = steps.next();
        const ms = performance.now() - started;
        fastest[index] = Math.min(fastest[index] ?? Number.POSITIVE_INFINITY, ms);
        if (step.done) break;
      }
    }
    expect(fastest.length).toBeGreaterThan(reference.conversations.length / 50);
    expect(Math.max(...fastest)).toBeLessThan(50);
  });
});

describe('runInSlices', () => {
  /** Steps that each take `costs[i]` ms on a fake clock, then return 'done'. */
  function* costly(costs: number[], clock: { now: number }): Generator<void, string, void> {
    for (const cost of costs) {
      clock.now += cost;
      yield;
    }
    return 'done';
  }

  it('ends a slice at the first step past its budget and pauses before the next', async () => {
    const clock = { now: 0 };
    const slices: number[] = [];
    let pauses = 0;
    const result = await runInSlices(costly([3, 3, 3, 3, 3, 3, 3, 10, 1, 1], clock), {
      budgetMs: 8,
      clock: () => clock.now,
      pause: async () => {
        pauses += 1;
      },
      onSlice: (ms) => slices.push(ms),
    });
    expect(result).toBe('done');
    // 3+3+3 reaches 8 → pause; again; then 3+10; then the last two.
    expect(slices).toEqual([9, 9, 13, 2]);
    expect(pauses).toBe(3);
    for (const ms of slices) expect(ms).toBeLessThanOrEqual(8 + 10);
  });

  it('pauses between slices with real timers by default (Node: setTimeout)', async () => {
    const order: string[] = [];
    const sliced = runInSlices(costly([1, 1], { now: 0 }), { budgetMs: 0 }).then(() => order.push('sliced'));
    setTimeout(() => order.push('timer'), 0);
    await sliced;
    expect(order).toEqual(['timer', 'sliced']);
    expect(SLICE_BUDGET_MS).toBeLessThan(50);
  });
});

describe('buildConversationsInSlices', () => {
  const CLOCK = REFERENCE_DATE.getTime() + 3 * 3_600_000;
  let servers: Server[] = [];
  afterEach(() => {
    for (const server of servers) server.shutdown();
    servers = [];
  });
  const start = () => {
    const server = startMockServer({
      environment: 'test',
      productApiBase: PRODUCT_API,
      conversations: { endsAt: CLOCK },
    });
    servers.push(server);
    return server;
  };
  const dashboard = async () => {
    const { accessToken } = await login('admin@demo.com', 'admin');
    const response = await axios.get(`${PRODUCT_API}/api/v1/reports/dashboard`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    return response.data as DashboardReport;
  };

  it('builds the same store as the first request would, and a request made meanwhile waits for all of it', async () => {
    // One server at a time: Mirage intercepts requests globally, so the last one started answers them.
    const once = start();
    const expected = await dashboard();
    const onceChecksum = checksum(conversationStoreFor(once).history);
    once.shutdown();
    servers = [];

    const sliced = start();
    const built = buildConversationsInSlices(sliced);
    expect(pendingConversationStore(sliced)).not.toBeNull();
    const answer = await dashboard();
    await built;
    expect(pendingConversationStore(sliced)).toBeNull();
    expect(answer).toEqual(expected);
    expect(checksum(conversationStoreFor(sliced).history)).toBe(onceChecksum);
  });

  it('finishes at once, with the same history, when a caller cannot wait (conversationStoreFor)', async () => {
    const sliced = start();
    const built = buildConversationsInSlices(sliced);
    const store = conversationStoreFor(sliced);
    expect(checksum(store.history)).toBe(
      checksum(
        createConversationHistory({ ...readHistorySources(sliced), now: CLOCK, timeZone: store.history.timeZone }),
      ),
    );
    await built;
    expect(conversationStoreFor(sliced)).toBe(store);
  });
});
