// Task as the demo API speaks it (docs/demo-api.md, todo) and the list parameters the tasks screen keeps in its URL.
export const TASK_TAGS = ['update', 'team', 'high', 'medium', 'low'] as const;
export type TaskTag = (typeof TASK_TAGS)[number];

export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

export const TASK_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
/** The default task sort: latest (newest id first). */
export const DEFAULT_SORT: TaskSort = 'latest';

export interface Assignee {
  fullName: string;
  avatar: string;
}

export interface Task {
  id: number;
  title: string;
  /** 'YYYY-MM-DD', or '' when the task has no due date. */
  dueDate: string;
  description: string;
  assignee: Assignee | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

/** What the add and edit form produce: a task without id (add) or with one (edit). */
export type TaskDraft = Omit<Task, 'id'> & { id?: number };
export type TaskPatch = Partial<Task> & { id: number };

export interface TaskParams {
  filter: TaskFilter | null;
  tag: TaskTag | null;
  q: string;
  sortBy: TaskSort;
}
