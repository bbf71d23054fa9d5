// Exposed as `email/routes`: small on purpose (no page code), so the shell pays little to read it.
import { lazy } from 'react';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { registerTranslations } from './i18n';

registerTranslations();

const NotBuiltPage = lazy(() => import('./scaffold/NotBuiltPage'));

export const routes: RemoteRoute[] = [
  { path: '/apps/email', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.inbox' }, element: <NotBuiltPage screen="inbox" /> },
  { path: '/apps/email/:folder', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.folder' }, element: <NotBuiltPage screen="folder" /> },
  { path: '/apps/email/label/:label', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.label' }, element: <NotBuiltPage screen="label" /> },
];
