// Exposed as `chat/routes`: small on purpose (no page code), so the shell pays little to read it. Both routes
// render the one chat page, which reads the open contact from the path and the search from `?q=`.
import { lazyPage, readUrlState, type RemoteRoute, type RouteOpenedAt } from '@live-agent/ui-kit';
import { chatApi } from './api';
import { CHAT_SEARCH, contactIdOf } from './features/chat/chat.paths';
import { registerTranslations } from './i18n';

registerTranslations();

const ChatPage = lazyPage(() => import(/* webpackChunkName: "chat-page" */ './features/chat/ChatPage'));

/** The lists and the open conversation, asked for as the URL opens, with the arguments the page's hooks use. */
const prefetch = ({ params, search }: RouteOpenedAt) => {
  const contactId = contactIdOf(params.contactId);
  return [
    chatApi.util.prefetch('chatLists', { q: readUrlState(search, CHAT_SEARCH).q.trim() }, {}),
    ...(typeof contactId === 'number' ? [chatApi.util.prefetch('chat', contactId, {})] : []),
  ];
};

const ability = { action: 'read', subject: 'Demo' };

// Each route's handle written out: the every-route walk (e2e) reads the routes from this file.
export const routes: RemoteRoute[] = [
  { path: '/apps/chat', handle: { ability, titleKey: 'screens.chat', prefetch }, element: <ChatPage /> },
  { path: '/apps/chat/:contactId', handle: { ability, titleKey: 'screens.chat', prefetch }, element: <ChatPage /> },
];

/** The screen the menu opens first, fetched by the shell on the user's intent (RemoteRoutesModule.preload). */
export const preload = () => ChatPage.preload();
