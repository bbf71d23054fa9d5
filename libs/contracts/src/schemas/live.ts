// The live monitor of the product API (docs/demo-api.md, Live monitor): the ongoing conversations, the agents now,
// the queues past their wait target, and what a supervisor does to a conversation (write to it, transfer it, close
// it). What the server answers is strict (a field the contract does not name fails a test); the bodies are the
// rules the mock server checks them with, in the request's language.
import { AGENT_STATUSES } from '../live-agent';
import { LIVE_STATUSES } from '../conversations';
import { optionalText, ruleMessage, text, z } from '../rules/schema';
import { channelSchema } from './conversations';
import { isBlankValue, pickedIds } from './live-agent';

const about = (description: string) => z.describe(description);
const id = () => z.int();
const count = () => z.int().check(z.gte(0));

/** The limits of what a supervisor writes, which the monitor's inputs also show. */
export const LIVE_LIMITS = {
  /** A message to the customer or a whisper to the agent. */
  contentMax: 5000,
  /** The note a supervisor leaves when closing. */
  closingNoteMax: 1000,
} as const;

export const liveStatusSchema = z.enum(LIVE_STATUSES);

/** One ongoing conversation as the monitor lists it (GET /live/conversations). */
export const liveConversationSchema = z.strictObject({
  id: id(),
  customer: z.strictObject({ id: id(), name: z.string(), email: z.string() }),
  channel: channelSchema,
  departmentId: id(),
  departmentName: z.string(),
  queueId: id(),
  queueName: z.string(),
  agentId: z.nullable(id()).check(about('The agent holding it; null: unassigned (with the bot, or waiting).')),
  agentName: z.nullable(z.string()),
  status: liveStatusSchema,
  createdAt: z.string(),
  lastMessageAt: z.string(),
  waitingSince: z
    .string()
    .check(
      about(
        'With the bot: when it started; queued: when it entered the queue; open or on hold: the customer’s last message.',
      ),
    ),
  waitSec: count().check(about('Whole seconds from `waitingSince` to the simulation’s now.')),
  slaTargetSec: count().check(about('The queue’s first-response target (`slaFirstResponseSec`).')),
  overSla: z.boolean().check(about('A queued chat whose `waitSec` passed `slaTargetSec`.')),
  messageCount: count().check(about('Messages so far, whispers left out.')),
  transferCount: count(),
  supervisorJoined: z.boolean(),
});

/** An agent now (GET /live/agents). */
export const liveAgentSchema = z.strictObject({
  id: id(),
  fullName: z.string(),
  status: z.enum(AGENT_STATUSES),
  statusSince: z.string().check(about('When the current status began.')),
  statusSec: count().check(about('Whole seconds in the current status.')),
  activeChats: count().check(about('Chats the agent holds now (open or on hold).')),
  maxConcurrentChats: count(),
  departmentIds: z.array(id()),
});

/** A queue whose longest wait passed its first-response target (GET /live/alerts). */
export const liveAlertSchema = z.strictObject({
  queueId: id(),
  queueName: z.string(),
  departmentId: id(),
  slaTargetSec: count(),
  longestWaitSec: count(),
  conversationId: id().check(about('The chat waiting longest.')),
  waitingCount: count().check(about('Chats waiting in the queue now.')),
  overSlaCount: count().check(about('Of them, past the target.')),
});

const ids = () => z.optional(z.array(id()));

/** GET /live/conversations: lists travel as repeated keys (comma-separated values are accepted too). */
export const liveConversationQuery = z.object({
  departmentId: ids(),
  queueId: ids(),
  agentId: z.optional(
    z.array(z.union([id(), z.literal('null')])).check(about('Agent ids; `null` matches an unassigned chat.')),
  ),
  status: z.optional(z.array(liveStatusSchema)),
  channel: z.optional(z.array(channelSchema)),
});

/** GET /live/agents. */
export const liveAgentQuery = z.object({
  departmentId: z.optional(z.array(id()).check(about('Agents serving any of these departments.'))),
});

/** What a client names one message it writes by (8 to 64 letters, digits and dashes: a UUID fits). */
export const MESSAGE_CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

