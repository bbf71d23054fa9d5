// The live monitor (docs/demo-api.md, Live monitor): admins only. Reads need `read LiveMonitor`, a supervisor's
// actions `manage LiveMonitor`; clients get 403. An agent (`manage AgentDesk`) may write to, transfer and close the
// chats it holds (its inbox, ./desk.ts), and gets 403 on anyone else's. An action on a conversation that is no longer
// going on answers 409 `{ message }`.
import { conversationRowSchema, messageSchema } from '../schemas/conversations';
import { messageBodySchema, validationErrorBodySchema } from '../schemas/http';
import * as schemas from '../schemas/live';
import { z } from '../rules/schema';
import { endpointsOn, type ErrorAnswer, manage, read, type Endpoint } from './endpoint';

const READ = [read('LiveMonitor')];
const ACT = [manage('LiveMonitor'), manage('AgentDesk')];

const ended: ErrorAnswer = {
  description: 'The conversation is not going on any more (closed, missed or abandoned): `{ message }` says so',
  schema: messageBodySchema,
};
const refused = (description: string): ErrorAnswer => ({ description, schema: validationErrorBodySchema });

const { get, post } = endpointsOn('product', READ);

export const LIVE_ENDPOINTS: Endpoint[] = [
  get(
    '/live/conversations',
    'Every ongoing conversation (with the bot, queued, open, on hold), longest wait first, with its wait and whether it passed its queue’s target',
    {
      refusesQuery: true,
      query: schemas.liveConversationQuery,
      responses: { 200: z.array(schemas.liveConversationSchema) },
    },
  ),
  get('/live/agents', 'Every agent now: status and since when, chats held against their limit', {
    refusesQuery: true,
    query: schemas.liveAgentQuery,
    responses: { 200: z.array(schemas.liveAgentSchema) },
  }),
  get('/live/alerts', 'The queues whose longest wait passed their first-response target, longest first', {
    responses: { 200: z.array(schemas.liveAlertSchema) },
  }),
  post(
    '/conversations/:id/messages',
    'A supervisor writes to an ongoing conversation: to the customer (a join, marking `supervisorJoined`) or, with `isPrivate`, a whisper only the agent sees',
    {
      access: ACT,
      body: schemas.supervisorMessageInputSchema,
      // 200: the message its `clientId` named was written already (a retry, a second tab): nothing new is written.
      responses: { 201: messageSchema, 200: messageSchema },
      notFound: true,
      errors: {
        409: ended,
        422: refused(
          '`content` empty or longer than 5,000 characters, `isPrivate` not a boolean, or `clientId` not 8 to 64 letters, digits and dashes',
        ),
      },
    },
  ),
  post(
    '/conversations/:id/transfer',
    'Moves an ongoing conversation to another agent (online, with a free slot) or back to a queue; `transferCount` goes up',
    {
      access: ACT,
      body: schemas.transferInputSchema,
      responses: { 200: schemas.liveConversationSchema },
      notFound: true,
      errors: {
        409: ended,
        422: refused(
          'Neither or both of `agentId` and `queueId`; an id that is not a whole number, an unknown agent or queue; the agent already holds it, is not online, or has no free slot (the message says which)',
        ),
      },
    },
  ),
  post(
    '/conversations/:id/close',
    'Closes an ongoing conversation with its categories and, where the settings ask for it, a closing comment; it leaves the live list',
    {
      access: ACT,
      body: schemas.closeRequestSchema,
      responses: { 200: conversationRowSchema },
      notFound: true,
      errors: {
        409: ended,
        422: refused(
          'No category, a category or comment the department may not use, no comment when the settings require one, or a note over 1,000 characters',
        ),
      },
    },
  ),
];
