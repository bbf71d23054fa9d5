// What the Chat Report reads from the product API (DESIGN §6): the conversation rows of
// GET /conversations, the message pages of GET /conversations/:id/messages and the contacts of
// GET /contacts (SPEC §3: each with its active and its last closed conversation, carrying their newest
// messages). Client-side copies on purpose: the app never imports the demo server's types.
import type { Channel, ConversationStatus, HandoffReason } from '../../reports';

export interface ConversationRow {
  id: number;
  customerId: number;
  customer: { id: number; name: string; email: string };
  channel: Channel;
  departmentId: number;
  queueId: number;
  agentId: number | null;
  agentName: string | null;
  status: ConversationStatus;
  categoryIds: number[];
  /** The closing (wrap-up) comment the agent picked. */
  commentId: number | null;
  closingNote: string;
  subject: string;
  /** ISO timestamps. */
  createdAt: string;
  queuedAt: string | null;
  assignedAt: string | null;
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
  /** Derived measures in seconds (DESIGN §6), null when the conversation has none. */
  waitSec: number | null;
  firstResponseSec: number | null;
  handleSec: number | null;
  resolutionSec: number | null;
  messageCount: number;
}

export interface ConversationsPage {
  data: ConversationRow[];
  total: number;
}

export type SenderType = 'customer' | 'agent' | 'bot' | 'system';

export interface ChatMessage {
  /** Stable across pages and reloads. */
  id: number;
  conversationId: number;
  senderType: SenderType;
  senderId: number | null;
  senderName: string;
  /** An agent's internal note, never shown to the customer. */
  isPrivate: boolean;
  content: string;
  createdAt: string;
}

/** Page 1 = the newest messages; each page is in chronological order; hasMore: older pages exist. */
export interface MessagePage {
  data: ChatMessage[];
  page: number;
  perPage: number;
  total: number;
  hasMore: boolean;
}

export type ConversationWithMessages = ConversationRow & { messages: ChatMessage[]; hasMoreMessages: boolean };

/** A chat contact (SPEC §3). */
export interface Contact {
  id: number;
  fullName: string;
  email: string;
  /** May be empty: initials are shown instead. */
  avatar: string;
  channel: Channel;
  lastActivityAt: string | null;
  /** The active conversation (bot, queued, open, on hold), if any. */
  last_conversation: ConversationWithMessages | null;
  /** The latest ended conversation (closed, missed, abandoned), if any. */
  last_conversation_closed: ConversationWithMessages | null;
}

export interface ContactsPage {
  data: Contact[];
  total: number;
}
