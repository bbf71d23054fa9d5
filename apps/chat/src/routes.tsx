// Exposed as `chat/routes`: small on purpose (no page code), so the shell pays little to read it. Both routes
// render the one chat page, which reads the open contact from the path.
import { lazyPage, type RemoteRoute } from '@live-agent/ui-kit';
import { registerTranslations } from './i18n';

registerTranslations();

const ChatPage = lazyPage(() => import(/* webpackChunkName: "chat-page" */ './features/chat/ChatPage'));

export const routes: RemoteRoute[] = [
  {
    path: '/apps/chat',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.chat' },
    element: <ChatPage />,
  },
  {
    path: '/apps/chat/:contactId',
    handle: { ability: { action: 'read', subject: 'Demo' }, titleKey: 'screens.chat' },
    element: <ChatPage />,
  },
];

/** The screen the menu opens first, fetched by the shell on the user's intent (RemoteRoutesModule.preload). */
export const preload = () => ChatPage.preload();
