// The order arithmetic of hand-ordered lists, kept pure so it is tested without a browser. A list is flat
// (closing comments) or two-level (categories under a parent): a row only ever moves among its siblings,
// because moving a sub-category next to a top-level one would silently change its parent. Every result is
// the complete id order of the list, which is what `POST …/reorder { ids }` takes.
export type RowId = number;

/**
 * A copy of `items` with the one at `from` moved to `to`. Written here rather than taken from @dnd-kit/sortable:
 * this module reaches the dashboard through the lookups, and that import would bring drag and drop with it.
 */
function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  moved.splice(to, 0, ...moved.splice(from, 1));
  return moved;
}

/** A row's parent id (null for a top-level row); absent for flat lists. */
export type ParentOf<T> = (row: T) => RowId | null | undefined;

interface Levels {
  /** The level a row belongs to: its parent's id when that parent is in the list, else null (top level). */
  levelOf(id: RowId): RowId | null;
  /** The ids of each level in list order. */
  children: Map<RowId | null, RowId[]>;
}

function levelsOf<T extends { id: RowId }>(rows: readonly T[], parentOf?: ParentOf<T>): Levels {
  const present = new Set(rows.map((row) => row.id));
  const level = new Map<RowId, RowId | null>();
  const children = new Map<RowId | null, RowId[]>();
  for (const row of rows) {
    const parent = parentOf?.(row) ?? null;
    // A row whose parent is not in the list (or is the row itself) is shown, and moves, at the top level.
    const key = parent !== null && parent !== row.id && present.has(parent) ? parent : null;
    level.set(row.id, key);
    children.set(key, [...(children.get(key) ?? []), row.id]);
  }
  return { levelOf: (id) => level.get(id) ?? null, children };
}

/** Every id, each level in its order, children straight after their parent. */
function flatten(children: Map<RowId | null, RowId[]>, all: readonly RowId[]): RowId[] {
  const out: RowId[] = [];
  const seen = new Set<RowId>();
  const visit = (key: RowId | null) => {
    for (const id of children.get(key) ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(id);
      visit(id);
    }
  };
  visit(null);
  // A parent loop in bad data never hides a row: whatever was not reached keeps its place at the end.
  for (const id of all) if (!seen.has(id)) out.push(id);
  return out;
}

/**
 * Rows sorted into display order: top-level rows by `sortOrder`, each followed by its children by
 * `sortOrder` (ties by id). Rows whose parent is missing are shown at the top level.
 */
export function inTreeOrder<T extends { id: RowId; sortOrder: number }>(
  rows: readonly T[],
  parentOf?: ParentOf<T>,
): T[] {
  const sorted = [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const byId = new Map(sorted.map((row) => [row.id, row]));
  const { children } = levelsOf(sorted, parentOf);
  return flatten(
    children,
    sorted.map((row) => row.id),
  ).map((id) => byId.get(id)!);
}

/** The row an "over" row stands for at `active`'s level: itself, or the ancestor on that level; null if none. */
function targetAtLevel(levels: Levels, activeId: RowId, overId: RowId): RowId | null {
  const wanted = levels.levelOf(activeId);
  let target: RowId | null = overId;
  const visited = new Set<RowId>();
  while (target !== null && levels.levelOf(target) !== wanted && !visited.has(target)) {
    visited.add(target);
    target = levels.levelOf(target);
  }
  return target !== null && levels.levelOf(target) === wanted ? target : null;
}

/**
 * The list order after dropping `activeId` where `overId` is: the active row takes the over row's place
 * among its siblings (a top-level row dropped on a child takes the child's parent's place, carrying its own
 * children along). Null when nothing changes or the drop is on another level.
 */
export function moveRow<T extends { id: RowId }>(
  rows: readonly T[],
  activeId: RowId,
  overId: RowId,
  parentOf?: ParentOf<T>,
): RowId[] | null {
  const levels = levelsOf(rows, parentOf);
  const target = targetAtLevel(levels, activeId, overId);
  if (target === null || target === activeId) return null;
  const level = levels.levelOf(activeId);
  const siblings = levels.children.get(level) ?? [];
  const from = siblings.indexOf(activeId);
  const to = siblings.indexOf(target);
  if (from < 0 || to < 0) return null;
  const children = new Map(levels.children);
  children.set(level, moveItem(siblings, from, to));
  return flatten(
    children,
    rows.map((row) => row.id),
  );
}

/** Whether `overId` is a place `activeId` may be dropped (same level, or a row under a sibling). */
export function canDropOn<T extends { id: RowId }>(
  rows: readonly T[],
  activeId: RowId,
  overId: RowId,
  parentOf?: ParentOf<T>,
): boolean {
  return targetAtLevel(levelsOf(rows, parentOf), activeId, overId) !== null;
}

/** The order after moving a row one place up (-1) or down (+1) among its siblings; null at either end. */
export function moveStep<T extends { id: RowId }>(
  rows: readonly T[],
  id: RowId,
  step: -1 | 1,
  parentOf?: ParentOf<T>,
): RowId[] | null {
  const levels = levelsOf(rows, parentOf);
  const siblings = levels.children.get(levels.levelOf(id)) ?? [];
  const neighbour = siblings[siblings.indexOf(id) + step];
  return neighbour === undefined ? null : moveRow(rows, id, neighbour, parentOf);
}

/** A row's 1-based place among its siblings, and how many siblings there are (for announcements and menus). */
export function positionOf<T extends { id: RowId }>(
  rows: readonly T[],
  id: RowId,
  parentOf?: ParentOf<T>,
): { position: number; count: number } {
  const levels = levelsOf(rows, parentOf);
  const siblings = levels.children.get(levels.levelOf(id)) ?? [];
  return { position: siblings.indexOf(id) + 1, count: siblings.length };
}

/**
 * Rows put in the order of `ids`, with `sortOrder` renumbered 0…n-1 as the server does after a reorder.
 * Rows not named in `ids` follow in their current order (they are never dropped).
 */
export function applyOrder<T extends { id: RowId; sortOrder: number }>(rows: readonly T[], ids: readonly RowId[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const named = rows.filter((row) => rank.has(row.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  const rest = rows.filter((row) => !rank.has(row.id));
  return [...named.map((row, index) => (row.sortOrder === index ? row : { ...row, sortOrder: index })), ...rest];
}
