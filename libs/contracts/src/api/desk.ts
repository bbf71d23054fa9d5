// The agent's inbox (docs/demo-api.md, Agent inbox): the signed-in user acts as its linked agent record, on its own
// record and its own chats only. Reads need `read AgentDesk`, the actions `manage AgentDesk` (agents have it; admins
// have `manage all` and act as the agent linked to them, 403 without one). The live monitor's message, transfer and
// close take an agent on the chats it holds too (./live.ts).
import { messageBodySchema } from '../schemas/http';
import { deskAgentSchema, deskConversationSchema, deskStatusInputSchema } from '../schemas/desk';
import { liveConversationSchema } from '../schemas/live';
import { z } from '../rules/schema';
import { endpointsOn, manage, read, type Endpoint } from './endpoint';

const READ = [read('AgentDesk')];
const ACT = [manage('AgentDesk')];

const { get, post, put } = endpointsOn('product', READ);

export const DESK_ENDPOINTS: Endpoint[] = [
  get(
    '/me',
    'The agent record the signed-in user works as: status, chats held against the limit, departments, the queues it may accept from, the routing method',
    { responses: { 200: deskAgentSchema } },
  ),
  put(
    '/me/status',
    'Sets the agent’s status (online, away, busy, offline): it replaces the shift’s planned status until changed again, and shows in the status log',
    { access: ACT, body: deskStatusInputSchema, responses: { 200: deskAgentSchema } },
  ),
  get('/me/queue', 'The chats waiting in the agent’s queues, oldest first, with their wait', {
    responses: { 200: z.array(deskConversationSchema) },
  }),
  get('/me/conversations', 'The chats the agent holds now (open or on hold), the longest-waiting customer first', {
    responses: { 200: z.array(deskConversationSchema) },
  }),
  post('/conversations/:id/accept', 'The agent takes a chat waiting in one of its queues', {
    access: ACT,
    responses: { 200: liveConversationSchema },
    notFound: true,
    errors: {
      409: {
        description: 'The chat is no longer waiting: someone else took it, or it ended (`{ message }` says which)',
        schema: messageBodySchema,
      },
      422: {
        description: 'The agent is not online, or holds as many chats as its limit (the message says the limit)',
        schema: messageBodySchema,
      },
    },
  }),
];
