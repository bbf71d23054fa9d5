// What agents use in a conversation: templates (canned replies), conversation categories and closing
// comments. Decisions: template shortcuts are unique exactly (the format allows lowercase only);
// category names and closing comments' texts are unique trimmed and case-insensitively; a category may not sit under itself or one of its
// own sub-categories; a missing sortOrder keeps the current one (new records go last); usageCount is
// server-owned.
import { SUBJECTS } from '../../product-subjects';
import type { ResourceSpec } from '../resource';
import type { LiveAgentCheck } from '../validation';
import {
  LIVE_AGENT_COLLECTIONS as C,
  TEMPLATE_SCOPES,
  type Comment,
  type ConversationCategory,
  type ConversationTemplate,
} from '../types';

export const SHORTCUT_PATTERN = /^[a-z0-9_-]{2,32}$/;
const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const DEFAULT_COLOR = '#7367f0';

/** A given sortOrder, else the current one, else after the last record. */
function sortOrderOf(
  check: LiveAgentCheck,
  value: unknown,
  existing: { sortOrder: number } | null,
  collection: typeof C.conversationCategories | typeof C.comments,
): number {
  const records = check.store.all<{ sortOrder: number }>(collection);
  const next = records.reduce((max, record) => Math.max(max, record.sortOrder + 1), 0);
  return check.int('sortOrder', value, 0, 1_000_000, existing?.sortOrder ?? next);
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
    const shortcut = check.text('shortcut', input.shortcut, { required: true });
    if (shortcut && !SHORTCUT_PATTERN.test(shortcut)) check.add('shortcut', check.m.shortcutFormat);
    else if (
      shortcut &&
      check.store
        .all<ConversationTemplate>(C.conversationTemplates)
        .some((template) => template.shortcut === shortcut && template.id !== existing?.id)
    ) {
      check.add('shortcut', check.m.shortcutTaken);
    }
    const scope = check.choice('scope', input.scope, TEMPLATE_SCOPES);
    return {
      title: check.text('title', input.title, { required: true, max: 120 }),
      shortcut,
      body: check.text('body', input.body, { required: true, max: 5000 }),
      scope,
      departmentId:
        scope === 'department'
          ? check.ref('departmentId', input.departmentId, C.departments, { required: true })
          : null,
      categoryId: check.ref('categoryId', input.categoryId, C.conversationCategories),
      isActive: check.bool('isActive', input.isActive, true),
      usageCount: existing?.usageCount ?? 0,
    };
  },
};

export const categoriesResource: ResourceSpec<ConversationCategory> = {
  path: '/conversation-categories',
  subject: SUBJECTS.settings,
  lookupFor: [SUBJECTS.conversationTemplate, SUBJECTS.report],
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
    const name = check.uniqueName('name', input.name, 80, {
      collection: C.conversationCategories,
      id: existing?.id ?? null,
    });
    let color = DEFAULT_COLOR;
    if (input.color !== undefined && input.color !== null && input.color !== '') {
      if (typeof input.color === 'string' && COLOR_PATTERN.test(input.color.trim()))
        color = input.color.trim().toLowerCase();
      else check.add('color', check.m.color);
    }
    const parentId = check.ref('parentId', input.parentId, C.conversationCategories);
    if (existing && parentId !== null) {
      // Walk up from the new parent: meeting the category itself means a loop.
      const byId = new Map(categories.map((category) => [category.id, category]));
      for (let cursor: number | null = parentId, steps = 0; cursor !== null && steps <= categories.length; steps += 1) {
        if (cursor === existing.id) {
          check.add('parentId', check.m.parentCycle);
          break;
        }
        cursor = byId.get(cursor)?.parentId ?? null;
      }
    }
    return {
      name,
      description: check.text('description', input.description, { max: 500 }),
      color,
      parentId,
      departmentIds: check.refs('departmentIds', input.departmentIds, C.departments),
      isActive: check.bool('isActive', input.isActive, true),
      sortOrder: sortOrderOf(check, input.sortOrder, existing, C.conversationCategories),
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
  lookupFor: [SUBJECTS.report],
  collection: C.comments,
  searchFields: ['text'],
  defaultSort: 'sortOrder',
  filters: [
    { param: 'departmentId', field: 'departmentIds', type: 'id' },
    { param: 'isActive', type: 'boolean' },
  ],
  build(input, check, existing) {
    return {
      text: check.uniqueName('text', input.text, 200, {
        collection: C.comments,
        id: existing?.id ?? null,
        min: 1,
        lengthMessage: check.m.commentLength,
      }),
      departmentIds: check.refs('departmentIds', input.departmentIds, C.departments),
      isActive: check.bool('isActive', input.isActive, true),
      sortOrder: sortOrderOf(check, input.sortOrder, existing, C.comments),
    };
  },
};
