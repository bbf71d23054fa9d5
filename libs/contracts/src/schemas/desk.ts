// The agent's inbox of the product API (docs/demo-api.md, Agent inbox): the signed-in agent's own record, its status,
// the chats waiting in its queues and the chats it holds. What the server answers is strict (a field the contract does
// not name fails a test); the status body is the rule the mock server checks it with, in the request's language.
import { AGENT_STATUSES } from '../live-agent';
import { ROUTING_METHODS } from '../organization';
import { z } from '../rules/schema';
import { liveConversationSchema } from './live';
import { option } from './live-agent';

const about = (description: string) => z.describe(description);
const id = () => z.int();
const count = () => z.int().check(z.gte(0));

/** GET /me: the agent record the signed-in user works as. */
export const deskAgentSchema = z.strictObject({
  id: id(),
  fullName: z.string(),
  status: z.enum(AGENT_STATUSES).check(about('Now, from the status log (a status the agent set lasts until changed).')),
  maxConcurrentChats: count(),
  activeChats: count().check(about('Chats the agent holds now (open or on hold).')),
  departmentIds: z.array(id()),
  queueIds: z.array(id()).check(about('The queues of the agent’s departments: the chats it may accept.')),
  routingMethod: z
    .enum(ROUTING_METHODS)
    .check(about('The organisation’s: with `manual` the simulation never hands this agent a chat on its own.')),
  expectedNow: z
    .boolean()
    .check(about('Whether now falls in one of the agent’s shift windows (its shift, or the default schedule).')),
  departmentsOpenNow: z
    .boolean()
    .check(
      about(
        'Whether one of the agent’s departments is open now by its working time (none set, or one turned off: open).',
      ),
    ),
  shiftChangesAt: z
    .nullable(z.string())
    .check(
      about(
        'When that changes: the end of the current window when expected now, else the start of the next one (within a week; null: none).',
      ),
    ),
});

/** PUT /me/status. */
export const deskStatusInputSchema = z.object({
  status: option(AGENT_STATUSES),
});

/** A chat of GET /me/queue and GET /me/conversations: the live monitor's row, and whether the customer awaits a reply. */
export const deskConversationSchema = z.extend(liveConversationSchema, {
  awaitingReply: z
    .boolean()
    .check(
      about(
        'The customer or the bot wrote last (private notes and system notices left out): a chat no person has answered yet.',
      ),
    ),
});

export type DeskAgent = z.output<typeof deskAgentSchema>;
export type DeskStatusInput = z.input<typeof deskStatusInputSchema>;
export type DeskConversation = z.output<typeof deskConversationSchema>;
