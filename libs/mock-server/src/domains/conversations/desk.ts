// The agent inbox's routes (docs/demo-api.md, Agent inbox): the signed-in user works as its linked agent record
// (auth/seeds.ts), on its own record and its own chats only. Decisions:
// - "Now" is the history's, as on the live monitor (live.ts); the rows are the monitor's (liveRows).
// - An admin may call them and then acts as the agent linked to its user; none is linked to the demo admin, so it
//   gets 403 "Your account is not linked to an agent." (a supervisor acts from the monitor instead).
// - The queues an agent takes chats from are those of its departments (GET /me queueIds), as the simulation routes
//   a chat to any online agent of the chat's department.
// - A refused call changes nothing: the checks run before setDeskStatusLive / acceptLive (simulation.ts) apply.
// - Order of answers: 401, 403, 404, 409, then 422.
import { AGENT_STATUSES, type DeskAgent, type DeskConversation, type LiveConversation } from '@live-agent/contracts';
import { Response, type Request, type Server } from 'miragejs';
import { guardedRoutes, manage, read, type Handler } from '../../kit/guard';
import { asObject, readJsonBody, toId } from '../../kit/request';
import { notFound, ok } from '../../kit/responses';
import { Check } from '../../kit/validation';
import { ResourceStore } from '../../kit/store';
import type { MockContext } from '../../types';
import { SUBJECTS } from '../product-subjects';
import { deskAgentOf } from './desk-actor';
import { DESK_MESSAGES, type DeskMessages } from './desk-messages';
import { scheduleOf } from './generator';
import { liveRows } from './live';
import { shiftWindows } from './metrics';
import { LIVE_MESSAGES } from './live-messages';
import { recordAction } from './journal';
import { acceptLive, liveLoads, setDeskStatusLive } from './simulation';
import { conversationStoreFor, organizationSettings, readHistorySources } from './store';
import { ACTIVE_STATUSES, type AgentInput, type Conversation } from './types';

export const DESK_READ = read(SUBJECTS.agentDesk);
export const DESK_ACT = manage(SUBJECTS.agentDesk);

/** The queues of the agent's departments. */
function queueIdsOf(server: Server, agent: AgentInput): number[] {
  return readHistorySources(server)
    .queues.filter((queue) => agent.departmentIds.includes(queue.departmentId))
    .map((queue) => queue.id)
    .sort((a, b) => a - b);
}

function routingMethodOf(server: Server): DeskAgent['routingMethod'] {
  const method = organizationSettings(server).routingMethod;
  return method === 'round_robin' || method === 'manual' ? method : 'load_balancing';
}

function statusOf(server: Server, agent: AgentInput) {
  const store = conversationStoreFor(server);
  return agent.isActive ? store.statusLog.statusAt(agent.id, store.history.now) : 'offline';
}

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * Whether the agent is expected at the desk now, by its shift (or the default schedule, as the simulation plans it:
 * generator.ts scheduleOf), and when that changes: the current window's end, or the next window's start.
 */
function shiftNow(server: Server, agent: AgentInput): Pick<DeskAgent, 'expectedNow' | 'shiftChangesAt'> {
  const store = conversationStoreFor(server);
  const now = store.history.now;
  const shifts = new Map(readHistorySources(server).shifts.map((shift) => [shift.id, shift]));
  const windows = shiftWindows(scheduleOf(agent, shifts, store.history.timeZone), now, now + WEEK_MS);
  const current = windows.find((window) => window.start <= now && now < window.end);
  const next = windows.find((window) => window.start > now);
  const changesAt = current ? current.end : next?.start;
  return {
    expectedNow: Boolean(current),
    shiftChangesAt: changesAt === undefined ? null : new Date(changesAt).toISOString(),
  };
}

