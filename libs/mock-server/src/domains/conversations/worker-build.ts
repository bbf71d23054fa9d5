// Builds the conversation history in a Web Worker (history.worker.ts) and rebuilds it here from the chunks it
// posts (history-transfer.ts): the build runs beside the page instead of between its frames, so a screen that
// asks for conversations soon after a page load waits far less (docs/architecture.md, Long tasks after sign-in).
// Only the browser loads this module (start.ts, when Worker exists): `import.meta.url` is what lets the bundler
// emit the worker as its own file.
import type { ConversationHistory, ConversationHistoryOptions } from './generator';
import type { HistoryMessage } from './history-transfer';
import { AgentStatusLog } from './status-log';
import type { Conversation } from './types';

/** The history the worker builds from `options` (plain data: no `random`); rejects if the worker fails. */
export function buildHistoryInWorker(options: ConversationHistoryOptions): Promise<ConversationHistory> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./history.worker.ts', import.meta.url), { name: 'mock-conversation-history' });
    const conversations: Conversation[] = [];
    let head: Extract<HistoryMessage, { kind: 'head' }> | null = null;
    const fail = (message: string) => {
      worker.terminate();
      reject(new Error(message));
    };
    worker.onmessage = (event: MessageEvent<HistoryMessage>) => {
      const message = event.data;
      if (message.kind === 'head') head = message;
      else if (message.kind === 'rows') for (const row of message.rows) conversations.push(row);
      else if (message.kind === 'failed') fail(message.message);
      else if (!head || conversations.length !== message.count) fail('The history arrived incomplete.');
      else {
        worker.terminate();
        const { from, now, timeZone, customers, events } = head;
        resolve({ from, now, timeZone, customers, conversations, statusLog: new AgentStatusLog(events) });
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(event.message || 'The history worker failed.');
    };
    worker.postMessage(options);
  });
}
