// The template form's rules, and the lookups the screen shows beside the templates (department and
// category names). The template, its write body and the import's shapes are contracts
// (@live-agent/contracts, live-agent).
import type { ConversationCategory, Department } from '@live-agent/contracts';

/** ^[a-z0-9_-]{2,32}$, the server's rule for shortcuts (unique across all templates). */
export const SHORTCUT_PATTERN = /^[a-z0-9_-]{2,32}$/;
export const TITLE_MAX = 120;
export const BODY_MAX = 5000;

export type DepartmentOption = Pick<Department, 'id' | 'name'>;

export type CategoryOption = Pick<ConversationCategory, 'id' | 'name' | 'color' | 'isActive'>;
