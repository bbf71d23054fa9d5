import { serverPerTest } from '../../testing/server-per-test';
import { api, getOk, ids } from '../../testing';
import { TASK_TAGS, buildTasks, type Task } from './seeds';

// A pinned clock: the seed sits at fixed offsets from it.
const NOW = new Date('2026-03-10T09:00:00.000Z');

// Writes need a signed-in caller (anonymous-writes.test.ts); reads stay open.
const mock = serverPerTest(NOW);
const signedIn = mock.as('admin');

const SEED = buildTasks(NOW);
const live = SEED.filter((task) => !task.isDeleted);

function tasks(params: Record<string, string> = {}) {
  return getOk<Task[]>(api, '/apps/todo/tasks', params);
}

describe('todo seed', () => {
  it('has 18 tasks with every field of a task, and is the same on every start', async () => {
    expect(SEED).toHaveLength(18);
    expect(buildTasks(NOW)).toEqual(SEED);
    for (const task of SEED) {
      expect(Object.keys(task).sort()).toEqual(
        ['assignee', 'description', 'dueDate', 'id', 'isCompleted', 'isDeleted', 'isImportant', 'tags', 'title'].sort(),
      );
      expect(task.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const tag of task.tags) expect(TASK_TAGS).toContain(tag);
    }
    // Every filter has something to show.
    expect(live.some((task) => task.isImportant)).toBe(true);
    expect(live.some((task) => task.isCompleted)).toBe(true);
    expect(SEED.filter((task) => task.isDeleted).map((task) => task.id)).toEqual([4, 11, 16]);
  });
});

describe('GET /apps/todo/tasks', () => {
  it('without a filter returns every task except deleted ones, newest id first (default sort latest)', async () => {
    const list = await tasks();
    expect(ids(list)).toEqual(ids(live).sort((a, b) => b - a));
    expect(list[0]).toEqual(live.find((task) => task.id === 18));
  });

  it.each([
    ['important', (task: Task) => task.isImportant && !task.isDeleted],
    ['completed', (task: Task) => task.isCompleted && !task.isDeleted],
    ['deleted', (task: Task) => task.isDeleted],
  ])('filter=%s', async (filter, predicate) => {
    const expected = SEED.filter(predicate)
      .map((task) => task.id)
      .sort((a, b) => b - a);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await tasks({ filter }))).toEqual(expected);
  });

  it('important and completed exclude deleted tasks even when flagged', async () => {
    await signedIn.post('/apps/todo/update-task', { task: { id: 4, isImportant: true, isCompleted: true } });
    expect(ids(await tasks({ filter: 'important' }))).not.toContain(4);
    expect(ids(await tasks({ filter: 'completed' }))).not.toContain(4);
    expect(ids(await tasks({ filter: 'deleted' }))).toContain(4);
  });

  it.each(TASK_TAGS)('tag=%s returns the live tasks with that tag', async (tag) => {
    const expected = live
      .filter((task) => task.tags.includes(tag))
      .map((task) => task.id)
      .sort((a, b) => b - a);
    expect(ids(await tasks({ tag }))).toEqual(expected);
  });

  it('combines filter, tag and q', async () => {
    const target = live.find((task) => task.isImportant)!;
    const list = await tasks({ filter: 'important', tag: target.tags[0], q: target.title.slice(3, 12).toUpperCase() });
    expect(ids(list)).toContain(target.id);
    for (const task of list) {
      expect(task.isImportant).toBe(true);
      expect(task.tags).toContain(target.tags[0]);
    }
  });

  it('q matches the title case-insensitively', async () => {
    expect((await tasks({ q: 'CHAT' })).map((task) => task.title).sort()).toEqual([
      'Check the chatbot handoff rules',
      'Review the weekend chat transcripts',
    ]);
    expect(await tasks({ q: 'no such task' })).toEqual([]);
  });

  it.each([
    ['title-asc', (a: Task, b: Task) => a.title.localeCompare(b.title)],
    ['title-desc', (a: Task, b: Task) => b.title.localeCompare(a.title)],
    ['latest', (a: Task, b: Task) => b.id - a.id],
  ])('sortBy=%s', async (sortBy, order) => {
    expect(ids(await tasks({ sortBy }))).toEqual(ids([...live].sort(order)));
  });

  it('sortBy=assignee orders by assignee name, unassigned last', async () => {
    const list = await tasks({ sortBy: 'assignee' });
    const names = list.map((task) => task.assignee?.fullName ?? '~');
    expect(names).toEqual([...names].sort((a, b) => (a === '~' ? 1 : b === '~' ? -1 : a.localeCompare(b))));
  });

  it('sortBy=due-date orders by due date, earliest first', async () => {
    const dates = (await tasks({ sortBy: 'due-date' })).map((task) => task.dueDate);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBeGreaterThan(5);
  });

  it('an unknown sortBy falls back to latest', async () => {
    expect(ids(await tasks({ sortBy: 'bogus' }))).toEqual(ids(await tasks()));
  });
});

