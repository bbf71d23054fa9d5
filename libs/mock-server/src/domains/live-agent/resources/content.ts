// What agents use in a conversation: templates (canned replies), conversation categories and closing
// comments. Each body is checked against its schema (@live-agent/contracts schemas/live-agent.ts: lengths, the
// shortcut's format, the colour); here follow the store's rules. Decisions: template shortcuts are unique exactly (the format allows lowercase only);
// category names and closing comments' texts are unique trimmed and case-insensitively; a category may not sit under itself or one of its
// own sub-categories; a missing sortOrder keeps the current one (new records go last); usageCount is
// server-owned.
import { categoryInputSchema, commentInputSchema, templateInputSchema } from '@live-agent/contracts';

export { TEMPLATE_SHORTCUT_PATTERN as SHORTCUT_PATTERN } from '@live-agent/contracts';
import { SUBJECTS } from '../../product-subjects';
import type { ResourceSpec } from '../resource';
import type { LiveAgentCheck } from '../validation';
import {
  LIVE_AGENT_COLLECTIONS as C,
  type Comment,
  type ConversationCategory,
  type ConversationTemplate,
} from '../types';

/** A given sortOrder, else the current one, else after the last record. */
function sortOrderOf(
  check: LiveAgentCheck,
  given: number | null | undefined,
  existing: { sortOrder: number } | null,
  collection: typeof C.conversationCategories | typeof C.comments,
): number {
  if (typeof given === 'number') return given;
  const records = check.store.all<{ sortOrder: number }>(collection);
  return existing?.sortOrder ?? records.reduce((max, record) => Math.max(max, record.sortOrder + 1), 0);
}

export const templatesResource: ResourceSpec<ConversationTemplate> = {
  path: '/conversation-templates',
  subject: SUBJECTS.conversationTemplate,
  collection: C.conversationTemplates,
  searchFields: ['title', 'shortcut', 'body'],
  filters: [
    { param: 'scope', type: 'string' },
    { param: 'categoryId', type: 'id' },
    { param: 'departmentId', type: 'id' },
    { param: 'isActive', type: 'boolean' },
  ],
  build(input, check, existing) {
    const template = check.body(templateInputSchema, input);
    if (
      template.shortcut &&
      !check.has('shortcut') &&
      check.store
        .all<ConversationTemplate>(C.conversationTemplates)
        .some((other) => other.shortcut === template.shortcut && other.id !== existing?.id)
    ) {
      check.add('shortcut', check.m.shortcutTaken);
    }
    const departmentId = template.scope === 'department' ? template.departmentId : null;
    check.ref('departmentId', departmentId, C.departments);
    check.ref('categoryId', template.categoryId, C.conversationCategories);
    return { ...template, departmentId, usageCount: existing?.usageCount ?? 0 };
  },
};

export const categoriesResource: ResourceSpec<ConversationCategory> = {
  path: '/conversation-categories',
  subject: SUBJECTS.settings,
  lookupFor: [SUBJECTS.conversationTemplate, SUBJECTS.report, SUBJECTS.agentDesk],
  collection: C.conversationCategories,
  searchFields: ['name', 'description'],
  defaultSort: 'sortOrder',
  filters: [
    { param: 'parentId', type: 'id' },
    { param: 'departmentId', field: 'departmentIds', type: 'id' },
    { param: 'isActive', type: 'boolean' },
  ],
  build(input, check, existing) {
    const categories = check.store.all<ConversationCategory>(C.conversationCategories);
    const category = check.body(categoryInputSchema, input);
    check.uniqueName('name', category.name, { collection: C.conversationCategories, id: existing?.id ?? null });
    const parentId = category.parentId;
    check.ref('parentId', parentId, C.conversationCategories);
    if (existing && parentId && !check.has('parentId')) {
      // Walk up from the new parent: meeting the category itself means a loop.
      const byId = new Map(categories.map((other) => [other.id, other]));
      for (let cursor: number | null = parentId, steps = 0; cursor !== null && steps <= categories.length; steps += 1) {
        if (cursor === existing.id) {
          check.add('parentId', check.m.parentCycle);
          break;
        }
        cursor = byId.get(cursor)?.parentId ?? null;
      }
    }
    check.refs('departmentIds', category.departmentIds, C.departments);
    return {
      ...category,
      sortOrder: sortOrderOf(check, category.sortOrder, existing, C.conversationCategories),
    };
  },
  blockDelete(record, store, m) {
    if (store.all<ConversationCategory>(C.conversationCategories).some((category) => category.parentId === record.id))
      return m.hasChildren;
    const templates = store
      .all<ConversationTemplate>(C.conversationTemplates)
      .filter((template) => template.categoryId === record.id).length;
    return templates ? m.inUse('category', [['templates', templates]]) : null;
  },
};

export const commentsResource: ResourceSpec<Comment> = {
  path: '/comments',
  subject: SUBJECTS.settings,
  lookupFor: [SUBJECTS.report, SUBJECTS.agentDesk],
  collection: C.comments,
  searchFields: ['text'],
  defaultSort: 'sortOrder',
  filters: [
    { param: 'departmentId', field: 'departmentIds', type: 'id' },
    { param: 'isActive', type: 'boolean' },
  ],
  build(input, check, existing) {
    const comment = check.body(commentInputSchema, input);
    check.uniqueName('text', comment.text, { collection: C.comments, id: existing?.id ?? null });
    check.refs('departmentIds', comment.departmentIds, C.departments);
    return { ...comment, sortOrder: sortOrderOf(check, comment.sortOrder, existing, C.comments) };
  },
};
