// The live monitor's routes (docs/demo-api.md, Live monitor): what is going on now, and what a supervisor does
// to an ongoing conversation. Decisions:
// - "Now" is the history's `now` (the simulation's last second), never the wall clock: the figures and the
//   actions' instants agree with the rows, and tests are deterministic.
// - Who may watch and act is decided in one place (LIVE_READ, LIVE_ACT, and canAct), so a later rule letting an
//   agent act on its own chats widens it there.
// - A queue's wait target is its `slaFirstResponseSec`: a queued chat that waited longer has already breached
//   the first-response SLA it is measured against (metrics.ts), so no second setting is needed.
// - A refused action changes nothing: every check runs before transferLive / closeLive / the message is kept.
// - Supervisor messages are kept in the store beside the generated transcript (store.ts; simulation.ts messageLive).
// - Every action applied is recorded in the live world's journal (journal.ts), so a reload replays it.
import {
  LIVE_STATUSES,
  closeInputSchema,
  supervisorMessageInputSchema,
  transferInputSchema,
  type LiveAgent,
  type LiveAlert,
  type LiveConversation,
  type Message,
} from '@live-agent/contracts';
import { Response, type Request, type Server } from 'miragejs';
import { guardedRoutes, manage, read, type Handler, type Permission, type Requirement } from '../../kit/guard';
import { asObject, queryList, readJsonBody, toId } from '../../kit/request';
import { created, notFound, ok, validationError } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check } from '../../kit/validation';
import type { MockContext } from '../../types';
import { SUBJECTS } from '../product-subjects';
import { parseConversationFilter, criteriaMatcher } from './filters';
import { LIVE_MESSAGES, type LiveMessages } from './live-messages';
import { deskActorOf, refuseOthersChat } from './desk-actor';
import { recordAction } from './journal';
import { rememberSent, sentBefore } from './sentMessages';
import {
  closeLive,
  deskMessageLive,
  liveConversations,
  liveLoads,
  messageLive,
  transferLive,
  type TransferTarget,
} from './simulation';
import { conversationStoreFor, readHistorySources, type ConversationStore } from './store';
import { ACTIVE_STATUSES, type Conversation } from './types';

/** Watching the monitor, and acting from it. */
export const LIVE_READ: Permission = read(SUBJECTS.liveMonitor);
export const LIVE_ACT: Permission = manage(SUBJECTS.liveMonitor);
/** The actions let an agent through too, on the chats it holds only (desk-actor.ts; docs/demo-api.md, Agent inbox). */
export const LIVE_ACT_OWN: Requirement = [LIVE_ACT, manage(SUBJECTS.agentDesk)];

const iso = (ms: number) => new Date(ms).toISOString();
const secondsBetween = (from: number, to: number) => Math.max(0, Math.floor((to - from) / 1000));

/** Control characters (but tab and line breaks) never belong in plain text: dropped, then trimmed. */
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;
export const toPlainText = (value: string): string => value.replace(CONTROL, '').trim();

/** When the chat's current wait began (see LiveConversation.waitingSince). */
function waitingSince(store: ConversationStore, c: Conversation): number {
  if (c.status === 'bot') return c.createdAt;
  if (c.status === 'queued') return c.requeuedAt ?? c.queuedAt ?? c.createdAt;
  const messages = store.messages(c);
  for (let index = messages.length - 1; index >= 0; index -= 1)
    if (messages[index].senderType === 'customer') return Date.parse(messages[index].createdAt);
  return c.assignedAt ?? c.createdAt;
}

interface Names {
  departments: Map<number, string>;
  queues: Map<number, { name: string; slaFirstResponseSec: number; departmentId: number }>;
}

function namesOf(server: Server): Names {
  const { departments, queues } = readHistorySources(server);
  return {
    departments: new Map(departments.map((department) => [department.id, department.name])),
    queues: new Map(queues.map((queue) => [queue.id, queue])),
  };
}

