import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { chatRoutes } from './routes';
import { seedChat } from './seeds';
import { startClock } from './simulation';

/** Demo chat (docs/demo-api.md, Chat): 15 contacts, 6 chats, the profile user (id 11), contacts that answer. */
export const chatDomain: MockDomain = {
  name: 'chat',
  kind: 'demo',
  models: { chatContact: Model, chat: Model, chatProfileUser: Model },
  seed: (server, clock) => {
    seedChat(server, clock);
    startClock(server, clock.now);
  },
  routes: chatRoutes,
};
