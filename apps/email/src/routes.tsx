// Exposed as `email/routes`: small on purpose (no page code), so the shell pays little to read it.
// Every route renders the one mail page, which reads the folder, label and open mail from the path.
import { lazyPage, readUrlState, type RemoteRoute, type RouteOpenedAt } from '@live-agent/ui-kit';
import { emailApi } from './api';
import { EMAIL_SEARCH, listQuery, mailRouteOf } from './features/email/email.paths';
import { registerTranslations } from './i18n';

registerTranslations();

const EmailPage = lazyPage(() => import(/* webpackChunkName: "mailbox" */ './features/email/EmailPage'));

const ability = { action: 'read', subject: 'Demo' } as const;

/** The list the URL shows, and the mail it opens, asked for as the URL opens with the page's own arguments. */
const prefetch = ({ params, search }: RouteOpenedAt) => {
  const { folder, label, mailId, unknown } = mailRouteOf(params);
  if (unknown) return [];
  const list = listQuery({ folder: folder ?? 'inbox', label, q: readUrlState(search, EMAIL_SEARCH).q });
  return [
    emailApi.util.prefetch('emails', list, {}),
    ...(mailId === null ? [] : [emailApi.util.prefetch('email', { ...list, id: mailId }, {})]),
  ];
};

export const routes: RemoteRoute[] = [
  { path: '/apps/email', handle: { ability, titleKey: 'screens.inbox', prefetch }, element: <EmailPage /> },
  { path: '/apps/email/:folder', handle: { ability, titleKey: 'screens.folder', prefetch }, element: <EmailPage /> },
  {
    path: '/apps/email/label/:label',
    handle: { ability, titleKey: 'screens.label', prefetch },
    element: <EmailPage />,
  },
  {
    path: '/apps/email/:folder/:id',
    handle: { ability, titleKey: 'screens.mail', prefetch },
    element: <EmailPage />,
  },
  {
    path: '/apps/email/label/:label/:id',
    handle: { ability, titleKey: 'screens.mail', prefetch },
    element: <EmailPage />,
  },
];

/** The screen the menu opens first, fetched by the shell on the user's intent (RemoteRoutesModule.preload). */
export const preload = () => EmailPage.preload();