function liveRow(store: ConversationStore, names: Names, c: Conversation): LiveConversation {
  const now = store.history.now;
  const since = waitingSince(store, c);
  const waitSec = secondsBetween(since, now);
  const queue = names.queues.get(c.queueId);
  const slaTargetSec = queue?.slaFirstResponseSec ?? c.slaSec;
  const customer = store.customer(c.customerId);
  return {
    id: c.id,
    customer: { id: c.customerId, name: customer?.fullName ?? '', email: customer?.email ?? '' },
    channel: c.channel,
    departmentId: c.departmentId,
    departmentName: names.departments.get(c.departmentId) ?? '',
    queueId: c.queueId,
    queueName: queue?.name ?? '',
    agentId: c.agentId,
    agentName: store.agentName(c.agentId),
    status: c.status as LiveConversation['status'],
    createdAt: iso(c.createdAt),
    lastMessageAt: iso(c.lastMessageAt),
    waitingSince: iso(since),
    waitSec,
    slaTargetSec,
    overSla: c.status === 'queued' && waitSec > slaTargetSec,
    messageCount: c.messageCount,
    transferCount: c.transferCount,
    supervisorJoined: c.supervisorJoined === true,
  };
}

/** The ongoing rows, longest wait first (then the oldest chat). */
export function liveRows(server: Server, keep: (c: Conversation) => boolean = () => true): LiveConversation[] {
  const store = conversationStoreFor(server);
  const names = namesOf(server);
  return liveConversations(server)
    .filter(keep)
    .map((c) => liveRow(store, names, c))
    .sort((a, b) => b.waitSec - a.waitSec || a.id - b.id);
}

function liveAgents(server: Server, departmentIds: ReadonlySet<number> | null): LiveAgent[] {
  const store = conversationStoreFor(server);
  const now = store.history.now;
  const loads = liveLoads(server);
  return readHistorySources(server)
    .agents.filter((agent) => !departmentIds || agent.departmentIds.some((id) => departmentIds.has(id)))
    .sort((a, b) => a.id - b.id)
    .map((agent) => {
      const status = agent.isActive ? store.statusLog.statusAt(agent.id, now) : 'offline';
      const last = store.statusLog.lastEvent(agent.id);
      // The current status began with the latest event, or when it ended (offline since then).
      const since = !last ? now : last.endedAt !== null && last.endedAt <= now ? last.endedAt : last.startedAt;
      return {
        id: agent.id,
        fullName: agent.fullName,
        status,
        statusSince: iso(Math.min(since, now)),
        statusSec: secondsBetween(since, now),
        activeChats: loads.get(agent.id) ?? 0,
        maxConcurrentChats: agent.maxConcurrentChats,
        departmentIds: [...agent.departmentIds],
      };
    });
}

function liveAlerts(server: Server): LiveAlert[] {
  const names = namesOf(server);
  const byQueue = new Map<number, LiveConversation[]>();
  for (const row of liveRows(server, (c) => c.status === 'queued'))
    byQueue.set(row.queueId, [...(byQueue.get(row.queueId) ?? []), row]);
  const alerts: LiveAlert[] = [];
  for (const [queueId, rows] of byQueue) {
    const longest = rows[0]; // liveRows: longest wait first
    const queue = names.queues.get(queueId);
    if (!longest.overSla) continue;
    alerts.push({
      queueId,
      queueName: queue?.name ?? longest.queueName,
      departmentId: queue?.departmentId ?? longest.departmentId,
      slaTargetSec: longest.slaTargetSec,
      longestWaitSec: longest.waitSec,
      conversationId: longest.id,
      waitingCount: rows.length,
      overSlaCount: rows.filter((row) => row.overSla).length,
    });
  }
  return alerts.sort((a, b) => b.longestWaitSec - a.longestWaitSec || a.queueId - b.queueId);
}

// ---------------------------------------------------------------------------------------------------
// Routes

