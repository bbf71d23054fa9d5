// The demo tasks (docs/demo-api.md, Todo): reading is open, as in the theme; adding, changing and deleting need a
// user allowed to manage the Demo screens.
import {
  addTaskRequestSchema,
  taskListQuery,
  taskListSchema,
  taskResponseSchema,
  updateTaskRequestSchema,
} from '../schemas/todo';
import { z } from '../rules/schema';
import { manage, type Endpoint } from './endpoint';

const WRITE = [manage('Demo')];

export const TODO_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/apps/todo/tasks',
    api: 'demo',
    summary: 'Every task the filter, tag and search match, sorted (a plain array, no paging)',
    access: 'public',
    query: taskListQuery,
    responses: { 200: taskListSchema },
  },
  {
    method: 'POST',
    path: '/apps/todo/add-tasks',
    api: 'demo',
    summary: 'Adds a task with the next id; missing fields get their defaults, unknown ones are ignored',
    access: WRITE,
    body: addTaskRequestSchema,
    responses: { 201: taskResponseSchema },
  },
  {
    method: 'POST',
    path: '/apps/todo/update-task',
    api: 'demo',
    summary: 'Changes the fields sent of the task with that id (restore is `isDeleted: false`)',
    access: WRITE,
    body: updateTaskRequestSchema,
    responses: { 200: taskResponseSchema },
    notFound: true,
  },
  {
    method: 'DELETE',
    path: '/apps/todo/delete-task',
    api: 'demo',
    summary: 'Deletes a task softly: it only sets `isDeleted`, and the task moves to the Deleted filter',
    access: WRITE,
    query: z.object({ taskId: z.int() }),
    responses: { 200: taskResponseSchema },
    notFound: true,
  },
];
