// Records of the Conversation Templates screen as the product API returns them (DESIGN §6), and the
// lookups the screen shows beside them (department and category names, the organisation's name).

export const TEMPLATE_SCOPES = ['global', 'department', 'private'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

/** ^[a-z0-9_-]{2,32}$, the server's rule for shortcuts (unique across all templates). */
export const SHORTCUT_PATTERN = /^[a-z0-9_-]{2,32}$/;
export const TITLE_MAX = 120;
export const BODY_MAX = 5000;

export interface ConversationTemplate {
  id: number;
  title: string;
  shortcut: string;
  /** Text with variables such as {{customer.name}}. */
  body: string;
  scope: TemplateScope;
  /** Required for scope 'department', null otherwise. */
  departmentId: number | null;
  categoryId: number | null;
  isActive: boolean;
  /** Server-owned: how often agents used the template. */
  usageCount: number;
}

/** What the form and the import send (usageCount is the server's). */
export interface TemplatePayload {
  title: string;
  shortcut: string;
  body: string;
  scope: TemplateScope;
  departmentId: number | null;
  categoryId: number | null;
  isActive: boolean;
}

export interface DepartmentOption {
  id: number;
  name: string;
}

export interface CategoryOption {
  id: number;
  name: string;
  color: string;
  isActive: boolean;
}

/** One problem of one import row: `row` is 1-based over the data rows (the header is not counted). */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}
