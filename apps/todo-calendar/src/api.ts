// The todo-calendar remote's server data: its endpoints on the page's one API slice (docs/architecture.md, "Server
// data"), on the demo API (docs/demo-api.md, todo and calendar). A task write refreshes the task lists, an event
// write the event lists. The complete/important toggles and a drag or resize of an event show at once (optimistic):
// every cached list is patched while the call runs, and put back if it fails; the refresh after the call then
// settles the truth (a task that leaves the current filter disappears). A list read already on its way when the
// toggle was made answers with the toggle laid over it (heldEdits), so the box does not flick back meanwhile.
import {
  CALENDARS,
  TASK_FILTERS,
  TASK_SORTS,
  TASK_TAGS,
  type CalendarEvent,
  type CalendarName,
  type EventResponse,
  type Task,
  type TaskResponse,
} from '@live-agent/contracts';
import { api, heldEdits, holdUntilAnswered } from '@live-agent/store/api';
import { readUrlState, urlParam } from '@live-agent/ui-kit';
import type { EventDraft, EventPatch } from './features/calendar/calendar.types';
import { DEFAULT_SORT, type TaskDraft, type TaskParams, type TaskPatch } from './features/todo/todo.types';

/** The tasks screen's query string: the search and the sort (the default sort stays off the URL). */
export const TODO_SEARCH = { q: urlParam.text(), sort: urlParam.oneOf(TASK_SORTS, DEFAULT_SORT) };

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | null =>
  value && (list as readonly string[]).includes(value) ? (value as T) : null;

/**
 * The task list a tasks URL asks for (the filter or tag in the path, search and sort in the query), or null for an
 * unknown filter or tag. The screen and its routes' prefetch both ask this, so they share one cache entry.
 */
export function tasksAsked(path: { filter?: string; tag?: string }, search: URLSearchParams): TaskParams | null {
  const filter = oneOf(TASK_FILTERS, path.filter);
  const tag = oneOf(TASK_TAGS, path.tag);
  if ((path.filter !== undefined && !filter) || (path.tag !== undefined && !tag)) return null;
  const { q, sort } = readUrlState(search, TODO_SEARCH);
  return { filter, tag, q: q.trim(), sortBy: sort };
}

/** Calendars travel as repeated keys; with none selected one empty value is sent, "no calendar" (absent is all). */
export function calendarsQuery(calendars: readonly CalendarName[]): URLSearchParams {
  const query = new URLSearchParams();
  if (calendars.length === 0) query.append('calendars', '');
  for (const calendar of calendars) query.append('calendars', calendar);
  return query;
}

/** Every calendar, in the fixed order: what the screen opens on. */
export const ALL_CALENDARS: CalendarName[] = [...CALENDARS];

const heldTasks = heldEdits<Task>();
const heldEvents = heldEdits<CalendarEvent>();

export const todoCalendarApi = api.enhanceEndpoints({ addTagTypes: ['Task', 'CalendarEvent'] }).injectEndpoints({
  endpoints: (build) => ({
    // Unset parameters are left out by the base query, so the server's defaults apply.
    tasks: build.query<Task[], TaskParams>({
      query: (params) => ({ url: '/apps/todo/tasks', params: { ...params } }),
      transformResponse: (tasks: Task[], meta) => heldTasks.over(tasks, meta),
      providesTags: ['Task'],
    }),
    addTask: build.mutation<Task, TaskDraft>({
      query: (task) => ({ url: '/apps/todo/add-tasks', method: 'POST', body: { task } }),
      transformResponse: (response: TaskResponse) => response.task,
      invalidatesTags: ['Task'],
    }),
    updateTask: build.mutation<Task, TaskPatch>({
      query: (task) => ({ url: '/apps/todo/update-task', method: 'POST', body: { task } }),
      transformResponse: (response: TaskResponse) => response.task,
      invalidatesTags: ['Task'],
      async onQueryStarted(task, { dispatch, getState, queryFulfilled }) {
        const edit = heldTasks.hold(task.id, task);
        const patches = todoCalendarApi.util.selectCachedArgsForQuery(getState(), 'tasks').map((asked) =>
          dispatch(
            todoCalendarApi.util.updateQueryData('tasks', asked, (tasks) => {
              const listed = tasks.find((item) => item.id === task.id);
              if (listed) Object.assign(listed, task);
            }),
          ),
        );
        await holdUntilAnswered([edit], queryFulfilled, () => patches.forEach((patch) => patch.undo()));
      },
    }),
    deleteTask: build.mutation<Task, number>({
      query: (taskId) => ({ url: '/apps/todo/delete-task', method: 'DELETE', params: { taskId } }),
      transformResponse: (response: TaskResponse) => response.task,
      invalidatesTags: ['Task'],
    }),
    events: build.query<CalendarEvent[], CalendarName[]>({
      query: (calendars) => `/apps/calendar/events?${calendarsQuery(calendars)}`,
      transformResponse: (events: CalendarEvent[], meta) => heldEvents.over(events, meta),
      providesTags: ['CalendarEvent'],
    }),
    addEvent: build.mutation<CalendarEvent, EventDraft>({
      query: (event) => ({ url: '/apps/calendar/add-event', method: 'POST', body: { event } }),
      transformResponse: (response: EventResponse) => response.event,
      invalidatesTags: ['CalendarEvent'],
    }),
    updateEvent: build.mutation<CalendarEvent, EventPatch>({
      query: (event) => ({ url: '/apps/calendar/update-event', method: 'POST', body: { event } }),
      transformResponse: (response: EventResponse) => response.event,
      invalidatesTags: ['CalendarEvent'],
      // A moved event stays where it was dropped while the call runs, instead of jumping back.
      async onQueryStarted(event, { dispatch, getState, queryFulfilled }) {
        const edit = heldEvents.hold(event.id, event as Partial<CalendarEvent>);
        const patches = todoCalendarApi.util.selectCachedArgsForQuery(getState(), 'events').map((asked) =>
          dispatch(
            todoCalendarApi.util.updateQueryData('events', asked, (events) => {
              const listed = events.find((item) => item.id === event.id);
              if (listed)
                Object.assign(listed, event, { extendedProps: { ...listed.extendedProps, ...event.extendedProps } });
            }),
          ),
        );
        await holdUntilAnswered([edit], queryFulfilled, () => patches.forEach((patch) => patch.undo()));
      },
    }),
    removeEvent: build.mutation<void, number>({
      query: (id) => ({ url: '/apps/calendar/remove-event', method: 'DELETE', params: { id } }),
      invalidatesTags: ['CalendarEvent'],
    }),
  }),
});

export const {
  useTasksQuery,
  useAddTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useEventsQuery,
  useAddEventMutation,
  useUpdateEventMutation,
  useRemoveEventMutation,
} = todoCalendarApi;
