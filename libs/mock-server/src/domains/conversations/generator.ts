// The deterministic conversation history (docs/demo-api.md, conversations and reports): customers, agent status events and 20,000+
// conversations over 180 days ending at `now`. Decisions:
// - Plain arrays, never Mirage's db: inserting and querying this many records through Mirage takes
//   seconds; here the whole history is built in a few hundred ms and queried with binary search.
// - Agents' time comes first (sessions along their shift with late starts, early leaves, breaks and busy
//   stints), then each chat is routed to an agent of its department who is online with a free slot at
//   the moment it is queued; when nobody is, it goes to the department's fallback, and failing that it
//   is missed or abandoned. So utilisation, adherence, missed chats and the heatmap tell one story.
// - Seasonality is in the organisation's time zone (busy Monday–Friday 9–17, quiet nights and weekends)
//   with a slight growth over the period, so trends have something to show.
// - Every instant is a whole second, so the derived seconds are integers.
// - Anything still running at `now` keeps an active status (bot, queued, open, on_hold) with the fields
//   after `now` cleared; everything else is terminal. Each active status is present when the last three
//   hours allow it (see keepEveryActiveStatus), so every status filter of the demo shows something.
// - Each random decision (an arrival, the bot phase, the queue's outcome, the serving times, categories,
//   rating, a working session …) is a small exported `draw…` helper: the live simulation (simulation.ts)
//   draws its conversations and sessions with the same helpers, so they look like the history.
import { LIVE_STATUSES, withoutAccents } from '@live-agent/contracts';
import { createRandom, REFERENCE_DATE, type Random } from '../../random';
import { DEMO_TIME_ZONE } from '../../types';
import { messageCountOf } from './messages';
import { deriveMeasures, shiftWindows } from './metrics';
import { AgentStatusLog } from './status-log';
import { DAY_MS, HOUR_MS, localDayNumber, localWeekdayHour, MINUTE_MS } from './timezone';
import {
  CHANNELS,
  TERMINAL_STATUSES,
  type AgentInput,
  type AgentStatusEvent,
  type AgentStatusValue,
  type CategoryInput,
  type Channel,
  type CommentInput,
  type Conversation,
  type Customer,
  type DepartmentInput,
  type HandoffReason,
  type QueueInput,
  type ShiftInput,
} from './types';

export interface ConversationHistoryOptions {
  /** End of the history (default REFERENCE_DATE); a live simulation passes the real clock. */
  now?: number | Date;
  /** Length of the history in days (default 180). */
  days?: number;
  agents: readonly AgentInput[];
  departments: readonly DepartmentInput[];
  queues: readonly QueueInput[];
  shifts?: readonly ShiftInput[];
  categories?: readonly CategoryInput[];
  comments?: readonly CommentInput[];
  /** Default createRandom('conversations'). */
  random?: Random;
  /** Time zone of the seasonality and of agents without a shift (default DEMO_TIME_ZONE). */
  timeZone?: string;
  /** Default 4,000. */
  customerCount?: number;
  /** Average conversations per day (default 140, about 25,000 over 180 days). */
  conversationsPerDay?: number;
}

export interface ConversationHistory {
  /** Start of the history (epoch ms). */
  from: number;
  /** End of the history (epoch ms, whole second). */
  now: number;
  timeZone: string;
  /** Sorted by createdAt; ids 1..n in that order, so conversations[id - 1] is conversation `id`. */
  conversations: Conversation[];
  /** ids 1..n, customers[id - 1]. */
  customers: Customer[];
  statusLog: AgentStatusLog;
}

// ---------------------------------------------------------------------------------------------------
// Tunables (shares of the issue text)

export const CHANNEL_WEIGHTS: Record<Channel, number> = { web: 0.45, whatsapp: 0.3, facebook: 0.15, email: 0.1 };
/** ~35 % of all chats start with the bot; e-mail never does, so the chat channels carry it. */
export const BOT_SHARE = 0.35 / (1 - CHANNEL_WEIGHTS.email);
export const BOT_CONTAINED = 0.55;
const HANDOFF_WEIGHTS: Array<[HandoffReason, number]> = [
  ['asked_for_human', 0.45],
  ['low_confidence', 0.25],
  ['billing', 0.15],
  ['complaint', 0.15],
];
// Nobody online in the department nor its fallback: most such chats are missed, the rest abandoned.
// Covered chats are still sometimes missed (nobody picked them up) or abandoned (impatient customer).
export const UNCOVERED_MISSED = 0.6;
export const COVERED_MISSED = 0.028;
export const COVERED_ABANDONED = 0.019;
export const RATED_HUMAN = 0.42;
export const RATED_BOT = 0.33;
export const COMMENT_SHARE = 0.7;
export const NOTE_SHARE = 0.25;

// Relative arrivals per local hour (Monday–Friday, then Saturday/Sunday).
const WEEKDAY_HOURS = [
  0.15, 0.1, 0.08, 0.08, 0.1, 0.2, 0.4, 0.7, 1.1, 1.5, 1.6, 1.55, 1.3, 1.35, 1.5, 1.5, 1.4, 1.1, 0.8, 0.6, 0.5, 0.4,
  0.3, 0.2,
];
const WEEKEND_HOURS = [
  0.08, 0.06, 0.04, 0.04, 0.04, 0.06, 0.08, 0.12, 0.18, 0.25, 0.28, 0.3, 0.28, 0.27, 0.27, 0.25, 0.24, 0.22, 0.21, 0.2,
  0.18, 0.14, 0.11, 0.1,
];
/** The busiest value of WEEKDAY_HOURS / WEEKEND_HOURS. */
export const PEAK_HOUR_SHAPE = Math.max(...WEEKDAY_HOURS, ...WEEKEND_HOURS);

