// The history built elsewhere (store.ts buildConversationStoreFrom, history-transfer.ts; in the browser a Web
// Worker, worker-build.ts): jsdom has no Worker, so a stand-in builds the history and sends it through the same
// messages, each cloned as postMessage clones it. The history that arrives is the one-go build's, a request made
// meanwhile waits for it and answers as a server that built it at once, and a failed build falls back to slices.
import axios from 'axios';
import type { DashboardReport } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { REFERENCE_DATE } from '../../random';
import { startMockServer } from '../../server';
import { login, PRODUCT_API } from '../../test-helpers';
import { createConversationHistory, type ConversationHistory, type ConversationHistoryOptions } from './generator';
import { historyMessages, ROWS_PER_MESSAGE, type HistoryMessage } from './history-transfer';
import { warmReportCache } from './reports/cache';
import { AgentStatusLog } from './status-log';
import { buildConversationStoreFrom, conversationStoreFor, pendingConversationStore, readHistorySources } from './store';
import type { Conversation } from './types';

/** A copy made as postMessage makes it (the structured clone algorithm; jsdom has no structuredClone). */
const clone = <T>(value: T): T => deserialize(serialize(value)) as T;

/** Every conversation, customer and status event, hashed (as slices.test.ts does). */
function checksum(history: ConversationHistory): string {
  const hash = createHash('sha256');
  hash.update(`${history.from}|${history.now}|${history.timeZone}\n`);
  for (const c of history.conversations) hash.update(JSON.stringify(c));
  for (const customer of history.customers) hash.update(JSON.stringify(customer));
  hash.update(JSON.stringify(history.statusLog.events({})));
  return hash.digest('hex');
}

/** What worker-build.ts does with the worker's messages, each cloned as postMessage clones it. */
function receive(messages: Iterable<HistoryMessage>): ConversationHistory {
  let head: Extract<HistoryMessage, { kind: 'head' }> | null = null;
  const conversations: Conversation[] = [];
  for (const sent of messages) {
    const message = clone(sent);
    if (message.kind === 'head') head = message;
    else if (message.kind === 'rows') conversations.push(...message.rows);
  }
  if (!head) throw new Error('no head');
  return { from: head.from, now: head.now, timeZone: head.timeZone, customers: head.customers, conversations, statusLog: new AgentStatusLog(head.events) };
}

/** A stand-in worker: builds from a clone of the options, later, and sends the history through the messages. */
const inWorker = (options: ConversationHistoryOptions) =>
  new Promise<ConversationHistory>((resolve) => setTimeout(() => resolve(receive(historyMessages(createConversationHistory(clone(options))))), 0));

// Each test builds one or two histories of 25,000 conversations: seconds each on a busy machine.
jest.setTimeout(60_000);

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

describe('the history sent as messages (history-transfer.ts)', () => {
  it('arrives identical: every row, customer and status event, in chunks of ROWS_PER_MESSAGE', () => {
    const server = start();
    const history = conversationStoreFor(server).history;
    const messages = [...historyMessages(history)];
    expect(messages.filter((message) => message.kind === 'rows').length).toBe(Math.ceil(history.conversations.length / ROWS_PER_MESSAGE));
    expect(checksum(receive(messages))).toBe(checksum(history));
  });
});

describe('buildConversationStoreFrom', () => {
  it('builds the store a first request would build, and a request made meanwhile waits for it and answers the same', async () => {
    // One server at a time: Mirage intercepts requests globally, so the last one started answers them.
    const once = start();
    const expected = await dashboard();
    const onceChecksum = checksum(conversationStoreFor(once).history);
    once.shutdown();
    servers = [];

    const server = start();
    const built = buildConversationStoreFrom(server, inWorker, { warm: warmReportCache });
    expect(pendingConversationStore(server)).not.toBeNull();
    const answer = await dashboard();
    const store = await built;
    expect(pendingConversationStore(server)).toBeNull();
    expect(answer).toEqual(expected);
    expect(checksum(store.history)).toBe(onceChecksum);
    expect(conversationStoreFor(server)).toBe(store);
  });

  it('builds in slices here when the worker fails, with the same history', async () => {
    const server = start();
    const store = await buildConversationStoreFrom(server, () => Promise.reject(new Error('no worker')));
    expect(checksum(store.history)).toBe(checksum(createConversationHistory({ ...readHistorySources(server), now: CLOCK, timeZone: store.history.timeZone })));
  });

  it('keeps the store a synchronous caller built meanwhile (same history), and the worker’s is dropped', async () => {
    const server = start();
    const built = buildConversationStoreFrom(server, inWorker);
    const now = conversationStoreFor(server);
    const later = await built;
    expect(later).toBe(now);
    expect(conversationStoreFor(server)).toBe(now);
  });
});
