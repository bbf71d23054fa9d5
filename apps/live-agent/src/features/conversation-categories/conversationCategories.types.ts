// A conversation category as the API returns it (DESIGN §6). Categories are two levels deep: top-level
// categories and their sub-categories.
export interface ConversationCategory {
  id: number;
  /** Unique, any case. */
  name: string;
  description: string;
  /** '#rrggbb'. */
  color: string;
  /** The top-level category this one sits under, or null for a top-level one. */
  parentId: number | null;
  /** Departments that use the category; empty means all departments. */
  departmentIds: number[];
  isActive: boolean;
  /** Position in the list; set by reordering. */
  sortOrder: number;
}

/** What the form sends on create and update. */
export interface CategoryDraft {
  name: string;
  description: string;
  color: string;
  parentId: number | null;
  departmentIds: number[];
  isActive: boolean;
}

export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 500;
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** The colour a new category starts with (the product's primary colour, as the server's default). */
export const DEFAULT_CATEGORY_COLOR = '#7367f0';
/** Colours offered in the picker: the palette the seeded categories use. */
export const CATEGORY_PRESETS = [
  '#7367f0', '#4b3fd6', '#a29bf6', '#28c76f', '#1a8a4c', '#7ee2a8', '#ea5455', '#f29a9b', '#ff9f43', '#00cfe8',
  '#82868b', '#4b4b4b',
];

/** The record's fields the API takes back on update (a PUT replaces every writable field). */
export function draftOf(category: ConversationCategory): CategoryDraft {
  const { name, description, color, parentId, departmentIds, isActive } = category;
  return { name, description, color, parentId, departmentIds, isActive };
}