describe('POST /apps/todo/add-tasks', () => {
  it('answers 201 {task} with the next id and defaults, and lists it first', async () => {
    const response = await signedIn.post('/apps/todo/add-tasks', {
      task: { title: '  Ship the calendar  ', dueDate: '2025-02-01', tags: ['team'], isImportant: true },
    });
    expect(response.status).toBe(201);
    expect(response.data.task).toEqual({
      id: 19,
      title: 'Ship the calendar',
      dueDate: '2025-02-01',
      description: '',
      assignee: null,
      tags: ['team'],
      isCompleted: false,
      isDeleted: false,
      isImportant: true,
    });
    expect((await tasks())[0].id).toBe(19);
    expect(ids(await tasks({ filter: 'important' }))).toContain(19);
  });

  it.each([
    ['a description that is not a text', { description: 12 }, 'description'],
    ['an unknown tag', { tags: ['urgent'] }, 'tags.0'],
    ['a flag that is not true or false', { isImportant: 'yes' }, 'isImportant'],
    ['an assignee without a name', { assignee: { avatar: '' } }, 'assignee.fullName'],
  ])('answers 422 for %s: what is kept is a task', async (_case, fields, field) => {
    const response = await signedIn.post('/apps/todo/add-tasks', { task: { title: 'Typed', ...fields } });
    expect(response.status).toBe(422);
    expect(Object.keys(response.data.errors)).toEqual([field]);
    const update = await signedIn.post('/apps/todo/update-task', { task: { id: 1, ...fields } });
    expect(update.status).toBe(422);
    expect(await tasks()).toHaveLength(live.length);
  });

  it('keeps an assignee’s name and picture only', async () => {
    const assignee = { fullName: 'Nina Alvarez', avatar: 'data:,', role: 'lead' };
    const response = await signedIn.post('/apps/todo/add-tasks', { task: { title: 'Typed', assignee } });
    expect(response.status).toBe(201);
    expect(response.data.task.assignee).toEqual({ fullName: 'Nina Alvarez', avatar: 'data:,' });
  });

  it('answers 422 when the title is blank', async () => {
    const response = await signedIn.post('/apps/todo/add-tasks', { task: { title: '   ' } });
    expect(response.status).toBe(422);
    expect(response.data.errors.title).toEqual(['The title is required.']);
    expect(await tasks()).toHaveLength(live.length);
  });
});

describe('POST /apps/todo/update-task', () => {
  it('merges the given fields and keeps the others', async () => {
    const before = live[0];
    const response = await signedIn.post('/apps/todo/update-task', {
      task: { id: before.id, isCompleted: !before.isCompleted },
    });
    expect(response.status).toBe(200);
    expect(response.data.task).toEqual({ ...before, isCompleted: !before.isCompleted });
    expect((await tasks()).find((task) => task.id === before.id)).toEqual({
      ...before,
      isCompleted: !before.isCompleted,
    });
  });

  it('restores a deleted task with isDeleted false', async () => {
    await signedIn.post('/apps/todo/update-task', { task: { id: 11, isDeleted: false } });
    expect(ids(await tasks({ filter: 'deleted' }))).toEqual([16, 4]);
    expect(ids(await tasks())).toContain(11);
  });

  it.each([
    ['an unknown id', { id: 999, title: 'x' }],
    ['a missing id', { title: 'x' }],
    ['a non-numeric id', { id: 'abc' }],
  ])('answers 404 for %s', async (_case, task) => {
    const response = await signedIn.post('/apps/todo/update-task', { task });
    expect(response.status).toBe(404);
    expect(response.data).toEqual({ message: 'Not Found' });
  });

  it('answers 422 when the title is emptied', async () => {
    const response = await signedIn.post('/apps/todo/update-task', { task: { id: 1, title: '' } });
    expect(response.status).toBe(422);
  });
});

describe('DELETE /apps/todo/delete-task', () => {
  it('only sets isDeleted (soft delete): the task moves to Deleted', async () => {
    const target = live[2];
    const response = await signedIn.delete('/apps/todo/delete-task', { params: { taskId: target.id } });
    expect(response.status).toBe(200);
    expect(response.data.task).toEqual({ ...target, isDeleted: true });
    expect(ids(await tasks())).not.toContain(target.id);
    expect(ids(await tasks({ filter: 'deleted' }))).toContain(target.id);
    expect(mock.server.db.tasks).toHaveLength(18);
  });

  it.each([['999'], ['abc'], ['']])('answers 404 for taskId=%p', async (taskId) => {
    const response = await signedIn.delete('/apps/todo/delete-task', { params: { taskId } });
    expect(response.status).toBe(404);
  });
});

describe('tasks that look alive', () => {
  it('are due around today: some overdue, most in the coming weeks, same offsets from any now', () => {
    const days = SEED.map((task) => (Date.parse(task.dueDate) - Date.parse('2026-03-10')) / 86_400_000);
    expect(Math.min(...days)).toBeGreaterThanOrEqual(-10);
    expect(Math.max(...days)).toBeLessThanOrEqual(30);
    expect(buildTasks(new Date('2026-03-11T09:00:00.000Z')).map((task) => task.dueDate)).toEqual(
      SEED.map((task) => new Date(Date.parse(task.dueDate) + 86_400_000).toISOString().slice(0, 10)),
    );
  });
});
