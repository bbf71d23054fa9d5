// The live-agent back office under /api/v1 (docs/demo-api.md, live-agent resources): nine resources with
// the same list / all / get / create / update / delete routes (ListPage, ValidationErrorBody in http.ts),
// plus the agents' bulk action, the template import and the drag-and-drop reorder. Fields are camelCase
// and ids numbers. Every type is a schema's (schemas/live-agent.ts), so a type, the rules and the answers the
// server is held to cannot drift apart: a record is what the server answers (the schema's output), an `*Input` a
// create or update body as a client may send it (the schema's input: a number or a flag may also travel as text). A
// PUT replaces every writable field, and the server owns the fields the bodies leave out.
import type { z } from 'zod/mini';
import type * as schemas from './schemas/live-agent';

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

export type Admin = z.output<typeof schemas.adminSchema>;

/** POST /admins, PUT /admins/:id. A missing avatar keeps the current one (a new admin gets initials). */
export type AdminInput = z.input<typeof schemas.adminInputSchema>;

export type Agent = z.output<typeof schemas.agentSchema>;

/** POST /agents, PUT /agents/:id. A missing status or avatar keeps the current one. */
export type AgentInput = z.input<typeof schemas.agentInputSchema>;

export type Department = z.output<typeof schemas.departmentSchema>;

export type DepartmentInput = z.input<typeof schemas.departmentInputSchema>;

export type Queue = z.output<typeof schemas.queueSchema>;

export type QueueInput = z.input<typeof schemas.queueInputSchema>;

export type Shift = z.output<typeof schemas.shiftSchema>;

/** POST /shifts, PUT /shifts/:id. `agentIds`, when sent, moves exactly those agents onto the shift. */
export type ShiftInput = z.input<typeof schemas.shiftInputSchema>;

/** 'HH:mm' opening and closing times, open before close. */
export type TimeRange = z.output<typeof schemas.timeRangeSchema>;

export type WorkingTimeInterval = z.output<typeof schemas.workingTimeIntervalSchema>;

export type WorkingTimeException = z.output<typeof schemas.workingTimeExceptionSchema>;

export type WorkingTime = z.output<typeof schemas.workingTimeSchema>;

export type WorkingTimeInput = z.input<typeof schemas.workingTimeInputSchema>;

export type ConversationTemplate = z.output<typeof schemas.conversationTemplateSchema>;

/** POST /conversation-templates, PUT …/:id, and each row of the import. */
export type ConversationTemplateInput = z.input<typeof schemas.templateInputSchema>;

export type ConversationCategory = z.output<typeof schemas.conversationCategorySchema>;

/** A missing sortOrder keeps the current position (a new category goes last). */
export type ConversationCategoryInput = z.input<typeof schemas.categoryInputSchema>;

/** A closing (wrap-up) comment agents pick when they close a chat. */
export type Comment = z.output<typeof schemas.commentSchema>;

export type CommentInput = z.input<typeof schemas.commentInputSchema>;

export const AGENT_BULK_ACTIONS = ['assignDepartment', 'assignQueue', 'assignShift', 'activate', 'deactivate'] as const;
export type AgentBulkAction = (typeof AGENT_BULK_ACTIONS)[number];

/** POST /agents/bulk (all or nothing). `value` is the department, queue or shift id of an assign action. */
export type AgentBulkRequest = z.input<typeof schemas.agentBulkSchema>;

/** 200 of POST /agents/bulk: the changed agents. */
export type AgentBulkResponse = z.output<typeof schemas.agentBulkResponseSchema>;

/** POST /conversation-templates/import (all or nothing). */
export type TemplateImportRequest = z.input<typeof schemas.templateImportRequestSchema>;

/** 201 of the import: the created templates. */
export type TemplateImportResponse = z.output<typeof schemas.templateImportResponseSchema>;

/** One problem of one import row: `row` is 1-based over the data rows (a CSV header is not counted). */
export type ImportRowError = z.output<typeof schemas.importRowErrorSchema>;

/** 422 of the import: the usual body (`errors.rows` holds the summary) plus one entry per broken field. */
export type TemplateImportErrorBody = z.output<typeof schemas.templateImportErrorBodySchema>;

/**
 * POST /conversation-categories/reorder and /comments/reorder: the listed records take positions 0…n-1
 * in this order, the others follow in their current order.
 */
export type ReorderRequest = z.input<typeof schemas.reorderSchema>;

/** 200 of a reorder: every record of the resource, in its new order. */
export type ReorderResponse<T extends ConversationCategory | Comment> = T extends ConversationCategory
  ? z.output<typeof schemas.categoryReorderResponseSchema>
  : z.output<typeof schemas.commentReorderResponseSchema>;
