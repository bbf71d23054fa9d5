// The demo tasks (docs/demo-api.md, todo): GET /apps/todo/tasks, POST /apps/todo/add-tasks,
// POST /apps/todo/update-task, DELETE /apps/todo/delete-task?taskId= (a soft delete).

export const TASK_TAGS = ['update', 'team', 'high', 'medium', 'low'] as const;
export type TaskTag = (typeof TASK_TAGS)[number];

export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

export const TASK_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export interface TaskAssignee {
  fullName: string;
  avatar: string;
}

export interface Task {
  id: number;
  title: string;
  /** 'YYYY-MM-DD', or '' when the task has no due date. */
  dueDate: string;
  description: string;
  assignee: TaskAssignee | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

/** GET /apps/todo/tasks answers a plain array (no paging). Without a filter, deleted tasks are left out. */
export interface TaskListQuery {
  q?: string;
  filter?: TaskFilter;
  tag?: TaskTag;
  /** Default 'latest' (newest id first); an unknown value falls back to it. */
  sortBy?: TaskSort;
}

/** POST /apps/todo/add-tasks. Only the title is required; an id is ignored. */
export interface AddTaskRequest {
  task: Partial<Omit<Task, 'id'>> & Pick<Task, 'title'> & { id?: number };
}

/** POST /apps/todo/update-task: the fields sent change, the others keep their value. */
export interface UpdateTaskRequest {
  task: Partial<Task> & { id: number };
}

/** The answer of add (201), update and delete (200). */
export interface TaskResponse {
  task: Task;
}
