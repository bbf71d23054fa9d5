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
import { endpointsOn, manage, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];
const WRITE = [manage('Demo')];

const { get, post } = endpointsOn('demo', READ);

export const CHAT_ENDPOINTS: Endpoint[] = [
  get(
    '/apps/chat/chats-and-contacts',
    'The contacts with a chat (most recent first), the others (by name), and the profile user',
    { query: chatsAndContactsQuery, responses: { 200: chatsAndContactsResponseSchema } },
  ),
  get('/apps/chat/users/profile-user', 'The profile user', { responses: { 200: chatProfileUserSchema } }),
  post(
    '/apps/chat/users/profile-user',
    'Changes the given fields of the profile user, all or nothing, and answers the whole profile user',
    { access: WRITE, body: chatProfileSchema, responses: { 200: chatProfileUserSchema } },
  ),
  get('/apps/chat/get-chat', 'A contact and the chat with them (null when none), which opening reads', {
    query: getChatQuery,
    responses: { 200: getChatResponseSchema },
    notFound: true,
  }),
  post('/apps/chat/send-msg', 'Sends the profile user’s message to a contact, starting a chat when there is none', {
    access: WRITE,
    body: sendMessageRequestSchema,
    responses: { 201: sendMessageResponseSchema },
    notFound: true,
  }),
];
