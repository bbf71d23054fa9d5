// The conversation store of one Mirage server: the generated history plus the lookups the API needs
// (names, search text, the contact index). Decisions:
// - Built lazily on the first request and kept per server (a WeakMap), never inside Mirage's db:
//   starting the server stays instant and tests that never touch conversations pay nothing.
// - It reads the live-agent records (agents, departments, queues, shifts, categories, closing comments)
//   from the db at that moment, so the history matches the seeded back office.
// - The report endpoints and the live simulation reuse it: `conversationStoreFor(server)` for the data,
//   `resetConversationStore(server, { now })` to rebuild the history up to the real clock.
import type { Server } from 'miragejs';
import { REFERENCE_DATE } from '../../random';
import { createConversationHistory, type ConversationHistory, type ConversationHistoryOptions } from './generator';
import { filterConversations, sortConversations, type ConversationFilter, type SortNames } from './filters';
import { buildMessages, pageMessages, type MessagePage } from './messages';
import {
  ACTIVE_STATUSES,
  TERMINAL_STATUSES,
  type AgentInput,
  type CategoryInput,
  type CommentInput,
  type Conversation,
  type ConversationRow,
  type Customer,
  type DepartmentInput,
  type Message,
  type QueueInput,
  type ShiftInput,
} from './types';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export type ConversationWithMessages = ConversationRow & { messages: Message[]; hasMoreMessages: boolean };

/** A contact of the chat screen (SPEC §3): the customer with their latest active and latest ended conversation. */
export interface ContactRecord {
  id: number;
  fullName: string;
  email: string;
  avatar: string;
  channel: Customer['channel'];
  lastActivityAt: string | null;
  last_conversation: ConversationWithMessages | null;
  last_conversation_closed: ConversationWithMessages | null;
}

interface ContactEntry {
  customer: Customer;
  lastActivityAt: number | null;
  active: Conversation | null;
  ended: Conversation | null;
}

/** The live-agent records a history is built from. */
export interface HistorySources {
  agents: AgentInput[];
  departments: DepartmentInput[];
  queues: QueueInput[];
  shifts: ShiftInput[];
  categories: CategoryInput[];
  comments: CommentInput[];
}

export class ConversationStore {
  private readonly agentNames: Map<number, string>;
  private searchTexts: string[] | null = null;
  private contactIndex: ContactEntry[] | null = null;

  constructor(
    readonly history: ConversationHistory,
    agents: ReadonlyArray<Pick<AgentInput, 'id' | 'fullName'>>,
  ) {
    this.agentNames = new Map(agents.map((agent) => [agent.id, agent.fullName]));
  }

  /** Every conversation, sorted by createdAt (ids 1..n in that order). */
  get conversations(): readonly Conversation[] {
    return this.history.conversations;
  }

  get customers(): readonly Customer[] {
    return this.history.customers;
  }

  get statusLog() {
    return this.history.statusLog;
  }

  get(id: number): Conversation | null {
    const byPosition = this.history.conversations[id - 1];
    if (byPosition?.id === id) return byPosition;
    return this.history.conversations.find((c) => c.id === id) ?? null;
  }

  customer(id: number): Customer | null {
    const byPosition = this.history.customers[id - 1];
    if (byPosition?.id === id) return byPosition;
    return this.history.customers.find((customer) => customer.id === id) ?? null;
  }

  agentName(agentId: number | null): string | null {
    if (agentId === null) return null;
    return this.agentNames.get(agentId) ?? `Agent ${agentId}`;
  }

  /** Lower-cased customer name, e-mail and subject (what `q` searches). */
  searchText(c: Conversation): string {
    if (!this.searchTexts) {
      const customers = this.history.customers.map((customer) => `${customer.fullName} ${customer.email}`.toLowerCase());
      this.searchTexts = this.history.conversations.map((row) => `${customers[row.customerId - 1] ?? ''} ${row.subject.toLowerCase()}`);
    }
    return this.searchTexts[c.id - 1] ?? '';
  }

  readonly sortNames: SortNames = {
    customerName: (c) => this.customer(c.customerId)?.fullName ?? '',
    agentName: (c) => this.agentName(c.agentId),
  };

  /** The conversations matching a filter, in createdAt order. */
  query(filter: ConversationFilter): Conversation[] {
    return filterConversations(this.history.conversations, filter, (c) => this.searchText(c));
  }

  /** query() then sorted (default '-createdAt'). */
  list(filter: ConversationFilter, sort?: string): Conversation[] {
    return sortConversations(this.query(filter), sort, this.sortNames);
  }

  toRow(c: Conversation): ConversationRow {
    const customer = this.customer(c.customerId);
    return {
      id: c.id,
      customerId: c.customerId,
      customer: { id: c.customerId, name: customer?.fullName ?? '', email: customer?.email ?? '' },
      channel: c.channel,
      departmentId: c.departmentId,
      queueId: c.queueId,
      agentId: c.agentId,
      agentName: this.agentName(c.agentId),
      status: c.status,
      categoryIds: [...c.categoryIds],
      commentId: c.commentId,
      closingNote: c.closingNote,
      subject: c.subject,
      createdAt: new Date(c.createdAt).toISOString(),
      queuedAt: iso(c.queuedAt),
      assignedAt: iso(c.assignedAt),
      firstResponseAt: iso(c.firstResponseAt),
      closedAt: iso(c.closedAt),
      abandonedAt: iso(c.abandonedAt),
      lastMessageAt: new Date(c.lastMessageAt).toISOString(),
      transferCount: c.transferCount,
      rating: c.rating,
      botHandled: c.botHandled,
      handoffAt: iso(c.handoffAt),
      handoffReason: c.handoffReason,
      waitSec: c.waitSec,
      firstResponseSec: c.firstResponseSec,
      handleSec: c.handleSec,
      resolutionSec: c.resolutionSec,
      messageCount: c.messageCount,
    };
  }

