// The order arithmetic of hand-ordered lists: flat lists and two-level trees, moves within a level only.
import { applyOrder, canDropOn, inTreeOrder, moveRow, moveStep, positionOf } from './reorder';

interface Row {
  id: number;
  parentId: number | null;
  sortOrder: number;
}

const flat = [1, 2, 3, 4].map((id, index) => ({ id, parentId: null, sortOrder: index }));
const parentOf = (row: Row) => row.parentId;
// 1 (children 2, 3), 4 (child 5), 6 — in display order.
const tree: Row[] = [
  { id: 1, parentId: null, sortOrder: 0 },
  { id: 2, parentId: 1, sortOrder: 1 },
  { id: 3, parentId: 1, sortOrder: 2 },
  { id: 4, parentId: null, sortOrder: 3 },
  { id: 5, parentId: 4, sortOrder: 4 },
  { id: 6, parentId: null, sortOrder: 5 },
];

describe('moveRow on a flat list', () => {
  it('puts the row where the row it was dropped on was', () => {
    expect(moveRow(flat, 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveRow(flat, 4, 1)).toEqual([4, 1, 2, 3]);
  });

  it('answers null when nothing moves', () => {
    expect(moveRow(flat, 2, 2)).toBeNull();
    expect(moveRow(flat, 2, 99)).toBeNull();
  });
});

describe('moveRow on a two-level list', () => {
  it('reorders children among their siblings', () => {
    expect(moveRow(tree, 2, 3, parentOf)).toEqual([1, 3, 2, 4, 5, 6]);
  });

  it('moves a top-level row with its children', () => {
    expect(moveRow(tree, 4, 1, parentOf)).toEqual([4, 5, 1, 2, 3, 6]);
    expect(moveRow(tree, 1, 6, parentOf)).toEqual([4, 5, 6, 1, 2, 3]);
  });

  it('takes a child as its parent when a top-level row is dropped on it', () => {
    expect(moveRow(tree, 6, 5, parentOf)).toEqual([1, 2, 3, 6, 4, 5]);
    // Its own child stands for itself: no move.
    expect(moveRow(tree, 1, 2, parentOf)).toBeNull();
  });

  it('refuses to move a child to another level', () => {
    expect(moveRow(tree, 2, 5, parentOf)).toBeNull();
    expect(moveRow(tree, 2, 4, parentOf)).toBeNull();
    expect(moveRow(tree, 2, 1, parentOf)).toBeNull();
    expect(canDropOn(tree, 2, 5, parentOf)).toBe(false);
    expect(canDropOn(tree, 2, 3, parentOf)).toBe(true);
    expect(canDropOn(tree, 6, 5, parentOf)).toBe(true);
  });

  it('treats a row whose parent is not in the list as top-level', () => {
    const orphaned = tree.filter((row) => row.id !== 1);
    expect(moveRow(orphaned, 2, 4, parentOf)).toEqual([3, 4, 5, 2, 6]);
  });
});

describe('moveStep', () => {
  it('moves a row one place among its siblings, and not past either end', () => {
    expect(moveStep(flat, 2, -1)).toEqual([2, 1, 3, 4]);
    expect(moveStep(flat, 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveStep(flat, 1, -1)).toBeNull();
    expect(moveStep(flat, 4, 1)).toBeNull();
    expect(moveStep(tree, 3, 1, parentOf)).toBeNull();
    expect(moveStep(tree, 4, -1, parentOf)).toEqual([4, 5, 1, 2, 3, 6]);
  });
});

describe('positionOf', () => {
  it('counts among siblings', () => {
    expect(positionOf(flat, 3)).toEqual({ position: 3, count: 4 });
    expect(positionOf(tree, 3, parentOf)).toEqual({ position: 2, count: 2 });
    expect(positionOf(tree, 6, parentOf)).toEqual({ position: 3, count: 3 });
  });
});

describe('inTreeOrder', () => {
  it('sorts top-level rows by sortOrder, each followed by its children by sortOrder', () => {
    const shuffled: Row[] = [
      { id: 5, parentId: 4, sortOrder: 0 },
      { id: 6, parentId: null, sortOrder: 1 },
      { id: 3, parentId: 1, sortOrder: 2 },
      { id: 4, parentId: null, sortOrder: 3 },
      { id: 1, parentId: null, sortOrder: 4 },
      { id: 2, parentId: 1, sortOrder: 5 },
    ];
    expect(inTreeOrder(shuffled, parentOf).map((row) => row.id)).toEqual([6, 4, 5, 1, 3, 2]);
  });

  it('never loses a row, even in a parent loop', () => {
    const loop: Row[] = [
      { id: 1, parentId: 2, sortOrder: 0 },
      { id: 2, parentId: 1, sortOrder: 1 },
      { id: 3, parentId: null, sortOrder: 2 },
    ];
    expect(inTreeOrder(loop, parentOf).map((row) => row.id)).toEqual([3, 1, 2]);
  });
});

describe('applyOrder', () => {
  it('sorts the rows by the ids and renumbers sortOrder from 0, as the server does', () => {
    const result = applyOrder(flat, [3, 1, 4, 2]);
    expect(result.map((row) => [row.id, row.sortOrder])).toEqual([
      [3, 0],
      [1, 1],
      [4, 2],
      [2, 3],
    ]);
    // Rows already in place are not copied.
    expect(applyOrder(flat, [1, 2, 4, 3])[0]).toBe(flat[0]);
  });

  it('keeps rows the ids do not name, after the others', () => {
    expect(applyOrder(flat, [4, 2]).map((row) => row.id)).toEqual([4, 2, 1, 3]);
  });
});
