// Conversations, their messages and the chat contacts under /api/v1 (docs/demo-api.md, conversations and
// reports): GET /conversations, /conversations/:id, /conversations/:id/messages and /contacts. Timestamps
// are ISO strings; derived measures are whole seconds, null when a conversation has no such measure.
import type { z } from 'zod/mini';
import type { ListQuery } from './http';
import type * as schemas from './schemas/conversations';

export const CHANNELS = ['web', 'whatsapp', 'facebook', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CONVERSATION_STATUSES = ['bot', 'queued', 'open', 'on_hold', 'closed', 'missed', 'abandoned'] as const;
/** The statuses of a conversation still going on (the live monitor's). */
export const LIVE_STATUSES = [
  'bot',
  'queued',
  'open',
  'on_hold',
] as const satisfies readonly (typeof CONVERSATION_STATUSES)[number][];
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const HANDOFF_REASONS = ['asked_for_human', 'low_confidence', 'billing', 'complaint'] as const;
export type HandoffReason = (typeof HANDOFF_REASONS)[number];

// 'supervisor': a message an admin wrote from the live monitor (a join, or a whisper only the agent sees).
export const SENDER_TYPES = ['customer', 'agent', 'bot', 'system', 'supervisor'] as const;
export type SenderType = (typeof SENDER_TYPES)[number];

/** A conversation as the API lists it, the customer's and the agent's names joined in. */
export type ConversationRow = z.output<typeof schemas.conversationRowSchema>;
export type Message = z.output<typeof schemas.messageSchema>;
/** GET /conversations/:id/messages: page 1 holds the newest messages; `hasMore`: older pages exist. */
export type MessagePage = z.output<typeof schemas.messagePageSchema>;
/** A conversation of a contact, with its newest page of messages. */
export type ConversationWithMessages = z.output<typeof schemas.conversationWithMessagesSchema>;
/** A chat contact (GET /contacts?q&page&perPage): the customer with their latest active and ended conversation. */
export type Contact = z.output<typeof schemas.contactSchema>;
/** The filter GET /conversations and every GET /reports/<name> read (lists as repeated keys). */
export type ConversationFilterQuery = z.input<typeof schemas.conversationFilterQuery>;

/** GET /conversations: the filter plus paging (perPage at most 1,000) and sort (default '-createdAt'). */
export type ConversationListQuery = ConversationFilterQuery & ListQuery;