/** Relative arrivals in a local hour (weekday 0 = Sunday): the seasonality of the history. */
export function hourShape(weekday: number, hour: number): number {
  return weekday === 0 || weekday === 6 ? WEEKEND_HOURS[hour] : WEEKDAY_HOURS[hour];
}

/** Agents without a shift work office hours. */
export const DEFAULT_SCHEDULE = {
  id: 0,
  daysOfWeek: [1, 2, 3, 4, 5],
  startTime: '09:00',
  endTime: '17:00',
  breakMinutes: 60,
};

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elena',
  'Finn',
  'Greta',
  'Hugo',
  'Ines',
  'Jakob',
  'Karin',
  'Lars',
  'Maja',
  'Nico',
  'Olga',
  'Paul',
  'Quinn',
  'Rosa',
  'Simon',
  'Tara',
  'Ulla',
  'Viktor',
  'Wanda',
  'Xavier',
  'Yara',
  'Zeno',
  'Alice',
  'Bruno',
  'Carla',
  'Dennis',
  'Eva',
  'Felix',
  'Gina',
  'Henrik',
  'Ida',
  'Jonas',
  'Kira',
  'Luca',
  'Marie',
  'Noel',
  'Oskar',
  'Pia',
  'Rafael',
  'Sara',
  'Tim',
  'Uma',
  'Vera',
  'Willem',
  'Yusuf',
  'Zoe',
  'Amir',
  'Bianca',
  'Cem',
  'Dora',
  'Emil',
  'Fatima',
  'Gustav',
  'Hana',
  'Ivan',
  'Julia',
];
const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Novak',
  'Rossi',
  'Garcia',
  'Dupont',
  'Jensen',
  'Kowalski',
  'Silva',
  'Smith',
  'Brown',
  'Nielsen',
  'Horvat',
  'Papadopoulos',
  'Yilmaz',
  'Meyer',
  'Wagner',
  'Ricci',
  'Lopez',
  'Martin',
  'Bernard',
  'Larsen',
  'Nowak',
  'Santos',
  'Johnson',
  'Taylor',
  'Andersen',
  'Kovac',
  'Georgiou',
  'Demir',
  'Schulz',
  'Koch',
  'Bianchi',
  'Fernandez',
  'Petit',
  'Hansen',
  'Wojcik',
  'Costa',
  'Williams',
  'Davies',
  'Berg',
  'Babic',
  'Nikolaidis',
  'Kaya',
  'Becker',
  'Hoffmann',
  'Romano',
  'Moreno',
  'Leroy',
  'Lund',
  'Lewandowski',
  'Oliveira',
  'Evans',
  'Wilson',
  'Holm',
  'Juric',
  'Vlachos',
  'Sahin',
  'Keller',
  'Vogel',
];
const MAIL_DOMAINS = ['mail.test', 'example.com', 'inbox.test', 'post.test', 'company.test'];

const SUBJECTS: Array<[RegExp, string[]]> = [
  [
    /pric/i,
    [
      'Which plan fits a team of 12',
      'Discount for annual billing',
      'Difference between Team and Business',
      'Quote for 40 seats',
    ],
  ],
  [/demo/i, ['Can I book a product demo', 'Demo for our support team']],
  [
    /sales/i,
    ['Questions before buying', 'Do you integrate with Shopify', 'Trial questions', 'Moving from another chat tool'],
  ],
  [/refund/i, ['Refund for an unused annual plan', 'Charged twice this month', 'Status of my refund']],
  [/invoice/i, ['Need a copy of my invoice', 'Wrong VAT number on the invoice', 'Change the invoice address']],
  [/bill/i, ['Card payment declined', 'Change the payment method', 'Question about the billing cycle']],
  [/bug/i, ['Widget does not load on Safari', 'Messages arrive twice', 'Export button shows an error']],
  [/login/i, ['Cannot log in', 'Two-factor code not accepted', 'Password reset link expired']],
  [/techn/i, ['Webhook not firing', 'API rate limit reached', 'Chat widget is slow to load']],
  [/privacy|account/i, ['Export all our data', 'Delete my account', 'GDPR data request']],
  [/feedback/i, ['Suggestion for the mobile app', 'Great support yesterday', 'Complaint about response times']],
];
const GENERIC_SUBJECTS = [
  'General question',
  'Need help with my account',
  'Question about the product',
  'Follow-up on an earlier chat',
];
export const CLOSING_NOTES = [
  'Customer was happy with the answer.',
  'Sent the follow-up by e-mail.',
  'Will check back tomorrow.',
  'Escalated, waiting for engineering.',
  'Customer prefers a phone call next time.',
];

// ---------------------------------------------------------------------------------------------------
// Helpers

export const toSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;

/** Picks values by weight; built once per list, since the loops below pick hundreds of thousands of times. */
export class Weighted<T> {
  readonly values: T[];
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    this.values = entries.map(([value]) => value);
    let sum = 0;
    for (const [, weight] of entries) this.cumulative.push((sum += weight));
    this.total = sum;
  }

  get size(): number {
    return this.values.length;
  }

  pick(random: Random): T {
    const roll = random.next() * this.total;
    for (let index = 0; index < this.cumulative.length; index += 1)
      if (roll < this.cumulative[index]) return this.values[index];
    return this.values[this.values.length - 1];
  }
}

/** Log-uniform whole seconds in [low, high]: many short chats, a long tail. */
export const logUniform = (random: Random, low: number, high: number): number =>
  Math.round(Math.exp(Math.log(low) + random.next() * (Math.log(high) - Math.log(low))));

const ascii = (text: string): string =>
  withoutAccents(text)
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

export const CHANNEL_PICKER = new Weighted(CHANNELS.map((channel) => [channel, CHANNEL_WEIGHTS[channel]] as const));
export const HANDOFF_PICKER = new Weighted(HANDOFF_WEIGHTS);

