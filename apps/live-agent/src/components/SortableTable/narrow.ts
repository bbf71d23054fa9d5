// Search and filters of hand-ordered lists, applied in the browser: the whole list is loaded anyway (it is
// reordered as a whole), and "offered in department X" must include the rows offered everywhere (empty
// departmentIds), which a plain "departmentIds contains X" server filter would leave out.

export type ActiveFilter = 'all' | 'active' | 'inactive';

export interface ListFilters {
  q: string;
  active: ActiveFilter;
  /** Rows offered in this department (scoped to it or to all departments); null for any. */
  departmentId: number | null;
}

export const NO_FILTERS: ListFilters = { q: '', active: 'all', departmentId: null };

/** True when a search or a filter hides rows (reordering is then off). */
export function isNarrowed(filters: ListFilters): boolean {
  return filters.q.trim() !== '' || filters.active !== 'all' || filters.departmentId !== null;
}

/** An empty scope means every department. */
export function offeredIn(departmentIds: readonly number[], departmentId: number): boolean {
  return departmentIds.length === 0 || departmentIds.includes(departmentId);
}

/** The rows that match, in their order; `texts` are the fields the search looks in (any case). */
export function narrowRows<T extends { isActive: boolean; departmentIds: number[] }>(
  rows: readonly T[],
  filters: ListFilters,
  texts: (row: T) => string[],
): T[] {
  const q = filters.q.trim().toLocaleLowerCase();
  return rows.filter(
    (row) =>
      (filters.active === 'all' || row.isActive === (filters.active === 'active')) &&
      (filters.departmentId === null || offeredIn(row.departmentIds, filters.departmentId)) &&
      (!q || texts(row).some((text) => text.toLocaleLowerCase().includes(q))),
  );
}
