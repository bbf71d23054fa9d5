// The conversation store of one Mirage server: the generated history plus the lookups the API needs
// (names, search text, the contact index). Decisions:
// - Built lazily on the first request and kept per server (a WeakMap), never inside Mirage's db:
//   starting the server stays instant and tests that never touch conversations pay nothing.
// - It reads the live-agent records (agents, departments, queues, shifts, categories, closing comments)
//   from the db at that moment, so the history matches the seeded back office.
// - The report endpoints and the live simulation reuse it: `conversationStoreFor(server)` for the data,
//   `resetConversationStore(server, { now })` to rebuild the history up to the real clock.
// - Where the history ends is set per server by configureConversations() (startMockServer's
//   `conversations.endsAt`: a fixed instant, or 'now' = the real clock when the store is first built);
//   default REFERENCE_DATE. A configured server also keeps the agents' `status` in Mirage's db equal to
//   the status log at the history's `now`, so GET /agents and the dashboard agree.
// - The live simulation (simulation.ts) changes the history in place, then calls historyChanged(): the
//   lookups built from it are extended (search texts: rows are only appended) or dropped (contacts),
//   and the listeners registered with onChange() are told (the reports' cache subscribes there, so
//   the store never imports the reports).
import type { Contact, ConversationWithMessages, MessagePage } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { REFERENCE_DATE } from '../../random';
import { historySteps, runToEnd, type ConversationHistory, type ConversationHistoryOptions } from './generator';
import { runInSlices, type SliceOptions } from './slices';
import { backOfficeOf, shownBackOffice, type BackOffice } from './backOffice';
import { filterConversations, type ConversationFilter, type SortField, type SortNames } from './filters';
import { SortIndexes } from './sort-index';
import { buildMessages, deskClosingNotice, pageMessages, SYSTEM_NAME } from './messages';
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

interface ContactEntry {
  customer: Customer;
  lastActivityAt: number | null;
  active: Conversation | null;
  ended: Conversation | null;
}

/** The live-agent records a history is built from. */
export type HistorySources = Omit<BackOffice, 'routingMethod' | 'timeZone'>;

