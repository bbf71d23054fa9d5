// Pieces several reports share: the message mix of a conversation (messages are never stored, so
// their counts come from the closed form of the transcript), the SLA share, and the agents in scope.
import { percent } from '../metrics';
import type { ConversationFilter } from '../filters';
import type { AgentInput, Conversation } from '../types';
import type { ReportSource } from './period';

export interface MessageMix {
  customer: number;
  /** Agent messages the customer sees (private notes excluded). */
  agent: number;
  bot: number;
  system: number;
  /** Agents' internal notes. */
  private: number;
}

type MixFields = Pick<
  Conversation,
  | 'botHandled'
  | 'botTurns'
  | 'handoffAt'
  | 'closedAt'
  | 'queuedAt'
  | 'assignedAt'
  | 'firstResponseAt'
  | 'missedAt'
  | 'abandonedAt'
  | 'exchanges'
  | 'transferCount'
>;

/**
 * Messages of a conversation by sender, without building the transcript: the closed form of
 * buildMessages() (messages.ts), as messageCountOf() is of its length.
 */
export function messageMix(c: MixFields): MessageMix {
  const mix: MessageMix = { customer: 1, agent: 0, bot: 0, system: 0, private: 0 };
  if (c.botHandled) {
    mix.bot += 1 + c.botTurns; // greeting, answers
    mix.customer += c.botTurns;
    if (c.handoffAt !== null) mix.system += 1;
    else if (c.closedAt !== null) {
      mix.bot += 1; // farewell
      mix.system += 1;
    }
  }
  if (c.queuedAt !== null) {
    if (c.assignedAt === null) {
      mix.customer += c.exchanges; // "hello?"
      if (c.missedAt !== null || c.abandonedAt !== null) mix.system += 1;
    } else {
      mix.system += 1; // joined
      if (c.firstResponseAt !== null) {
        mix.agent += 1 + c.exchanges;
        mix.customer += c.exchanges;
        mix.system += c.transferCount;
        if (c.exchanges >= 4) mix.private += 1;
        if (c.closedAt !== null) {
          mix.agent += 1; // goodbye
          mix.system += 1;
        }
      }
    }
  }
  return mix;
}

/** Incoming = customer messages; outgoing = agent (not private) and bot messages. */
export function messageTotals(list: readonly MixFields[]): {
  incoming: number;
  outgoing: number;
  agent: number;
  bot: number;
  system: number;
  private: number;
} {
  const totals = { incoming: 0, outgoing: 0, agent: 0, bot: 0, system: 0, private: 0 };
  for (const c of list) {
    const mix = messageMix(c);
    totals.incoming += mix.customer;
    totals.outgoing += mix.agent + mix.bot;
    totals.agent += mix.agent;
    totals.bot += mix.bot;
    totals.system += mix.system;
    totals.private += mix.private;
  }
  return totals;
}

// ---------------------------------------------------------------------------------------------------
// Shared pieces

/** First response within the queue's first-response SLA: met, responded, and met ÷ responded × 100. */
export function slaOf(list: readonly Pick<Conversation, 'firstResponseSec' | 'slaSec'>[]): {
  slaMet: number;
  slaResponded: number;
  slaPct: number | null;
} {
  let met = 0;
  let responded = 0;
  for (const c of list) {
    if (c.firstResponseSec === null) continue;
    responded += 1;
    if (c.firstResponseSec <= c.slaSec) met += 1;
  }
  return { slaMet: met, slaResponded: responded, slaPct: percent(met, responded) };
}

/**
 * The agents a filter speaks of, by id: those of the agentId filter that belong to the filtered
 * departments and queues, or that held (or transferred) one of the filtered conversations (`involved`):
 * routing sometimes gives a queue's chat to a colleague of the department outside that queue.
 */
export function agentsInScope(
  agents: readonly AgentInput[],
  filter: ConversationFilter,
  involved: ReadonlySet<number> = new Set(),
): AgentInput[] {
  const { agentIds, departmentIds, queueIds } = filter;
  return agents
    .filter(
      (agent) =>
        (!agentIds || agentIds.has(agent.id)) &&
        (involved.has(agent.id) ||
          ((!departmentIds || agent.departmentIds.some((id) => departmentIds.has(id))) &&
            (!queueIds || agent.queueIds.some((id) => queueIds.has(id))))),
    )
    .sort((a, b) => a.id - b.id);
}

/** The agents who held or transferred one of the conversations. */
export function involvedAgents(list: readonly Conversation[]): Set<number> {
  const ids = new Set<number>();
  for (const c of list) {
    if (c.agentId !== null) ids.add(c.agentId);
    for (const id of c.previousAgentIds) ids.add(id);
  }
  return ids;
}

export function groupByAgent(list: readonly Conversation[]): Map<number, Conversation[]> {
  const groups = new Map<number, Conversation[]>();
  for (const c of list) {
    if (c.agentId === null) continue;
    let group = groups.get(c.agentId);
    if (!group) groups.set(c.agentId, (group = []));
    group.push(c);
  }
  return groups;
}

export const context = (source: ReportSource) => ({
  now: source.store.history.now,
  timeZone: source.store.history.timeZone,
});
