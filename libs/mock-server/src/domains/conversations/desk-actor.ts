// Who acts on a conversation from the live monitor's actions (live.ts): a supervisor (`manage LiveMonitor`) on any
// chat, or an agent (`manage AgentDesk`, docs/demo-api.md, Agent inbox) as its linked agent record on the chats it
// holds only. Kept apart from live.ts so the widening is one call there.
import type { Request, Server } from 'miragejs';
import { Response } from 'miragejs';
import { linkedAgentIdOf } from '../auth/seeds';
import { can } from '../../kit/guard';
import { forbidden } from '../../kit/responses';
import type { MockContext } from '../../types';
import { SUBJECTS } from '../product-subjects';
import { DESK_MESSAGES } from './desk-messages';
import { readHistorySources } from './store';
import type { AgentInput, Conversation } from './types';

export type DeskActor = { kind: 'supervisor' } | { kind: 'agent'; agent: AgentInput };

/**
 * The signed-in user's agent record (auth/seeds.ts USER_AGENT_LINKS), or the 403 saying there is none. Only called
 * behind `authed()`, so the user is there.
 */
export function deskAgentOf(server: Server, ctx: MockContext, request: Request): AgentInput | Response {
  const m = DESK_MESSAGES.for(request);
  const user = ctx.requireUser(request);
  if (user instanceof Response) return user;
  const agentId = linkedAgentIdOf(user.id);
  const agent = agentId === null ? undefined : readHistorySources(server).agents.find((a) => a.id === agentId);
  return agent ?? forbidden(m.noAgent);
}

/** Who acts: a supervisor, or the agent the user works as; a 403 when neither. */
export function deskActorOf(server: Server, ctx: MockContext, request: Request): DeskActor | Response {
  const user = ctx.requireUser(request);
  if (user instanceof Response) return user;
  if (can(user.ability ?? [], 'manage', SUBJECTS.liveMonitor)) return { kind: 'supervisor' };
  const agent = deskAgentOf(server, ctx, request);
  return agent instanceof Response ? agent : { kind: 'agent', agent };
}

/** An agent holds the chat (assigned to it; a chat waiting or with the bot is nobody's yet). */
export const holds = (agent: AgentInput, c: Conversation): boolean => c.agentId === agent.id && c.assignedAt !== null;

/** The 403 of an agent acting on a chat it does not hold, else null (a supervisor may act on any). */
export function refuseOthersChat(server: Server, ctx: MockContext, request: Request, c: Conversation): Response | null {
  const actor = deskActorOf(server, ctx, request);
  if (actor instanceof Response) return actor;
  if (actor.kind === 'agent' && !holds(actor.agent, c)) return forbidden(DESK_MESSAGES.for(request).notYours);
  return null;
}

/** The 403 of a user who may not read the reports reading a chat its agent does not hold, else null. */
export function refuseUnlessReader(
  server: Server,
  ctx: MockContext,
  request: Request,
  c: Conversation,
): Response | null {
  const user = ctx.requireUser(request);
  if (user instanceof Response) return user;
  if (can(user.ability ?? [], 'read', SUBJECTS.report)) return null;
  const agent = deskAgentOf(server, ctx, request);
  if (agent instanceof Response) return agent;
  return holds(agent, c) ? null : forbidden(DESK_MESSAGES.for(request).notYours);
}
