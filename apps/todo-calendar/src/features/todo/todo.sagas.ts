// Todo side effects: each call through the axios instance from saga context (docs/architecture.md, State), errors through the
// shared error catalogue, and after every change the current list is reloaded with the current params,
// so the server stays the one judge of which tasks a filter shows.
import type { AxiosInstance } from 'axios';
import i18n from 'i18next';
import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import type { Task } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { todoApi } from './todo.api';
import {
  addTask, deleteTask, fetchTasks, fetchTasksFailed, fetchTasksSucceeded, mutationFailed, mutationSucceeded, selectTaskParams,
  updateTask,
} from './todo.slice';
import type { TaskParams } from './todo.types';

const say = (key: string) => i18n.t(`${NAMESPACE}:${key}`);

export function* fetchTasksSaga(action: ReturnType<typeof fetchTasks>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    const tasks: Task[] = yield call(todoApi.fetchTasks, api, action.payload);
    yield put(fetchTasksSucceeded(tasks));
  } catch (error) {
    yield put(fetchTasksFailed());
    reportApiError(error, toast.error);
  }
}

function* reload() {
  const params: TaskParams = yield select(selectTaskParams);
  yield put(fetchTasks(params));
}

export function* addTaskSaga(action: ReturnType<typeof addTask>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    const task: Task = yield call(todoApi.addTask, api, action.payload);
    yield put(mutationSucceeded(task));
    toast.success(say('todo.toast.added'));
  } catch (error) {
    yield put(mutationFailed());
    reportApiError(error, toast.error);
  }
  yield* reload();
}

export function* updateTaskSaga(action: ReturnType<typeof updateTask>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    const task: Task = yield call(todoApi.updateTask, api, action.payload);
    yield put(mutationSucceeded(task));
    // Restoring is the one update worth a word; toggles show themselves in the list.
    if (action.payload.isDeleted === false) toast.success(say('todo.toast.restored'));
  } catch (error) {
    yield put(mutationFailed());
    reportApiError(error, toast.error);
  }
  yield* reload();
}

export function* deleteTaskSaga(action: ReturnType<typeof deleteTask>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    const task: Task = yield call(todoApi.deleteTask, api, action.payload);
    yield put(mutationSucceeded(task));
    toast.success(say('todo.toast.deleted'));
  } catch (error) {
    yield put(mutationFailed());
    reportApiError(error, toast.error);
  }
  yield* reload();
}

export function* todoSaga() {
  yield all([
    takeLatest(fetchTasks.type, fetchTasksSaga),
    takeEvery(addTask.type, addTaskSaga),
    takeEvery(updateTask.type, updateTaskSaga),
    takeEvery(deleteTask.type, deleteTaskSaga),
  ]);
}
