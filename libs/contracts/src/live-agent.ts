// The live-agent back office under /api/v1 (docs/demo-api.md, live-agent resources): nine resources with
// the same list / all / get / create / update / delete routes (ListPage, ValidationErrorBody in http.ts),
// plus the agents' bulk action, the template import and the drag-and-drop reorder. Fields are camelCase
// and ids numbers. The `*Input` types are the create and update bodies: a PUT replaces every writable
// field, and the server owns the fields they leave out. Where a body's checked shape is exactly what the client
// sends, its type is the schema's output (schemas/live-agent.ts), so the type and the rules cannot drift apart.
import type { z } from 'zod/mini';
import type {
  agentBulkSchema,
  departmentInputSchema,
  queueInputSchema,
  reorderSchema,
  templateInputSchema,
} from './schemas/live-agent';

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

/** POST /admins, PUT /admins/:id. A missing avatar keeps the current one (a new admin gets initials). */
export type AdminInput = Omit<Admin, 'id' | 'avatar' | 'lastLoginAt'> & { avatar?: string };

export interface Agent {
  id: number;
  fullName: string;
  email: string;
  avatar: string;
  departmentIds: number[];
  queueIds: number[];
  shiftId: number | null;
  maxConcurrentChats: number;
  /** Presence; an inactive agent is always 'offline'. */
  status: AgentStatus;
  isActive: boolean;
  /** ISO-8601, or null when the agent never signed in. Server-owned. */
  lastLoginAt: string | null;
}

/** POST /agents, PUT /agents/:id. A missing status or avatar keeps the current one. */
export type AgentInput = Omit<Agent, 'id' | 'avatar' | 'status' | 'lastLoginAt'> & {
  avatar?: string;
  status?: AgentStatus;
};

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

export type DepartmentInput = z.output<typeof departmentInputSchema>;

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

export type QueueInput = z.output<typeof queueInputSchema>;

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

/** POST /shifts, PUT /shifts/:id. `agentIds`, when sent, moves exactly those agents onto the shift. */
export type ShiftInput = Omit<Shift, 'id' | 'agentIds'> & { agentIds?: number[] };

/** 'HH:mm' opening and closing times, open before close. */
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

export type WorkingTimeInput = Omit<WorkingTime, 'id'>;

export interface ConversationTemplate {
  id: number;
  title: string;
  /** ^[a-z0-9_-]{2,32}$, unique across all templates. */
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

/** POST /conversation-templates, PUT …/:id, and each row of the import. */
export type ConversationTemplateInput = z.output<typeof templateInputSchema>;

export interface ConversationCategory {
  id: number;
  /** Unique, any case. */
  name: string;
  description: string;
  /** '#rrggbb'. */
  color: string;
  /** The top-level category this one sits under, or null for a top-level one (two levels at most). */
  parentId: number | null;
  /** Departments that may use the category; empty means all. */
  departmentIds: number[];
  isActive: boolean;
  /** Position in the list; set by reordering. */
  sortOrder: number;
}

/** A missing sortOrder keeps the current position (a new category goes last). */
export type ConversationCategoryInput = Omit<ConversationCategory, 'id' | 'sortOrder'> & { sortOrder?: number };

/** A closing (wrap-up) comment agents pick when they close a chat. */
export interface Comment {
  id: number;
  /** 1–200 characters. */
  text: string;
  /** Departments that may use the comment; empty means all. */
  departmentIds: number[];
  isActive: boolean;
  /** Position in the list agents see; set by reordering. */
  sortOrder: number;
}

export type CommentInput = Omit<Comment, 'id' | 'sortOrder'> & { sortOrder?: number };

export const AGENT_BULK_ACTIONS = ['assignDepartment', 'assignQueue', 'assignShift', 'activate', 'deactivate'] as const;
export type AgentBulkAction = (typeof AGENT_BULK_ACTIONS)[number];

/** POST /agents/bulk (all or nothing). `value` is the department, queue or shift id of an assign action. */
export type AgentBulkRequest = z.output<typeof agentBulkSchema>;

/** 200 of POST /agents/bulk: the changed agents. */
export interface AgentBulkResponse {
  data: Agent[];
}

/** POST /conversation-templates/import (all or nothing). */
export interface TemplateImportRequest {
  rows: ConversationTemplateInput[];
}

/** 201 of the import: the created templates. */
export interface TemplateImportResponse {
  data: ConversationTemplate[];
  total: number;
}

/** One problem of one import row: `row` is 1-based over the data rows (a CSV header is not counted). */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** 422 of the import: the usual body (`errors.rows` holds the summary) plus one entry per broken field. */
export interface TemplateImportErrorBody {
  message: string;
  errors: { rows: string[] };
  rowErrors: ImportRowError[];
}

/**
 * POST /conversation-categories/reorder and /comments/reorder: the listed records take positions 0…n-1
 * in this order, the others follow in their current order.
 */
export type ReorderRequest = z.output<typeof reorderSchema>;

/** 200 of a reorder: every record of the resource, in its new order. */
export interface ReorderResponse<T extends ConversationCategory | Comment> {
  data: T[];
}
