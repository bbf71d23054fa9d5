// Deterministic seed of the live-agent back office (docs/demo-api.md, live-agent resources). Ids run 1..n in the order below and
// are part of the contract: later work (20,000 conversations, reports) builds on them, so append new
// records at the end and never reorder. Everything random comes from createRandom('live-agent'); the
// last sign-ins sit at fixed offsets before the server's "now" (agents at work today signed in today).
import type { Server } from 'miragejs';
import { withoutAccents } from '@live-agent/contracts';
import { initialsAvatar } from '../../images';
import { addDays, createRandom } from '../../random';
import { DEMO_TIME_ZONE, type SeedClock } from '../../types';
import {
  LIVE_AGENT_COLLECTIONS as C,
  type Admin,
  type Agent,
  type AgentStatus,
  type Comment,
  type ConversationCategory,
  type ConversationTemplate,
  type Department,
  type Queue,
  type Shift,
  type WorkingTime,
  type WorkingTimeInterval,
} from './types';

export const LIVE_AGENT_SEED_COUNTS = {
  admins: 3,
  agents: 24,
  departments: 5,
  queues: 8,
  shifts: 4,
  workingTimes: 2,
  conversationTemplates: 30,
  conversationCategories: 12,
  comments: 8,
} as const;

/** Shifts as stored: agentIds are derived from the agents on read. */
export type StoredShift = Omit<Shift, 'agentIds'>;

export interface LiveAgentSeed {
  admins: Admin[];
  agents: Agent[];
  departments: Department[];
  queues: Queue[];
  shifts: StoredShift[];
  workingTimes: WorkingTime[];
  conversationTemplates: ConversationTemplate[];
  conversationCategories: ConversationCategory[];
  comments: Comment[];
}

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

/** 'Chloé Laurent' → 'chloe.laurent@acme.test'. */
export function emailOf(fullName: string): string {
  const local = withoutAccents(fullName)
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.');
  return `${local}@acme.test`;
}

const DEPARTMENTS: Department[] = [
  {
    id: 1,
    name: 'Sales',
    description: 'New customers, pricing questions and product demos.',
    isEnabled: true,
    workingTimeId: 1,
    maxConcurrentChats: 5,
    fallbackDepartmentId: 2,
    offlineMessage: 'Our sales team is offline. Leave your e-mail and we will contact you within one business day.',
  },
  {
    id: 2,
    name: 'Support',
    description: 'General product questions and how-tos.',
    isEnabled: true,
    workingTimeId: 1,
    maxConcurrentChats: 6,
    fallbackDepartmentId: null,
    offlineMessage: '',
  },
  {
    id: 3,
    name: 'Billing',
    description: 'Invoices, payments and refunds.',
    isEnabled: true,
    workingTimeId: 1,
    maxConcurrentChats: 4,
    fallbackDepartmentId: 2,
    offlineMessage: 'Billing is closed right now. Your invoices are always available under Settings → Billing.',
  },
  {
    id: 4,
    name: 'Technical',
    description: 'Bugs, integrations and outages.',
    isEnabled: true,
    workingTimeId: 2,
    maxConcurrentChats: 3,
    fallbackDepartmentId: 2,
    offlineMessage: 'Our engineers are offline. Check status.acme.test for known incidents.',
  },
  {
    id: 5,
    name: 'VIP',
    description: 'Dedicated line for enterprise customers (opens next quarter).',
    isEnabled: false,
    workingTimeId: 1,
    maxConcurrentChats: 2,
    fallbackDepartmentId: 1,
    offlineMessage: '',
  },
];

const weekdays = (open: string, close: string, days = [1, 2, 3, 4, 5]): WorkingTimeInterval[] =>
  days.map((day) => ({ day, open, close }));

/** The organisation's hours; the special days fall in the year of `now`. */
const workingTimes = (year: number, timeZone: string): WorkingTime[] => [
  {
    id: 1,
    name: 'Business hours',
    scope: 'organization',
    departmentId: null,
    timezone: timeZone,
    isEnabled: true,
    // Sorted by day and opening time, as the API stores them.
    intervals: [
      ...weekdays('08:00', '12:00'),
      ...weekdays('13:00', '18:00'),
      { day: 6, open: '09:00', close: '13:00' },
    ].sort((a, b) => a.day - b.day || a.open.localeCompare(b.open)),
    exceptions: [{ date: `${year}-12-25`, closed: true, intervals: [], label: 'Christmas Day' }],
    outOfOfficeMessage: 'We are closed right now. Our hours are Monday to Friday 8:00–18:00 and Saturday 9:00–13:00.',
  },
  {
    id: 2,
    name: 'Technical support hours',
    scope: 'department',
    departmentId: 4,
    timezone: timeZone,
    isEnabled: true,
    intervals: [...weekdays('07:00', '20:00'), { day: 6, open: '10:00', close: '16:00' }],
    exceptions: [
      { date: `${year}-12-24`, closed: false, intervals: [{ open: '09:00', close: '12:00' }], label: 'Christmas Eve' },
    ],
    outOfOfficeMessage: 'Technical support is offline. Urgent outages: status.acme.test.',
  },
];

