// The live simulation of the conversation history (docs/demo-api.md, conversations and reports): in demo mode the world goes on after the
// generated history ends, so the dashboard moves. Decisions:
// - Whole-second steps on the absolute clock: advanceSimulation(server, to) runs one step per second
//   from the history's `now` to `to`, each with its own random stream seeded from the step's instant
//   (hashSeed, never Math.random). So the result depends only on the history and `to`: advancing by ten
//   minutes at once or tick by tick gives the same world, and two servers advanced alike are identical.
// - A step touches only what is live: the active conversations (bot, queued, open, on hold) and the
//   agents. Nothing rescans the history; the history's lookups are refreshed through historyChanged().
// - Conversations are drawn with the generator's helpers (arrival, bot phase, queue outcome, service
//   times, categories, rating, closing comment; generator.ts) and kept consistent with
//   finishConversation() after every change, so derived fields follow the metric formulas (metrics.ts) exactly as in the history.
//   Every field is set only once its instant has come (nothing in a row lies after `now`); the plan of
//   what comes next (turn times, assignment, first response, close …) lives beside the row.
// - Arrivals follow the history's hour-of-day/weekday shape but are denser than the history (a few per
//   minute at the busiest hour, at least FLOOR_PER_MINUTE at night) so the demo visibly moves, yet
//   "today" stays within a few times a usual day rather than dwarfing the history it is compared with.
// - Agents follow their shift with the generator's sessions (late starts, early leaves, breaks, busy
//   stints), drawn per shift window from a seed of agent and window; an agent serving at capacity is
//   'busy' and gets no new chat. The status log grows (AgentStatusLog.transition) and every change is
//   written to the agent's `status` in Mirage's db.
// - A queued chat goes to an 'online' agent of its department (then its fallbacks) with a free slot once
//   its drawn waiting time has passed; it is missed or abandoned when its queue outcome says so or when
//   nobody took it in time.
import type { Message } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { createRandom, hashSeed, type Random } from '../../random';
import {
  ChatDirectory,
  customersByChannelOf,
  drawArrival,
  drawBillingQueue,
  drawBotPhase,
  drawCategoriesAndSubject,
  drawClosingComment,
  drawPreChatSec,
  drawQueueFate,
  drawRating,
  drawService,
  drawSessionBounds,
  drawSessionParts,
  drawTransferCount,
  finishConversation,
  hourShape,
  newConversation,
  PEAK_HOUR_SHAPE,
  routeChat,
  scheduleOf,
  toSecond,
  type ServicePlan,
} from './generator';
import { LINKED_AGENT_IDS } from '../auth/seeds';
import { customerReply } from './messages';
import { backOfficeMet } from './backOffice';
import { shiftWindows } from './metrics';
import {
  conversationStoreFor,
  pendingConversationStore,
  readBackOffice,
  syncAgentStatuses,
  type ConversationStore,
  type HistorySources,
} from './store';
import { DAY_MS, HOUR_MS, localWeekdayHour } from './timezone';
import {
  ACTIVE_STATUSES,
  type AgentInput,
  type AgentStatusValue,
  type Channel,
  type Conversation,
  type Customer,
  type DeskSnapshot,
  type HandoffReason,
  type QueueInput,
  type ShiftInput,
} from './types';

/** One step of the simulation. */
export const STEP_MS = 1000;
/** New conversations per minute at the busiest hour of the week… */
export const PEAK_PER_MINUTE = 1.5;
/** …and at least this many at any hour, so a demo at night still moves. */
export const FLOOR_PER_MINUTE = 0.5;
/** A tick of startConversationSimulation catches up at most this much (a tab back from sleep catches up over a few ticks). */
export const MAX_CATCH_UP_MS = HOUR_MS;

const SEED_PREFIX = 'conversations/simulation';

/** How a server's simulation runs beyond the defaults (configureSimulation). */
export interface SimulationSettings {
  /**
   * Arrivals are this many times the usual rate (default 1). Raising it fills the live monitor: about 25 keeps
   * some 200 conversations going at once (docs/demo-api.md, Live monitor). A step still brings at most one.
   */
  arrivalScale?: number;
}
const simulationSettings = new WeakMap<object, SimulationSettings>();

/** Sets how the server's simulation runs (startMockServer does, from `conversations.arrivalScale`). */
export function configureSimulation(server: Server, options: SimulationSettings): void {
  simulationSettings.set(server, { ...options });
}

// ---------------------------------------------------------------------------------------------------
// State kept beside a store

type BotPlan = {
  phase: 'bot';
  greetingAt: number;
  turnTimes: number[];
  endAt: number;
  contained: boolean;
  handoffReason: HandoffReason | null;
};
type QueuePlan = {
  phase: 'queue';
  /** Not before this may an agent take it. */
  assignAt: number;
  /** false: the customer leaves or nobody picks it up, whatever the agents do. */
  canAssign: boolean;
  giveUpAt: number;
  giveUp: 'missed' | 'abandoned';
  nudgeTimes: number[];
  service: ServicePlan;
};
type ServingPlan = {
  phase: 'serving';
  firstResponseAt: number;
  closeAt: number;
  exchanges: number;
  exchangeTimes: number[];
  holdFrom: number | null;
  holdTo: number | null;
  transferTimes: number[];
};
type Plan = BotPlan | QueuePlan | ServingPlan;

interface ConversationState {
  plan: Plan | null;
  /** The categories drawn with the subject at arrival (the agent files them at the close). */
  categoryIds: number[] | null;
}