function buildCustomers(random: Random, count: number): Customer[] {
  const taken = new Set<string>();
  const firstAscii = FIRST_NAMES.map(ascii);
  const lastAscii = LAST_NAMES.map(ascii);
  return Array.from({ length: count }, (_, index) => {
    const firstIndex = random.int(0, FIRST_NAMES.length - 1);
    const lastIndex = random.int(0, LAST_NAMES.length - 1);
    const first = FIRST_NAMES[firstIndex];
    const last = LAST_NAMES[lastIndex];
    const domain = random.pick(MAIL_DOMAINS);
    let local = `${firstAscii[firstIndex]}.${lastAscii[lastIndex]}`;
    if (taken.has(`${local}@${domain}`)) local = `${local}${index + 1}`;
    taken.add(`${local}@${domain}`);
    return {
      id: index + 1,
      fullName: `${first} ${last}`,
      email: `${local}@${domain}`,
      avatar: '',
      channel: CHANNEL_PICKER.pick(random),
    };
  });
}

const subjectPools = new WeakMap<CategoryInput, string[]>();

export function subjectPool(category: CategoryInput | undefined): string[] {
  if (!category) return GENERIC_SUBJECTS;
  let pool = subjectPools.get(category);
  if (!pool) {
    pool = SUBJECTS.find(([pattern]) => pattern.test(category.name))?.[1] ?? GENERIC_SUBJECTS;
    subjectPools.set(category, pool);
  }
  return pool;
}

// ---------------------------------------------------------------------------------------------------
// Agents' time

interface AgentPlan {
  agent: AgentInput;
  /** Routable time (status 'online'), flattened [start, end, start, end …], sorted. */
  online: number[];
  /** Ends of the chats the agent holds (pruned as time moves on). */
  load: number[];
}

function isOnlineAt(plan: AgentPlan, at: number): boolean {
  const online = plan.online;
  let low = 0;
  let high = online.length / 2 - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (online[2 * middle] <= at) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found !== -1 && at < online[2 * found + 1];
}

function loadAt(plan: AgentPlan, at: number): number {
  if (plan.load.length > 0 && plan.load.some((end) => end <= at)) plan.load = plan.load.filter((end) => end > at);
  return plan.load.length;
}

/** The schedule an agent works: their shift, or office hours in the organisation's zone without one. */
export function scheduleOf(
  agent: Pick<AgentInput, 'shiftId'>,
  shiftsById: ReadonlyMap<number, ShiftInput>,
  timeZone: string,
): ShiftInput {
  const shift = agent.shiftId === null ? undefined : shiftsById.get(agent.shiftId);
  return shift ?? { ...DEFAULT_SCHEDULE, timezone: timeZone };
}

/** When an agent signs in and out for one shift window: usually on time, sometimes late or leaving early, now and then absent. */
export function drawSessionBounds(
  random: Random,
  window: { start: number; end: number },
): { absent: boolean; login: number; logout: number } {
  const absent = random.bool(0.04);
  const lateRoll = random.next();
  const lateness =
    lateRoll < 0.75 ? random.int(-600, 180) : lateRoll < 0.95 ? random.int(180, 1500) : random.int(1500, 5400);
  const leave = random.bool(0.8) ? random.int(-180, 900) : -random.int(1200, 7200);
  return { absent, login: toSecond(window.start + lateness * 1000), logout: toSecond(window.end + leave * 1000) };
}

/** The interruptions of a session [login, logout), in order: a break (away) around the middle, short busy stints or coffee breaks. */
export function drawSessionParts(
  random: Random,
  schedule: ShiftInput,
  login: number,
  logout: number,
): Array<[AgentStatusValue, number, number]> {
  const parts: Array<[AgentStatusValue, number, number]> = [];
  const length = logout - login;
  const breakStart = toSecond(login + length * (0.42 + 0.16 * random.next()));
  const breakLength =
    schedule.breakMinutes > 0 ? Math.max(5, schedule.breakMinutes + random.int(-5, 10)) * MINUTE_MS : 0;
  const beforeRoom = breakStart - login - 50 * MINUTE_MS;
  if (random.bool(0.5) && beforeRoom > 0) {
    const start = toSecond(login + 15 * MINUTE_MS + random.next() * beforeRoom);
    parts.push(['busy', start, start + random.int(10, 30) * MINUTE_MS]);
  }
  if (breakLength > 0) parts.push(['away', breakStart, breakStart + breakLength]);
  const afterStart = breakStart + breakLength + 20 * MINUTE_MS;
  const afterRoom = logout - 40 * MINUTE_MS - afterStart;
  if (random.bool(0.4) && afterRoom > 0) {
    const start = toSecond(afterStart + random.next() * afterRoom);
    parts.push(
      random.bool(0.5)
        ? ['away', start, start + random.int(5, 12) * MINUTE_MS]
        : ['busy', start, start + random.int(10, 25) * MINUTE_MS],
    );
  }
  return parts;
}

/**
 * One agent's status events over [from, now] and their routable time. Sessions follow the shift
 * windows: usually on time, sometimes late or leaving early, now and then absent; a break (away) around
 * the middle, and short busy stints or coffee breaks.
 */
