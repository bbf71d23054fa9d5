// The task form's and the tasks screen's own types: drafts, patches and the list parameters kept in the
// URL. The task and its value lists are contracts (@live-agent/contracts, todo).
import type { Task, TaskFilter, TaskSort, TaskTag } from '@live-agent/contracts';

/** The default task sort is latest (newest id first), as the server's. */
export const DEFAULT_SORT: TaskSort = 'latest';

/** What the add and edit form produce: a task without id (add) or with one (edit). */
export type TaskDraft = Omit<Task, 'id'> & { id?: number };
export type TaskPatch = Partial<Task> & { id: number };

export interface TaskParams {
  filter: TaskFilter | null;
  tag: TaskTag | null;
  q: string;
  sortBy: TaskSort;
}