interface AgentState {
  agent: AgentInput;
  schedule: ShiftInput;
  status: AgentStatusValue;
  /** Planned status changes, sorted, valid for instants in [from, to). */
  timeline: { from: number; to: number; changes: Array<[number, AgentStatusValue]> } | null;
}

interface SimulationState {
  store: ConversationStore;
  /** Conversations with an active status, in id order. */
  active: Conversation[];
  conversations: Map<number, ConversationState>;
  agents: Map<number, AgentState>;
  customersByChannel: Map<Channel, Customer[]>;
}

const states = new WeakMap<ConversationStore, SimulationState>();

function stateFor(server: Server, store: ConversationStore): SimulationState {
  let state = states.get(store);
  if (!state) {
    state = {
      store,
      // The only full scan: once, when the simulation first touches this history.
      active: store.conversations.filter((c) => ACTIVE_STATUSES.includes(c.status)),
      conversations: new Map(),
      agents: new Map(),
      customersByChannel: customersByChannelOf(store.customers),
    };
    states.set(store, state);
    // From now on Mirage's db shows the log's status (GET /agents and the dashboard agree).
    syncAgentStatuses(server, store);
  }
  return state;
}

/** The agents as the db has them now (the back office may have changed them), keeping their simulated state. */
function refreshAgents(state: SimulationState, sources: HistorySources): void {
  const { history } = state.store;
  const shiftsById = new Map(sources.shifts.map((shift) => [shift.id, shift]));
  const seen = new Set<number>();
  for (const agent of sources.agents) {
    seen.add(agent.id);
    const schedule = scheduleOf(agent, shiftsById, history.timeZone);
    const existing = state.agents.get(agent.id);
    if (existing) {
      if (JSON.stringify(existing.schedule) !== JSON.stringify(schedule)) existing.timeline = null;
      existing.agent = agent;
      existing.schedule = schedule;
    } else {
      state.agents.set(agent.id, {
        agent,
        schedule,
        status: history.statusLog.statusAt(agent.id, history.now),
        timeline: null,
      });
    }
  }
  for (const id of [...state.agents.keys()]) if (!seen.has(id)) state.agents.delete(id);
}

// ---------------------------------------------------------------------------------------------------
// Agents

/** The generator's session for each shift window near `at`, as status changes. */
function buildTimeline(agent: AgentState, at: number): NonNullable<AgentState['timeline']> {
  const changes: Array<[number, AgentStatusValue]> = [];
  for (const window of shiftWindows(agent.schedule, at - 2 * DAY_MS, at + 2 * DAY_MS)) {
    const random = createRandom(hashSeed(`${SEED_PREFIX}/session/${agent.agent.id}/${window.start}`));
    const { absent, login, logout } = drawSessionBounds(random, window);
    if (absent || logout - login < HOUR_MS) continue;
    changes.push([login, 'online']);
    for (const [status, start, end] of drawSessionParts(random, agent.schedule, login, logout))
      changes.push([start, status], [end, 'online']);
    changes.push([logout, 'offline']);
  }
  changes.sort((a, b) => a[0] - b[0]);
  return { from: at - DAY_MS / 2, to: at + DAY_MS / 2, changes };
}

/** What the agent's session says at `at` (offline outside it; inactive agents always). */
function plannedStatus(agent: AgentState, at: number): AgentStatusValue {
  if (!agent.agent.isActive) return 'offline';
  if (!agent.timeline || at < agent.timeline.from || at >= agent.timeline.to) agent.timeline = buildTimeline(agent, at);
  let status: AgentStatusValue = 'offline';
  for (const [time, next] of agent.timeline.changes) {
    if (time > at) break;
    status = next;
  }
  return status;
}

// ---------------------------------------------------------------------------------------------------
// One step

interface Step {
  state: SimulationState;
  directory: ChatDirectory;
  queuesById: Map<number, QueueInput>;
  random: Random;
  at: number;
  /** Chats each agent holds now (assigned, not closed). */
  load: Map<number, number>;
  summary: SimulationSummary;
  /** SimulationSettings.arrivalScale. */
  arrivalScale: number;
}

export interface SimulationSummary {
  /** The history's `now` before and after. */
  from: number;
  to: number;
  steps: number;
  arrivals: number;
  handoffs: number;
  assigned: number;
  transferred: number;
  closed: number;
  missed: number;
  abandoned: number;
  /** Agent status changes (each also written to the db). */
  statusChanges: number;
}

const loadOf = (step: Step, agentId: number | null): number => (agentId === null ? 0 : (step.load.get(agentId) ?? 0));
const addLoad = (step: Step, agentId: number | null, delta: number) => {
  if (agentId !== null) step.load.set(agentId, loadOf(step, agentId) + delta);
};

/** Agents of a department who can take a chat now: active, 'online' and with a free slot. */
function availableIn(step: Step, departmentId: number, except: ReadonlySet<number> = new Set()): AgentState[] {
  const result: AgentState[] = [];
  for (const agent of step.state.agents.values()) {
    const { id, isActive, departmentIds, maxConcurrentChats } = agent.agent;
    if (
      isActive &&
      agent.status === 'online' &&
      departmentIds.includes(departmentId) &&
      !except.has(id) &&
      loadOf(step, id) < maxConcurrentChats &&
      simulationMayHand(step.state, id)
    )
      result.push(agent);
  }
  return result.sort((a, b) => a.agent.id - b.agent.id);
}

/** Whether anyone could take a chat of the department now (the department, then its fallbacks). */
function covered(step: Step, departmentId: number): boolean {
  const tried = new Set<number>();
  let current: number | null = departmentId;
  while (current !== null && !tried.has(current)) {
    tried.add(current);
    if (availableIn(step, current).length > 0) return true;
    current = step.directory.departmentsById.get(current)?.fallbackDepartmentId ?? null;
  }
  return false;
}