function planAgentTime(
  agent: AgentInput,
  schedule: ShiftInput,
  from: number,
  now: number,
  random: Random,
): { events: AgentStatusEvent[]; online: number[] } {
  const events: AgentStatusEvent[] = [];
  const online: number[] = [];
  // An inactive agent worked until their last login; one who never signed in has no history.
  const until = agent.isActive ? now : agent.lastLoginAt ? Math.min(now, Date.parse(agent.lastLoginAt)) : from;
  let cursor = from;
  const push = (status: AgentStatusValue, start: number, end: number) => {
    if (end <= start || start >= now) return;
    events.push({ agentId: agent.id, status, startedAt: start, endedAt: end >= now ? null : end });
    if (status === 'online') online.push(start, Math.min(end, now));
  };
  for (const window of shiftWindows(schedule, from, until)) {
    const bounds = drawSessionBounds(random, window);
    const login = bounds.login;
    const logout = Math.min(bounds.logout, until);
    if (bounds.absent || login < cursor || logout - login < HOUR_MS) continue;
    if (login >= now) break;

    // Interruptions inside the session, in order; the rest is 'online'.
    const parts = drawSessionParts(random, schedule, login, logout);

    push('offline', cursor, login);
    let at = login;
    for (const [status, start, end] of parts) {
      push('online', at, start);
      push(status, start, end);
      at = end;
    }
    push('online', at, logout);
    cursor = logout;
    if (logout >= now) break;
  }
  if (cursor < now) events.push({ agentId: agent.id, status: 'offline', startedAt: cursor, endedAt: null });
  return { events, online };
}

// ---------------------------------------------------------------------------------------------------
// The draws of one conversation (shared with the live simulation). Each consumes the random stream in
// a fixed order, so the history stays the same whoever calls them.

/** Customers by their channel, the pool an arrival of that channel comes from. */
export function customersByChannelOf(customers: readonly Customer[]): Map<Channel, Customer[]> {
  const byChannel = new Map<Channel, Customer[]>(CHANNELS.map((channel) => [channel, []]));
  for (const customer of customers) byChannel.get(customer.channel)?.push(customer);
  return byChannel;
}

/**
 * The back office as the chats see it: where they enter (active queues of enabled departments, weighted
 * by the department's staff), the billing department, and per department the categories it may use (its
 * own ones more often than the shared ones) and the closing comments ("Issue resolved", the first, most often).
 */
export class ChatDirectory {
  readonly departmentsById: ReadonlyMap<number, DepartmentInput>;
  readonly entryPicker: Weighted<QueueInput>;
  readonly billingDepartment: DepartmentInput | undefined;
  private readonly categories: CategoryInput[];
  private readonly comments: CommentInput[];
  private readonly categoryPickers = new Map<number, Weighted<CategoryInput>>();
  private readonly commentPickers = new Map<number, Weighted<CommentInput>>();

  /** `staffOf(departmentId)`: the weight of the department's queues (at least 1 is used). */
  constructor(
    readonly sources: Pick<ConversationHistoryOptions, 'departments' | 'queues' | 'categories' | 'comments'>,
    staffOf: (departmentId: number) => number,
  ) {
    this.departmentsById = new Map(sources.departments.map((department) => [department.id, department]));
    this.categories = (sources.categories ?? []).filter((category) => category.isActive);
    this.comments = (sources.comments ?? []).filter((comment) => comment.isActive);
    const entries: Array<[QueueInput, number]> = [];
    for (const department of sources.departments) {
      const queues = this.entryQueuesOf(department.id);
      const staff = Math.max(1, staffOf(department.id));
      for (const queue of queues) entries.push([queue, staff / queues.length]);
    }
    if (entries.length === 0) for (const queue of sources.queues) entries.push([queue, 1]);
    this.entryPicker = new Weighted(entries);
    this.billingDepartment = sources.departments.find(
      (department) => /bill/i.test(department.name) && department.isEnabled,
    );
  }

  /** Active queues of the department, when it is enabled. */
  entryQueuesOf(departmentId: number): QueueInput[] {
    return this.sources.queues.filter(
      (queue) =>
        queue.departmentId === departmentId &&
        queue.isActive &&
        this.departmentsById.get(departmentId)?.isEnabled !== false,
    );
  }

  categoriesOf(departmentId: number): Weighted<CategoryInput> {
    // A department's own categories weigh three times a general one.
    return this.pickerFor(this.categoryPickers, this.categories, departmentId, (category) =>
      category.departmentIds.length === 0 ? 1 : 3,
    );
  }

  commentsOf(departmentId: number): Weighted<CommentInput> {
    // The first usable comment is the usual one.
    return this.pickerFor(this.commentPickers, this.comments, departmentId, (_comment, index) => (index === 0 ? 5 : 1));
  }

  /**
   * The picker among `items` usable in the department (one naming no department is usable in all), weighed by
   * `weight` (given each usable item and its index among them), made on the department's first use.
   */
  private pickerFor<T extends { departmentIds: number[] }>(
    pickers: Map<number, Weighted<T>>,
    items: readonly T[],
    departmentId: number,
    weight: (item: T, index: number) => number,
  ): Weighted<T> {
    let picker = pickers.get(departmentId);
    if (!picker) {
      picker = new Weighted(
        items
          .filter((item) => item.departmentIds.length === 0 || item.departmentIds.includes(departmentId))
          .map((item, index) => [item, weight(item, index)] as const),
      );
      pickers.set(departmentId, picker);
    }
    return picker;
  }

  /** The queue a chat moves to when routed to a fallback department: one of the agent's there, else its first. */
  fallbackQueue(departmentId: number, agent: Pick<AgentInput, 'queueIds'>, current: QueueInput): QueueInput {
    const fallbackQueues = this.entryQueuesOf(departmentId);
    const own = fallbackQueues.filter((candidate) => agent.queueIds.includes(candidate.id));
    return (
      own[0] ??
      fallbackQueues[0] ??
      this.sources.queues.find((candidate) => candidate.departmentId === departmentId) ??
      current
    );
  }
}

export interface Arrival {
  channel: Channel;
  customer: Customer;
  queue: QueueInput;
  botHandled: boolean;
}

