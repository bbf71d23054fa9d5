// Conversations, messages, contacts and agent status events (docs/demo-api.md, conversations and
// reports). Internally every timestamp is epoch ms (number) and the derived measures are precomputed:
// 20,000+ rows are filtered, sorted and aggregated on every report request, so no Date objects or ISO
// strings live in the store. The API shapes (ISO strings) come from libs/contracts and are built only for
// the rows of the page being returned; what is declared here is the server's own.
import {
  LIVE_STATUSES,
  type AgentStatus,
  type Channel,
  type ConversationStatus,
  type HandoffReason,
} from '@live-agent/contracts';

export {
  CHANNELS,
  CONVERSATION_STATUSES,
  HANDOFF_REASONS,
  SENDER_TYPES,
  type Channel,
  type ConversationRow,
  type ConversationStatus,
  type HandoffReason,
  type Message,
  type SenderType,
} from '@live-agent/contracts';
// An agent's presence, under the name the status log and the reports have always used for it.
export { AGENT_STATUSES as AGENT_STATUS_VALUES, type AgentStatus as AgentStatusValue } from '@live-agent/contracts';

/** Statuses a conversation can still leave (the contracts' live statuses); everything in the past is terminal. */
export const ACTIVE_STATUSES: readonly ConversationStatus[] = LIVE_STATUSES;
export const TERMINAL_STATUSES: readonly ConversationStatus[] = ['closed', 'missed', 'abandoned'];

/** A conversation as stored: timestamps in epoch ms, derived measures precomputed. */
export interface Conversation {
  id: number;
  customerId: number;
  channel: Channel;
  departmentId: number;
  queueId: number;
  /** The agent holding the chat (the last one after transfers); null when no agent ever took it. */
  agentId: number | null;
  /** Agents who held the chat before transfers, oldest first (length = transferCount). */
  previousAgentIds: readonly number[];
  status: ConversationStatus;
  categoryIds: readonly number[];
  /** Closing (wrap-up) comment picked by the agent. */
  commentId: number | null;
  closingNote: string;
  subject: string;
  createdAt: number;
  /** When the chat entered the queue (after the pre-chat form, or at the bot's handoff). */
  queuedAt: number | null;
  assignedAt: number | null;
  /** The first agent message. */
  firstResponseAt: number | null;
  closedAt: number | null;
  abandonedAt: number | null;
  /** When the system gave up on a queued chat nobody took (status 'missed'). */
  missedAt: number | null;
  /** The newest message: the end of a terminal conversation, or the latest activity of an active one. */
  lastMessageAt: number;
  transferCount: number;
  rating: number | null;
  botHandled: boolean;
  handoffAt: number | null;
  handoffReason: HandoffReason | null;
  /** Customer ↔ bot exchanges (message plan, see messages.ts). */
  botTurns: number;
  /** Customer ↔ agent exchanges, or the customer's "hello?" nudges of a chat nobody took. */
  exchanges: number;
  /** First-response SLA of the queue at the time, in seconds. */
  slaSec: number;
  // Derived, in whole seconds, null when the conversation has no such measure.
  waitSec: number | null;
  firstResponseSec: number | null;
  handleSec: number | null;
  resolutionSec: number | null;
  messageCount: number;
  // Set by a supervisor's action from the live monitor (live.ts), absent on every generated row.
  /** A supervisor wrote to the customer. */
  supervisorJoined?: boolean;
  /** The supervisor's messages to the customer (whispers left out), counted in messageCount. */
  supervisorMessages?: number;
  /** When a supervisor's transfer put the chat back in a queue, until an agent takes it. */
  requeuedAt?: number;
  // Set once a person at an agent's desk holds the chat (simulation.ts, the agent inbox; absent on generated rows).
  /** The row as it was when the person took over: the generated transcript stops there (messages.ts deskPlan). */
  desk?: DeskSnapshot;
  /** What was said to the customer since the takeover (the agent's messages, the customer's replies), in messageCount. */
  deskMessages?: number;
}

/** The fields of the generated transcript's plan, frozen when a person at an agent's desk took the chat over. */
export interface DeskSnapshot {
  at: number;
  agentId: number | null;
  previousAgentIds: number[];
  assignedAt: number | null;
  firstResponseAt: number | null;
  lastMessageAt: number;
  exchanges: number;
  transferCount: number;
  status: 'bot' | 'queued' | 'open' | 'on_hold';
}

export interface Customer {
  id: number;
  fullName: string;
  email: string;
  avatar: string;
  channel: Channel;
}

export interface AgentStatusEvent {
  agentId: number;
  status: AgentStatus;
  startedAt: number;
  /** null while the status lasts (the current status at `now`). */
  endedAt: number | null;
}

// The live-agent records the generator reads (structural subsets of live-agent/types.ts, so this domain
// does not depend on that module's internals).
export interface AgentInput {
  id: number;
  fullName: string;
  departmentIds: number[];
  queueIds: number[];
  shiftId: number | null;
  maxConcurrentChats: number;
  isActive: boolean;
  lastLoginAt: string | null;
}

export interface DepartmentInput {
  id: number;
  name: string;
  isEnabled: boolean;
  fallbackDepartmentId: number | null;
}

export interface QueueInput {
  id: number;
  name: string;
  departmentId: number;
  maxWaitSec: number;
  slaFirstResponseSec: number;
  isActive: boolean;
}

export interface ShiftInput {
  id: number;
  timezone: string;
  daysOfWeek: number[];
  startTime: string;
  endTime: string;
  breakMinutes: number;
}

export interface CategoryInput {
  id: number;
  name: string;
  departmentIds: number[];
  isActive: boolean;
}

export interface CommentInput {
  id: number;
  text: string;
  departmentIds: number[];
  isActive: boolean;
}
