// Shared by the conversation tests only (docs/architecture.md, Conventions: src/testing/): a hand-built
// conversation starts as the generator starts one (newConversation), so a field the record gains is defaulted once.
import { newConversation } from '../domains/conversations/generator';
import { readHistorySources, type HistorySources } from '../domains/conversations/store';
import type { Conversation } from '../domains/conversations/types';
import { startMockServer } from '../server';

/**
 * A web chat of customer 1 in queue 1 of department 1 (a 60 s first-response target), subject 'General question',
 * that nothing has happened to yet; then the test's fields.
 */
export function conversationOf(fields: Partial<Conversation> & Pick<Conversation, 'createdAt'>): Conversation {
  const start = newConversation(fields.id ?? 1, fields.createdAt, {
    channel: 'web',
    customer: { id: 1, fullName: 'Test Customer', email: 'customer@example.com', avatar: '', channel: 'web' },
    queue: { id: 1, name: 'General', departmentId: 1, maxWaitSec: 300, slaFirstResponseSec: 60, isActive: true },
    botHandled: false,
  });
  return { ...start, subject: 'General question', ...fields };
}

/** What the history is generated from (the back office's records), as a freshly seeded server holds them. */
export function seededHistorySources(): HistorySources {
  const server = startMockServer({ environment: 'test' });
  try {
    return readHistorySources(server);
  } finally {
    server.shutdown();
  }
}