/** `count` instants spread evenly inside (start, end), whole seconds. */
function evenly(start: number, end: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => toSecond(start + ((index + 1) * (end - start)) / (count + 1)));
}

const countUpTo = (times: readonly number[], at: number): number => {
  let count = 0;
  while (count < times.length && times[count] <= at) count += 1;
  return count;
};

function conversationState(step: Step, c: Conversation): ConversationState {
  let entry = step.state.conversations.get(c.id);
  if (!entry) {
    entry = { plan: null, categoryIds: null };
    step.state.conversations.set(c.id, entry);
  }
  return entry;
}

/** The bot's plan: for a new chat as drawn; for one the history left with the bot, the rest of it from now. */
function planBot(step: Step, c: Conversation): BotPlan {
  const bot = drawBotPhase(step.random, c.createdAt);
  const endAt = Math.max(bot.endAt, step.at + step.random.int(5, 30) * 1000);
  const turns = Math.max(bot.botTurns, c.botTurns);
  const greetingAt = c.createdAt + 2000;
  return {
    phase: 'bot',
    greetingAt,
    turnTimes: evenly(greetingAt, endAt, turns),
    endAt,
    contained: bot.contained,
    handoffReason: bot.contained ? null : bot.handoffReason,
  };
}

/** The queue's plan from now: when an agent may take it and when it ends unanswered (drawQueueFate). */
function planQueue(step: Step, c: Conversation): QueuePlan {
  const queue = step.queuesById.get(c.queueId) ?? { maxWaitSec: 300 };
  const queuedAt = c.queuedAt as number;
  const isCovered = covered(step, c.departmentId);
  const fate = drawQueueFate(step.random, isCovered, queue, queuedAt);
  const service = drawService(step.random, c.slaSec, c.channel !== 'email');
  const next = step.at + STEP_MS;
  const assignAt = Math.max(next, queuedAt + service.assignSec * 1000);
  if (fate.kind === 'served') {
    const giveUpAt = Math.max(next, queuedAt + Math.max(60, queue.maxWaitSec) * 1000, assignAt + 60_000);
    return { phase: 'queue', assignAt, canAssign: true, giveUpAt, giveUp: 'missed', nudgeTimes: [], service };
  }
  const giveUpAt = Math.max(next, fate.endAt);
  // Covered but unanswered: nobody picked it up, or the customer did not wait. Uncovered: it waits
  // for an agent to free up until then.
  return {
    phase: 'queue',
    assignAt,
    canAssign: !isCovered,
    giveUpAt,
    giveUp: fate.kind,
    nudgeTimes: evenly(queuedAt, giveUpAt, fate.exchanges),
    service,
  };
}

/** The serving plan from the assignment (or, for a chat the history left open, from now). */
function planServing(step: Step, c: Conversation, service: ServicePlan): ServingPlan {
  const { random, at } = step;
  const firstResponseAt =
    c.firstResponseAt ?? Math.max(at + STEP_MS, (c.assignedAt as number) + service.firstResponseSec * 1000);
  const closeAt = Math.max(firstResponseAt + service.durationSec * 1000, at + random.int(30, 300) * 1000);
  const exchanges = Math.max(c.exchanges, service.exchanges);
  const span = closeAt - firstResponseAt;
  const transferTimes = Array.from({ length: drawTransferCount(random) }, () =>
    toSecond(firstResponseAt + random.next() * span),
  ).sort((a, b) => a - b);
  let holdFrom: number | null = null;
  let holdTo: number | null = null;
  if (c.status === 'on_hold') {
    holdFrom = at;
    holdTo = Math.min(closeAt - STEP_MS, at + random.int(30, 180) * 1000);
  } else if (random.bool(0.25)) {
    holdFrom = toSecond(firstResponseAt + (0.2 + 0.4 * random.next()) * span);
    holdTo = Math.min(closeAt - STEP_MS, holdFrom + random.int(30, 240) * 1000);
  }
  return {
    phase: 'serving',
    firstResponseAt,
    closeAt,
    exchanges,
    exchangeTimes: evenly(firstResponseAt, closeAt, exchanges),
    holdFrom,
    holdTo,
    transferTimes,
  };
}

/** The categories filed at the close: those drawn with the subject when the department may use them, else new ones. */
function closingCategories(step: Step, c: Conversation, entry: ConversationState): number[] {
  const eligible = step.directory.categoriesOf(c.departmentId);
  const intended = entry.categoryIds ?? (c.categoryIds.length > 0 ? [...c.categoryIds] : null);
  if (intended && intended.every((id) => eligible.values.some((category) => category.id === id))) return intended;
  return drawCategoriesAndSubject(step.random, eligible, true).categoryIds;
}

function end(step: Step, c: Conversation): void {
  finishConversation(c);
  step.state.conversations.delete(c.id);
}

function enterQueue(step: Step, c: Conversation, entry: ConversationState): void {
  c.status = 'queued';
  entry.plan = planQueue(step, c);
}