const QUEUES: Queue[] = [
  {
    id: 1,
    name: 'New customers',
    departmentId: 1,
    routing: 'auto',
    priority: 3,
    maxWaitSec: 180,
    slaFirstResponseSec: 30,
    isActive: true,
  },
  {
    id: 2,
    name: 'Upgrades & renewals',
    departmentId: 1,
    routing: 'load_balancing',
    priority: 2,
    maxWaitSec: 300,
    slaFirstResponseSec: 60,
    isActive: true,
  },
  {
    id: 3,
    name: 'General questions',
    departmentId: 2,
    routing: 'load_balancing',
    priority: 3,
    maxWaitSec: 300,
    slaFirstResponseSec: 60,
    isActive: true,
  },
  {
    id: 4,
    name: 'Account & login',
    departmentId: 2,
    routing: 'auto',
    priority: 4,
    maxWaitSec: 240,
    slaFirstResponseSec: 45,
    isActive: true,
  },
  {
    id: 5,
    name: 'Invoices & payments',
    departmentId: 3,
    routing: 'manual',
    priority: 2,
    maxWaitSec: 600,
    slaFirstResponseSec: 120,
    isActive: true,
  },
  {
    id: 6,
    name: 'Refunds',
    departmentId: 3,
    routing: 'auto',
    priority: 3,
    maxWaitSec: 600,
    slaFirstResponseSec: 120,
    isActive: false,
  },
  {
    id: 7,
    name: 'Technical level 1',
    departmentId: 4,
    routing: 'load_balancing',
    priority: 4,
    maxWaitSec: 240,
    slaFirstResponseSec: 60,
    isActive: true,
  },
  {
    id: 8,
    name: 'VIP concierge',
    departmentId: 5,
    routing: 'manual',
    priority: 5,
    maxWaitSec: 60,
    slaFirstResponseSec: 15,
    isActive: true,
  },
];

const shifts = (timeZone: string): StoredShift[] => [
  // Morning and Evening run every day, so the chat is staffed from 06:00 to 22:00 at weekends too.
  {
    id: 1,
    name: 'Morning',
    timezone: timeZone,
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime: '06:00',
    endTime: '14:00',
    breakMinutes: 30,
  },
  {
    id: 2,
    name: 'Day',
    timezone: timeZone,
    daysOfWeek: [1, 2, 3, 4, 5],
    startTime: '09:00',
    endTime: '17:00',
    breakMinutes: 60,
  },
  {
    id: 3,
    name: 'Evening',
    timezone: timeZone,
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime: '14:00',
    endTime: '22:00',
    breakMinutes: 30,
  },
  // Crosses midnight: starts Sunday to Thursday evening, ends the next morning.
  {
    id: 4,
    name: 'Night',
    timezone: timeZone,
    daysOfWeek: [0, 1, 2, 3, 4],
    startTime: '22:00',
    endTime: '06:00',
    breakMinutes: 45,
  },
];

const admins = (now: Date): Admin[] =>
  [
    ['Ada Admin', '+49 30 1234 5670', 'admin', [], true, 120],
    ['Marta Kowalski', '+49 30 1234 5671', 'supervisor', [1, 5], true, 26 * 60],
    ['Tom Becker', '+49 30 1234 5672', 'supervisor', [2, 4], false, null],
  ].map(([fullName, phone, role, departmentIds, isActive, minutesAgo], index) => ({
    id: index + 1,
    fullName: fullName as string,
    email: emailOf(fullName as string),
    phone: phone as string,
    avatar: initialsAvatar(fullName as string),
    role: role as Admin['role'],
    departmentIds: departmentIds as number[],
    isActive: isActive as boolean,
    lastLoginAt: minutesAgo === null ? null : minutesBefore(now, minutesAgo as number),
  }));

