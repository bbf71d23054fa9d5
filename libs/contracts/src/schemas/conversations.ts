// Conversations, their messages and the chat contacts of the product API (docs/demo-api.md, Conversations, contacts
// and messages): what the server answers (strict objects, so a field the contract does not name fails a test), and
// the conversation filter that GET /conversations and every report read. Timestamps are ISO strings; derived
// measures are whole seconds, null when a conversation has no such measure.
import { CHANNELS, CONVERSATION_STATUSES, HANDOFF_REASONS, SENDER_TYPES } from '../conversations';
import { z } from '../rules/schema';

const about = (description: string) => z.describe(description);
const id = () => z.int();
const count = () => z.int().check(z.gte(0));
/** An ISO date-time, or null when the conversation has not reached that step. */
const instantOrNull = (description?: string) =>
  description ? z.nullable(z.string()).check(about(description)) : z.nullable(z.string());
const secondsOrNull = () => z.nullable(count());

export const channelSchema = z.enum(CHANNELS);
export const conversationStatusSchema = z.enum(CONVERSATION_STATUSES);
export const handoffReasonSchema = z.enum(HANDOFF_REASONS);
export const senderTypeSchema = z.enum(SENDER_TYPES);
/** A rating a customer gives: 1–5. */
const ratingValue = () => z.int().check(z.gte(1), z.lte(5));

/** A conversation as the API lists it, the customer's and the agent's names joined in. */
export const conversationRowSchema = z.strictObject({
  id: id(),
  customerId: id(),
  customer: z.strictObject({ id: id(), name: z.string(), email: z.string() }),
  channel: channelSchema,
  departmentId: id(),
  queueId: id(),
  agentId: z
    .nullable(id())
    .check(about('The agent holding the chat (the last one after transfers); null when no agent ever took it.')),
  agentName: z.nullable(z.string()),
  status: conversationStatusSchema,
  categoryIds: z.array(id()),
  commentId: z.nullable(id()).check(about('The closing (wrap-up) comment the agent picked.')),
  closingNote: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  queuedAt: instantOrNull('When the chat entered the queue (after the pre-chat form, or at the bot’s handoff).'),
  assignedAt: instantOrNull(),
  firstResponseAt: instantOrNull('The first agent message.'),
  closedAt: instantOrNull(),
  abandonedAt: instantOrNull(),
  lastMessageAt: z.string(),
  transferCount: count(),
  rating: z.nullable(ratingValue()).check(about('1–5, or null when not rated.')),
  botHandled: z.boolean(),
  handoffAt: instantOrNull(),
  handoffReason: z.nullable(handoffReasonSchema),
  waitSec: secondsOrNull(),
  firstResponseSec: secondsOrNull(),
  handleSec: secondsOrNull(),
  resolutionSec: secondsOrNull(),
  messageCount: count(),
  supervisorJoined: z.optional(
    z.boolean().check(about('true once a supervisor wrote to the customer from the live monitor; absent otherwise.')),
  ),
});

export const messageSchema = z.strictObject({
  id: id().check(about('conversationId × 1000 + position: stable across pages and reloads.')),
  conversationId: id(),
  senderType: senderTypeSchema,
  senderId: z.nullable(id()).check(about('Customer id, agent id, or null for the bot and the system.')),
  senderName: z.string(),
  isPrivate: z
    .boolean()
    .check(about('An agent’s internal note or a supervisor’s whisper, never shown to the customer.')),
  content: z.string(),
  createdAt: z.string(),
});

/**
 * GET /conversations/:id/messages?page&perPage (20 by default). Page 1 holds the newest messages, page 2 the ones
 * before them; each page is in chronological order.
 */
export const messagePageSchema = z.strictObject({
  data: z.array(messageSchema),
  page: z.int().check(z.gte(1)),
  perPage: z.int().check(z.gte(1)),
  total: count(),
  hasMore: z.boolean().check(about('Older pages exist.')),
});

/** A conversation of a contact, with its newest page of messages. */
export const conversationWithMessagesSchema = z.extend(conversationRowSchema, {
  messages: z.array(messageSchema),
  hasMoreMessages: z.boolean(),
});

/** A chat contact (GET /contacts?q&page&perPage): the customer with their latest active and ended conversation. */
export const contactSchema = z.strictObject({
  id: id(),
  fullName: z.string(),
  email: z.string(),
  avatar: z.string().check(about('May be empty: the client shows initials.')),
  channel: channelSchema,
  lastActivityAt: z.nullable(z.string()),
  last_conversation: z
    .nullable(conversationWithMessagesSchema)
    .check(about('The active conversation (bot, queued, open, on hold), if any.')),
  last_conversation_closed: z
    .nullable(conversationWithMessagesSchema)
    .check(about('The latest ended conversation (closed, missed, abandoned), if any.')),
});

const ids = () => z.optional(z.array(id()));

/**
 * The filter GET /conversations and every GET /reports/<name> read, so a report and the list agree for the same
 * parameters. Lists travel as repeated keys (comma-separated values are accepted too); a malformed value answers
 * 422 naming the parameter. Not named `…Schema`: a query's fields are the operation's parameters, not a component
 * (api/openapi.ts).
 */
export const conversationFilterQuery = z.object({
  from: z.optional(
    z.string().check(about('`YYYY-MM-DD` (a day of the organisation’s time zone) or an ISO date-time; inclusive.')),
  ),
  to: z.optional(z.string().check(about('As `from`; inclusive (a date means the end of that day).'))),
  status: z.optional(z.array(conversationStatusSchema)),
  agentId: z.optional(
    z.array(z.union([id(), z.literal('null')])).check(about('Agent ids; `null` matches an unassigned chat.')),
  ),
  departmentId: ids(),
  queueId: ids(),
  channel: z.optional(z.array(channelSchema)),
  categoryId: z.optional(z.array(id()).check(about('A conversation matches when it has any of these categories.'))),
  rating: z.optional(
    z.array(z.union([ratingValue(), z.literal('null')])).check(about('1–5; `null` matches an unrated chat.')),
  ),
  q: z.optional(z.string().check(about('Customer name or e-mail, subject, or the id (`123` or `#123`).'))),
});
