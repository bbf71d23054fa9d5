// Exposed as `chat/routes`: small on purpose (no page code), so the shell pays little to read it.
import { lazy } from 'react';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { registerTranslations } from './i18n';

registerTranslations();

const NotBuiltPage = lazy(() => import('./scaffold/NotBuiltPage'));

export const routes: RemoteRoute[] = [
  { path: '/apps/chat', handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.chat' }, element: <NotBuiltPage screen="chat" /> },
];
