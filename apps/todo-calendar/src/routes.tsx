// Exposed as `todoCalendar/routes`: small on purpose (no page code), so the shell pays little to read it.
// The three task routes render the one tasks page, which reads its filter or tag from the path. Each route asks for
// its screen's list as its URL opens (handle.prefetch), with the question the screen's hook asks.
import { lazy } from 'react';
import { lazyPage, type RemoteRoute, type RouteOpenedAt } from '@live-agent/ui-kit';
import { ALL_CALENDARS, tasksAsked, todoCalendarApi } from './api';
import { registerTranslations } from './i18n';

registerTranslations();

const TodoPage = lazyPage(() => import(/* webpackChunkName: "todo" */ './features/todo/TodoPage'));
const CalendarPage = lazy(() => import(/* webpackChunkName: "calendar" */ './features/calendar/CalendarPage'));

const tasksPrefetch = ({ params, search }: RouteOpenedAt) => {
  const asked = tasksAsked(params, search);
  return asked ? [todoCalendarApi.util.prefetch('tasks', asked, {})] : [];
};

export const routes: RemoteRoute[] = [
  {
    path: '/apps/todo',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.todo', prefetch: tasksPrefetch },
    element: <TodoPage />,
  },
  {
    path: '/apps/todo/:filter',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.todoFilter', prefetch: tasksPrefetch },
    element: <TodoPage />,
  },
  {
    path: '/apps/todo/tag/:tag',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.todoTag', prefetch: tasksPrefetch },
    element: <TodoPage />,
  },
  {
    path: '/apps/calendar',
    handle: {
      ability: { action: 'read', subject: 'Demo' },
      titleKey: 'screens.calendar',
      prefetch: () => [todoCalendarApi.util.prefetch('events', ALL_CALENDARS, {})],
    },
    element: <CalendarPage />,
  },
];

/** The screen the menu opens first, fetched by the shell on the user's intent (RemoteRoutesModule.preload). */
export const preload = () => TodoPage.preload();