export function liveRoutes(server: Server, ctx: MockContext, whenBuilt: (handler: Handler) => Handler): void {
  const store = () => conversationStoreFor(server);
  const records = new ResourceStore(server);
  const checkFor = (request: Request) => new Check<LiveMessages>(LIVE_MESSAGES.for(request), records);

  /** An action on the ongoing conversation of the path (404 unknown, 409 no longer going on), with the request's check. */
  const onOngoing =
    (act: (request: Request, c: Conversation, check: Check<LiveMessages>) => ReturnType<Handler>): Handler =>
    (request) => {
      const check = checkFor(request);
      const id = toId(request.params.id);
      const c = id === null ? null : store().get(id);
      if (!c) return notFound();
      const others = refuseOthersChat(server, ctx, request, c);
      if (others) return others;
      if (!ACTIVE_STATUSES.includes(c.status)) return new Response(409, {}, { message: check.m.ended(c.status) });
      return act(request, c, check);
    };

  /** Lists of the query (the conversation filter's reading), restricted to `names`: the filter, or the 422. */
  function liveFilter(request: Request, names: readonly string[]) {
    const parsed = parseConversationFilter((name) => (names.includes(name) ? queryList(request, name) : []));
    if (parsed.errors) return { errors: parsed.errors };
    const statuses = parsed.filter.statuses;
    if (statuses && [...statuses].some((status) => !(LIVE_STATUSES as readonly string[]).includes(status)))
      return { errors: { status: [`The status must be one of: ${LIVE_STATUSES.join(', ')}.`] } };
    return { filter: parsed.filter };
  }

  const route = guardedRoutes(server, ctx, LIVE_READ, { timing: 0, around: whenBuilt });
  route.get('/live/conversations', (request) => {
    const parsed = liveFilter(request, ['departmentId', 'queueId', 'agentId', 'status', 'channel']);
    if (parsed.errors) return validationError(parsed.errors);
    const matches = criteriaMatcher(parsed.filter);
    return ok(liveRows(server, matches ?? undefined));
  });

  route.get('/live/agents', (request) => {
    const parsed = liveFilter(request, ['departmentId']);
    if (parsed.errors) return validationError(parsed.errors);
    return ok(liveAgents(server, parsed.filter.departmentIds));
  });

  route.get('/live/alerts', () => ok(liveAlerts(server)));

  route.post(
    '/conversations/:id/messages',
    onOngoing((request, c, check) => {
      const body = asObject(readJsonBody(request));
      const parsed = check.parse(supervisorMessageInputSchema, {
        ...body,
        content: typeof body.content === 'string' ? toPlainText(body.content) : body.content,
        isPrivate: undefined,
      });
      const isPrivate = check.bool('isPrivate', body.isPrivate, false);
      if (check.failed || !parsed) return check.response();
      const { clientId } = parsed;
      // Written already under this id: answered again, not written twice.
      const before = sentBefore(server, c.id, clientId);
      if (before) return ok(before);
      // An agent writes as itself, to its own chat (onOngoing refused any other).
      const actor = deskActorOf(server, ctx, request);
      const at = store().history.now;
      if (!(actor instanceof Response) && actor.kind === 'agent') {
        const agentId = actor.agent.id;
        const written = deskMessageLive(server, c.id, agentId, parsed.content, isPrivate) as Message;
        rememberSent(server, clientId, written);
        recordAction(server, {
          kind: 'deskMessage',
          at,
          id: c.id,
          agentId,
          content: parsed.content,
          isPrivate,
          ...(clientId ? { clientId } : {}),
        });
        return created(written);
      }
      // authed() let the request through, so the user is there.
      const user = ctx.requireUser(request);
      const supervisor = user instanceof Response ? null : user;
      const message: Omit<Message, 'id' | 'conversationId'> = {
        senderType: 'supervisor',
        senderId: supervisor?.id ?? null,
        senderName: supervisor?.fullName ?? 'Supervisor',
        isPrivate,
        content: parsed.content,
        createdAt: iso(at),
      };
      const stored = messageLive(server, c.id, message) as Message;
      rememberSent(server, clientId, stored);
      recordAction(server, { kind: 'message', at, id: c.id, message, ...(clientId ? { clientId } : {}) });
      return created(stored);
    }),
    LIVE_ACT_OWN,
  );

  route.post(
    '/conversations/:id/transfer',
    onOngoing((request, c, check) => {
      const { m } = check;
      const parsed = check.parse(transferInputSchema, asObject(readJsonBody(request)));
      if (!parsed) return check.response();
      const transfer = (target: TransferTarget) => {
        const at = store().history.now;
        const moved = transferLive(server, c.id, target);
        recordAction(server, { kind: 'transfer', at, id: c.id, target });
        return moved;
      };
      const sources = readHistorySources(server);
      const { agentId, queueId } = parsed;
      if (queueId !== undefined && queueId !== null) {
        if (sources.queues.some((candidate) => candidate.id === queueId)) return ok(liveRowOf(transfer({ queueId })));
        check.add('queueId', m.reference);
        return check.response();
      }
      const agent = sources.agents.find((candidate) => candidate.id === agentId);
      if (!agent) check.add('agentId', m.reference);
      else if (c.agentId === agent.id && c.assignedAt !== null) check.add('agentId', m.alreadyHolds(agent.fullName));
      else {
        const now = store().history.now;
        const status = agent.isActive ? store().statusLog.statusAt(agent.id, now) : 'offline';
        const chats = liveLoads(server).get(agent.id) ?? 0;
        if (status !== 'online' && !(status === 'busy' && chats >= agent.maxConcurrentChats))
          check.add('agentId', m.notOnline(agent.fullName, status));
        else if (chats >= agent.maxConcurrentChats)
          check.add('agentId', m.full(agent.fullName, chats, agent.maxConcurrentChats));
      }
      if (check.failed || !agent) return check.response();
      return ok(liveRowOf(transfer({ agentId: agent.id })));
    }),
    LIVE_ACT_OWN,
  );

  route.post(
    '/conversations/:id/close',
    onOngoing((request, c, check) => {
      const { m } = check;
      const body = asObject(readJsonBody(request));
      const parsed = check.parse(closeInputSchema({ commentRequired: commentRequired(server) }), {
        ...body,
        closingNote: typeof body.closingNote === 'string' ? toPlainText(body.closingNote) : body.closingNote,
      });
      const sources = readHistorySources(server);
      const usable = <T extends { departmentIds: number[]; isActive: boolean }>(record: T) =>
        record.isActive !== false &&
        (record.departmentIds.length === 0 || record.departmentIds.includes(c.departmentId));
      if (parsed) {
        for (const id of parsed.categoryIds) {
          const category = sources.categories.find((candidate) => candidate.id === id);
          if (!category) check.add('categoryIds', m.reference);
          else if (!usable(category)) check.add('categoryIds', m.categoryNotAllowed);
        }
        const commentId = parsed.commentId ?? null;
        if (commentId !== null) {
          const comment = sources.comments.find((candidate) => candidate.id === commentId);
          if (!comment) check.add('commentId', m.reference);
          else if (!usable(comment)) check.add('commentId', m.commentNotAllowed);
        }
      }
      if (check.failed || !parsed) return check.response();
      const closing = {
        categoryIds: [...new Set(parsed.categoryIds)],
        commentId: parsed.commentId ?? null,
        closingNote: parsed.closingNote,
      };
      const at = store().history.now;
      const closed = closeLive(server, c.id, closing);
      recordAction(server, { kind: 'close', at, id: c.id, closing });
      return ok(store().toRow(closed as Conversation));
    }),
    LIVE_ACT_OWN,
  );

  function liveRowOf(c: Conversation | null): LiveConversation {
    return liveRow(store(), namesOf(server), c as Conversation);
  }
}

/** Whether the organisation's settings ask for a closing comment (organization domain's `requireCommentOnClose`). */
function commentRequired(server: Server): boolean {
  const db = server.db as unknown as { organizations?: Array<{ settings?: { requireCommentOnClose?: boolean } }> };
  return db.organizations?.[0]?.settings?.requireCommentOnClose === true;
}
