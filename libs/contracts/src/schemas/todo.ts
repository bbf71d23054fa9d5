// A task as the to-do screen adds and changes it (docs/demo-api.md, Todo): the title is required; a due day, when
// given, is a real one. The other fields keep their defaults on add.
import { isIsoDate } from '../rules/formats';
import { ruleMessage, z } from '../rules/schema';

/** A required title, trimmed; anything else (blank, not a text) says the title is required. */
export const requiredTitle = () =>
  z
    .string({ error: ruleMessage('titleRequired') })
    .check(z.trim(), z.minLength(1, { error: ruleMessage('titleRequired') }));

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

/** `POST /apps/todo/add-tasks`: the checked fields of `task`. */
export const addTaskSchema = z.object({ title: requiredTitle(), dueDate: optionalDay() });

/** `POST /apps/todo/update-task`: the same rules, for the fields sent. */
export const updateTaskSchema = z.partial(addTaskSchema);