const AGENT_NAMES = [
  'Emma Schneider',
  'Liam O’Brien',
  'Sofia Rossi',
  'Noah Weber',
  'Olivia Martin',
  'Lucas Dubois',
  'Mia Johansson',
  'Ethan Walker',
  'Ava Fernandes',
  'Mateo García',
  'Chloé Laurent',
  'Jonas Becker',
  'Isabella Costa',
  'Leon Fischer',
  'Amelia Clarke',
  'Gabriel Silva',
  'Hannah Wolf',
  'Samuel Okafor',
  'Zoe Bennett',
  'Daniel Kim',
  'Lea Hoffmann',
  'Rafael Souza',
  'Grace Turner',
  'Felix Braun',
];

// Fixed, not random, so the "inactive" filter and the tests know them.
const INACTIVE_AGENT_IDS = new Set([7, 15, 22]);
const NO_SHIFT_AGENT_IDS = new Set([12, 24]);
// Support takes most chats; VIP (not yet open) few.
const DEPARTMENT_WEIGHTS = [1, 1, 2, 2, 2, 2, 3, 3, 4, 4, 4, 5];
const STATUS_WEIGHTS: AgentStatus[] = ['online', 'online', 'online', 'busy', 'busy', 'away', 'offline'];

// Agents at work now (online, busy, away) signed in within the last 8 hours; the others within 3 days. The
// same random draw for both keeps every later value of the stream unchanged.
const PRESENT_WINDOW_MINUTES = 8 * 60;
const lastSignInMinutes = (drawn: number, status: AgentStatus) =>
  status === 'offline' ? drawn : 5 + (drawn % PRESENT_WINDOW_MINUTES);

function buildAgents(now: Date): Agent[] {
  const random = createRandom('live-agent');
  return AGENT_NAMES.map((fullName, index) => {
    const id = index + 1;
    const isActive = !INACTIVE_AGENT_IDS.has(id);
    const departmentIds = [random.pick(DEPARTMENT_WEIGHTS)];
    if (random.bool(0.3)) {
      const second = random.pick(DEPARTMENTS).id;
      if (!departmentIds.includes(second)) departmentIds.push(second);
    }
    const candidateQueues = QUEUES.filter((queue) => departmentIds.includes(queue.departmentId)).map(
      (queue) => queue.id,
    );
    const queueIds = [random.pick(candidateQueues)];
    if (random.bool(0.5)) {
      const second = random.pick(candidateQueues);
      if (!queueIds.includes(second)) queueIds.push(second);
    }
    // Agents take the shifts in turn, so each shift has people; two have no shift yet.
    const shiftId = NO_SHIFT_AGENT_IDS.has(id) ? null : (index % 4) + 1;
    const status: AgentStatus = isActive ? random.pick(STATUS_WEIGHTS) : 'offline';
    return {
      id,
      fullName,
      email: emailOf(fullName),
      avatar: initialsAvatar(fullName),
      departmentIds: departmentIds.sort((a, b) => a - b),
      queueIds: queueIds.sort((a, b) => a - b),
      shiftId,
      maxConcurrentChats: random.pick([3, 4, 5, 5, 6, 8]),
      status,
      isActive,
      lastLoginAt: isActive
        ? minutesBefore(now, lastSignInMinutes(random.int(5, 3 * 24 * 60), status))
        : id === 22
          ? null
          : addDays(now, -random.int(20, 90)).toISOString(),
    };
  });
}

const CATEGORIES: ConversationCategory[] = (
  [
    ['Sales inquiry', 'Questions before buying.', '#7367f0', null, [1, 5], true],
    ['Pricing', 'Plans, discounts and quotes.', '#a29bf6', 1, [1], true],
    ['Demo request', 'Requests for a guided product demo.', '#4b3fd6', 1, [1], false],
    ['Billing', 'Invoices and payment methods.', '#28c76f', null, [3], true],
    ['Refund', 'Refund requests and their outcome.', '#7ee2a8', 4, [3], true],
    ['Invoice copy', 'Copies and corrections of invoices.', '#1a8a4c', 4, [3], true],
    ['Technical issue', 'Something does not work as expected.', '#ea5455', null, [2, 4], true],
    ['Bug report', 'Reproducible defects passed to engineering.', '#f29a9b', 7, [4], true],
    ['Login problem', 'Passwords, two-factor and locked accounts.', '#ff9f43', 7, [2, 4], true],
    ['Account & privacy', 'Data export, deletion and privacy questions.', '#00cfe8', null, [], true],
    ['Feedback', 'Praise, complaints and feature ideas.', '#82868b', null, [], true],
    ['Other', 'Anything that fits nowhere else.', '#4b4b4b', null, [], true],
  ] as const
).map(([name, description, color, parentId, departmentIds, isActive], index) => ({
  id: index + 1,
  name,
  description,
  color,
  parentId,
  departmentIds: [...departmentIds],
  isActive,
  sortOrder: index,
}));