function assign(
  step: Step,
  c: Conversation,
  entry: ConversationState,
  agent: AgentState,
  departmentId: number,
  service: ServicePlan,
): void {
  const { at } = step;
  if (departmentId !== c.departmentId) {
    // Routed to the fallback department: the chat moves to one of its queues.
    const current = step.queuesById.get(c.queueId);
    const queue = current ? step.directory.fallbackQueue(departmentId, agent.agent, current) : null;
    c.departmentId = departmentId;
    if (queue) {
      c.queueId = queue.id;
      c.slaSec = queue.slaFirstResponseSec;
    }
  }
  c.status = 'open';
  // A chat a supervisor put back in a queue (transferLive) keeps its first assignment and what was said since.
  if (c.assignedAt === null) {
    c.assignedAt = at;
    c.exchanges = 0;
  }
  delete c.requeuedAt;
  c.agentId = agent.agent.id;
  c.lastMessageAt = Math.max(c.lastMessageAt, at);
  addLoad(step, c.agentId, 1);
  entry.plan = planServing(step, c, service);
  step.summary.assigned += 1;
  finishConversation(c);
}

/** Applies what is due at step.at to one active conversation; returns false once it has ended. */
function advanceConversation(step: Step, c: Conversation): boolean {
  const { at, random } = step;
  const entry = conversationState(step, c);

  if (c.status === 'bot') {
    if (entry.plan?.phase !== 'bot') entry.plan = planBot(step, c);
    const plan = entry.plan as BotPlan;
    const turns = Math.max(c.botTurns, countUpTo(plan.turnTimes, at));
    if (turns !== c.botTurns) {
      c.botTurns = turns;
      c.lastMessageAt = Math.max(c.lastMessageAt, plan.turnTimes[turns - 1] ?? at);
    } else if (at >= plan.greetingAt && c.lastMessageAt < plan.greetingAt) c.lastMessageAt = plan.greetingAt;
    if (at < plan.endAt) {
      finishConversation(c);
      return true;
    }
    c.botTurns = Math.max(c.botTurns, plan.turnTimes.length);
    if (plan.contained) {
      c.status = 'closed';
      c.closedAt = at;
      c.lastMessageAt = at;
      c.categoryIds = closingCategories(step, c, entry);
      c.rating = drawRating(random, c, false);
      step.summary.closed += 1;
      end(step, c);
      return false;
    }
    c.handoffAt = at;
    c.handoffReason = plan.handoffReason ?? 'asked_for_human';
    const billingQueue = drawBillingQueue(random, step.directory, c.handoffReason, c.departmentId);
    if (billingQueue) {
      c.departmentId = billingQueue.departmentId;
      c.queueId = billingQueue.id;
      c.slaSec = billingQueue.slaFirstResponseSec;
    }
    c.queuedAt = at;
    c.lastMessageAt = at;
    step.summary.handoffs += 1;
    enterQueue(step, c, entry);
    finishConversation(c);
    return true;
  }

  if (c.status === 'queued') {
    if (c.queuedAt === null) c.queuedAt = Math.max(c.lastMessageAt, c.handoffAt ?? c.createdAt);
    if (entry.plan?.phase !== 'queue') entry.plan = planQueue(step, c);
    const plan = entry.plan as QueuePlan;
    const nudges = countUpTo(plan.nudgeTimes, at);
    if (nudges > c.exchanges) {
      c.exchanges = nudges;
      c.lastMessageAt = Math.max(c.lastMessageAt, plan.nudgeTimes[nudges - 1]);
    }
    if (plan.canAssign && at >= plan.assignAt) {
      const routed = routeChat(
        random,
        step.directory,
        c.departmentId,
        c.queueId,
        (departmentId) => availableIn(step, departmentId),
        (agent) => agent.agent,
        (agent) => loadOf(step, agent.agent.id),
      );
      if (routed) {
        assign(step, c, entry, routed.pick, routed.departmentId, plan.service);
        return true;
      }
    }
    if (at >= plan.giveUpAt) {
      c.status = plan.giveUp;
      if (plan.giveUp === 'missed') {
        c.missedAt = at;
        step.summary.missed += 1;
      } else {
        c.abandonedAt = at;
        step.summary.abandoned += 1;
      }
      c.lastMessageAt = at;
      c.categoryIds = [];
      end(step, c);
      return false;
    }
    finishConversation(c);
    return true;
  }

  // Open or on hold: an agent holds it.
  if (c.assignedAt === null) {
    // Not a state the generator leaves; treat it as waiting in the queue.
    c.status = 'queued';
    return advanceConversation(step, c);
  }
  // A person at the agent's desk serves it: the simulation plays the customer only (advanceAtDesk).
  if (atDesk(step.state, c)) return advanceAtDesk(step, c, entry);
  if (entry.plan?.phase !== 'serving')
    entry.plan = planServing(step, c, drawService(random, c.slaSec, c.channel !== 'email'));
  const plan = entry.plan as ServingPlan;
  if (c.firstResponseAt === null && at >= plan.firstResponseAt) {
    c.firstResponseAt = at;
    c.lastMessageAt = Math.max(c.lastMessageAt, at);
  }
  if (c.firstResponseAt !== null) {
    const exchanges = Math.max(c.exchanges, countUpTo(plan.exchangeTimes, at));
    if (exchanges !== c.exchanges) {
      c.exchanges = exchanges;
      c.lastMessageAt = Math.max(c.lastMessageAt, plan.exchangeTimes[exchanges - 1] ?? at);
    }
    while (plan.transferTimes.length > 0 && plan.transferTimes[0] <= at) {
      plan.transferTimes.shift();
      // Transfers go to a colleague of the department who is free now (never back to an earlier holder).
      const others = availableIn(step, c.departmentId, new Set([...c.previousAgentIds, c.agentId as number]));
      if (others.length === 0) continue;
      const next = random.pick(others);
      addLoad(step, c.agentId, -1);
      c.previousAgentIds = [...c.previousAgentIds, c.agentId as number];
      c.agentId = next.agent.id;
      c.transferCount = c.previousAgentIds.length;
      c.lastMessageAt = Math.max(c.lastMessageAt, at);
      addLoad(step, c.agentId, 1);
      step.summary.transferred += 1;
    }
  }
  if (at >= plan.closeAt && c.firstResponseAt !== null) {
    c.status = 'closed';
    c.closedAt = at;
    c.exchanges = Math.max(c.exchanges, plan.exchanges);
    c.lastMessageAt = at;
    c.categoryIds = closingCategories(step, c, entry);
    c.rating = drawRating(random, c, true);
    Object.assign(c, drawClosingComment(random, step.directory.commentsOf(c.departmentId)));
    addLoad(step, c.agentId, -1);
    step.summary.closed += 1;
    end(step, c);
    return false;
  }
  const onHold =
    plan.holdFrom !== null &&
    plan.holdTo !== null &&
    at >= plan.holdFrom &&
    at < plan.holdTo &&
    c.firstResponseAt !== null;
  c.status = onHold ? 'on_hold' : 'open';
  finishConversation(c);
  return true;
}

