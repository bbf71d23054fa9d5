// The demo chat (docs/demo-api.md, Chat): the reads need a user allowed to read the Demo screens, the writes one
// allowed to manage them. Each request first brings the simulated contacts up to date (their typing and replies).
import * as schemas from '../schemas/chat';
import { endpointsOn, manage, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];
const WRITE = [manage('Demo')];

const { get, post } = endpointsOn('demo', READ);

export const CHAT_ENDPOINTS: Endpoint[] = [
  get(
    '/apps/chat/chats-and-contacts',
    'The contacts with a chat (most recent first), the others (by name), and the profile user',
    { query: schemas.chatsAndContactsQuery, responses: { 200: schemas.chatsAndContactsResponseSchema } },
  ),
  get('/apps/chat/users/profile-user', 'The profile user', { responses: { 200: schemas.chatProfileUserSchema } }),
  post(
    '/apps/chat/users/profile-user',
    'Changes the given fields of the profile user, all or nothing, and answers the whole profile user',
    { access: WRITE, body: schemas.chatProfileSchema, responses: { 200: schemas.chatProfileUserSchema } },
  ),
  get('/apps/chat/get-chat', 'A contact and the chat with them (null when none), which opening reads', {
    query: schemas.getChatQuery,
    responses: { 200: schemas.getChatResponseSchema },
    notFound: true,
  }),
  post('/apps/chat/send-msg', 'Sends the profile user’s message to a contact, starting a chat when there is none', {
    access: WRITE,
    body: schemas.sendMessageRequestSchema,
    responses: { 201: schemas.sendMessageResponseSchema },
    notFound: true,
  }),
];