type TemplateRow = [
  title: string,
  shortcut: string,
  body: string,
  scope: ConversationTemplate['scope'],
  departmentId: number | null,
  categoryId: number | null,
  isActive?: boolean,
];

const TEMPLATE_ROWS: TemplateRow[] = [
  [
    'Greeting',
    'greeting',
    'Hi {{customer.name}}, thanks for contacting {{organization.name}}! My name is {{agent.name}}. How can I help you today?',
    'global',
    null,
    null,
  ],
  [
    'Welcome back',
    'welcome-back',
    'Welcome back, {{customer.name}}! Good to hear from you again. What can I do for you today?',
    'global',
    null,
    null,
  ],
  [
    'One moment, please',
    'hold-on',
    'Thanks for your patience, {{customer.name}}. Let me check that for you; it will take about two minutes.',
    'global',
    null,
    null,
  ],
  [
    'Are you still there?',
    'still-there',
    'Hi {{customer.name}}, are you still there? I will keep this chat open for a few more minutes.',
    'global',
    null,
    null,
  ],
  [
    'Closing the chat',
    'goodbye',
    'Is there anything else I can help you with, {{customer.name}}? Thanks for chatting with {{organization.name}} and have a great day!',
    'global',
    null,
    null,
  ],
  [
    'Transfer to a colleague',
    'transfer',
    'I am transferring you to a colleague who specialises in this. Please stay in the chat; they will be with you shortly.',
    'global',
    null,
    null,
  ],
  [
    'Summary by e-mail',
    'email-follow-up',
    'I will send a summary of our conversation to {{customer.email}} so you have everything in writing.',
    'global',
    null,
    null,
  ],
  [
    'Out of hours',
    'out-of-hours',
    'Thanks for your message! Our team is offline right now. We will reply to {{customer.email}} as soon as we are back.',
    'global',
    null,
    null,
  ],
  [
    'Pricing overview',
    'pricing',
    'Our plans start at €29 per agent per month, billed annually. You can compare every plan at acme.test/pricing, and I am happy to help you pick the right one, {{customer.name}}.',
    'department',
    1,
    2,
  ],
  [
    'Book a demo',
    'book-demo',
    'I would love to show you around! You can book a 30-minute demo with our team at acme.test/demo. Which time zone are you in, {{customer.name}}?',
    'department',
    1,
    3,
  ],
  [
    'Trial extension',
    'trial-extension',
    'Good news, {{customer.name}}: I have extended your trial by 14 days. Enjoy exploring {{organization.name}}!',
    'department',
    1,
    1,
  ],
  [
    'Volume discount',
    'volume-discount',
    'For teams of 25 agents or more we offer volume pricing. I will ask an account manager to contact you at {{customer.email}}.',
    'department',
    1,
    2,
    false,
  ],
  [
    'Invoice copy',
    'invoice-copy',
    'I have just sent a copy of your latest invoice to {{customer.email}}. You can also download every invoice under Settings → Billing.',
    'department',
    3,
    6,
  ],
  [
    'Refund approved',
    'refund-approved',
    'Your refund has been approved, {{customer.name}}. The amount will be back on your card within 5–10 business days.',
    'department',
    3,
    5,
  ],
  [
    'Refund policy',
    'refund-policy',
    'We offer a full refund within 30 days of purchase. After that, we refund the unused part of an annual plan.',
    'department',
    3,
    5,
  ],
  [
    'Payment failed',
    'payment-failed',
    'It looks like the last payment did not go through. Could you update your card under Settings → Billing? I will stay in the chat while you do.',
    'department',
    3,
    4,
  ],
  [
    'Change billing details',
    'billing-details',
    'You can change the company name, VAT number and billing address under Settings → Billing. Changes apply from the next invoice.',
    'department',
    3,
    4,
  ],
  [
    'Password reset',
    'password-reset',
    'I have sent a password reset link to {{customer.email}}. The link is valid for 60 minutes; please check your spam folder too.',
    'global',
    null,
    9,
  ],
  [
    'Two-factor help',
    '2fa-help',
    'If you lost access to your authenticator app, I can reset two-factor authentication once I have verified your identity. Could you confirm the last four digits of your card, {{customer.name}}?',
    'department',
    2,
    9,
  ],
  [
    'Clear the cache',
    'clear-cache',
    'Could you try clearing your browser cache and reloading the page? In most browsers that is Ctrl+Shift+R (Cmd+Shift+R on a Mac).',
    'department',
    4,
    7,
  ],
  [
    'Bug acknowledged',
    'bug-ack',
    'Thanks for reporting this, {{customer.name}}. I have passed it to our engineers with all the details and will update you at {{customer.email}}.',
    'department',
    4,
    8,
  ],
  [
    'Known incident',
    'known-incident',
    'We are aware of an issue affecting some customers right now and our engineers are on it. You can follow the updates at status.acme.test.',
    'department',
    4,
    7,
  ],
  [
    'Screenshot, please',
    'screenshot',
    'Could you send me a screenshot of what you see? You can drag it straight into this chat window.',
    'department',
    4,
    7,
  ],
  [
    'Supported browsers',
    'browsers',
    '{{organization.name}} supports the two latest versions of Chrome, Firefox, Safari and Edge.',
    'department',
    4,
    7,
    false,
  ],
  [
    'Data export',
    'data-export',
    'You can export all your data as CSV under Settings → Account → Export. The download link goes to {{customer.email}}.',
    'global',
    null,
    10,
  ],
  [
    'Account deletion',
    'delete-account',
    'I am sorry to see you go, {{customer.name}}. To confirm the deletion of your account, please reply to the e-mail we just sent to {{customer.email}}.',
    'global',
    null,
    10,
  ],
  [
    'Thanks for the feedback',
    'feedback-thanks',
    'Thank you for the feedback, {{customer.name}}! I have shared it with our product team.',
    'global',
    null,
    11,
  ],
  [
    'Rate this chat',
    'survey',
    'Would you mind rating this chat when we are done? It takes ten seconds and helps {{agent.name}} and the team improve.',
    'global',
    null,
    11,
  ],
  [
    'VIP welcome',
    'vip-welcome',
    'Hello {{customer.name}}, welcome to your dedicated VIP line. I am {{agent.name}}, your personal contact at {{organization.name}}.',
    'department',
    5,
    null,
  ],
  [
    'My sign-off',
    'my-signoff',
    'Cheers, {{agent.name}} from the {{organization.name}} support team',
    'private',
    null,
    12,
  ],
];