export interface OpeningHours {
  timezone: string;
  isEnabled: boolean;
  intervals: Array<{ day: number; open: string; close: string }>;
  exceptions: Array<{ date: string; closed: boolean; intervals: Array<{ open: string; close: string }> }>;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Whether a working time is open at `at`, in its own time zone: a special day's hours, else its weekday's. */
export function openAt(hours: OpeningHours, at: number): boolean {
  if (!hours.isEnabled) return true;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: hours.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  const clock = `${part('hour')}:${part('minute')}`;
  const special = hours.exceptions.find((exception) => exception.date === date);
  const today = special
    ? special.closed
      ? []
      : special.intervals
    : hours.intervals.filter((interval) => interval.day === WEEKDAYS.indexOf(part('weekday')));
  return today.some((interval) => interval.open <= clock && clock < interval.close);
}

/** Whether one of the agent's departments is open now (a department without a working time is always open). */
function departmentsOpen(server: Server, agent: AgentInput): boolean {
  const db = server.db as unknown as Record<string, Array<Record<string, unknown>> | undefined>;
  const now = conversationStoreFor(server).history.now;
  const hoursById = new Map((db.workingTimes ?? []).map((row) => [Number(row.id), row as unknown as OpeningHours]));
  return (db.departments ?? [])
    .filter((department) => agent.departmentIds.includes(Number(department.id)))
    .some((department) => {
      const hours = department.workingTimeId == null ? undefined : hoursById.get(Number(department.workingTimeId));
      return !hours || openAt(hours, now);
    });
}

function meOf(server: Server, agent: AgentInput): DeskAgent {
  return {
    ...shiftNow(server, agent),
    departmentsOpenNow: departmentsOpen(server, agent),
    id: agent.id,
    fullName: agent.fullName,
    status: statusOf(server, agent),
    maxConcurrentChats: agent.maxConcurrentChats,
    activeChats: liveLoads(server).get(agent.id) ?? 0,
    departmentIds: [...agent.departmentIds],
    queueIds: queueIdsOf(server, agent),
    routingMethod: routingMethodOf(server),
  };
}

/**
 * Whether the chat waits on a person: the customer wrote last, or the bot did (it hands the chat over with a line of
 * its own, which nobody has answered yet). Private notes, whispers and system notices are left out.
 */
function awaitingReply(server: Server, c: Conversation): boolean {
  const messages = conversationStoreFor(server).messages(c);
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message.isPrivate || message.senderType === 'system') continue;
    return message.senderType === 'customer' || message.senderType === 'bot';
  }
  return false;
}

function deskRows(server: Server, keep: (c: Conversation) => boolean): DeskConversation[] {
  const store = conversationStoreFor(server);
  return liveRows(server, keep).map((row) => ({
    ...row,
    awaitingReply: awaitingReply(server, store.get(row.id) as Conversation),
  }));
}

export function deskRoutes(server: Server, ctx: MockContext, whenBuilt: (handler: Handler) => Handler): void {
  const store = () => conversationStoreFor(server);
  const records = new ResourceStore(server);
  const checkFor = (request: Request) => new Check<DeskMessages>(DESK_MESSAGES.for(request), records);
  /** The handler with the user's agent record, or the 403 of a user linked to none. */
  const asAgent =
    (handler: (request: Request, agent: AgentInput) => Response | object): Handler =>
    (request) => {
      const agent = deskAgentOf(server, ctx, request);
      return agent instanceof Response ? agent : handler(request, agent);
    };

  const route = guardedRoutes(server, ctx, DESK_READ, { timing: 0, around: whenBuilt });
  route.get(
    '/me',
    asAgent((_request, agent) => ok(meOf(server, agent))),
  );

  route.put(
    '/me/status',
    asAgent((request, agent) => {
      const check = checkFor(request);
      const body = asObject(readJsonBody(request));
      const status = check.choice('status', body.status, AGENT_STATUSES);
      if (check.failed) return check.response();
      const at = conversationStoreFor(server).history.now;
      setDeskStatusLive(server, agent.id, status);
      recordAction(server, { kind: 'status', at, agentId: agent.id, status });
      return ok(meOf(server, agent));
    }),
    DESK_ACT,
  );

  route.get(
    '/me/queue',
    asAgent((_request, agent) => {
      const queues = new Set(queueIdsOf(server, agent));
      // liveRows: longest wait first, i.e. the oldest in the queue first.
      return ok(deskRows(server, (c) => c.status === 'queued' && queues.has(c.queueId)));
    }),
  );

  route.get(
    '/me/conversations',
    asAgent((_request, agent) =>
      ok(
        deskRows(
          server,
          (c) => c.agentId === agent.id && c.assignedAt !== null && (c.status === 'open' || c.status === 'on_hold'),
        ),
      ),
    ),
  );

  route.post(
    '/conversations/:id/accept',
    asAgent((request, agent) => {
      const m = DESK_MESSAGES.for(request);
      const id = toId(request.params.id);
      const c = id === null ? null : store().get(id);
      if (!c) return notFound();
      if (!queueIdsOf(server, agent).includes(c.queueId)) return new Response(403, {}, { message: m.notYourQueue });
      if (c.status !== 'queued') {
        const message = !ACTIVE_STATUSES.includes(c.status)
          ? LIVE_MESSAGES.for(request).ended(c.status)
          : c.agentId !== null && c.assignedAt !== null
            ? m.takenBy(store().agentName(c.agentId) ?? `Agent ${c.agentId}`)
            : m.notWaiting;
        return new Response(409, {}, { message });
      }
      const status = statusOf(server, agent);
      const chats = liveLoads(server).get(agent.id) ?? 0;
      if (chats >= agent.maxConcurrentChats)
        return new Response(422, {}, { message: m.full(chats, agent.maxConcurrentChats) });
      if (status !== 'online') return new Response(422, {}, { message: m.notOnline(status) });
      const at = store().history.now;
      const accepted = acceptLive(server, c.id, agent.id) as Conversation;
      recordAction(server, { kind: 'accept', at, id: c.id, agentId: agent.id });
      return ok(liveRows(server, (row) => row === accepted)[0] as LiveConversation);
    }),
    DESK_ACT,
  );
}
