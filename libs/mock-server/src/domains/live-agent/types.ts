// The records of the live-agent product API (DESIGN §6), as the API returns them: camelCase fields,
// numeric ids. Mirage stores them with string ids; everything leaves the server through toApiRecord.

export const ADMIN_ROLES = ['admin', 'supervisor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const AGENT_STATUSES = ['online', 'busy', 'away', 'offline'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export const QUEUE_ROUTINGS = ['auto', 'manual', 'load_balancing'] as const;
export type QueueRouting = (typeof QUEUE_ROUTINGS)[number];

export const WORKING_TIME_SCOPES = ['organization', 'department'] as const;
export type WorkingTimeScope = (typeof WORKING_TIME_SCOPES)[number];

export const TEMPLATE_SCOPES = ['global', 'department', 'private'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

export interface Admin {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  avatar: string;
  role: AdminRole;
  /** Departments the admin looks after; empty means all. */
  departmentIds: number[];
  isActive: boolean;
  /** ISO-8601, or null when the admin never signed in. Server-owned. */
  lastLoginAt: string | null;
}

export interface Agent {
  id: number;
  fullName: string;
  email: string;
  avatar: string;
  departmentIds: number[];
  queueIds: number[];
  shiftId: number | null;
  maxConcurrentChats: number;
  status: AgentStatus;
  isActive: boolean;
  /** ISO-8601, or null when the agent never signed in. Server-owned. */
  lastLoginAt: string | null;
}

export interface Department {
  id: number;
  name: string;
  description: string;
  isEnabled: boolean;
  workingTimeId: number | null;
  maxConcurrentChats: number;
  fallbackDepartmentId: number | null;
  offlineMessage: string;
}

export interface Queue {
  id: number;
  name: string;
  departmentId: number;
  routing: QueueRouting;
  /** 1 (lowest) to 5 (highest). */
  priority: number;
  maxWaitSec: number;
  slaFirstResponseSec: number;
  isActive: boolean;
}

export interface Shift {
  id: number;
  name: string;
  timezone: string;
  /** 0 = Sunday … 6 = Saturday, sorted, no duplicates. */
  daysOfWeek: number[];
  /** 'HH:mm'. An endTime before startTime means the shift crosses midnight. */
  startTime: string;
  endTime: string;
  breakMinutes: number;
  /** Agents whose shiftId is this shift; derived from the agents on every read. */
  agentIds: number[];
}

export interface TimeRange {
  open: string;
  close: string;
}

export interface WorkingTimeInterval extends TimeRange {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
}

export interface WorkingTimeException {
  /** 'YYYY-MM-DD'. */
  date: string;
  closed: boolean;
  /** Special opening hours when not closed; the server answers [] for a closed day. */
  intervals?: TimeRange[];
  label: string;
}

export interface WorkingTime {
  id: number;
  name: string;
  scope: WorkingTimeScope;
  /** The department of a department-scope working time; null for the organisation's. */
  departmentId: number | null;
  timezone: string;
  isEnabled: boolean;
  intervals: WorkingTimeInterval[];
  exceptions: WorkingTimeException[];
  outOfOfficeMessage: string;
}

export interface ConversationTemplate {
  id: number;
  title: string;
  shortcut: string;
  /** Text with variables such as {{customer.name}}, {{agent.name}}, {{organization.name}}. */
  body: string;
  scope: TemplateScope;
  /** Required for scope 'department', null otherwise. */
  departmentId: number | null;
  categoryId: number | null;
  isActive: boolean;
  /** Server-owned: how often agents used the template. */
  usageCount: number;
}

export interface ConversationCategory {
  id: number;
  name: string;
  description: string;
  /** '#rrggbb'. */
  color: string;
  parentId: number | null;
  /** Departments that may use the category; empty means all. */
  departmentIds: number[];
  isActive: boolean;
  sortOrder: number;
}

/** A closing (wrap-up) comment agents pick when they close a chat. */
export interface Comment {
  id: number;
  text: string;
  /** Departments that may use the comment; empty means all. */
  departmentIds: number[];
  isActive: boolean;
  sortOrder: number;
}

/** Mirage db collection of each resource (model names are the singulars). */
export const LIVE_AGENT_COLLECTIONS = {
  admins: 'admins',
  agents: 'agents',
  departments: 'departments',
  queues: 'queues',
  shifts: 'shifts',
  workingTimes: 'workingTimes',
  conversationTemplates: 'conversationTemplates',
  conversationCategories: 'conversationCategories',
  comments: 'closingComments',
} as const;
export type LiveAgentCollection = (typeof LIVE_AGENT_COLLECTIONS)[keyof typeof LIVE_AGENT_COLLECTIONS];