function buildTemplates(): ConversationTemplate[] {
  const random = createRandom('live-agent/templates');
  return TEMPLATE_ROWS.map(([title, shortcut, body, scope, departmentId, categoryId, isActive = true], index) => ({
    id: index + 1,
    title,
    shortcut,
    body,
    scope,
    departmentId,
    categoryId,
    isActive,
    usageCount: random.int(0, 1200),
  }));
}

const COMMENTS: Comment[] = (
  [
    ['Issue resolved', [], true],
    ['Customer will call back', [], true],
    ['Escalated to second-level support', [2, 4], true],
    ['Refund issued', [3], true],
    ['Sent a link to the documentation', [], true],
    ['No response from the customer', [], true],
    ['Duplicate conversation', [], false],
    ['Spam or abuse', [], true],
  ] as const
).map(([text, departmentIds, isActive], index) => ({
  id: index + 1,
  text,
  departmentIds: [...departmentIds],
  isActive,
  sortOrder: index,
}));

/** The whole seed around `now`, built fresh on every call (tests compare against it with the same `now`). */
export function buildLiveAgentSeed(now: Date, timeZone = DEMO_TIME_ZONE): LiveAgentSeed {
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    admins: admins(now),
    agents: buildAgents(now),
    departments: copy(DEPARTMENTS),
    queues: copy(QUEUES),
    shifts: shifts(timeZone),
    workingTimes: workingTimes(now.getUTCFullYear(), timeZone),
    conversationTemplates: buildTemplates(),
    conversationCategories: copy(CATEGORIES),
    comments: copy(COMMENTS),
  };
}

export function seedLiveAgent(server: Server, { now, timeZone }: SeedClock): void {
  const seed = buildLiveAgentSeed(now, timeZone);
  const db = server.db as unknown as Record<string, { insert(records: object[]): unknown }>;
  db[C.admins].insert(seed.admins);
  db[C.agents].insert(seed.agents);
  db[C.departments].insert(seed.departments);
  db[C.queues].insert(seed.queues);
  db[C.shifts].insert(seed.shifts);
  db[C.workingTimes].insert(seed.workingTimes);
  db[C.conversationTemplates].insert(seed.conversationTemplates);
  db[C.conversationCategories].insert(seed.conversationCategories);
  db[C.comments].insert(seed.comments);
}
