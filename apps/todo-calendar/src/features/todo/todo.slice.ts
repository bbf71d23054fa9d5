// The `todo` state area (docs/architecture.md, State: tasks, selectedTask, params filter/q/sort/tag). Decisions: the
// complete and important toggles patch the list at once (optimistic) and the saga then reloads the
// list, so a task that leaves the current filter disappears and a failed call puts the truth back.
// Assignees are remembered across loads so the drawer can offer everyone seen so far.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Task, TaskAssignee } from '@live-agent/contracts';
import { DEFAULT_SORT, type RequestStatus, type TaskDraft, type TaskParams, type TaskPatch } from './todo.types';

export interface TodoState {
  tasks: Task[];
  selectedTask: Task | null;
  params: TaskParams;
  status: RequestStatus;
  /** State of the last add, update or delete: the drawer closes when its save succeeds. */
  mutation: RequestStatus;
  assignees: TaskAssignee[];
}

export const initialTodoState: TodoState = {
  tasks: [],
  selectedTask: null,
  params: { filter: null, tag: null, q: '', sortBy: DEFAULT_SORT },
  status: 'idle',
  mutation: 'idle',
  assignees: [],
};

export const todoSlice = createSlice({
  name: 'todo',
  initialState: initialTodoState,
  reducers: {
    fetchTasks(state, action: PayloadAction<TaskParams>) {
      state.params = action.payload;
      state.status = 'loading';
    },
    fetchTasksSucceeded(state, action: PayloadAction<Task[]>) {
      state.tasks = action.payload;
      state.status = 'succeeded';
      for (const task of action.payload) {
        if (task.assignee && !state.assignees.some((known) => known.fullName === task.assignee!.fullName)) {
          state.assignees.push(task.assignee);
        }
      }
      state.assignees.sort((a, b) => a.fullName.localeCompare(b.fullName));
    },
    fetchTasksFailed(state) {
      state.status = 'failed';
    },
    selectTask(state, action: PayloadAction<Task | null>) {
      state.selectedTask = action.payload;
    },
    addTask(state, _action: PayloadAction<TaskDraft>) {
      state.mutation = 'loading';
    },
    updateTask(state, action: PayloadAction<TaskPatch>) {
      state.mutation = 'loading';
      const index = state.tasks.findIndex((task) => task.id === action.payload.id);
      if (index !== -1) state.tasks[index] = { ...state.tasks[index], ...action.payload };
    },
    deleteTask(state, _action: PayloadAction<number>) {
      state.mutation = 'loading';
    },
    mutationSucceeded(state, action: PayloadAction<Task | undefined>) {
      state.mutation = 'succeeded';
      if (action.payload && state.selectedTask?.id === action.payload.id) state.selectedTask = action.payload;
    },
    mutationFailed(state) {
      state.mutation = 'failed';
    },
  },
});

export const {
  fetchTasks, fetchTasksSucceeded, fetchTasksFailed, selectTask, addTask, updateTask, deleteTask, mutationSucceeded,
  mutationFailed,
} = todoSlice.actions;

// Slice selectors read the injected slice and fall back to the initial state while it is absent.
type RootWithTodo = { todo?: TodoState };
const todoState = (root: RootWithTodo): TodoState => root.todo ?? initialTodoState;
export const selectTasks = (root: RootWithTodo) => todoState(root).tasks;
export const selectSelectedTask = (root: RootWithTodo) => todoState(root).selectedTask;
export const selectTaskParams = (root: RootWithTodo) => todoState(root).params;
export const selectTasksStatus = (root: RootWithTodo) => todoState(root).status;
export const selectTaskMutation = (root: RootWithTodo) => todoState(root).mutation;
export const selectAssignees = (root: RootWithTodo) => todoState(root).assignees;
