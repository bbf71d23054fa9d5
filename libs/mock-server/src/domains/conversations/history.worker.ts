// The Web Worker that builds the conversation history off the page's main thread (worker-build.ts starts it;
// docs/architecture.md, Long tasks after sign-in). It receives what the history is built from (plain data), runs
// the same pure generator a one-go build runs, and posts the result back in chunks (history-transfer.ts).
import { createConversationHistory, type ConversationHistoryOptions } from './generator';
import { historyMessages, type HistoryMessage } from './history-transfer';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ConversationHistoryOptions>) => void) | null;
  postMessage(message: HistoryMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  try {
    for (const message of historyMessages(createConversationHistory(event.data))) scope.postMessage(message);
  } catch (error) {
    scope.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