/** A new client id for one message: 32 hex digits (getRandomValues, which a page served over plain http has too). */
export const newMessageClientId = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** POST /conversations/:id/messages: a join (to the customer) or a whisper (`isPrivate`, to the agent only). */
export const supervisorMessageInputSchema = z.object({
  content: text({ max: LIVE_LIMITS.contentMax }),
  isPrivate: z.optional(z.boolean().check(about('true: a whisper only the agent sees. Default false.'))),
  clientId: z.optional(
    z
      .string({ error: ruleMessage('invalid') })
      .check(
        z.regex(MESSAGE_CLIENT_ID, { error: ruleMessage('invalid') }),
        about(
          'Chosen by the writer for each message (MESSAGE_CLIENT_ID). The same id again on the conversation (a retry, a second tab sending the same kept draft) stores nothing and answers the message kept the first time, 200 instead of 201.',
        ),
      ),
  ),
});

/** A transfer's targets: the body names exactly one. */
const TRANSFER_TARGETS = ['agentId', 'queueId'] as const;

/** A target's id: a whole number (anything else names no record). */
const target = (description: string) =>
  z.optional(z.nullable(z.int({ error: ruleMessage('reference') }).check(about(description))));

/**
 * POST /conversations/:id/transfer: exactly one of the two (null or absent names none); neither is said on
 * `agentId`, both on `queueId`. Whether the target exists and can take the chat is the server's to say.
 */
export const transferInputSchema = z
  .object({
    agentId: target('An agent online with a free slot, other than the one holding it.'),
    queueId: target('A queue: the chat waits there for its next agent.'),
  })
  .check(
    about('Exactly one of `agentId` and `queueId`.'),
    // Beside the ids' own rules, not after them (`when`), so a 422 names every broken field at once.
    z.check<{ agentId?: unknown; queueId?: unknown }>(
      (payload) => {
        const named = TRANSFER_TARGETS.filter(
          (field) => payload.value[field] !== undefined && payload.value[field] !== null,
        );
        if (named.length === 1) return;
        payload.issues.push({
          code: 'custom',
          path: [named[1] ?? 'agentId'],
          message: ruleMessage('oneTarget'),
          input: payload.value,
        });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );

const closeInput = <Comment extends z.core.$ZodType>(commentId: Comment) =>
  z.object({
    categoryIds: pickedIds().check(about('At least one; each a category the conversation’s department may use.')),
    commentId,
    closingNote: optionalText({ max: LIVE_LIMITS.closingNoteMax }),
  });

const COMMENT =
  'A closing comment of the department; required when the organisation’s settings require a comment on close.';
const CLOSE_INPUT = closeInput(z.optional(z.nullable(id().check(about(COMMENT)))));
const CLOSE_INPUT_WITH_COMMENT = closeInput(
  z
    .int({ error: (issue) => ruleMessage(isBlankValue(issue.input) ? 'commentRequired' : 'invalid') })
    .check(about(COMMENT)),
);

/**
 * POST /conversations/:id/close, under the organisation's settings: with `commentRequired` (its
 * `settings.requireCommentOnClose`) a closing comment must be named. The server reads the setting when it checks a
 * body, the close form from the organisation it loaded.
 */
export const closeInputSchema = ({ commentRequired }: { commentRequired: boolean }) =>
  commentRequired ? CLOSE_INPUT_WITH_COMMENT : CLOSE_INPUT;

/**
 * The body of POST /conversations/:id/close as far as it can be told without the organisation's settings (the API's
 * document): the server and the close form hold a body to them (`closeInputSchema({ commentRequired })`).
 */
export const closeRequestSchema = CLOSE_INPUT;

export type LiveStatus = (typeof LIVE_STATUSES)[number];
export type LiveConversation = z.output<typeof liveConversationSchema>;
export type LiveAgent = z.output<typeof liveAgentSchema>;
export type LiveAlert = z.output<typeof liveAlertSchema>;
export type LiveConversationQuery = z.input<typeof liveConversationQuery>;
export type LiveAgentQuery = z.input<typeof liveAgentQuery>;
export type SupervisorMessageInput = z.input<typeof supervisorMessageInputSchema>;
export type TransferInput = z.input<typeof transferInputSchema>;
export type CloseInput = z.input<typeof closeRequestSchema>;
