// The task form's rules, in one place: the task's schema in @live-agent/contracts, which the server checks with
// (docs/demo-api.md, Todo), so the drawer refuses what the server refuses, in its words; the tests run every hostile
// input through them (docs/architecture.md, Conventions).
import type { Dayjs } from 'dayjs';
import { addTaskSchema, taskFieldsSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

/** The due day as the API takes it ('YYYY-MM-DD'; '' for none). */
export const dueDayOf = (value: unknown): string => (value ? (value as Dayjs).format('YYYY-MM-DD') : '');

export function taskRules(rules: FormRules) {
  const task = addTaskSchema.shape;
  return {
    title: rules.of(task.title),
    dueDate: rules.of(task.dueDate, { toValue: dueDayOf }),
    description: rules.of(taskFieldsSchema.shape.description),
  };
}
