// Conversations, their messages and the chat contacts under /api/v1 (docs/demo-api.md, conversations and
// reports): GET /conversations, /conversations/:id, /conversations/:id/messages and /contacts. Timestamps
// are ISO strings; derived measures are whole seconds, null when a conversation has no such measure.
import type { ListQuery } from './http';

export const CHANNELS = ['web', 'whatsapp', 'facebook', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CONVERSATION_STATUSES = ['bot', 'queued', 'open', 'on_hold', 'closed', 'missed', 'abandoned'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const HANDOFF_REASONS = ['asked_for_human', 'low_confidence', 'billing', 'complaint'] as const;
export type HandoffReason = (typeof HANDOFF_REASONS)[number];

export const SENDER_TYPES = ['customer', 'agent', 'bot', 'system'] as const;
export type SenderType = (typeof SENDER_TYPES)[number];

/** A conversation as the API lists it, the customer's and the agent's names joined in. */
export interface ConversationRow {
  id: number;
  customerId: number;
  customer: { id: number; name: string; email: string };
  channel: Channel;
  departmentId: number;
  queueId: number;
  /** The agent holding the chat (the last one after transfers); null when no agent ever took it. */
  agentId: number | null;
  agentName: string | null;
  status: ConversationStatus;
  categoryIds: number[];
  /** The closing (wrap-up) comment the agent picked. */
  commentId: number | null;
  closingNote: string;
  subject: string;
  createdAt: string;
  /** When the chat entered the queue (after the pre-chat form, or at the bot's handoff). */
  queuedAt: string | null;
  assignedAt: string | null;
  /** The first agent message. */
  firstResponseAt: string | null;
  closedAt: string | null;
  abandonedAt: string | null;
  lastMessageAt: string;
  transferCount: number;
  /** 1–5, or null when not rated. */
  rating: number | null;
  botHandled: boolean;
  handoffAt: string | null;
  handoffReason: HandoffReason | null;
  waitSec: number | null;
  firstResponseSec: number | null;
  handleSec: number | null;
  resolutionSec: number | null;
  messageCount: number;
}

export interface Message {
  /** conversationId × 1000 + position: stable across pages and reloads. */
  id: number;
  conversationId: number;
  senderType: SenderType;
  /** Customer id, agent id, or null for the bot and the system. */
  senderId: number | null;
  senderName: string;
  /** An agent's internal note, never shown to the customer. */
  isPrivate: boolean;
  content: string;
  createdAt: string;
}

/**
 * GET /conversations/:id/messages?page&perPage (20 by default). Page 1 holds the newest messages, page 2
 * the ones before them; each page is in chronological order; `hasMore`: older pages exist.
 */
export interface MessagePage {
  data: Message[];
  page: number;
  perPage: number;
  total: number;
  hasMore: boolean;
}

/** A conversation of a contact, with its newest page of messages. */
export type ConversationWithMessages = ConversationRow & { messages: Message[]; hasMoreMessages: boolean };

/** A chat contact (GET /contacts?q&page&perPage): the customer with their latest active and ended conversation. */
export interface Contact {
  id: number;
  fullName: string;
  email: string;
  /** May be empty: the client shows initials. */
  avatar: string;
  channel: Channel;
  lastActivityAt: string | null;
  /** The active conversation (bot, queued, open, on hold), if any. */
  last_conversation: ConversationWithMessages | null;
  /** The latest ended conversation (closed, missed, abandoned), if any. */
  last_conversation_closed: ConversationWithMessages | null;
}

/**
 * The filter GET /conversations and every GET /reports/<name> read, so a report and the list agree for
 * the same parameters. Lists travel as repeated keys (comma-separated values are accepted too); a
 * malformed value answers 422 naming the parameter.
 */
export interface ConversationFilterQuery {
  /** 'YYYY-MM-DD' (a day of the organisation's time zone) or an ISO date-time; inclusive. */
  from?: string;
  /** As `from`; inclusive (a date means the end of that day). */
  to?: string;
  status?: ConversationStatus[];
  /** 'null' matches an unassigned chat. */
  agentId?: Array<number | 'null'>;
  departmentId?: number[];
  queueId?: number[];
  channel?: Channel[];
  /** A conversation matches when it has any of these categories. */
  categoryId?: number[];
  /** 1–5; 'null' matches an unrated chat. */
  rating?: Array<number | 'null'>;
  /** Customer name or e-mail, subject, or the id ('123' or '#123'). */
  q?: string;
}

/** GET /conversations: the filter plus paging (perPage at most 1,000) and sort (default '-createdAt'). */
export type ConversationListQuery = ConversationFilterQuery & ListQuery;
