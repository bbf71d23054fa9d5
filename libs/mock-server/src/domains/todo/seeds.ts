// The 18 demo tasks (docs/demo-api.md, todo). Due dates sit at fixed offsets around the server's "now" (so
// the list looks current on any day) and the flags come from the domain's own seeded stream, so every load
// and every test with the same `now` sees the same list. A few tasks start deleted
// so the Deleted filter and restore have something to show.
import type { Task, TaskAssignee, TaskTag } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { initialsAvatar } from '../../images';
import type { SeedClock } from '../../types';
import { addDays, createRandom, isoDate } from '../../random';

export { TASK_TAGS, type Task, type TaskAssignee, type TaskTag } from '@live-agent/contracts';

export const TASK_ASSIGNEES: TaskAssignee[] = [
  'Jacob Ramirez',
  'Andrew Anderson',
  'Benjamin Jacobs',
  'Curtis Schmidt',
  'Susan Wagner',
  'Vincent Wood',
  'Nina Alvarez',
].map((fullName) => ({ fullName, avatar: initialsAvatar(fullName) }));

const TITLES = [
  'Review the weekend chat transcripts',
  'Update the canned replies for refunds',
  'Plan the agent onboarding session',
  'Fix the offline message on the pricing page',
  'Prepare the monthly CSAT report',
  'Call the billing team about queue routing',
  'Write the FAQ entry on password resets',
  'Check the chatbot handoff rules',
  'Archive the closed tickets of December',
  'Organise the support team lunch',
  'Draft the holiday working times',
  'Migrate the old conversation categories',
  'Test the new shift schedule',
  'Send the quarterly review invitations',
  'Clean up unused conversation templates',
  'Translate the welcome message to French',
  'Renew the SLA with the hosting provider',
  'Collect feedback on the new dashboard',
];

// Ids of tasks seeded as deleted: fixed (not random) so the Deleted view and restore tests know them.
const DELETED_IDS = new Set([4, 11, 16]);

export function buildTasks(now: Date): Task[] {
  const random = createRandom('todo');
  return TITLES.map((title, index) => {
    const id = index + 1;
    // One priority, sometimes a topic too: 'high' and 'low' on one task would read as nonsense.
    const tags: TaskTag[] = [random.pick(['high', 'medium', 'low'] as const)];
    if (random.bool(0.5)) tags.unshift(random.pick(['update', 'team'] as const));
    const dueInDays = random.int(-10, 30);
    return {
      id,
      title,
      dueDate: isoDate(addDays(now, dueInDays)),
      description: random.bool(0.7) ? `Notes for “${title.toLowerCase()}”: agree on the owner and the next step.` : '',
      assignee: random.bool(0.9) ? random.pick(TASK_ASSIGNEES) : null,
      tags,
      // Past-due work is mostly done by today.
      isCompleted: random.bool(dueInDays < 0 ? 0.7 : 0.2),
      isDeleted: DELETED_IDS.has(id),
      isImportant: random.bool(0.35),
    };
  });
}

export function seedTodo(server: Server, { now }: SeedClock): void {
  server.db.tasks.insert(buildTasks(now));
}
