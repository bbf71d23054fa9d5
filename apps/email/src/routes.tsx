// Exposed as `email/routes`: small on purpose (no page code), so the shell pays little to read it.
// Every route renders the one mail page, which reads the folder, label and open mail from the path.
import { lazyPage, readUrlState, type RemoteRoute, type StartEarly } from '@live-agent/ui-kit';
import { emailApi } from './features/email/email.api';
import { EMAIL_SEARCH, mailRouteOf } from './features/email/email.paths';
import { registerTranslations } from './i18n';

registerTranslations();

const EmailPage = lazyPage(() => import(/* webpackChunkName: "mailbox" */ './features/email/EmailPage'));

const ability = { action: 'read', subject: 'Demo' } as const;

/** The list the URL shows, asked for as the URL opens (RemoteRoute's startEarly); the page's fetchEmails takes it over. */
const startEarly: StartEarly = ({ api }, { params, search }) => {
  const { folder, label, unknown } = mailRouteOf(params);
  return unknown
    ? undefined
    : emailApi.list(api, { folder: folder ?? 'inbox', label, q: readUrlState(search, EMAIL_SEARCH).q });
};

export const routes: RemoteRoute[] = [
  { path: '/apps/email', handle: { ability, titleKey: 'screens.inbox', startEarly }, element: <EmailPage /> },
  { path: '/apps/email/:folder', handle: { ability, titleKey: 'screens.folder', startEarly }, element: <EmailPage /> },
  {
    path: '/apps/email/label/:label',
    handle: { ability, titleKey: 'screens.label', startEarly },
    element: <EmailPage />,
  },
  {
    path: '/apps/email/:folder/:id',
    handle: { ability, titleKey: 'screens.mail', startEarly },
    element: <EmailPage />,
  },
  {
    path: '/apps/email/label/:label/:id',
    handle: { ability, titleKey: 'screens.mail', startEarly },
    element: <EmailPage />,
  },
];

/** The screen the menu opens first, fetched by the shell on the user's intent (RemoteRoutesModule.preload). */
export const preload = () => EmailPage.preload();
