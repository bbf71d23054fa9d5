import { runSaga } from 'redux-saga';
import { createTestStore, useScreenTest } from '../../test/render';
import { todoSaga, fetchTasksSaga, deleteTaskSaga } from './todo.sagas';
import {
  addTask, deleteTask, fetchTasks, fetchTasksFailed, fetchTasksSucceeded, initialTodoState, mutationFailed, todoSlice,
  updateTask, type TodoState,
} from './todo.slice';

useScreenTest();

function storeWithTodo() {
  const store = createTestStore();
  store.injectSlice(todoSlice);
  store.injectSaga('todo', todoSaga);
  const todo = () => (store.getState() as { todo: TodoState }).todo;
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        const state = todo();
        if (state.status !== 'loading' && state.mutation !== 'loading') {
          unsubscribe();
          resolve();
        }
      };
      const unsubscribe = store.subscribe(check);
    });
  return { store, todo, settled };
}

describe('todo sagas against the Mirage routes', () => {
  it('fetchTasks loads the list for the params', async () => {
    const { store, todo, settled } = storeWithTodo();
    const done = settled();
    store.dispatch(fetchTasks({ ...initialTodoState.params, filter: 'deleted' }));
    await done;
    expect(todo().status).toBe('succeeded');
    expect(todo().tasks.map((task) => task.id)).toEqual([16, 11, 4]);
  });

  it('addTask adds, then reloads the current list with the new task first', async () => {
    const { store, todo } = storeWithTodo();
    store.dispatch(fetchTasks(initialTodoState.params));
    await waitFor(() => todo().status === 'succeeded');
    store.dispatch(addTask({ ...blank, title: 'Call the customer back' }));
    await waitFor(() => todo().mutation === 'succeeded' && todo().status === 'succeeded' && todo().tasks[0]?.id === 19);
    expect(todo().tasks[0].title).toBe('Call the customer back');
  });

  it('deleteTask is soft: the task leaves the list and shows under Deleted; restore brings it back', async () => {
    const { store, todo } = storeWithTodo();
    store.dispatch(fetchTasks(initialTodoState.params));
    await waitFor(() => todo().status === 'succeeded');
    store.dispatch(deleteTask(1));
    await waitFor(() => todo().mutation === 'succeeded' && todo().status === 'succeeded' && !todo().tasks.some((t) => t.id === 1));
    store.dispatch(fetchTasks({ ...initialTodoState.params, filter: 'deleted' }));
    await waitFor(() => todo().status === 'succeeded' && todo().tasks.some((t) => t.id === 1));
    store.dispatch(updateTask({ id: 1, isDeleted: false }));
    await waitFor(() => todo().status === 'succeeded' && todo().mutation === 'succeeded' && !todo().tasks.some((t) => t.id === 1));
    expect(todo().tasks.map((task) => task.id)).toEqual([16, 11, 4]);
  });

  it('a failed update (unknown id) marks the mutation failed and reloads the truth', async () => {
    const { store, todo } = storeWithTodo();
    store.dispatch(updateTask({ id: 999, isImportant: true }));
    await waitFor(() => todo().mutation === 'failed' && todo().status === 'succeeded');
  });
});

describe('todo sagas with an injected fake client', () => {
  it('fetchTasksSaga calls GET /apps/todo/tasks with only the set params', async () => {
    const api = { get: jest.fn().mockResolvedValue({ data: [] }) };
    const dispatched: unknown[] = [];
    await runSaga(
      { context: { api }, dispatch: (action) => dispatched.push(action), getState: () => ({}) },
      fetchTasksSaga,
      fetchTasks({ filter: null, tag: 'team', q: '  lunch ', sortBy: 'due-date' }),
    ).toPromise();
    expect(api.get).toHaveBeenCalledWith('/apps/todo/tasks', { params: { sortBy: 'due-date', tag: 'team', q: 'lunch' } });
    expect(dispatched).toEqual([fetchTasksSucceeded([])]);
  });

  it('reports a failed load through the error catalogue and marks it failed', async () => {
    const api = { get: jest.fn().mockRejectedValue({ response: { status: 500, data: {} } }) };
    const dispatched: unknown[] = [];
    await runSaga({ context: { api }, dispatch: (action) => dispatched.push(action), getState: () => ({}) }, fetchTasksSaga, fetchTasks(initialTodoState.params)).toPromise();
    expect(dispatched).toEqual([fetchTasksFailed()]);
  });

  it('deleteTaskSaga sends taskId, and reloads with the params in the store even after a 404', async () => {
    const api = { delete: jest.fn().mockRejectedValue({ response: { status: 404, data: { message: 'Not Found' } } }) };
    const dispatched: { type: string; payload?: unknown }[] = [];
    const params = { ...initialTodoState.params, filter: 'important' as const };
    await runSaga(
      { context: { api }, dispatch: (action: { type: string }) => dispatched.push(action), getState: () => ({ todo: { ...initialTodoState, params } }) },
      deleteTaskSaga,
      deleteTask(7),
    ).toPromise();
    expect(api.delete).toHaveBeenCalledWith('/apps/todo/delete-task', { params: { taskId: 7 } });
    expect(dispatched).toEqual([mutationFailed(), fetchTasks(params)]);
  });
});

const blank = {
  title: '',
  dueDate: '',
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
};

async function waitFor(condition: () => boolean, timeout = 5000) {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
