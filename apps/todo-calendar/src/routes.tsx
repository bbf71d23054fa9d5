// Exposed as `todoCalendar/routes`: small on purpose (no page code), so the shell pays little to read it.
// The three task routes render the one tasks page, which reads its filter or tag from the path.
import { lazy } from 'react';
import { lazyPage, type RemoteRoute } from '@live-agent/ui-kit';
import { registerTranslations } from './i18n';

registerTranslations();

const TodoPage = lazyPage(() => import(/* webpackChunkName: "todo" */ './features/todo/TodoPage'));
const CalendarPage = lazy(() => import(/* webpackChunkName: "calendar" */ './features/calendar/CalendarPage'));

export const routes: RemoteRoute[] = [
  {
    path: '/apps/todo',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.todo' },
    element: <TodoPage />,
  },
  {
    path: '/apps/todo/:filter',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.todoFilter' },
    element: <TodoPage />,
  },
  {
    path: '/apps/todo/tag/:tag',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.todoTag' },
    element: <TodoPage />,
  },
  {
    path: '/apps/calendar',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.calendar' },
    element: <CalendarPage />,
  },
];

/** The screen the menu opens first, fetched by the shell on the user's intent (RemoteRoutesModule.preload). */
export const preload = () => TodoPage.preload();