/** Who writes in, on which channel, into which queue, and whether the bot answers first. */
export function drawArrival(
  random: Random,
  customers: readonly Customer[],
  customersByChannel: ReadonlyMap<Channel, Customer[]>,
  directory: ChatDirectory,
): Arrival {
  const channel = CHANNEL_PICKER.pick(random);
  const bucket = customersByChannel.get(channel) ?? [];
  // Skewed towards the start of the bucket: some customers come back often.
  const customer =
    bucket.length > 0
      ? bucket[Math.floor(bucket.length * random.next() ** 1.6)]
      : customers[random.int(0, customers.length - 1)];
  const queue = directory.entryPicker.pick(random);
  const botHandled = channel !== 'email' && random.bool(BOT_SHARE);
  return { channel, customer, queue, botHandled };
}

/** A new conversation at its creation: nothing has happened yet (status 'closed' until a phase sets it). */
export function newConversation(id: number, createdAt: number, arrival: Arrival): Conversation {
  return {
    id,
    customerId: arrival.customer.id,
    channel: arrival.channel,
    departmentId: arrival.queue.departmentId,
    queueId: arrival.queue.id,
    agentId: null,
    previousAgentIds: [],
    status: 'closed',
    categoryIds: [],
    commentId: null,
    closingNote: '',
    subject: '',
    createdAt,
    queuedAt: null,
    assignedAt: null,
    firstResponseAt: null,
    closedAt: null,
    abandonedAt: null,
    missedAt: null,
    lastMessageAt: createdAt,
    transferCount: 0,
    rating: null,
    botHandled: arrival.botHandled,
    handoffAt: null,
    handoffReason: null,
    botTurns: 0,
    exchanges: 0,
    slaSec: arrival.queue.slaFirstResponseSec,
    waitSec: null,
    firstResponseSec: null,
    handleSec: null,
    resolutionSec: null,
    messageCount: 0,
  };
}

/** The bot's part of a bot-handled chat: contained (closed by the bot at endAt) or handed off at endAt. */
export type BotPhase =
  | { contained: true; botTurns: number; endAt: number }
  | { contained: false; botTurns: number; endAt: number; handoffReason: HandoffReason };

export function drawBotPhase(random: Random, createdAt: number): BotPhase {
  if (random.bool(BOT_CONTAINED)) {
    const botTurns = random.int(1, 4);
    return { contained: true, botTurns, endAt: createdAt + (40 + botTurns * random.int(20, 80)) * 1000 };
  }
  const botTurns = random.int(1, 3);
  const endAt = createdAt + (20 + botTurns * random.int(15, 60)) * 1000;
  return { contained: false, botTurns, endAt, handoffReason: HANDOFF_PICKER.pick(random) };
}

/** A billing question handed off in another department goes to one of the billing queues (null: it stays). */
export function drawBillingQueue(
  random: Random,
  directory: ChatDirectory,
  reason: HandoffReason | null,
  departmentId: number,
): QueueInput | null {
  const billing = directory.billingDepartment;
  if (reason !== 'billing' || !billing || billing.id === departmentId) return null;
  const billingQueues = directory.entryQueuesOf(billing.id);
  return billingQueues.length > 0 ? random.pick(billingQueues) : null;
}

/** Seconds from the first message to the queue: the web widget asks a pre-chat form first. */
export function drawPreChatSec(random: Random, channel: Channel): number {
  return channel === 'web' ? random.int(5, 40) : random.int(0, 3);
}

/**
 * The agent taking a chat, trying the department, then its fallbacks: among those `available` there
 * (online with a free slot), the queue's own agents most of the time, the least busy, ties at random.
 */
export function routeChat<T>(
  random: Random,
  directory: ChatDirectory,
  departmentId: number,
  queueId: number,
  available: (departmentId: number) => T[],
  agentOf: (candidate: T) => Pick<AgentInput, 'queueIds'>,
  loadOf: (candidate: T) => number,
): { pick: T; departmentId: number } | null {
  const tried = new Set<number>();
  let current: number | null = departmentId;
  while (current !== null && !tried.has(current)) {
    tried.add(current);
    const candidates = available(current);
    if (candidates.length > 0) {
      const ofQueue = candidates.filter((candidate) => agentOf(candidate).queueIds.includes(queueId));
      const pool = ofQueue.length > 0 && random.bool(0.85) ? ofQueue : candidates;
      // Load balancing: the least busy agent, ties at random.
      let least = Number.POSITIVE_INFINITY;
      for (const candidate of pool) least = Math.min(least, loadOf(candidate));
      return { pick: random.pick(pool.filter((candidate) => loadOf(candidate) === least)), departmentId: current };
    }
    current = directory.departmentsById.get(current)?.fallbackDepartmentId ?? null;
  }
  return null;
}

/**
 * What happens to a queued chat: missed (nobody picked it up; at queuedAt + maxWait) or abandoned (the
 * customer left at endAt), each with 0–2 "hello?" nudges, or served. Most chats nobody could take at
 * once (`covered` false) end so; covered ones rarely.
 */
export type QueueFate = { kind: 'missed' | 'abandoned'; exchanges: number; endAt: number } | { kind: 'served' };

export function drawQueueFate(
  random: Random,
  covered: boolean,
  queue: Pick<QueueInput, 'maxWaitSec'>,
  queuedAt: number,
): QueueFate {
  const roll = random.next();
  const maxWaitMs = Math.max(60, queue.maxWaitSec) * 1000;
  if (!covered ? roll < UNCOVERED_MISSED : roll < COVERED_MISSED)
    return { kind: 'missed', exchanges: random.int(0, 2), endAt: queuedAt + maxWaitMs };
  if (!covered || roll < COVERED_MISSED + COVERED_ABANDONED) {
    const exchanges = random.int(0, 2);
    return {
      kind: 'abandoned',
      exchanges,
      endAt: queuedAt + random.int(15, Math.max(20, Math.floor(maxWaitMs / 1000) - 5)) * 1000,
    };
  }
  return { kind: 'served' };
}

