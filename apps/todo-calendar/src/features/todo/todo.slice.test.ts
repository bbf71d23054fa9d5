import type { Task } from '@live-agent/contracts';
import {
  addTask, deleteTask, fetchTasks, fetchTasksFailed, fetchTasksSucceeded, initialTodoState, mutationFailed, mutationSucceeded,
  selectAssignees, selectSelectedTask, selectTaskParams, selectTasks, selectTask, todoSlice, updateTask,
} from './todo.slice';

const reducer = todoSlice.reducer;

const task = (id: number, overrides: Partial<Task> = {}): Task => ({
  id,
  title: `Task ${id}`,
  dueDate: '2025-01-20',
  description: '',
  assignee: { fullName: `Person ${id % 2}`, avatar: 'a.svg' },
  tags: ['team'],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
  ...overrides,
});

describe('todo slice', () => {
  it('starts empty with the default params (sort latest)', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual(initialTodoState);
    expect(initialTodoState.params).toEqual({ filter: null, tag: null, q: '', sortBy: 'latest' });
  });

  it('fetchTasks stores the params and marks loading; success stores tasks and remembers assignees', () => {
    const params = { filter: 'important' as const, tag: 'high' as const, q: 'chat', sortBy: 'title-asc' as const };
    let state = reducer(undefined, fetchTasks(params));
    expect(state.params).toEqual(params);
    expect(state.status).toBe('loading');
    state = reducer(state, fetchTasksSucceeded([task(2), task(1), task(3, { assignee: null })]));
    expect(state.status).toBe('succeeded');
    expect(state.tasks.map((item) => item.id)).toEqual([2, 1, 3]);
    expect(state.assignees.map((person) => person.fullName)).toEqual(['Person 0', 'Person 1']);
    // Assignees stay known when a later list no longer shows them.
    state = reducer(state, fetchTasksSucceeded([]));
    expect(state.assignees).toHaveLength(2);
    expect(reducer(state, fetchTasksFailed()).status).toBe('failed');
  });

  it('updateTask patches the listed task at once (optimistic) and marks the mutation pending', () => {
    let state = reducer(undefined, fetchTasksSucceeded([task(1), task(2)]));
    state = reducer(state, updateTask({ id: 2, isImportant: true }));
    expect(state.tasks[1]).toEqual(task(2, { isImportant: true }));
    expect(state.tasks[0]).toEqual(task(1));
    expect(state.mutation).toBe('loading');
  });

  it('add and delete mark the mutation pending; the outcome settles it', () => {
    expect(reducer(undefined, addTask({ ...task(0), id: undefined })).mutation).toBe('loading');
    expect(reducer(undefined, deleteTask(3)).mutation).toBe('loading');
    expect(reducer(undefined, mutationFailed()).mutation).toBe('failed');
    const selected = reducer(undefined, selectTask(task(5)));
    const after = reducer(selected, mutationSucceeded(task(5, { title: 'Renamed' })));
    expect(after.mutation).toBe('succeeded');
    expect(after.selectedTask?.title).toBe('Renamed');
    expect(reducer(after, selectTask(null)).selectedTask).toBeNull();
  });

  it('selectors fall back to the initial state while the slice is not injected', () => {
    expect(selectTasks({})).toEqual([]);
    expect(selectSelectedTask({})).toBeNull();
    expect(selectTaskParams({})).toEqual(initialTodoState.params);
    expect(selectAssignees({})).toEqual([]);
    const state = reducer(undefined, fetchTasksSucceeded([task(1)]));
    expect(selectTasks({ todo: state })).toEqual([task(1)]);
  });
});
