// Building the history in slices (slices.ts, generator.ts historySteps, store.ts buildConversationStoreInSlices):
// the same history as the one-go build, no slice much past its budget, and requests made during the build
// wait for the whole of it and answer exactly as a server that built it at once.
import axios from 'axios';
import type { DashboardReport } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { createHash } from 'node:crypto';
import { REFERENCE_DATE } from '../../random';
import { startMockServer } from '../../server';
import { login, PRODUCT_API } from '../../test-helpers';
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
  const server = startMockServer({ environment: 'test' });
  sources = readHistorySources(server);
  server.shutdown();
  reference = createConversationHistory({ ...sources, now: REFERENCE_DATE });
});

describe('historySteps in slices', () => {
  it('gives the same history as createConversationHistory, pausing many times', async () => {
    const slices: number[] = [];
    const sliced = await runInSlices(historySteps({ ...sources, now: REFERENCE_DATE }), { onSlice: (ms) => slices.push(ms) });
    expect(sliced.conversations.length).toBe(reference.conversations.length);
    expect(sliced.conversations.length).toBeGreaterThanOrEqual(20_000);
    expect(checksum(sliced)).toBe(checksum(reference));
    // Paused along the way rather than in one go.
    expect(slices.length).toBeGreaterThan(10);
  });

  it('runs no step longer than a few ms, so no slice runs much past its budget', () => {
    const steps = historySteps({ ...sources, now: REFERENCE_DATE });
    const durations: number[] = [];
    for (;;) {
      const started = performance.now();
      const step = steps.next();
      durations.push(performance.now() - started);
      if (step.done) break;
    }
    // A slice stops at the first step ending past its budget, so it lasts at most budget + the longest step.
    // The longest steps (the status log's sort, the customers) take a few ms; the bound leaves room for a busy CI machine.
    const longest = Math.max(...durations);
    expect(SLICE_BUDGET_MS + longest).toBeLessThan(50);
    expect(durations.length).toBeGreaterThan(reference.conversations.length / 100);
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
    const server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API, conversations: { endsAt: CLOCK } });
    servers.push(server);
    return server;
  };
  const dashboard = async () => {
    const { accessToken } = await login('admin@demo.com', 'admin');
    const response = await axios.get(`${PRODUCT_API}/api/v1/reports/dashboard`, { headers: { Authorization: `Bearer ${accessToken}` } });
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
    expect(checksum(store.history)).toBe(checksum(createConversationHistory({ ...readHistorySources(sliced), now: CLOCK, timeZone: store.history.timeZone })));
    await built;
    expect(conversationStoreFor(sliced)).toBe(store);
  });
});
