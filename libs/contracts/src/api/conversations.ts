// The product API's conversations, messages and contacts (docs/demo-api.md, Conversations, contacts and messages):
// every one needs a user allowed to read the reports, whose rows they are; an agent reads the transcript of the chats
// it holds (its inbox, docs/demo-api.md, Agent inbox), and gets 403 on any other.
import { listPageSchema } from '../schemas/http';
import * as schemas from '../schemas/conversations';
import { z } from '../rules/schema';
import { endpointsOn, read, type Endpoint } from './endpoint';

const READ = [read('Report')];
const about = (description: string) => z.describe(description);
const page = z.optional(z.int().check(z.gte(1), about('1-based (default 1).')));

const { get } = endpointsOn('product', READ);

export const CONVERSATION_ENDPOINTS: Endpoint[] = [
  get('/conversations', 'A page of the conversations the filter matches (422 names a malformed filter parameter)', {
    refusesQuery: true,
    query: z.extend(schemas.conversationFilterQuery, {
      sort: z.optional(
        z
          .string()
          .check(
            about(
              'A field, `-field` for descending (default `-createdAt`): id, any timestamp, waitSec, firstResponseSec, handleSec, resolutionSec, messageCount, transferCount, rating, status, channel, subject, customerId, agentId, departmentId, queueId, customerName, agentName; an unknown one falls back to the default.',
            ),
          ),
      ),
      page,
      perPage: z.optional(z.int().check(z.gte(1), z.lte(1000), about('Default 10, at most 1,000.'))),
    }),
    responses: { 200: listPageSchema(schemas.conversationRowSchema) },
  }),
  get('/conversations/:id', 'One conversation', { responses: { 200: schemas.conversationRowSchema }, notFound: true }),
  get(
    '/conversations/:id/messages',
    'A page of a conversation’s messages: page 1 the newest, each page in chronological order (an agent: of a chat it holds)',
    {
      access: [read('Report'), read('AgentDesk')],
      query: z.object({
        page,
        perPage: z.optional(z.int().check(z.gte(1), z.lte(1000), about('Default 20, at most 1,000.'))),
      }),
      responses: { 200: schemas.messagePageSchema },
      notFound: true,
    },
  ),
  get(
    '/contacts',
    'A page of the chat contacts, by latest activity, each with its latest active and ended conversation',
    {
      query: z.object({
        q: z.optional(z.string().check(about('Name or e-mail.'))),
        page,
        perPage: z.optional(z.int().check(z.gte(1), z.lte(1000), about('Default 10.'))),
      }),
      responses: { 200: listPageSchema(schemas.contactSchema) },
    },
  ),
];
