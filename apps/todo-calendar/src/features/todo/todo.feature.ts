// The `todo` state area (docs/architecture.md, State: tasks, the selected task, params filter/q/sort/tag),
// built with the store's CRUD toolkit: the listed tasks are its `data`, the task open in the drawer its
// `selected`, the filter, tag, search and sort its `params`. Decisions:
// - The complete and important toggles patch the list at once (optimistic); the list then reloads, so a task
//   that leaves the current filter disappears, and a failed call reloads too, putting the truth back.
// - Assignees are remembered across loads so the drawer can offer everyone seen so far.
// - Restoring is the one update worth a word; toggles show themselves in the list.
import type { TaskAssignee } from '@live-agent/contracts';
import { createCrudFeature } from '@live-agent/store';
import { demoFeedback } from '../../feedback';
import { todoCalls } from './todo.api';
import { DEFAULT_SORT, type TaskParams } from './todo.types';

const DEFAULT_PARAMS: TaskParams = { filter: null, tag: null, q: '', sortBy: DEFAULT_SORT };

export const todoFeature = createCrudFeature({
  name: 'todo',
  calls: todoCalls,
  params: DEFAULT_PARAMS,
  feedback: demoFeedback,
  messages: {
    created: 'todo.toast.added',
    updated: (patch) => (patch.isDeleted === false ? 'todo.toast.restored' : undefined),
    deleted: 'todo.toast.deleted',
  },
  patch: (task, patch) => ({ ...task, ...patch }),
  reloadOnFailure: true,
  extraState: { assignees: [] as TaskAssignee[] },
  onListLoaded: (state, { data }) => {
    for (const task of data) {
      if (task.assignee && !state.assignees.some((known) => known.fullName === task.assignee!.fullName)) {
        state.assignees.push(task.assignee);
      }
    }
    state.assignees.sort((a, b) => a.fullName.localeCompare(b.fullName));
  },
});

export const todoActions = todoFeature.actions;
export const initialTodoState = todoFeature.initialState;
export type TodoState = typeof initialTodoState;

// Selectors read the injected area and fall back to the initial state while it is absent.
type Root = Record<string, unknown>;
export const selectTasks = (root: Root) => todoFeature.selectState(root).data;
export const selectSelectedTask = (root: Root) => todoFeature.selectState(root).selected;
export const selectTaskParams = (root: Root) => todoFeature.selectState(root).params;
export const selectTasksStatus = (root: Root) => todoFeature.selectState(root).status;
export const selectAssignees = (root: Root) => todoFeature.selectState(root).assignees;
/** The drawer is open (it closes itself when its save or delete succeeds). */
export const selectTaskDrawerOpen = (root: Root) => todoFeature.selectState(root).formOpen;
/** A save or a delete is under way. */
export const selectTaskSaving = (root: Root) => todoFeature.selectState(root).saving;
