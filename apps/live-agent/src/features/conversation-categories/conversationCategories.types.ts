// The category form's rules and presets. The category and its write body are contracts
// (@live-agent/contracts, live-agent); categories are two levels deep.
import {
  DEFAULT_CATEGORY_COLOR,
  LIVE_AGENT_LIMITS,
  type ConversationCategory,
  type ConversationCategoryInput,
} from '@live-agent/contracts';

export const CATEGORY_NAME_MAX = LIVE_AGENT_LIMITS.nameMax;
export const CATEGORY_DESCRIPTION_MAX = LIVE_AGENT_LIMITS.messageMax;
/** The colour a new category starts with (the product's primary colour): the server's default. */
export { DEFAULT_CATEGORY_COLOR };
/** Colours offered in the picker: the palette the seeded categories use. */
export const CATEGORY_PRESETS = [
  '#7367f0',
  '#4b3fd6',
  '#a29bf6',
  '#28c76f',
  '#1a8a4c',
  '#7ee2a8',
  '#ea5455',
  '#f29a9b',
  '#ff9f43',
  '#00cfe8',
  '#82868b',
  '#4b4b4b',
];

/** The record's fields the API takes back on update (a PUT replaces every writable field). */
export function draftOf(category: ConversationCategory): ConversationCategoryInput {
  const { name, description, color, parentId, departmentIds, isActive } = category;
  return { name, description, color, parentId, departmentIds, isActive };
}
