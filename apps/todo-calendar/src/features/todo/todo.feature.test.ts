// The todo area on the store's CRUD toolkit: its reducers as pure functions (optimistic toggles, the
// remembered assignees, the drawer), and its sagas against the Mirage routes and against a fake client in
// saga context (the query it sends, failures reported and followed by a reload of the current list).
import { createAppStore } from '@live-agent/store';
import { signIn, withFeature } from '@live-agent/ui-kit/testing';
import { createTestStore, setupScreenTest } from '../../test/render';
import {
  initialTodoState,
  selectAssignees,
  selectSelectedTask,
  selectTaskDrawerOpen,
  selectTaskParams,
  selectTasks,
  todoActions,
  todoFeature,
  type TodoState,
} from './todo.feature';
import type { Task } from '@live-agent/contracts';
import type { TaskDraft } from './todo.types';
import { until } from '@live-agent/test-fixtures';

const reducer = todoFeature.slice.reducer as unknown as (
  state: TodoState | undefined,
  action: { type: string },
) => TodoState;

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

const listed = (tasks: Task[]) => todoActions.listLoaded({ data: tasks, total: tasks.length });

describe('todo reducers', () => {
  it('starts empty with the default params (sort latest)', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual(initialTodoState);
    expect(initialTodoState.params).toEqual({ filter: null, tag: null, q: '', sortBy: 'latest' });
  });

  it('fetchList stores the params and marks loading; success stores tasks and remembers assignees', () => {
    const params = { filter: 'important' as const, tag: 'high' as const, q: 'chat', sortBy: 'title-asc' as const };
    let state = reducer(undefined, todoActions.fetchList(params));
    expect(state.params).toEqual(params);
    expect(state.status).toBe('loading');
    state = reducer(state, listed([task(2), task(1), task(3, { assignee: null })]));
    expect(state.status).toBe('ready');
    expect(state.data.map((item) => item.id)).toEqual([2, 1, 3]);
    expect(state.assignees.map((person) => person.fullName)).toEqual(['Person 0', 'Person 1']);
    // Assignees stay known when a later list no longer shows them.
    state = reducer(state, listed([]));
    expect(state.assignees).toHaveLength(2);
    expect(reducer(state, todoActions.listFailed()).status).toBe('error');
  });

  it('an update patches the listed task at once (optimistic) and marks the save pending', () => {
    let state = reducer(undefined, listed([task(1), task(2)]));
    state = reducer(state, todoActions.save({ id: 2, values: { isImportant: true } }));
    expect(state.data[1]).toEqual(task(2, { isImportant: true }));
    expect(state.data[0]).toEqual(task(1));
    expect(state.saving).toBe(true);
  });

  it('the drawer opens on a task or a blank one, stays open when a save fails and closes when it succeeds', () => {
    const blankDraft: TaskDraft = { ...task(0), id: undefined };
    const adding = reducer(reducer(undefined, todoActions.openCreate()), todoActions.save({ values: blankDraft }));
    expect(adding).toMatchObject({ formOpen: true, selected: null, saving: true });
    expect(reducer(adding, todoActions.saveFailed(null))).toMatchObject({ formOpen: true, saving: false });
    const editing = reducer(undefined, todoActions.openEdit(task(5)));
    const after = reducer(editing, todoActions.saved(task(5, { title: 'Renamed' })));
    expect(after).toMatchObject({ formOpen: false, saving: false });
    expect(after.selected?.title).toBe('Renamed');
    const deleting = reducer(editing, todoActions.remove(5));
    expect(deleting.saving).toBe(true);
    expect(reducer(deleting, todoActions.removed(5))).toMatchObject({ formOpen: false, saving: false, selected: null });
    expect(reducer(editing, todoActions.closeForm()).formOpen).toBe(false);
  });

  it('selectors fall back to the initial state while the area is not injected', () => {
    expect(selectTasks({})).toEqual([]);
    expect(selectSelectedTask({})).toBeNull();
    expect(selectTaskParams({})).toEqual(initialTodoState.params);
    expect(selectAssignees({})).toEqual([]);
    expect(selectTaskDrawerOpen({})).toBe(false);
    const state = reducer(undefined, listed([task(1)]));
    expect(selectTasks({ todo: state })).toEqual([task(1)]);
  });
});

const blank: TaskDraft = {
  title: '',
  dueDate: '',
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
};

