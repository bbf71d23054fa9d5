// Exposed as `todoCalendar/routes`: small on purpose (no page code), so the shell pays little to read it.
import { lazy } from 'react';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { registerTranslations } from './i18n';

registerTranslations();

const NotBuiltPage = lazy(() => import('./scaffold/NotBuiltPage'));

export const routes: RemoteRoute[] = [
  { path: '/apps/todo', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.todo' }, element: <NotBuiltPage screen="todo" /> },
  { path: '/apps/todo/:filter', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.todoFilter' }, element: <NotBuiltPage screen="todoFilter" /> },
  { path: '/apps/todo/tag/:tag', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.todoTag' }, element: <NotBuiltPage screen="todoTag" /> },
  { path: '/apps/calendar', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.calendar' }, element: <NotBuiltPage screen="calendar" /> },
];
