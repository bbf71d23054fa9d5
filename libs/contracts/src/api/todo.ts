// The demo tasks (docs/demo-api.md, Todo): reading is open, as in the theme; adding, changing and deleting need a
// user allowed to manage the Demo screens.
import * as schemas from '../schemas/todo';
import { z } from '../rules/schema';
import { endpointsOn, manage, type Endpoint } from './endpoint';

const WRITE = [manage('Demo')];

const { del, get, post } = endpointsOn('demo', WRITE);

export const TODO_ENDPOINTS: Endpoint[] = [
  get('/apps/todo/tasks', 'Every task the filter, tag and search match, sorted (a plain array, no paging)', {
    access: 'public',
    query: schemas.taskListQuery,
    responses: { 200: schemas.taskListSchema },
  }),
  post(
    '/apps/todo/add-tasks',
    'Adds a task with the next id; missing fields get their defaults, unknown ones are ignored',
    { body: schemas.addTaskRequestSchema, responses: { 201: schemas.taskResponseSchema } },
  ),
  post('/apps/todo/update-task', 'Changes the fields sent of the task with that id (restore is `isDeleted: false`)', {
    body: schemas.updateTaskRequestSchema,
    responses: { 200: schemas.taskResponseSchema },
    notFound: true,
  }),
  del(
    '/apps/todo/delete-task',
    'Deletes a task softly: it only sets `isDeleted`, and the task moves to the Deleted filter',
    { query: z.object({ taskId: z.int() }), responses: { 200: schemas.taskResponseSchema }, notFound: true },
  ),
];