describe('todo sagas against the Mirage routes', () => {
  setupScreenTest();
  // Changing tasks and events needs a signed-in caller, as in the app.
  beforeEach(() => signIn());

  function storeWithTodo() {
    const { store, state: todo, idle } = withFeature(createTestStore(), todoFeature);
    return { store, todo, idle };
  }

  it('fetchList loads the list for the params', async () => {
    const { store, todo } = storeWithTodo();
    store.dispatch(todoActions.fetchList({ ...initialTodoState.params, filter: 'deleted' }));
    await until(() => todo().status === 'ready');
    expect(todo().data.map((item) => item.id)).toEqual([16, 11, 4]);
  });

  it('an added task shows first once the current list reloads', async () => {
    const { store, todo, idle } = storeWithTodo();
    store.dispatch(todoActions.fetchList(initialTodoState.params));
    await until(() => todo().status === 'ready');
    store.dispatch(todoActions.save({ values: { ...blank, title: 'Call the customer back' } }));
    await until(() => idle() && todo().data[0]?.id === 19);
    expect(todo().data[0].title).toBe('Call the customer back');
  });

  it('delete is soft: the task leaves the list and shows under Deleted; restore brings it back', async () => {
    const { store, todo, idle } = storeWithTodo();
    store.dispatch(todoActions.fetchList(initialTodoState.params));
    await until(() => todo().status === 'ready');
    store.dispatch(todoActions.remove(1));
    await until(() => idle() && !todo().data.some((item) => item.id === 1));
    store.dispatch(todoActions.fetchList({ ...initialTodoState.params, filter: 'deleted' }));
    await until(() => todo().status === 'ready' && todo().data.some((item) => item.id === 1));
    store.dispatch(todoActions.save({ id: 1, values: { isDeleted: false } }));
    await until(() => idle() && !todo().data.some((item) => item.id === 1));
    expect(todo().data.map((item) => item.id)).toEqual([16, 11, 4]);
  });

  it('a failed update (unknown id) ends the save and reloads the truth', async () => {
    const { store, todo, idle } = storeWithTodo();
    store.dispatch(todoActions.save({ id: 999, values: { isImportant: true } }));
    await until(() => idle());
    expect(todo().data.some((item) => item.id === 999)).toBe(false);
  });
});

describe('todo sagas with an injected fake client', () => {
  function storeWith(api: object) {
    const store = createAppStore({ sagaContext: { api } });
    store.injectSlice(todoFeature.slice);
    store.injectSaga(todoFeature.name, todoFeature.saga);
    return { store, todo: () => todoFeature.selectState(store.getState()) };
  }

  it('lists with GET /apps/todo/tasks and only the set params', async () => {
    const api = { get: jest.fn().mockResolvedValue({ data: [] }) };
    const { store, todo } = storeWith(api);
    store.dispatch(todoActions.fetchList({ filter: null, tag: 'team', q: '  lunch ', sortBy: 'due-date' }));
    await until(() => todo().status === 'ready');
    expect(api.get).toHaveBeenCalledWith('/apps/todo/tasks', {
      params: { sortBy: 'due-date', tag: 'team', q: 'lunch' },
    });
    expect(todo().data).toEqual([]);
  });

  it('a failed load is marked failed', async () => {
    const api = { get: jest.fn().mockRejectedValue({ response: { status: 500, data: {} } }) };
    const { store, todo } = storeWith(api);
    store.dispatch(todoActions.fetchList(initialTodoState.params));
    await until(() => todo().status === 'error');
  });

  it('delete sends taskId, and reloads with the params in the store even after a 404', async () => {
    const api = {
      get: jest.fn().mockResolvedValue({ data: [] }),
      delete: jest.fn().mockRejectedValue({ response: { status: 404, data: { message: 'Not Found' } } }),
    };
    const { store } = storeWith(api);
    const params = { ...initialTodoState.params, filter: 'important' as const };
    store.dispatch(todoActions.fetchList(params));
    await until(() => api.get.mock.calls.length === 1);
    store.dispatch(todoActions.remove(7));
    await until(() => api.get.mock.calls.length === 2);
    expect(api.delete).toHaveBeenCalledWith('/apps/todo/delete-task', { params: { taskId: 7 } });
    expect(api.get.mock.calls[1]).toEqual(['/apps/todo/tasks', { params: { sortBy: 'latest', filter: 'important' } }]);
  });
});
