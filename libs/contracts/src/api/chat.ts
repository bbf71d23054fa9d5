// The demo chat (docs/demo-api.md, Chat): the reads need a user allowed to read the Demo screens, the writes one
// allowed to manage them. Each request first brings the simulated contacts up to date (their typing and replies).
import {
  chatProfileSchema,
  chatProfileUserSchema,
  chatsAndContactsQuery,
  chatsAndContactsResponseSchema,
  getChatQuery,
  getChatResponseSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
} from '../schemas/chat';
import { manage, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];
const WRITE = [manage('Demo')];

export const CHAT_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/apps/chat/chats-and-contacts',
    api: 'demo',
    summary: 'The contacts with a chat (most recent first), the others (by name), and the profile user',
    access: READ,
    query: chatsAndContactsQuery,
    responses: { 200: chatsAndContactsResponseSchema },
  },
  {
    method: 'GET',
    path: '/apps/chat/users/profile-user',
    api: 'demo',
    summary: 'The profile user',
    access: READ,
    responses: { 200: chatProfileUserSchema },
  },
  {
    method: 'POST',
    path: '/apps/chat/users/profile-user',
    api: 'demo',
    summary: 'Changes the given fields of the profile user, all or nothing, and answers the whole profile user',
    access: WRITE,
    body: chatProfileSchema,
    responses: { 200: chatProfileUserSchema },
  },
  {
    method: 'GET',
    path: '/apps/chat/get-chat',
    api: 'demo',
    summary: 'A contact and the chat with them (null when none), which opening reads',
    access: READ,
    query: getChatQuery,
    responses: { 200: getChatResponseSchema },
    notFound: true,
  },
  {
    method: 'POST',
    path: '/apps/chat/send-msg',
    api: 'demo',
    summary: 'Sends the profile user’s message to a contact, starting a chat when there is none',
    access: WRITE,
    body: sendMessageRequestSchema,
    responses: { 201: sendMessageResponseSchema },
    notFound: true,
  },
];