  /** The whole transcript, oldest first (rebuilt deterministically on every call). */
  messages(c: Conversation): Message[] {
    return buildMessages(c, {
      customerName: this.customer(c.customerId)?.fullName ?? 'Customer',
      agentName: (agentId) => this.agentName(agentId) ?? `Agent ${agentId}`,
    });
  }

  /** Page 1 = newest messages; see pageMessages. */
  messagePage(c: Conversation, page: number, perPage: number): MessagePage {
    return pageMessages(this.messages(c), page, perPage);
  }

  withMessages(c: Conversation, perPage: number): ConversationWithMessages {
    const page = this.messagePage(c, 1, perPage);
    return { ...this.toRow(c), messages: page.data, hasMoreMessages: page.hasMore };
  }

  /** Customers by latest activity (newest first; customers without conversations last), filtered by name or e-mail. */
  contacts(q = ''): ContactEntry[] {
    if (!this.contactIndex) {
      const entries: ContactEntry[] = this.history.customers.map((customer) => ({ customer, lastActivityAt: null, active: null, ended: null }));
      for (const c of this.history.conversations) {
        const entry = entries[c.customerId - 1];
        if (!entry) continue;
        // Conversations come in createdAt order, so the last one seen is the latest.
        if (ACTIVE_STATUSES.includes(c.status)) entry.active = c;
        else if (TERMINAL_STATUSES.includes(c.status)) entry.ended = c;
        entry.lastActivityAt = Math.max(entry.lastActivityAt ?? Number.NEGATIVE_INFINITY, c.lastMessageAt);
      }
      this.contactIndex = entries.sort(
        (a, b) => (b.lastActivityAt ?? Number.NEGATIVE_INFINITY) - (a.lastActivityAt ?? Number.NEGATIVE_INFINITY) || a.customer.id - b.customer.id,
      );
    }
    const needle = q.trim().toLowerCase();
    if (!needle) return this.contactIndex;
    return this.contactIndex.filter(({ customer }) => customer.fullName.toLowerCase().includes(needle) || customer.email.toLowerCase().includes(needle));
  }

  contactRecord(entry: ContactEntry, messagesPerPage = 20): ContactRecord {
    const { customer } = entry;
    return {
      id: customer.id,
      fullName: customer.fullName,
      email: customer.email,
      avatar: customer.avatar,
      channel: customer.channel,
      lastActivityAt: iso(entry.lastActivityAt),
      last_conversation: entry.active ? this.withMessages(entry.active, messagesPerPage) : null,
      last_conversation_closed: entry.ended ? this.withMessages(entry.ended, messagesPerPage) : null,
    };
  }
}

// ---------------------------------------------------------------------------------------------------
// Per-server store

type Row = Record<string, unknown> & { id: string | number };

function collection(server: Server, ...names: string[]): Row[] {
  const db = server.db as unknown as Record<string, Row[] | undefined>;
  for (const name of names) {
    const rows = db[name];
    if (Array.isArray(rows)) return rows;
  }
  return [];
}

const withNumericId = <T>(rows: Row[]): T[] => rows.map((row) => ({ ...row, id: Number(row.id) }) as unknown as T);

/** The live-agent records currently in the server's db. */
export function readHistorySources(server: Server): HistorySources {
  return {
    agents: withNumericId<AgentInput>(collection(server, 'agents')),
    departments: withNumericId<DepartmentInput>(collection(server, 'departments')),
    queues: withNumericId<QueueInput>(collection(server, 'queues')),
    shifts: withNumericId<ShiftInput>(collection(server, 'shifts')),
    categories: withNumericId<CategoryInput>(collection(server, 'conversationCategories')),
    // live-agent names its model closingComment; 'comments' is the generic name.
    comments: withNumericId<CommentInput>(collection(server, 'closingComments', 'comments')),
  };
}

/** The organisation's time zone, when the organisation domain is seeded. */
function organizationTimeZone(server: Server): string | undefined {
  const organization = collection(server, 'organizations')[0] as { timezone?: unknown } | undefined;
  return typeof organization?.timezone === 'string' ? organization.timezone : undefined;
}

const stores = new WeakMap<object, ConversationStore>();

export type StoreOptions = Omit<ConversationHistoryOptions, keyof HistorySources>;

/** Builds a store from the server's current live-agent records. */
export function buildConversationStore(server: Server, options: StoreOptions = {}): ConversationStore {
  const sources = readHistorySources(server);
  const history = createConversationHistory({
    now: REFERENCE_DATE,
    timeZone: organizationTimeZone(server),
    ...options,
    ...sources,
  });
  return new ConversationStore(history, sources.agents);
}

/** The server's store, generated on first use (history ending at REFERENCE_DATE). */
export function conversationStoreFor(server: Server): ConversationStore {
  let store = stores.get(server);
  if (!store) {
    store = buildConversationStore(server);
    stores.set(server, store);
  }
  return store;
}

/** Rebuilds the server's store, e.g. with `now` = the real clock for a live demo. */
export function resetConversationStore(server: Server, options: StoreOptions = {}): ConversationStore {
  const store = buildConversationStore(server, options);
  stores.set(server, store);
  return store;
}
