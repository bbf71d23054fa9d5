// The typed demo todo API (docs/demo-api.md). Sagas call these with the axios instance from saga context, so the
// Bearer token and the error catalogue apply and tests can pass their own client.
import type { AxiosInstance } from 'axios';
import type { Task, TaskResponse } from '@live-agent/contracts';
import type { TaskDraft, TaskParams, TaskPatch } from './todo.types';
import type { CrudCalls } from '@live-agent/store';

/** Only the parameters that are set travel, so the server's defaults (no filter, sort latest) apply. */
export function taskQuery({ filter, tag, q, sortBy }: TaskParams): Record<string, string> {
  const query: Record<string, string> = { sortBy };
  if (filter) query.filter = filter;
  if (tag) query.tag = tag;
  if (q.trim()) query.q = q.trim();
  return query;
}

export const todoApi = {
  async fetchTasks(api: AxiosInstance, params: TaskParams): Promise<Task[]> {
    const { data } = await api.get<Task[]>('/apps/todo/tasks', { params: taskQuery(params) });
    return data;
  },
  async addTask(api: AxiosInstance, task: TaskDraft): Promise<Task> {
    const { data } = await api.post<TaskResponse>('/apps/todo/add-tasks', { task });
    return data.task;
  },
  async updateTask(api: AxiosInstance, task: TaskPatch): Promise<Task> {
    const { data } = await api.post<TaskResponse>('/apps/todo/update-task', { task });
    return data.task;
  },
  async deleteTask(api: AxiosInstance, taskId: number): Promise<Task> {
    const { data } = await api.delete<TaskResponse>('/apps/todo/delete-task', { params: { taskId } });
    return data.task;
  },
};

/** The todo API as the toolkit's CRUD calls. The list is not paged: all matching tasks come at once. */
export const todoCalls: CrudCalls<Task, TaskParams, TaskDraft, AxiosInstance> = {
  list: async (api, params) => {
    const tasks = await todoApi.fetchTasks(api, params);
    return { data: tasks, total: tasks.length };
  },
  create: (api, task) => todoApi.addTask(api, task),
  update: (api, id, patch) => todoApi.updateTask(api, { ...patch, id }),
  remove: (api, id) => todoApi.deleteTask(api, id),
};