export class ConversationStore {
  private readonly agentNames: Map<number, string>;
  private searchTexts: string[] | null = null;
  private contactIndex: ContactEntry[] | null = null;
  private readonly listeners = new Set<() => void>();
  /**
   * What supervisors wrote from the live monitor, by conversation, oldest first. The generated transcript is
   * rebuilt from the row on every call (messages.ts), so these are the only messages kept as written.
   */
  private readonly supervisorMessages = new Map<number, Message[]>();

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
    const list = this.history.conversations;
    if (!this.searchTexts || this.searchTexts.length !== list.length) {
      // Built once; rows the simulation appended are added (a row's customer and subject never change).
      const texts = this.searchTexts && this.searchTexts.length < list.length ? this.searchTexts : [];
      for (let index = texts.length; index < list.length; index += 1) {
        const row = list[index];
        const customer = this.history.customers[row.customerId - 1];
        texts.push(
          `${customer ? `${customer.fullName} ${customer.email}`.toLowerCase() : ''} ${row.subject.toLowerCase()}`,
        );
      }
      this.searchTexts = texts;
    }
    return this.searchTexts[c.id - 1] ?? '';
  }

  /**
   * The history changed in place (the live simulation appended or changed conversations, grew the status
   * log or moved `now`): refreshes the lookups built here and tells the listeners (the reports' cache).
   */
  historyChanged(): void {
    this.contactIndex = null;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after every historyChanged(); returns a function that stops it. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  readonly sortNames: SortNames = {
    customerName: (c) => this.customer(c.customerId)?.fullName ?? '',
    agentName: (c) => this.agentName(c.agentId),
  };

  /** The conversations matching a filter, in createdAt order. */
  query(filter: ConversationFilter): Conversation[] {
    return filterConversations(this.history.conversations, filter, (c) => this.searchText(c));
  }

  /** Kept sort orders, so a sorted page does not sort the history again (sort-index.ts). */
  private readonly sortIndexes = new SortIndexes(
    () => this.history.conversations,
    this.sortNames,
    (c) => this.searchText(c),
  );

  /** query() then sorted (default '-createdAt'), exactly as sortConversations sorts it. */
  list(filter: ConversationFilter, sort?: string): Conversation[] {
    return this.sortIndexes.list(filter, sort);
  }

  /** Builds the sort orders of these fields ahead of the first request that sorts by them. */
  prepareSorts(fields: readonly SortField[]): void {
    this.sortIndexes.prepare(fields);
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
      ...(c.supervisorJoined ? { supervisorJoined: true } : {}),
    };
  }

  /**
   * The whole transcript, oldest first: the generated part (rebuilt deterministically on every call) with the
   * supervisors' messages merged in by time (a stable merge: at the same instant the generated one comes first).
   */
  messages(c: Conversation): Message[] {
    const generated = buildMessages(c, {
      customerName: this.customer(c.customerId)?.fullName ?? 'Customer',
      agentName: (agentId) => this.agentName(agentId) ?? `Agent ${agentId}`,
    });
    const kept = this.supervisorMessages.get(c.id);
    const closing = this.deskClosing(c, generated.length);
    if (!kept) return closing ? [...generated, closing] : generated;
    const merged: Message[] = [];
    let next = 0;
    for (const message of generated) {
      while (next < kept.length && kept[next].createdAt < message.createdAt) merged.push(kept[next++]);
      merged.push(message);
    }
    const all = merged.concat(kept.slice(next));
    return closing ? [...all, closing] : all;
  }

  /** The closing notice of a closed chat a person took over (messages.ts deskPlan), numbered after the generated ones. */
  private deskClosing(c: Conversation, generatedCount: number): Message | null {
    if (!c.desk || c.closedAt === null) return null;
    const holder = c.agentId ?? c.desk.agentId;
    return {
      id: c.id * 1000 + generatedCount,
      conversationId: c.id,
      senderType: 'system',
      senderId: null,
      senderName: SYSTEM_NAME,
      isPrivate: false,
      content: deskClosingNotice(holder === null ? SYSTEM_NAME : (this.agentName(holder) ?? `Agent ${holder}`)),
      createdAt: new Date(c.closedAt).toISOString(),
    };
  }

  /**
   * Keeps a supervisor's message. Its id counts down from the top of the conversation's id block (id × 1000 + 999),
   * so it never meets a generated message's (id × 1000 + position).
   */
  addSupervisorMessage(c: Conversation, message: Omit<Message, 'id' | 'conversationId'>): Message {
    return this.keepMessage(c, message);
  }

  /**
   * Keeps a message as written: a supervisor's, or one said at an agent's desk after the takeover (the agent's, the
   * customer's reply; simulation.ts). Numbered as addSupervisorMessage says.
   */
  keepMessage(c: Conversation, message: Omit<Message, 'id' | 'conversationId'>): Message {
    const kept = this.supervisorMessages.get(c.id) ?? [];
    const stored: Message = { id: c.id * 1000 + 999 - kept.length, conversationId: c.id, ...message };
    kept.push(stored);
    this.supervisorMessages.set(c.id, kept);
    return stored;
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
      const entries: ContactEntry[] = this.history.customers.map((customer) => ({
        customer,
        lastActivityAt: null,
        active: null,
        ended: null,
      }));
      for (const c of this.history.conversations) {
        const entry = entries[c.customerId - 1];
        if (!entry) continue;
        // Conversations come in createdAt order, so the last one seen is the latest.
        if (ACTIVE_STATUSES.includes(c.status)) entry.active = c;
        else if (TERMINAL_STATUSES.includes(c.status)) entry.ended = c;
        entry.lastActivityAt = Math.max(entry.lastActivityAt ?? Number.NEGATIVE_INFINITY, c.lastMessageAt);
      }
      this.contactIndex = entries.sort(
        (a, b) =>
          (b.lastActivityAt ?? Number.NEGATIVE_INFINITY) - (a.lastActivityAt ?? Number.NEGATIVE_INFINITY) ||
          a.customer.id - b.customer.id,
      );
    }
    const needle = q.trim().toLowerCase();
    if (!needle) return this.contactIndex;
    return this.contactIndex.filter(
      ({ customer }) =>
        customer.fullName.toLowerCase().includes(needle) || customer.email.toLowerCase().includes(needle),
    );
  }

  contactRecord(entry: ContactEntry, messagesPerPage = 20): Contact {
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

/** The live-agent collections the history and the simulation read, as stored (string ids, every field). */
function backOfficeRecords(server: Server): Record<keyof HistorySources, Row[]> {
  return {
    agents: collection(server, 'agents'),
    departments: collection(server, 'departments'),
    queues: collection(server, 'queues'),
    shifts: collection(server, 'shifts'),
    categories: collection(server, 'conversationCategories'),
    // live-agent names its model closingComment; 'comments' is the generic name.
    comments: collection(server, 'closingComments', 'comments'),
  };
}

/** The live-agent records currently in the server's db. */
export function readHistorySources(server: Server): HistorySources {
  const records = backOfficeRecords(server);
  return {
    agents: withNumericId<AgentInput>(records.agents),
    departments: withNumericId<DepartmentInput>(records.departments),
    queues: withNumericId<QueueInput>(records.queues),
    shifts: withNumericId<ShiftInput>(records.shifts),
    categories: withNumericId<CategoryInput>(records.categories),
    comments: withNumericId<CommentInput>(records.comments),
  };
}

/** The organisation's time zone and routing method, when the organisation domain is seeded. */
export function organizationSettings(server: Server): { timeZone: string | null; routingMethod: string | null } {
  const organization = collection(server, 'organizations')[0] as
    { timezone?: unknown; settings?: { routingMethod?: unknown } } | undefined;
  const routingMethod = organization?.settings?.routingMethod;
  return {
    timeZone: typeof organization?.timezone === 'string' ? organization.timezone : null,
    routingMethod: typeof routingMethod === 'string' ? routingMethod : null,
  };
}

/**
 * The back office the history and the simulation run on (backOffice.ts): the one a replay shows, else the db's now.
 */
export function readBackOffice(server: Server): BackOffice {
  const shown = shownBackOffice(server);
  if (shown) return shown;
  const { timeZone, routingMethod } = organizationSettings(server);
  return backOfficeOf(backOfficeRecords(server), routingMethod, timeZone);
}

const stores = new WeakMap<object, ConversationStore>();

export interface ConversationSettings {
  /** End of the history: epoch ms, or 'now' = the real clock when the store is built. Default REFERENCE_DATE. */
  endsAt?: number | 'now';
  /** Runs once a history is built and installed, before any request sees it (start.ts: the kept journal's replay). */
  afterBuild?: (store: ConversationStore) => void;
}
const settings = new WeakMap<object, ConversationSettings>();

/**
 * Sets where the server's history ends and turns on the agent status sync (see the header). Call it
 * before the store is first used (startMockServer does, from its `conversations` option).
 */
export function configureConversations(server: Server, options: ConversationSettings): void {
  settings.set(server, { ...options });
}

/** The end of the server's history if it were built now. */
function configuredEnd(server: Server): number {
  const endsAt = settings.get(server)?.endsAt;
  if (endsAt === 'now') return Date.now();
  return endsAt ?? REFERENCE_DATE.getTime();
}

export type StoreOptions = Omit<ConversationHistoryOptions, keyof HistorySources>;

/** Builds a store from the server's current live-agent records. */
export function buildConversationStore(server: Server, options: StoreOptions = {}): ConversationStore {
  return runToEnd(storeSteps(server, options));
}

/** buildConversationStore as pausable steps (generator.ts historySteps); the records and the end are read at the start. */
function* storeSteps(server: Server, options: StoreOptions = {}): Generator<void, ConversationStore, void> {
  const { routingMethod: _routing, timeZone, ...sources } = readBackOffice(server);
  const history = yield* historySteps({
    now: configuredEnd(server),
    timeZone: timeZone ?? undefined,
    ...options,
    ...sources,
  });
  return new ConversationStore(history, sources.agents);
}

/**
 * Writes the status log's status at the history's `now` into the agents' `status` in Mirage's db
 * (inactive agents: offline), for the given agents or all. Only changed rows are written.
 */
export function syncAgentStatuses(server: Server, store: ConversationStore, agentIds?: readonly number[]): void {
  const db = server.db as unknown as Record<
    string,
    (Row[] & { update(id: Row['id'], attrs: object): unknown }) | undefined
  >;
  const agents = db.agents;
  if (!Array.isArray(agents)) return;
  const only = agentIds ? new Set(agentIds) : null;
  for (const agent of agents) {
    const id = Number(agent.id);
    if (only && !only.has(id)) continue;
    const status = agent.isActive === false ? 'offline' : store.statusLog.statusAt(id, store.history.now);
    if (agent.status !== status) agents.update(agent.id, { status });
  }
}

function install(server: Server, store: ConversationStore): ConversationStore {
  stores.set(server, store);
  if (settings.has(server)) syncAgentStatuses(server, store);
  settings.get(server)?.afterBuild?.(store);
  return store;
}

/** A build started by buildConversationStoreInSlices and not finished yet. */
interface PendingBuild {
  steps: Generator<void, ConversationStore, void>;
  ready: Promise<ConversationStore>;
}
const pendingBuilds = new WeakMap<object, PendingBuild>();

/** Installs the result of a pending build once (whichever of the slices and a synchronous caller ends it). */
function settle(server: Server, store: ConversationStore): ConversationStore {
  // resetConversationStore may have installed a newer store meanwhile: that one stays.
  return stores.get(server) ?? install(server, store);
}

/** The server's store, generated on first use (history ending where configureConversations said; default REFERENCE_DATE). */
export function conversationStoreFor(server: Server): ConversationStore {
  const built = stores.get(server);
  if (built) return built;
  // A sliced build under way is finished at once (same steps, so the same history it would have given).
  const pending = pendingBuilds.get(server);
  return settle(server, pending ? runToEnd(pending.steps) : buildConversationStore(server));
}

/**
 * Starts building the server's store in slices that pause for the browser (slices.ts), then runs
 * `warm(store)` the same way (the reports' cache), and resolves with the store. Until then
 * pendingConversationStore() returns the promise, so requests wait for the whole history instead of
 * blocking the page (docs/architecture.md, Long tasks after sign-in). Already built: resolves at once.
 */
export function buildConversationStoreInSlices(
  server: Server,
  options: { warm?: (store: ConversationStore) => Iterator<unknown, void>; slices?: SliceOptions } = {},
): Promise<ConversationStore> {
  const built = stores.get(server);
  if (built) return Promise.resolve(built);
  const existing = pendingBuilds.get(server);
  if (existing) return existing.ready;
  const steps = storeSteps(server);
  const ready = runInSlices(steps, options.slices)
    // undefined: a synchronous caller drained the steps (conversationStoreFor) and installed the store.
    .then((store: ConversationStore | undefined) => (store ? settle(server, store) : conversationStoreFor(server)))
    .then(async (store) => {
      if (options.warm) await runInSlices(options.warm(store), options.slices);
      return store;
    })
    .finally(() => pendingBuilds.delete(server));
  pendingBuilds.set(server, { steps, ready });
  return ready;
}

/** The sliced build under way (buildConversationStoreInSlices), or null when the store is built or would be built on demand. */
export function pendingConversationStore(server: Server): Promise<ConversationStore> | null {
  return pendingBuilds.get(server)?.ready ?? null;
}

/** Whether the server's store has been built yet. */
export function hasConversationStore(server: Server): boolean {
  return stores.has(server);
}

/** Rebuilds the server's store, e.g. with `now` = the real clock for a live demo. */
export function resetConversationStore(server: Server, options: StoreOptions = {}): ConversationStore {
  return install(server, buildConversationStore(server, options));
}
