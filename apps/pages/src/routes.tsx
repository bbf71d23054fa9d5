// Exposed as `pages/routes`: small on purpose (no page code), so the shell pays little to read it.
// Built screens load lazily with their features' strings; the others still show the "not built yet" scaffold.
// Users, account settings and profile are demo screens (read Demo: the admin); access control is where a
// client lands (read ACL).
import { lazy, type ComponentType } from 'react';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { registerTranslations } from './i18n';

registerTranslations();

const NotBuiltPage = lazy(() => import('./scaffold/NotBuiltPage'));

/** A lazy page that brings the features' strings with it (one shared chunk, fetched beside the first page). */
function page<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [strings, module] = await Promise.all([import('./i18n/features'), load()]);
    strings.registerFeatureTranslations();
    return module;
  });
}

const UserListPage = page(() => import(/* webpackChunkName: "user-list" */ './features/users/UserListPage'));
const UserViewPage = page(() => import(/* webpackChunkName: "user-view" */ './features/users/UserViewPage'));
const AccountSettingsPage = page(() => import(/* webpackChunkName: "account-settings" */ './features/account/AccountSettingsPage'));
const AccessControlPage = page(() => import(/* webpackChunkName: "access-control" */ './features/access-control/AccessControlPage'));
const ProfilePage = page(() => import(/* webpackChunkName: "profile" */ './features/profile/ProfilePage'));
const UserEditPage = page(() => import(/* webpackChunkName: "user-edit" */ './features/users/UserEditPage'));
const BlogListPage = page(() => import(/* webpackChunkName: "blog-list" */ './features/blog/BlogListPage'));
const BlogDetailPage = page(() => import(/* webpackChunkName: "blog-detail" */ './features/blog/BlogDetailPage'));
const BlogEditPage = page(() => import(/* webpackChunkName: "blog-edit" */ './features/blog/BlogEditPage'));
const DataTablesPage = page(() => import(/* webpackChunkName: "data-tables" */ './features/data-tables/DataTablesPage'));
const AutocompletePage = page(() => import(/* webpackChunkName: "autocomplete" */ './features/autocomplete/AutocompletePage'));

export const routes: RemoteRoute[] = [
  { path: '/dashboard/analytics', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.analytics' }, element: <NotBuiltPage screen="analytics" /> },
  { path: '/apps/user/list', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.userList' }, element: <UserListPage /> },
  { path: '/apps/user/view/:id', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.userView' }, element: <UserViewPage /> },
  { path: '/apps/user/edit/:id', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.userEdit' }, element: <UserEditPage /> },
  { path: '/pages/account-settings', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.accountSettings' }, element: <AccountSettingsPage /> },
  { path: '/pages/profile', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.profile' }, element: <ProfilePage /> },
  { path: '/pages/faq', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.faq' }, element: <NotBuiltPage screen="faq" /> },
  { path: '/pages/knowledge-base', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.knowledgeBase' }, element: <NotBuiltPage screen="knowledgeBase" /> },
  { path: '/pages/pricing', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.pricing' }, element: <NotBuiltPage screen="pricing" /> },
  { path: '/pages/blog/list', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.blogList' }, element: <BlogListPage /> },
  { path: '/pages/blog/detail/:id', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.blogDetail' }, element: <BlogDetailPage /> },
  { path: '/pages/blog/edit/:id', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.blogEdit' }, element: <BlogEditPage /> },
  { path: '/misc/coming-soon', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.comingSoon' }, element: <NotBuiltPage screen="comingSoon" /> },
  { path: '/misc/maintenance', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.maintenance' }, element: <NotBuiltPage screen="maintenance" /> },
  { path: '/access-control', handle: { ability: { action: 'read', subject: 'ACL' }, titleKey: 'screens.accessControl' }, element: <AccessControlPage /> },
  { path: '/cards/statistics', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.statisticsCards' }, element: <NotBuiltPage screen="statisticsCards" /> },
  { path: '/cards/analytics', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.analyticsCards' }, element: <NotBuiltPage screen="analyticsCards" /> },
  { path: '/tables/data-tables', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.dataTables' }, element: <DataTablesPage /> },
  { path: '/forms/autocomplete', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.autocomplete' }, element: <AutocompletePage /> },
];