/** The timing of a served chat, in seconds: queue to assignment, assignment to first response, first response to close; and the exchanges. */
export interface ServicePlan {
  assignSec: number;
  firstResponseSec: number;
  durationSec: number;
  exchanges: number;
}

export function drawService(random: Random, slaSec: number, isChat: boolean): ServicePlan {
  const sla = slaSec;
  const waitRoll = random.next();
  const assignSec = isChat
    ? waitRoll < 0.7
      ? random.int(2, Math.max(3, Math.floor(sla * 0.6)))
      : waitRoll < 0.93
        ? random.int(Math.floor(sla * 0.6), Math.ceil(sla * 1.5))
        : random.int(Math.ceil(sla * 1.5), sla * 4)
    : random.int(60, 1800);
  const firstResponseSec = isChat ? random.int(3, 45) : random.int(60, 900);
  const durationSec = isChat ? logUniform(random, 120, 1800) : logUniform(random, 600, 10_800);
  const exchanges = isChat
    ? Math.min(14, Math.max(1, Math.round((durationSec / 150) * (0.6 + 0.8 * random.next()))))
    : random.int(1, 3);
  return { assignSec, firstResponseSec, durationSec, exchanges };
}

/** How many times a served chat is transferred (0: 80 %, 1: 15 %, 2: 5 %). */
export function drawTransferCount(random: Random): number {
  return random.next() < 0.8 ? 0 : random.next() < 0.75 ? 1 : 2;
}

/** 1–2 categories the department may use (none for a missed or abandoned chat) and a subject to match. */
export function drawCategoriesAndSubject(
  random: Random,
  eligible: Weighted<CategoryInput>,
  withCategories: boolean,
): { categoryIds: number[]; subject: string } {
  if (eligible.size > 0 && withCategories) {
    const first = eligible.pick(random);
    const ids = [first.id];
    if (random.bool(0.3)) {
      const second = eligible.pick(random);
      if (second.id !== first.id) ids.push(second.id);
    }
    return { categoryIds: ids, subject: random.pick(subjectPool(first)) };
  }
  return { categoryIds: [], subject: random.pick(subjectPool(eligible.size > 0 ? eligible.pick(random) : undefined)) };
}

/** The customer's rating of a closed chat, or null (most chats are not rated); a long wait costs a star half the time. */
export function drawRating(
  random: Random,
  c: Pick<Conversation, 'closedAt' | 'firstResponseAt' | 'queuedAt' | 'slaSec'>,
  humanClosed: boolean,
): number | null {
  if (c.closedAt === null || !random.bool(humanClosed ? RATED_HUMAN : RATED_BOT)) return null;
  const ratingRoll = random.next();
  let rating = ratingRoll < 0.45 ? 5 : ratingRoll < 0.75 ? 4 : ratingRoll < 0.87 ? 3 : ratingRoll < 0.93 ? 2 : 1;
  const waited = c.firstResponseAt !== null && c.queuedAt !== null ? (c.firstResponseAt - c.queuedAt) / 1000 : 0;
  if (waited > 2 * c.slaSec && random.bool(0.5)) rating = Math.max(1, rating - 1);
  return rating;
}

/** The closing comment (and now and then a note) an agent picks when closing a chat. */
export function drawClosingComment(
  random: Random,
  usable: Weighted<CommentInput>,
): { commentId: number | null; closingNote: string } {
  if (usable.size === 0 || !random.bool(COMMENT_SHARE)) return { commentId: null, closingNote: '' };
  const commentId = usable.pick(random).id;
  return { commentId, closingNote: random.bool(NOTE_SHARE) ? random.pick(CLOSING_NOTES) : '' };
}

// ---------------------------------------------------------------------------------------------------
// The history

/** Builds the whole deterministic history. Pure: same options, same result. */
export function createConversationHistory(options: ConversationHistoryOptions): ConversationHistory {
  return runToEnd(historySteps(options));
}

