// The demo tasks (docs/demo-api.md, todo): GET /apps/todo/tasks, POST /apps/todo/add-tasks,
// POST /apps/todo/update-task, DELETE /apps/todo/delete-task?taskId= (a soft delete).
import type { z } from 'zod/mini';
import type * as schemas from './schemas/todo';

export const TASK_TAGS = ['update', 'team', 'high', 'medium', 'low'] as const;
export type TaskTag = (typeof TASK_TAGS)[number];

export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

export const TASK_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export type TaskAssignee = z.output<typeof schemas.taskAssigneeSchema>;

/** A task; `dueDate` is 'YYYY-MM-DD', or '' when the task has no due date. */
export type Task = z.output<typeof schemas.taskSchema>;

/** GET /apps/todo/tasks answers a plain array (no paging). Without a filter, deleted tasks are left out. */
export type TaskListQuery = z.input<typeof schemas.taskListQuery>;

/** POST /apps/todo/add-tasks. Only the title is required; an id is ignored. */
export type AddTaskRequest = z.input<typeof schemas.addTaskRequestSchema>;

/** POST /apps/todo/update-task: the fields sent change, the others keep their value. */
export type UpdateTaskRequest = z.input<typeof schemas.updateTaskRequestSchema>;

/** The answer of add (201), update and delete (200). */
export type TaskResponse = z.output<typeof schemas.taskResponseSchema>;
