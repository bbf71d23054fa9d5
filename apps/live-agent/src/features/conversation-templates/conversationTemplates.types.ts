// The template form's rules, and the lookups the screen shows beside the templates (department and
// category names). The template, its write body and the import's shapes are contracts
// (@live-agent/contracts, live-agent).
import {
  LIVE_AGENT_LIMITS,
  TEMPLATE_SHORTCUT_LENGTH,
  TEMPLATE_SHORTCUT_PATTERN,
  type ConversationCategory,
  type Department,
} from '@live-agent/contracts';

/** The server's rule for shortcuts (unique across all templates), which the import checks too. */
export const SHORTCUT_PATTERN = TEMPLATE_SHORTCUT_PATTERN;
export const SHORTCUT_MAX = TEMPLATE_SHORTCUT_LENGTH.max;
export const TITLE_MAX = LIVE_AGENT_LIMITS.templateTitleMax;
export const BODY_MAX = LIVE_AGENT_LIMITS.templateBodyMax;

export type DepartmentOption = Pick<Department, 'id' | 'name'>;

export type CategoryOption = Pick<ConversationCategory, 'id' | 'name' | 'color' | 'isActive'>;
