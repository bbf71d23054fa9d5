// The endpoints beyond plain CRUD: bulk actions on agents, the template import and drag-and-drop
// reordering. All three are all-or-nothing: the whole request is checked before anything changes.
import {
  AGENT_BULK_ACTIONS,
  agentBulkSchema,
  reorderSchema,
  templateInputSchema,
  type AgentBulkAction,
  type AgentBulkResponse,
  type ImportRowError,
  type TemplateImportErrorBody,
  type TemplateImportRequest,
  type TemplateImportResponse,
} from '@live-agent/contracts';
import { Response, type Request, type Server } from 'miragejs';
import { guardedRoutes, manage } from '../../kit/guard';
import { SUBJECTS } from '../product-subjects';
import { asObject, readJsonBody } from '../../kit/request';
import { created, ok, validationError } from '../../kit/responses';
import type { MockContext } from '../../types';
import { messagesFor, type LiveAgentMessages } from './messages';
import { templatesResource } from './resources/content';
import { LiveAgentStore } from './store';
import {
  LIVE_AGENT_COLLECTIONS as C,
  type Agent,
  type Comment,
  type ConversationCategory,
  type ConversationTemplate,
} from './types';
import { LiveAgentCheck } from './validation';

export { AGENT_BULK_ACTIONS, type AgentBulkAction };

const TEMPLATE_FIELDS = Object.keys(templateInputSchema.shape);

const ASSIGN_TARGET = { assignDepartment: C.departments, assignQueue: C.queues, assignShift: C.shifts } as const;

/** A field error on `ids` unless every one (already checked for form) names a record of `collection`. */
function checkIds(check: LiveAgentCheck, ids: number[] | undefined, collection: (typeof C)[keyof typeof C]): void {
  if (ids && !check.has('ids') && ids.some((id) => !check.store.exists(collection, id)))
    check.add('ids', check.m.reference);
}

function bulkChange(agent: Agent, action: AgentBulkAction, value: number): Partial<Agent> {
  switch (action) {
    case 'assignDepartment':
      return {
        departmentIds: agent.departmentIds.includes(value) ? agent.departmentIds : [...agent.departmentIds, value],
      };
    case 'assignQueue':
      return { queueIds: agent.queueIds.includes(value) ? agent.queueIds : [...agent.queueIds, value] };
    case 'assignShift':
      return { shiftId: value };
    case 'activate':
      return { isActive: true };
    case 'deactivate':
      return { isActive: false, status: 'offline' };
  }
}

/** 422 of the import: the usual shape plus one entry per broken field of each row (rows 1-based). */
function importError(m: LiveAgentMessages, summary: string, rowErrors: ImportRowError[]): Response {
  return new Response(422, {}, {
    message: m.invalid,
    errors: { rows: [summary] },
    rowErrors,
  } satisfies TemplateImportErrorBody);
}

function registerReorder(
  server: Server,
  ctx: MockContext,
  path: string,
  collection: typeof C.conversationCategories | typeof C.comments,
): void {
  const store = new LiveAgentStore(server);
  const route = guardedRoutes(server, ctx, manage(SUBJECTS.settings));
  route.post(`${path}/reorder`, (request: Request) => {
    const m = messagesFor(request);
    const check = new LiveAgentCheck(m, store);
    const body = check.body(reorderSchema, asObject(readJsonBody(request)));
    checkIds(check, body.ids, collection);
    if (check.failed) return validationError(check.errors, m.invalid);
    const { ids } = body;
    // The listed records take 0..n-1 in the given order; the others follow in their current order,
    // so no two records share a position.
    const current = store
      .all<ConversationCategory | Comment>(collection)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    const order = [...ids, ...current.map((record) => record.id).filter((id) => !ids.includes(id))];
    order.forEach((id, index) => store.update(collection, id, { sortOrder: index }));
    const data = store
      .all<ConversationCategory | Comment>(collection)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    return ok({ data });
  });
}

export function registerExtras(server: Server, ctx: MockContext): void {
  const store = new LiveAgentStore(server);
  const route = guardedRoutes(server, ctx, manage(SUBJECTS.agent));

  route.post(
    '/agents/bulk',
    (request) => {
      const m = messagesFor(request);
      const check = new LiveAgentCheck(m, store);
      const { ids, action, value: given } = check.body(agentBulkSchema, asObject(readJsonBody(request)));
      checkIds(check, ids, C.agents);
      const target = action && action in ASSIGN_TARGET ? ASSIGN_TARGET[action as keyof typeof ASSIGN_TARGET] : null;
      const value = target ? (check.ref('value', given, target, { required: true }) ?? 0) : 0;
      if (check.failed) return validationError(check.errors, m.invalid);
      const data = ids.map((id) => {
        const agent = store.find<Agent>(C.agents, id) as Agent;
        return store.update<Agent>(C.agents, id, bulkChange(agent, action, value));
      });
      return ok<AgentBulkResponse>({ data });
    },
    manage(SUBJECTS.agent),
  );

  route.post(
    '/conversation-templates/import',
    (request) => {
      const m = messagesFor(request);
      const rows = (asObject(readJsonBody(request)) as Partial<Record<keyof TemplateImportRequest, unknown>>).rows;
      if (!Array.isArray(rows) || rows.length === 0) return importError(m, m.noRows, []);
      const rowErrors: ImportRowError[] = [];
      const seen = new Set<string>();
      const records = rows.map((row, index) => {
        const check = new LiveAgentCheck(m, store);
        const fields = templatesResource.build(asObject(row), check, null);
        // Shortcuts must also be unique within the file; the first row with a shortcut keeps it.
        if (fields.shortcut && !check.has('shortcut')) {
          if (seen.has(fields.shortcut)) check.add('shortcut', m.shortcutInFile);
          seen.add(fields.shortcut);
        }
        // A row's errors in the order of the template's fields, whichever rule (the schema's, the store's) found them.
        const place = (field: string) => TEMPLATE_FIELDS.indexOf(field as (typeof TEMPLATE_FIELDS)[number]);
        const broken = Object.keys(check.errors).sort((a, b) => place(a) - place(b));
        for (const field of broken) {
          for (const message of check.errors[field]) rowErrors.push({ row: index + 1, field, message });
        }
        return fields;
      });
      if (rowErrors.length)
        return importError(m, m.rowsSummary(new Set(rowErrors.map((error) => error.row)).size), rowErrors);
      const data = records.map((fields) => store.insert<ConversationTemplate>(C.conversationTemplates, fields));
      return created<TemplateImportResponse>({ data, total: data.length });
    },
    manage(SUBJECTS.conversationTemplate),
  );

  registerReorder(server, ctx, '/conversation-categories', C.conversationCategories);
  registerReorder(server, ctx, '/comments', C.comments);
}