/** Wednesday (0 = Sunday), for hourShape. */
const A_WEEKDAY = 3;

/** Maybe a new conversation in the second before step.at, at the rate of the hour. */
function arrive(step: Step): void {
  const { state, random, at } = step;
  const { history } = state.store;
  const { weekday, hour } = localWeekdayHour(history.timeZone, at);
  // A raised load (the monitor's "many chats at once", docs/demo-api.md, Live monitor, "Load") arrives as on a
  // weekday at this hour whatever the day: a weekend's arrivals are a fifth of a weekday's, and the load shown on a
  // Saturday levelled off at about 160 chats instead of going past 200.
  const shapeDay = step.arrivalScale > 1 ? A_WEEKDAY : weekday;
  const perMinute =
    step.arrivalScale * Math.max(FLOOR_PER_MINUTE, (PEAK_PER_MINUTE * hourShape(shapeDay, hour)) / PEAK_HOUR_SHAPE);
  if (
    random.next() >= (perMinute * STEP_MS) / 60_000 ||
    step.directory.entryPicker.size === 0 ||
    history.customers.length === 0
  )
    return;

  const createdAt = at - STEP_MS;
  const arrival = drawArrival(random, history.customers, state.customersByChannel, step.directory);
  const c = newConversation(history.conversations.length + 1, createdAt, arrival);
  const drawn = drawCategoriesAndSubject(random, step.directory.categoriesOf(c.departmentId), true);
  c.subject = drawn.subject;
  const entry: ConversationState = { plan: null, categoryIds: drawn.categoryIds };
  state.conversations.set(c.id, entry);
  if (c.botHandled) {
    c.status = 'bot';
    c.lastMessageAt = Math.min(createdAt + 2000, at);
    entry.plan = planBot(step, c);
  } else {
    // The pre-chat form ends by this step at the latest (as the generator clips it at its `now`).
    c.queuedAt = Math.min(createdAt + drawPreChatSec(random, c.channel) * 1000, at);
    enterQueue(step, c, entry);
  }
  finishConversation(c);
  history.conversations.push(c);
  state.active.push(c);
  step.summary.arrivals += 1;
}

/** Moves each agent to what their session (and their load) says at step.at. */
function updateAgents(step: Step, changed: Set<number>): void {
  const { statusLog } = step.state.store;
  const ids = [...step.state.agents.keys()].sort((a, b) => a - b);
  for (const id of ids) {
    const agent = step.state.agents.get(id) as AgentState;
    // A status the person at the agent's desk set replaces the shift's plan, as they set it (deskOf).
    const chosen = agent.agent.isActive ? deskOf(step.state).overrides.get(id) : undefined;
    const planned = chosen ?? plannedStatus(agent, step.at);
    // Serving at capacity: busy, so routing passes them by until a chat closes.
    const wanted =
      chosen === undefined && planned === 'online' && loadOf(step, id) >= agent.agent.maxConcurrentChats
        ? 'busy'
        : planned;
    if (wanted === agent.status) continue;
    if (statusLog.transition(id, wanted, step.at)) {
      changed.add(id);
      step.summary.statusChanges += 1;
    }
    agent.status = wanted;
  }
}

function runStep(step: Step, changedAgents: Set<number>): void {
  const { state } = step;
  step.load.clear();
  for (const c of state.active) if (c.agentId !== null && c.assignedAt !== null) addLoad(step, c.agentId, 1);

  updateAgents(step, changedAgents);
  const stillActive: Conversation[] = [];
  for (const c of state.active) if (advanceConversation(step, c)) stillActive.push(c);
  state.active = stillActive;
  arrive(step);
  // Loads changed (assignments, closes): busy at capacity, online again below it.
  updateAgents(step, changedAgents);
}

/**
 * The back office now (the db's, or the one a replay shows: backOffice.ts), for a run of steps or an action; the
 * journal hears it, to record a change.
 */
function directoryOf(server: Server, state: SimulationState): Pick<Step, 'directory' | 'queuesById'> {
  const sources = readBackOffice(server);
  backOfficeMet(server, sources, state.store.history.now);
  refreshAgents(state, sources);
  deskOf(state).manualRouting = sources.routingMethod === 'manual';
  const directory = new ChatDirectory(
    sources,
    (departmentId) =>
      sources.agents.filter((agent) => agent.isActive && agent.departmentIds.includes(departmentId)).length,
  );
  return { directory, queuesById: new Map(sources.queues.map((queue) => [queue.id, queue])) };
}

// ---------------------------------------------------------------------------------------------------
// Public API

