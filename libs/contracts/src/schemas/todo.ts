// A task as the to-do screen adds and changes it (docs/demo-api.md, Todo): the title is required; a due day, when
// given, is a real one. The other fields keep their defaults on add. And the task as the server answers it (strict
// objects, so a field the contract does not name fails a test).
import { TASK_FILTERS, TASK_SORTS, TASK_TAGS } from '../todo';
import { isIsoDate } from '../rules/formats';
import { optionalText, ruleMessage, z } from '../rules/schema';

const about = (description: string) => z.describe(description);

/** The longest title of a task or an event, and the longest task description (what their inputs take too). */
export const TITLE_MAX = 120;
export const TASK_DESCRIPTION_MAX = 1000;

/** A required title, trimmed, of at most TITLE_MAX characters; blank or not a text says the title is required. */
export const requiredTitle = () =>
  z
    .string({ error: ruleMessage('titleRequired') })
    .check(
      z.trim(),
      z.minLength(1, { error: ruleMessage('titleRequired'), abort: true }),
      z.maxLength(TITLE_MAX, { error: ruleMessage('maxLength', { max: TITLE_MAX }) }),
    );

/** A day 'YYYY-MM-DD' that is a real one, or '' (absent and null too) for none. */
const optionalDay = () =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: ruleMessage('date') })
          .check(z.refine((value) => value === '' || isIsoDate(value), { error: ruleMessage('date') })),
      ),
    ),
    z.transform((value: string | null | undefined) => value ?? ''),
  );

/** `POST /apps/todo/add-tasks`: the checked fields of `task` (the task drawer's). */
export const addTaskSchema = z.object({ title: requiredTitle(), dueDate: optionalDay() });

/**
 * Every field of `task` a client may set, each of its type (an assignee's unknown keys are dropped), so what the
 * server keeps is a task; the id, and anything unknown, are ignored.
 */
export const taskFieldsSchema = z.extend(addTaskSchema, {
  description: optionalText({ max: TASK_DESCRIPTION_MAX }),
  assignee: z.optional(z.nullable(z.object({ fullName: z.string(), avatar: z.string() }))),
  tags: z.optional(z.array(z.enum(TASK_TAGS))),
  isCompleted: z.optional(z.boolean()),
  isDeleted: z.optional(z.boolean()),
  isImportant: z.optional(z.boolean()),
});

/** `POST /apps/todo/update-task`: the same rules, for the fields sent. */
export const updateTaskSchema = z.partial(taskFieldsSchema);

/** The body of `POST /apps/todo/add-tasks`: only the title is required; missing fields get their defaults. */
export const addTaskRequestSchema = z.object({ task: taskFieldsSchema });

/** The body of `POST /apps/todo/update-task`: the task's id and the fields that change. */
export const updateTaskRequestSchema = z.object({ task: z.extend(updateTaskSchema, { id: z.int() }) });

/** The query of `GET /apps/todo/tasks` (a value it does not know is read as none). */
export const taskListQuery = z.object({
  q: z.optional(z.string().check(about('Matched in the title, case-insensitively.'))),
  filter: z.optional(
    z
      .enum(TASK_FILTERS)
      .check(about('Default: every task not deleted; `important` and `completed` leave the deleted ones out.')),
  ),
  tag: z.optional(z.enum(TASK_TAGS)),
  sortBy: z.optional(
    z
      .enum(TASK_SORTS)
      .check(
        about(
          'Default `latest` (newest id first); `assignee` puts the unassigned last, `due-date` the tasks without a date.',
        ),
      ),
  ),
});

export const taskAssigneeSchema = z.strictObject({
  fullName: z.string(),
  avatar: z.string().check(about('An image URL (a data: URL in the demo).')),
});

export const taskSchema = z.strictObject({
  id: z.int(),
  title: z.string(),
  dueDate: z.string().check(about('`YYYY-MM-DD`, or empty when the task has no due date.')),
  description: z.string(),
  // null when nobody is assigned.
  assignee: z.nullable(taskAssigneeSchema),
  tags: z.array(z.enum(TASK_TAGS)),
  isCompleted: z.boolean(),
  isDeleted: z.boolean().check(about('A deleted task is kept (a soft delete) until restored.')),
  isImportant: z.boolean(),
});

/** `GET /apps/todo/tasks`: every matching task, a plain array (no paging). */
export const taskListSchema = z.array(taskSchema);

/** The answer of add (201), update and delete (200). */
export const taskResponseSchema = z.strictObject({ task: taskSchema });
