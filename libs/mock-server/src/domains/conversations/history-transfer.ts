// The messages a history crosses a Web Worker in (history.worker.ts → worker-build.ts). Rows go in chunks so the
// page deserialises each in its own short task instead of 25,000 rows in one long one (docs/architecture.md,
// Long tasks after sign-in). The status log goes as its events and is rebuilt (AgentStatusLog sorts them).
import type { ConversationHistory } from './generator';
import type { AgentStatusEvent, Conversation, Customer } from './types';

/** Conversations per message: a few ms to deserialise. */
export const ROWS_PER_MESSAGE = 1000;

export type HistoryMessage =
  | { kind: 'head'; from: number; now: number; timeZone: string; customers: Customer[]; events: AgentStatusEvent[] }
  | { kind: 'rows'; rows: Conversation[] }
  | { kind: 'done'; count: number }
  | { kind: 'failed'; message: string };

/** The messages of one history, in order. */
export function* historyMessages(history: ConversationHistory): Generator<HistoryMessage, void, void> {
  const { from, now, timeZone, customers, statusLog, conversations } = history;
  yield { kind: 'head', from, now, timeZone, customers, events: statusLog.events({}) };
  for (let start = 0; start < conversations.length; start += ROWS_PER_MESSAGE) {
    yield { kind: 'rows', rows: conversations.slice(start, start + ROWS_PER_MESSAGE) };
  }
  yield { kind: 'done', count: conversations.length };
}