/** What a run from `at` has done before its first step: nothing. */
const emptySummary = (at: number): SimulationSummary => ({
  from: at,
  to: at,
  steps: 0,
  arrivals: 0,
  handoffs: 0,
  assigned: 0,
  transferred: 0,
  closed: 0,
  missed: 0,
  abandoned: 0,
  statusChanges: 0,
});

/**
 * Steps the server's history from its `now` to `toMs` (whole seconds; nothing happens when `toMs` is
 * not later), building the history first if needed. Afterwards `now` = `toMs`, the db agents' status
 * matches the log, and every lookup of the history is refreshed.
 */
export function advanceSimulation(server: Server, toMs: number): SimulationSummary {
  const store = conversationStoreFor(server);
  const { history } = store;
  const target = toSecond(toMs);
  const summary = emptySummary(history.now);
  if (target <= history.now) return summary;

  const state = stateFor(server, store);
  const { directory, queuesById } = directoryOf(server, state);
  const changedAgents = new Set<number>();
  const load = new Map<number, number>();
  const arrivalScale = simulationSettings.get(server)?.arrivalScale ?? 1;
  for (let at = history.now + STEP_MS; at <= target; at += STEP_MS) {
    const random = createRandom(hashSeed(`${SEED_PREFIX}/${at}`));
    runStep({ state, directory, queuesById, random, at, load, summary, arrivalScale }, changedAgents);
    summary.steps += 1;
  }
  history.now = target;
  summary.to = target;
  if (changedAgents.size > 0) syncAgentStatuses(server, store, [...changedAgents]);
  store.historyChanged();
  return summary;
}

/**
 * Runs the simulation on a timer: every `intervalMs`, advanceSimulation(server, clock()) (at most
 * MAX_CATCH_UP_MS per tick). `clock` defaults to the real clock; startMockServer passes a clock that
 * starts at the history's end when that is fixed. Returns the function that stops it.
 */
