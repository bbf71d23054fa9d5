// Demo tasks (docs/demo-api.md, todo). Decisions: an unknown id answers 404; delete is soft (it only sets isDeleted) and restore is an update with isDeleted false;
// a blank title (or a due day that is not a real one) answers 422 with the field error, in the request's language, by
// the task's schemas in @live-agent/contracts, which the task drawer checks with too; the other fields are held to
// their types (a description is a text, the tags are known ones), so what is kept is a task.
import {
  TASK_SORTS,
  taskFieldsSchema,
  updateTaskSchema,
  type AddTaskRequest,
  type TaskResponse,
  type TaskSort,
  type UpdateTaskRequest,
} from '@live-agent/contracts';
import type { Request, Server } from 'miragejs';
import { guardedRoutes, manage } from '../../kit/guard';
import type { MockContext } from '../../types';
import { COMMON_MESSAGES, pickLanguage } from '../../kit/messages';
import { getHeader, pickFields, queryNumber, queryString, readJsonBody } from '../../kit/request';
import { created, notFound, ok } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check } from '../../kit/validation';
import type { Task } from './seeds';

// Fields a client may set; id, and anything unknown, are ignored on add and update.
const WRITABLE = [
  'title',
  'dueDate',
  'description',
  'assignee',
  'tags',
  'isCompleted',
  'isDeleted',
  'isImportant',
] as const;

const pickWritable = (input: unknown): Partial<Task> => pickFields<Task, (typeof WRITABLE)[number]>(input, WRITABLE);

function matchesFilter(task: Task, filter: string | undefined): boolean {
  switch (filter) {
    case 'important':
      return task.isImportant && !task.isDeleted;
    case 'completed':
      return task.isCompleted && !task.isDeleted;
    case 'deleted':
      return task.isDeleted;
    default:
      return !task.isDeleted;
  }
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

function compare(sortBy: TaskSort): (a: Task, b: Task) => number {
  switch (sortBy) {
    case 'title-asc':
      return (a, b) => byText(a.title, b.title);
    case 'title-desc':
      return (a, b) => byText(b.title, a.title);
    // Unassigned tasks go last; ties keep the newest first.
    case 'assignee':
      return (a, b) =>
        (a.assignee ? 0 : 1) - (b.assignee ? 0 : 1) ||
        byText(a.assignee?.fullName ?? '', b.assignee?.fullName ?? '') ||
        b.id - a.id;
    // Tasks without a due date go last.
    case 'due-date':
      return (a, b) => (a.dueDate || '9999').localeCompare(b.dueDate || '9999') || b.id - a.id;
    default:
      return (a, b) => b.id - a.id;
  }
}

/** Changing tasks is the demo apps' (docs/architecture.md, Roles); reading them stays open, as in the theme. */
const WRITE = manage('Demo');

export function todoRoutes(server: Server, ctx: MockContext): void {
  const store = new ResourceStore<'tasks'>(server);
  const checkFor = (request: Request) =>
    new Check(COMMON_MESSAGES[pickLanguage(getHeader(request, 'Accept-Language'))], store);

  server.get('/apps/todo/tasks', (_schema, request) => {
    const q = (queryString(request, 'q') ?? '').trim().toLowerCase();
    const filter = queryString(request, 'filter');
    const tag = queryString(request, 'tag');
    const requestedSort = queryString(request, 'sortBy') as TaskSort | undefined;
    const sortBy: TaskSort = requestedSort && TASK_SORTS.includes(requestedSort) ? requestedSort : 'latest';
    return store
      .all<Task>('tasks')
      .filter((task) => task.title.toLowerCase().includes(q))
      .filter((task) => matchesFilter(task, filter))
      .filter((task) => !tag || task.tags.includes(tag as Task['tags'][number]))
      .sort(compare(sortBy));
  });

  const route = guardedRoutes(server, ctx, WRITE);
  route.post('/apps/todo/add-tasks', (request) => {
    const body = readJsonBody(request) as Partial<Record<keyof AddTaskRequest, unknown>> | undefined;
    const fields = pickWritable(body?.task);
    const check = checkFor(request);
    const checked = check.parse(taskFieldsSchema, fields);
    if (!checked) return check.response();
    // The checked fields (a missing description or due date is '') over the defaults of the others.
    const task: Omit<Task, 'id'> = {
      assignee: null,
      tags: [],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
      ...checked,
    };
    return created<TaskResponse>({ task: store.insert<Task>('tasks', task) });
  });

  route.post('/apps/todo/update-task', (request) => {
    const body = readJsonBody(request) as Partial<Record<keyof UpdateTaskRequest, { id?: unknown }>> | undefined;
    const stored = store.find<Task>('tasks', body?.task?.id);
    if (!stored) return notFound();
    const fields = pickWritable(body?.task);
    const check = checkFor(request);
    // Only the fields sent are checked, and kept as checked (a title trimmed).
    const checked = check.parse(updateTaskSchema, fields);
    if (!checked) return check.response();
    const sent = Object.fromEntries(Object.entries(checked).filter(([key]) => key in fields));
    return ok<TaskResponse>({ task: store.update<Task>('tasks', stored.id, sent) });
  });

  route.del('/apps/todo/delete-task', (request) => {
    const stored = store.find<Task>('tasks', queryNumber(request, 'taskId'));
    if (!stored) return notFound();
    return ok<TaskResponse>({ task: store.update<Task>('tasks', stored.id, { isDeleted: true }) });
  });
}
