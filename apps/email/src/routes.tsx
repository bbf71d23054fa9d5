// Exposed as `email/routes`: small on purpose (no page code), so the shell pays little to read it.
// Every route renders the one mail page, which reads the folder, label and open mail from the path.
import { lazyPage, type RemoteRoute } from '@live-agent/ui-kit';
import { registerTranslations } from './i18n';

registerTranslations();

const EmailPage = lazyPage(() => import(/* webpackChunkName: "mailbox" */ './features/email/EmailPage'));

const ability = { action: 'read', subject: 'Demo' } as const;

export const routes: RemoteRoute[] = [
  { path: '/apps/email', handle: { ability, titleKey: 'screens.inbox' }, element: <EmailPage /> },
  { path: '/apps/email/:folder', handle: { ability, titleKey: 'screens.folder' }, element: <EmailPage /> },
  { path: '/apps/email/label/:label', handle: { ability, titleKey: 'screens.label' }, element: <EmailPage /> },
  { path: '/apps/email/:folder/:id', handle: { ability, titleKey: 'screens.mail' }, element: <EmailPage /> },
  { path: '/apps/email/label/:label/:id', handle: { ability, titleKey: 'screens.mail' }, element: <EmailPage /> },
];

/** The screen the menu opens first, fetched by the shell on the user's intent (RemoteRoutesModule.preload). */
export const preload = () => EmailPage.preload();