export function startConversationSimulation(
  server: Server,
  intervalMs: number,
  clock: () => number = Date.now,
): () => void {
  let stopped = false;
  const timer = setInterval(() => {
    // A history still being built in slices is left to finish: the next tick catches up (a step
    // depends only on its instant, so fewer, longer ticks give the same world).
    if (stopped || pendingConversationStore(server)) return;
    // Builds the history on the first tick when no request has yet.
    const { history } = conversationStoreFor(server);
    advanceSimulation(server, Math.min(clock(), history.now + MAX_CATCH_UP_MS));
  }, intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

// ---------------------------------------------------------------------------------------------------
// A supervisor's actions (live.ts; docs/demo-api.md, Live monitor)
//
// They change the row and the simulation's state at the history's `now` (the last simulated second), so
// nothing in a row lies after `now` and the next step carries on from what the supervisor did: a closed chat
// has left `state.active` (nothing ever touches it again), a transferred one serves on with its new agent or
// waits in its new queue with a queue plan. The route checks the request first; these only apply it.

/** The simulation's view at `now`, for an action outside the timer, with a random stream of its own. */
function actionStep(server: Server, seed: string): Step {
  const store = conversationStoreFor(server);
  const state = stateFor(server, store);
  const at = store.history.now;
  const step: Step = {
    state,
    ...directoryOf(server, state),
    random: createRandom(hashSeed(`${SEED_PREFIX}/action/${seed}/${at}`)),
    at,
    load: new Map(),
    summary: emptySummary(at),
    arrivalScale: 1,
  };
  for (const c of state.active) if (c.agentId !== null && c.assignedAt !== null) addLoad(step, c.agentId, 1);
  return step;
}

/** Chats each agent holds now (assigned, still going on): what an agent's limit is measured against. */
export function liveLoads(server: Server): Map<number, number> {
  return actionStep(server, 'load').load;
}

/** The conversations going on now, in id order. */
export function liveConversations(server: Server): readonly Conversation[] {
  return stateFor(server, conversationStoreFor(server)).active;
}

/** The bot hands the chat over now (a supervisor moves it before the bot's own handoff). */
function handOverNow(c: Conversation, at: number): void {
  if (c.status !== 'bot') return;
  c.handoffAt = at;
  c.handoffReason = 'asked_for_human';
  c.queuedAt = at;
}

/**
 * Adds a message written on an ongoing conversation (a supervisor's whisper or join). A private one is not a message to
 * the customer, so only the others count in `messageCount` and mark the supervisor as joined. Returns the message as
 * stored, or null when the conversation is not going on.
 */
export function messageLive(
  server: Server,
  id: number,
  message: Omit<Message, 'id' | 'conversationId'>,
): Message | null {
  const store = conversationStoreFor(server);
  const c = store.get(id);
  if (!c || !ACTIVE_STATUSES.includes(c.status)) return null;
  const stored = store.addSupervisorMessage(c, message);
  if (!message.isPrivate) {
    c.supervisorJoined = true;
    c.supervisorMessages = (c.supervisorMessages ?? 0) + 1;
    c.messageCount += 1;
    store.historyChanged();
  }
  return stored;
}

export type TransferTarget = { agentId: number } | { queueId: number };

/**
 * Moves an ongoing conversation to an agent or a queue. Between agents it follows the simulation's own transfers
 * (the holder joins `previousAgentIds`, `transferCount` is their number, the serving plan goes on with the new
 * agent), so the Agent performance report counts it. A chat nobody holds yet is assigned to the agent (nobody
 * passed it on, so no transfer is counted). To a queue: the holder, if any, passed it on; the chat waits there
 * for the next agent with a fresh queue plan. Returns the row, or null when it is not going on.
 */
export function transferLive(server: Server, id: number, target: TransferTarget): Conversation | null {
  const store = conversationStoreFor(server);
  const c = store.get(id);
  if (!c || !ACTIVE_STATUSES.includes(c.status)) return null;
  const step = actionStep(server, `transfer/${id}`);
  const { at, random } = step;
  const entry = conversationState(step, c);
  const holder = c.assignedAt !== null ? c.agentId : null;
  if ('agentId' in target) {
    if (holder !== null) {
      c.previousAgentIds = [...c.previousAgentIds, holder];
      c.transferCount = c.previousAgentIds.length;
    } else if (c.assignedAt === null) {
      handOverNow(c, at);
      c.queuedAt ??= at;
      c.assignedAt = at;
      c.exchanges = 0;
    }
    c.agentId = target.agentId;
    if (c.status !== 'on_hold') c.status = 'open';
    delete c.requeuedAt;
    c.lastMessageAt = Math.max(c.lastMessageAt, at);
    if (entry.plan?.phase !== 'serving')
      entry.plan = planServing(step, c, drawService(random, c.slaSec, c.channel !== 'email'));
  } else {
    const queue = step.queuesById.get(target.queueId);
    if (!queue) return null;
    handOverNow(c, at);
    if (holder !== null) {
      c.previousAgentIds = [...c.previousAgentIds, holder];
      c.transferCount = c.previousAgentIds.length;
      c.agentId = null;
      c.requeuedAt = at;
    }
    c.queuedAt ??= at;
    c.departmentId = queue.departmentId;
    c.queueId = queue.id;
    c.slaSec = queue.slaFirstResponseSec;
    c.status = 'queued';
    c.lastMessageAt = Math.max(c.lastMessageAt, at);
    // Whoever is free takes it; nobody within the queue's longest wait: missed.
    entry.plan = {
      phase: 'queue',
      assignAt: at + STEP_MS,
      canAssign: true,
      giveUpAt: at + Math.max(60, queue.maxWaitSec) * 1000,
      giveUp: 'missed',
      nudgeTimes: [],
      service: drawService(random, c.slaSec, c.channel !== 'email'),
    };
  }
  finishConversation(c);
  store.historyChanged();
  return c;
}

export interface Closing {
  categoryIds: number[];
  commentId: number | null;
  closingNote: string;
}

/**
 * Closes an ongoing conversation now with what the supervisor filed: it leaves `state.active` and its plan, so the
 * simulation never touches it again. Returns the row, or null when it is not going on.
 */
export function closeLive(server: Server, id: number, closing: Closing): Conversation | null {
  const store = conversationStoreFor(server);
  const c = store.get(id);
  if (!c || !ACTIVE_STATUSES.includes(c.status)) return null;
  const state = stateFor(server, store);
  const at = store.history.now;
  c.status = 'closed';
  c.closedAt = at;
  c.lastMessageAt = Math.max(c.lastMessageAt, at);
  c.categoryIds = [...closing.categoryIds];
  c.commentId = closing.commentId;
  c.closingNote = closing.closingNote;
  delete c.requeuedAt;
  finishConversation(c);
  state.active = state.active.filter((other) => other !== c);
  state.conversations.delete(c.id);
  store.historyChanged();
  return c;
}

// ---------------------------------------------------------------------------------------------------
// The agent's desk (desk.ts; docs/demo-api.md, Agent inbox)
//
// A person signed in as an agent (an agent record linked to a user, auth/seeds.ts) is "at the desk" from their
// first action there (a status, an accept, a message). From then on:
// - the status they set replaces the shift's plan until they set another (and is never turned into 'busy' at
//   capacity: the limit is checked on its own), and goes into the status log like any change;
// - the chats they hold are theirs to serve: the simulation no longer answers, transfers, holds or closes them; it
//   plays the customer only, who writes back some seconds after each of the person's messages (seeded by the chat
//   and the instant, never Math.random, so a replay of the same actions gives the same world);
// - the generated transcript stops where the person took over (messages.ts deskPlan); what is said from then on is
//   kept as written in the store.
// With the organisation's routing method 'manual' the simulation never hands a linked agent a chat (nor transfers
// one to them): their queues offer it, and they accept it. Otherwise routing may hand them chats like anyone.
// Like the supervisor's actions above, these functions only apply: the routes check first.

interface DeskState {
  /** The statuses a person set, by agent. */
  overrides: Map<number, AgentStatusValue>;
  /** The agents a person is at the desk of. */
  present: Set<number>;
  /** When each chat's customer writes back next. */
  replies: Map<number, number>;
  /** settings.routingMethod is 'manual' (read with the back office, directoryOf). */
  manualRouting: boolean;
}

const desks = new WeakMap<SimulationState, DeskState>();

function deskOf(state: SimulationState): DeskState {
  let desk = desks.get(state);
  if (!desk) {
    desk = { overrides: new Map(), present: new Set(), replies: new Map(), manualRouting: false };
    desks.set(state, desk);
  }
  return desk;
}

/** Whether the simulation may hand the agent a chat: never a linked agent under manual routing. */
function simulationMayHand(state: SimulationState, agentId: number): boolean {
  return !(LINKED_AGENT_IDS.has(agentId) && deskOf(state).manualRouting);
}

/** Whether a person serves the chat: its holder is at the desk. */
function atDesk(state: SimulationState, c: Conversation): boolean {
  return c.agentId !== null && c.assignedAt !== null && deskOf(state).present.has(c.agentId);
}

/** The person takes the chat over at `at`: the generated transcript stops there (once; later holders keep it). */
function takeOver(c: Conversation, at: number): void {
  if (c.desk) return;
  const snapshot: DeskSnapshot = {
    at,
    agentId: c.agentId,
    previousAgentIds: [...c.previousAgentIds],
    assignedAt: c.assignedAt,
    firstResponseAt: c.firstResponseAt,
    lastMessageAt: c.lastMessageAt,
    exchanges: c.exchanges,
    transferCount: c.transferCount,
    status: c.status as DeskSnapshot['status'],
  };
  c.desk = snapshot;
  c.deskMessages ??= 0;
}

/** A person's chat at step.at: the customer's reply once due; nothing else moves. */
function advanceAtDesk(step: Step, c: Conversation, entry: ConversationState): boolean {
  const desk = deskOf(step.state);
  takeOver(c, step.at);
  entry.plan = null;
  const replyAt = desk.replies.get(c.id);
  if (replyAt !== undefined && step.at >= replyAt) {
    desk.replies.delete(c.id);
    const { store } = step.state;
    const random = createRandom(hashSeed(`${SEED_PREFIX}/reply/${c.id}/${replyAt}`));
    store.keepMessage(c, {
      senderType: 'customer',
      senderId: c.customerId,
      senderName: store.customer(c.customerId)?.fullName ?? 'Customer',
      isPrivate: false,
      content: customerReply(random),
      createdAt: new Date(replyAt).toISOString(),
    });
    c.deskMessages = (c.deskMessages ?? 0) + 1;
    c.lastMessageAt = Math.max(c.lastMessageAt, replyAt);
  }
  finishConversation(c);
  return true;
}

/** A person arrives at the agent's desk: the chats the agent holds become theirs (see above). */
function arriveAtDesk(server: Server, agentId: number): SimulationState {
  const store = conversationStoreFor(server);
  const state = stateFor(server, store);
  const desk = deskOf(state);
  if (!desk.present.has(agentId)) {
    desk.present.add(agentId);
    for (const c of state.active) if (atDesk(state, c)) takeOver(c, store.history.now);
  }
  return state;
}

/**
 * The person at the agent's desk sets its status now: it replaces the shift's plan until set again, and the status
 * log (so the Agent analysis timeline) and the db's agent follow at once. Returns the status.
 */
export function setDeskStatusLive(server: Server, agentId: number, status: AgentStatusValue): AgentStatusValue {
  const state = arriveAtDesk(server, agentId);
  const { store } = state;
  directoryOf(server, state);
  deskOf(state).overrides.set(agentId, status);
  const agent = state.agents.get(agentId);
  if (agent) agent.status = status;
  if (store.statusLog.transition(agentId, status, store.history.now)) syncAgentStatuses(server, store, [agentId]);
  store.historyChanged();
  return status;
}

/**
 * The agent takes a chat waiting in a queue now (the monitor's assignment of a chat nobody held: no transfer is
 * counted); the person serves it from here. Returns the row, or null when it is not waiting.
 */
export function acceptLive(server: Server, id: number, agentId: number): Conversation | null {
  const store = conversationStoreFor(server);
  const c = store.get(id);
  if (!c || c.status !== 'queued') return null;
  arriveAtDesk(server, agentId);
  const step = actionStep(server, `accept/${id}`);
  const entry = conversationState(step, c);
  const { at } = step;
  // As the simulation's own assignment (assign()): a chat put back in a queue keeps its first assignment.
  if (c.assignedAt === null) {
    c.assignedAt = at;
    c.exchanges = 0;
  }
  delete c.requeuedAt;
  c.agentId = agentId;
  c.status = 'open';
  c.lastMessageAt = Math.max(c.lastMessageAt, at);
  entry.plan = null;
  takeOver(c, at);
  finishConversation(c);
  store.historyChanged();
  return c;
}

/**
 * The agent writes in a chat it holds, now: a message to the customer (an agent's reply: the first one is the first
 * response; the customer writes back some seconds later) or, with `isPrivate`, an internal note (counted in
 * messageCount as the generated agents' notes are, but not answered). Returns the message,
 * or null when the chat is not going on.
 */
export function deskMessageLive(
  server: Server,
  id: number,
  agentId: number,
  content: string,
  isPrivate: boolean,
): ReturnType<ConversationStore['keepMessage']> | null {
  const store = conversationStoreFor(server);
  const c = store.get(id);
  if (!c || !ACTIVE_STATUSES.includes(c.status)) return null;
  const state = arriveAtDesk(server, agentId);
  const at = store.history.now;
  takeOver(c, at);
  const message = store.keepMessage(c, {
    senderType: 'agent',
    senderId: agentId,
    senderName: store.agentName(agentId) ?? `Agent ${agentId}`,
    isPrivate,
    content,
    createdAt: new Date(at).toISOString(),
  });
  // Counted like the generated transcript's agent notes (messages.ts messageCountOf), unlike a supervisor's whisper.
  c.deskMessages = (c.deskMessages ?? 0) + 1;
  if (!isPrivate) {
    c.firstResponseAt ??= at;
    c.lastMessageAt = Math.max(c.lastMessageAt, at);
    const replies = deskOf(state).replies;
    if (!replies.has(c.id)) {
      const random = createRandom(hashSeed(`${SEED_PREFIX}/reply-delay/${c.id}/${at}`));
      replies.set(c.id, at + random.int(DESK_REPLY_SEC.min, DESK_REPLY_SEC.max) * 1000);
    }
  }
  finishConversation(c);
  store.historyChanged();
  return message;
}

/** How long the simulated customer takes to write back to a person, in seconds. */
export const DESK_REPLY_SEC = { min: 4, max: 15 } as const;