/** Drains a sliced computation at once (the synchronous path: tests, startMockServer, a request that cannot wait). */
export function runToEnd<T>(steps: Iterator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Conversations built between two pauses of historySteps (each takes a few µs, so a pause every ~0.5 ms at most). */
const CONVERSATIONS_PER_PAUSE = 50;

/**
 * createConversationHistory as a generator that pauses (yields) every few conversations, agents and
 * arrival days, so a caller can spread the build over short tasks (slices.ts) and the page stays
 * responsive (docs/architecture.md, Long tasks after sign-in). Pausing never touches the random
 * stream, so the result is the same however it is run.
 */
export function* historySteps(options: ConversationHistoryOptions): Generator<void, ConversationHistory, void> {
  const random = options.random ?? createRandom('conversations');
  const now = toSecond(
    options.now === undefined
      ? REFERENCE_DATE.getTime()
      : typeof options.now === 'number'
        ? options.now
        : options.now.getTime(),
  );
  const days = options.days ?? 180;
  const from = now - days * DAY_MS;
  const timeZone = options.timeZone ?? DEMO_TIME_ZONE;
  const shiftsById = new Map((options.shifts ?? []).map((shift) => [shift.id, shift]));

  const customers = buildCustomers(random, options.customerCount ?? 4000);
  const customersByChannel = customersByChannelOf(customers);
  yield;

  // Agents' time.
  const allEvents: AgentStatusEvent[] = [];
  const plans: AgentPlan[] = [];
  for (const agent of options.agents) {
    const { events, online } = planAgentTime(agent, scheduleOf(agent, shiftsById, timeZone), from, now, random);
    allEvents.push(...events);
    plans.push({ agent, online, load: [] });
    yield;
  }
  const plansByDepartment = new Map<number, AgentPlan[]>();
  const plansOf = (departmentId: number): AgentPlan[] => {
    let list = plansByDepartment.get(departmentId);
    if (!list) {
      list = plans.filter((plan) => plan.agent.departmentIds.includes(departmentId));
      plansByDepartment.set(departmentId, list);
    }
    return list;
  };

  // Where chats enter, weighted by the department's staff; categories and comments per department.
  const directory = new ChatDirectory(
    options,
    (departmentId) => plansOf(departmentId).filter((plan) => plan.online.length > 0).length,
  );

  /** The agent taking a chat queued at `at`, trying the department, then its fallbacks. */
  const route = (at: number, departmentId: number, queueId: number) =>
    routeChat(
      random,
      directory,
      departmentId,
      queueId,
      (current) =>
        plansOf(current).filter((plan) => isOnlineAt(plan, at) && loadAt(plan, at) < plan.agent.maxConcurrentChats),
      (plan) => plan.agent,
      (plan) => plan.load.length,
    );

  // Arrival instants: hour by hour in local time, with day-to-day noise and a slight growth.
  const weekly = 5 * WEEKDAY_HOURS.reduce((a, b) => a + b, 0) + 2 * WEEKEND_HOURS.reduce((a, b) => a + b, 0);
  const perUnit = ((options.conversationsPerDay ?? 140) * 7) / weekly;
  const arrivals: number[] = [];
  let noiseDay = Number.NaN;
  let noise = 1;
  // Without a queue there is nowhere for a chat to go (an empty back office): no conversations.
  const end = directory.entryPicker.size > 0 ? now : from;
  for (let hour = Math.floor(from / HOUR_MS) * HOUR_MS; hour < end; hour += HOUR_MS) {
    const day = localDayNumber(timeZone, hour);
    if (day !== noiseDay) {
      noiseDay = day;
      noise = 0.85 + 0.3 * random.next();
      yield;
    }
    const { weekday, hour: localHour } = localWeekdayHour(timeZone, hour);
    const shape = hourShape(weekday, localHour);
    const growth = 0.9 + 0.2 * ((hour - from) / (now - from));
    const expected = perUnit * shape * noise * growth;
    const count = Math.floor(expected) + (random.next() < expected - Math.floor(expected) ? 1 : 0);
    for (let index = 0; index < count; index += 1) {
      const at = toSecond(hour + random.next() * HOUR_MS);
      if (at >= from && at < now) arrivals.push(at);
    }
  }
  // A typed array sorts numerically without a comparator call per step.
  const arrivalTimes = Float64Array.from(arrivals).sort();
  yield;

  const conversations: Conversation[] = [];
  for (let index = 0; index < arrivalTimes.length; index += 1) {
    if (index % CONVERSATIONS_PER_PAUSE === CONVERSATIONS_PER_PAUSE - 1) yield;
    const createdAt = arrivalTimes[index];
    const arrival = drawArrival(random, customers, customersByChannel, directory);
    const c = newConversation(index + 1, createdAt, arrival);
    let queue = arrival.queue;
    let departmentId = queue.departmentId;
    const isChat = c.channel !== 'email';
    let humanClosed = false;

    const bot = c.botHandled ? drawBotPhase(random, createdAt) : null;
    if (bot?.contained) {
      c.botTurns = bot.botTurns;
      c.closedAt = bot.endAt;
    } else {
      if (bot) {
        c.botTurns = bot.botTurns;
        c.handoffAt = bot.endAt;
        c.handoffReason = bot.handoffReason;
        const billingQueue = drawBillingQueue(random, directory, c.handoffReason, departmentId);
        if (billingQueue) {
          queue = billingQueue;
          departmentId = billingQueue.departmentId;
        }
        c.queuedAt = c.handoffAt;
      } else {
        c.queuedAt = createdAt + drawPreChatSec(random, c.channel) * 1000;
      }
      const queuedAt = c.queuedAt;
      const routed = route(queuedAt, departmentId, queue.id);
      if (routed && routed.departmentId !== departmentId) {
        // Routed to the fallback department: the chat moves to one of its queues.
        departmentId = routed.departmentId;
        queue = directory.fallbackQueue(departmentId, routed.pick.agent, queue);
      }
      const fate = drawQueueFate(random, routed !== null, queue, queuedAt);
      if (fate.kind !== 'served') {
        c.exchanges = fate.exchanges;
        if (fate.kind === 'missed') c.missedAt = fate.endAt;
        else c.abandonedAt = fate.endAt;
      } else if (routed) {
        const service = drawService(random, queue.slaFirstResponseSec, isChat);
        c.assignedAt = queuedAt + service.assignSec * 1000;
        c.firstResponseAt = c.assignedAt + service.firstResponseSec * 1000;
        c.closedAt = c.firstResponseAt + service.durationSec * 1000;
        c.exchanges = service.exchanges;

        // Transfers go to colleagues of the department online at the time.
        const wanted = drawTransferCount(random);
        const chain = [routed.pick];
        for (let transfer = 0; transfer < wanted; transfer += 1) {
          const others = plansOf(departmentId).filter(
            (plan) => !chain.includes(plan) && isOnlineAt(plan, c.assignedAt as number),
          );
          if (others.length === 0) break;
          chain.push(random.pick(others));
        }
        const holder = chain[chain.length - 1];
        holder.load.push(c.closedAt);
        c.agentId = holder.agent.id;
        c.previousAgentIds = chain.slice(0, -1).map((plan) => plan.agent.id);
        c.transferCount = c.previousAgentIds.length;
        humanClosed = true;
      }
    }

    c.departmentId = departmentId;
    c.queueId = queue.id;
    c.slaSec = queue.slaFirstResponseSec;

    // Categories (1–2, from those the department may use) and a subject to match.
    const drawn = drawCategoriesAndSubject(
      random,
      directory.categoriesOf(departmentId),
      c.missedAt === null && c.abandonedAt === null,
    );
    c.categoryIds = drawn.categoryIds;
    c.subject = drawn.subject;

    c.rating = drawRating(random, c, humanClosed);
    if (humanClosed) Object.assign(c, drawClosingComment(random, directory.commentsOf(departmentId)));

    settleAt(c, now, random);
    finishConversation(c);
    conversations.push(c);
  }
  yield;
  keepEveryActiveStatus(conversations, now, random);
  const statusLog = new AgentStatusLog(allEvents);
  yield;

  return { from, now, timeZone, conversations, customers, statusLog };
}

/**
 * Fills the derived measures (metrics.deriveMeasures) and the message count from the
 * timestamps and the message plan; call it after every change of a conversation.
 */
export function finishConversation(c: Conversation): void {
  const measures = deriveMeasures(c);
  c.waitSec = measures.waitSec;
  c.firstResponseSec = measures.firstResponseSec;
  c.handleSec = measures.handleSec;
  c.resolutionSec = measures.resolutionSec;
  c.messageCount = messageCountOf(c);
}

type ActiveStatus = (typeof LIVE_STATUSES)[number];

/**
 * Only a handful of chats are live at `now`, so one of the active statuses may be missing by chance.
 * Then the newest suitable conversation of the last three hours is kept in that state instead of
 * ending, so every status filter of the demo has something to show.
 */
function keepEveryActiveStatus(conversations: Conversation[], now: number, random: Random): void {
  const suits: Record<ActiveStatus, (c: Conversation) => boolean> = {
    bot: (c) => c.botHandled,
    queued: (c) => c.queuedAt !== null && c.queuedAt <= now - 30_000,
    open: (c) => c.assignedAt !== null && c.firstResponseAt !== null,
    on_hold: (c) => c.assignedAt !== null && c.firstResponseAt !== null,
  };
  const since = now - 3 * HOUR_MS;
  for (const status of LIVE_STATUSES) {
    if (conversations.some((c) => c.status === status && c.createdAt >= since)) continue;
    for (let index = conversations.length - 1; index >= 0 && conversations[index].createdAt >= since; index -= 1) {
      const c = conversations[index];
      if (TERMINAL_STATUSES.includes(c.status) && suits[status](c)) {
        settleAt(c, now, random, status);
        finishConversation(c);
        break;
      }
    }
  }
}

/**
 * Status and last message of a planned conversation as seen at `now`: terminal when its plan ended
 * before `now`, otherwise the active status of the phase it is in, with every later field cleared.
 */
function settleAt(c: Conversation, now: number, random: Random, force?: ActiveStatus): void {
  const recent = (floor: number) => Math.max(floor, now - random.int(5, 90) * 1000);
  const clearAfterQueue = () => {
    c.agentId = null;
    c.previousAgentIds = [];
    c.transferCount = 0;
    c.assignedAt = null;
    c.firstResponseAt = null;
    c.closedAt = null;
    c.missedAt = null;
    c.abandonedAt = null;
    c.rating = null;
    c.commentId = null;
    c.closingNote = '';
  };
  const botEnd = c.botHandled ? (c.handoffAt ?? c.closedAt) : null;

  if (botEnd !== null && (botEnd > now || force === 'bot')) {
    c.status = 'bot';
    c.botTurns = Math.min(c.botTurns, Math.floor((c.botTurns * (now - c.createdAt)) / (botEnd - c.createdAt)));
    c.handoffAt = null;
    c.handoffReason = null;
    c.queuedAt = null;
    clearAfterQueue();
    c.exchanges = 0;
    const greeting = Math.min(c.createdAt + 2000, now);
    c.lastMessageAt = c.botTurns > 0 ? recent(greeting) : greeting;
    return;
  }
  if (c.queuedAt !== null) {
    if (c.queuedAt > now) c.queuedAt = now;
    const queueEnd = c.assignedAt ?? c.missedAt ?? c.abandonedAt;
    if (queueEnd !== null && (queueEnd > now || force === 'queued')) {
      c.status = 'queued';
      c.exchanges = c.exchanges > 0 && now - c.queuedAt > 60_000 ? 1 : 0;
      clearAfterQueue();
      c.lastMessageAt = c.exchanges > 0 ? recent(c.queuedAt) : (c.handoffAt ?? c.createdAt);
      return;
    }
  }
  const serving = force === 'open' || force === 'on_hold';
  if (c.assignedAt !== null && c.closedAt !== null && (c.closedAt > now || serving)) {
    // Serving: no transfer or closing yet; the first agent holds the chat.
    c.agentId = c.previousAgentIds[0] ?? c.agentId;
    c.previousAgentIds = [];
    c.transferCount = 0;
    c.rating = null;
    c.commentId = null;
    c.closingNote = '';
    if (c.firstResponseAt !== null && c.firstResponseAt > now) {
      c.status = 'open';
      c.firstResponseAt = null;
      c.closedAt = null;
      c.exchanges = 0;
      c.lastMessageAt = c.assignedAt;
      return;
    }
    const firstResponseAt = c.firstResponseAt as number;
    c.exchanges = Math.min(
      c.exchanges,
      Math.floor((c.exchanges * (now - firstResponseAt)) / (c.closedAt - firstResponseAt)),
    );
    c.closedAt = null;
    c.status = force === 'open' || force === 'on_hold' ? force : random.bool(0.25) ? 'on_hold' : 'open';
    c.lastMessageAt = c.exchanges > 0 ? recent(firstResponseAt) : firstResponseAt;
    return;
  }
  if (c.missedAt !== null) {
    c.status = 'missed';
    c.lastMessageAt = c.missedAt;
  } else if (c.abandonedAt !== null) {
    c.status = 'abandoned';
    c.lastMessageAt = c.abandonedAt;
  } else {
    c.status = 'closed';
    c.lastMessageAt = c.closedAt as number;
  }
}
