// Messages are never stored: they are rebuilt on request from the conversation row and a random stream
// seeded with the conversation id, so every page of every conversation is the same on every request
// and every load. The row fixes the structure (who speaks, how often, and the exact instants that the
// metrics use: handoffAt, assignedAt, firstResponseAt, closedAt …); the stream only picks texts and the
// instants in between. messageCountOf() is the closed form of that structure, so the generator can fill
// `messageCount` without building 20,000 transcripts.
import type { MessagePage } from '@live-agent/contracts';
import { createRandom, hashSeed, type Random } from '../../random';
import { ACTIVE_STATUSES, type Conversation, type HandoffReason, type Message, type SenderType } from './types';

export const BOT_NAME = 'Acme Bot';
export const SYSTEM_NAME = 'System';
const MESSAGE_SEED = hashSeed('conversations/messages');

type MessagePlan = Pick<
  Conversation,
  | 'id'
  | 'customerId'
  | 'agentId'
  | 'previousAgentIds'
  | 'status'
  | 'subject'
  | 'createdAt'
  | 'queuedAt'
  | 'assignedAt'
  | 'firstResponseAt'
  | 'closedAt'
  | 'abandonedAt'
  | 'missedAt'
  | 'lastMessageAt'
  | 'transferCount'
  | 'botHandled'
  | 'handoffAt'
  | 'handoffReason'
  | 'botTurns'
  | 'exchanges'
  | 'supervisorMessages'
  | 'desk'
  | 'deskMessages'
>;

/**
 * The plan the generated transcript is built from. A chat a person at an agent's desk took over (simulation.ts) is
 * generated only up to the takeover, as it stood then (still going on); what was said since is kept as written in the
 * store, and a closing notice ends it once closed (deskClosingNotice).
 */
export function deskPlan<T extends MessagePlan>(c: T): T {
  if (!c.desk) return c;
  const { at: _at, ...frozen } = c.desk;
  return { ...c, ...frozen, closedAt: null, missedAt: null, abandonedAt: null, desk: undefined };
}

/** An agent's internal note once the chat gets long. */
const hasPrivateNote = (c: MessagePlan): boolean => c.exchanges >= 4;

/** How many messages buildMessages() returns for the conversation (without building them). */
export function messageCountOf(c: MessagePlan): number {
  if (c.desk) return messageCountOf(deskPlan(c)) + (c.deskMessages ?? 0) + (c.closedAt !== null ? 1 : 0);
  // The customer's opening message, and what a supervisor told the customer (stored beside the row, store.ts).
  let count = 1 + (c.supervisorMessages ?? 0);
  if (c.botHandled) {
    count += 1 + 2 * c.botTurns; // greeting, then customer ↔ bot
    if (c.handoffAt !== null)
      count += 1; // handoff notice
    else if (c.closedAt !== null) count += 2; // farewell, closed by the bot
  }
  if (c.queuedAt !== null) {
    if (c.assignedAt === null) {
      count += c.exchanges; // "hello?" while waiting
      if (c.missedAt !== null || c.abandonedAt !== null) count += 1;
    } else {
      count += 1; // assignment notice
      if (c.firstResponseAt !== null) {
        count += 1 + 2 * c.exchanges + c.transferCount + (hasPrivateNote(c) ? 1 : 0);
        if (c.closedAt !== null) count += 2; // goodbye, closed notice
      }
    }
  }
  return count;
}

export interface MessageContext {
  customerName: string;
  agentName(agentId: number): string;
}

const CUSTOMER_LINES = [
  'Thanks, that helps.',
  'Could you explain that a bit more?',
  'I tried that but it still does not work.',
  'OK, one moment please.',
  'Where can I find that setting?',
  'Great, and what about the other account?',
  'Here is a screenshot of what I see.',
  'Is there a way to do this for the whole team?',
  'That makes sense, thank you.',
  'It says "permission denied" when I click save.',
  'We are on the Team plan, if that matters.',
  'Perfect, it works now!',
];
const AGENT_LINES = [
  'Thanks for the details, let me check that for you.',
  'You can find it under Settings → Account.',
  'I have just updated it on our side; could you try again?',
  'Could you send me a screenshot of that screen?',
  'That is expected; here is a short guide: acme.test/help/getting-started',
  'I have passed this on to the right team and added a note to your account.',
  'Yes, that works for every member of your team.',
  'Could you confirm the e-mail address on the account?',
  'Good news: I can see the problem and I am fixing it now.',
  'One moment please, I am checking with a colleague.',
];
const FIRST_AGENT_LINES = [
  'Hi {customer}, thanks for waiting! How can I help?',
  'Hello {customer}, I am {agent}. Let me look into this for you.',
  'Hi {customer}! I am here now. Could you tell me a bit more?',
];
const GOODBYE_LINES = [
  'Is there anything else I can help you with? Have a great day!',
  'Glad we sorted it out. Thanks for contacting Acme!',
  'I will close this chat now. Feel free to write again any time.',
];
const PRIVATE_NOTES = [
  'Internal: customer is on the annual plan, check the contract before offering a discount.',
  'Internal: same issue as last week, linking the earlier ticket.',
  'Internal: asked engineering in #support-escalations.',
];
const BOT_LINES = [
  'Here is an article that might help: acme.test/help/faq',
  'Could you tell me a bit more about that?',
  'I found this in our help centre: acme.test/help/account',
  'Did that answer your question?',
];
const CUSTOMER_TO_BOT = [
  'Not really.',
  'Yes, I already read that.',
  'It is about my account.',
  'OK, let me try.',
  'Hmm, that is not what I mean.',
];
const NUDGES = ['Hello? Is anyone there?', 'Still waiting…', 'Any update?'];
const HANDOFF_ASKS: Record<HandoffReason, string> = {
  asked_for_human: 'Can I talk to a person, please?',
  low_confidence: 'That is not what I asked.',
  billing: 'I have a question about my invoice.',
  complaint: 'I want to make a complaint.',
};
const HANDOFF_LABELS: Record<HandoffReason, string> = {
  asked_for_human: 'the customer asked for a person',
  low_confidence: 'the bot was not sure of the answer',
  billing: 'a billing question',
  complaint: 'a complaint',
};

/** What the customer writes back to a person at an agent's desk (simulation.ts): a line of the customer's, seeded. */
export const customerReply = (random: Random): string => random.pick(CUSTOMER_LINES);

/** The system line that ends a closed chat a person took over (the generated transcript stops at the takeover). */
export const deskClosingNotice = (agentName: string): string => `${agentName} closed the conversation.`;

function opener(subject: string, random: Random): string {
  const topic = subject.replace(/[.?!]+$/, '');
  const lowered = topic.charAt(0).toLowerCase() + topic.slice(1);
  return random.pick([`Hi there! ${topic}?`, `Hello, I need help: ${lowered}.`, `Good day, ${lowered}. Can you help?`]);
}

/** n instants in [low, high], whole seconds, non-decreasing; the last one at `high` when `endAtHigh`. */
function spread(low: number, high: number, n: number, random: Random, endAtHigh = false): number[] {
  const span = Math.max(0, high - low);
  const times = Array.from({ length: n }, () => low + Math.floor((random.next() * span) / 1000) * 1000).sort(
    (a, b) => a - b,
  );
  if (endAtHigh && n > 0) times[n - 1] = high;
  return times;
}

interface Draft {
  at: number;
  senderType: SenderType;
  senderId: number | null;
  senderName: string;
  content: string;
  isPrivate?: boolean;
}

/** The whole transcript, oldest first; its length is messageCountOf(c). */
export function buildMessages(plan: MessagePlan, context: MessageContext): Message[] {
  const c = deskPlan(plan);
  const random = createRandom((MESSAGE_SEED + c.id) >>> 0);
  const active = ACTIVE_STATUSES.includes(c.status);
  const customer = context.customerName;
  const firstName = customer.split(' ')[0];
  const drafts: Draft[] = [];
  const say = (
    at: number,
    senderType: SenderType,
    senderId: number | null,
    senderName: string,
    content: string,
    isPrivate = false,
  ) => drafts.push({ at, senderType, senderId, senderName, content, isPrivate });
  const fromCustomer = (at: number, content: string) => say(at, 'customer', c.customerId, customer, content);
  const system = (at: number, content: string) => say(at, 'system', null, SYSTEM_NAME, content);

  fromCustomer(c.createdAt, opener(c.subject, random));

  if (c.botHandled) {
    // The bot phase ends at the handoff, at the bot's close, or (still with the bot) at the last message.
    const end = c.handoffAt ?? c.closedAt ?? c.lastMessageAt;
    const greetingAt = Math.min(c.createdAt + 2000, end);
    say(
      greetingAt,
      'bot',
      null,
      BOT_NAME,
      `Hi! I am ${BOT_NAME}, the virtual assistant of Acme. How can I help you today?`,
    );
    const closesHere = c.handoffAt === null && c.closedAt !== null;
    const farewellAt = closesHere
      ? Math.max(greetingAt, end - Math.min(10_000, Math.floor((end - greetingAt) / 2000) * 1000))
      : end;
    const turns = spread(greetingAt, farewellAt, 2 * c.botTurns, random, !closesHere && c.handoffAt === null);
    for (let turn = 0; turn < c.botTurns; turn += 1) {
      const isLast = turn === c.botTurns - 1;
      fromCustomer(
        turns[2 * turn],
        isLast && c.handoffReason ? HANDOFF_ASKS[c.handoffReason] : random.pick(CUSTOMER_TO_BOT),
      );
      say(
        turns[2 * turn + 1],
        'bot',
        null,
        BOT_NAME,
        isLast && c.handoffReason ? 'Let me find a colleague for you.' : random.pick(BOT_LINES),
      );
    }
    if (c.handoffAt !== null)
      system(c.handoffAt, `Handed over to a person: ${HANDOFF_LABELS[c.handoffReason ?? 'asked_for_human']}.`);
    else if (closesHere) {
      say(farewellAt, 'bot', null, BOT_NAME, 'Glad I could help! Have a great day.');
      system(c.closedAt as number, `${BOT_NAME} closed the conversation.`);
    }
  }

  if (c.queuedAt !== null) {
    if (c.assignedAt === null) {
      const end = c.missedAt ?? c.abandonedAt ?? c.lastMessageAt;
      const over = c.missedAt !== null || c.abandonedAt !== null;
      for (const at of spread(c.queuedAt, end, c.exchanges, random, !over)) fromCustomer(at, random.pick(NUDGES));
      if (c.missedAt !== null) system(c.missedAt, 'No agent was available in time; the conversation was missed.');
      else if (c.abandonedAt !== null) system(c.abandonedAt, `${customer} left the conversation.`);
    } else {
      // No holder while a supervisor's transfer to a queue waits for the next agent (live.ts).
      const chain = c.agentId === null ? [...c.previousAgentIds] : [...c.previousAgentIds, c.agentId];
      system(c.assignedAt, `${context.agentName(chain[0])} joined the conversation.`);
      if (c.firstResponseAt !== null) {
        let holder = chain[0];
        const agentSays = (at: number, content: string, isPrivate = false) =>
          say(at, 'agent', holder, context.agentName(holder), content, isPrivate);
        const fill = (line: string) =>
          line.replace('{customer}', firstName).replace('{agent}', context.agentName(holder).split(' ')[0]);
        agentSays(c.firstResponseAt, fill(random.pick(FIRST_AGENT_LINES)));

        const closed = c.closedAt !== null;
        const goodbyeAt = closed
          ? Math.max(
              c.firstResponseAt,
              (c.closedAt as number) -
                Math.min(20_000, Math.floor(((c.closedAt as number) - c.firstResponseAt) / 2000) * 1000),
            )
          : c.lastMessageAt;
        // The body: customer ↔ agent pairs, with transfers and the private note slotted in after pairs.
        type Step = 'customer' | 'agent' | 'transfer' | 'note';
        const steps: Step[] = [];
        const transferAfter = Array.from({ length: c.transferCount }, () => random.int(0, c.exchanges)).sort(
          (a, b) => a - b,
        );
        const noteAfter = hasPrivateNote(c) ? Math.floor(c.exchanges / 2) : -1;
        for (let pair = 0; pair <= c.exchanges; pair += 1) {
          if (pair > 0) steps.push('customer', 'agent');
          for (const after of transferAfter) if (after === pair) steps.push('transfer');
          if (pair === noteAfter) steps.push('note');
        }
        const times = spread(c.firstResponseAt, goodbyeAt, steps.length, random, !closed);
        let transfers = 0;
        steps.forEach((step, index) => {
          const at = times[index];
          if (step === 'customer') fromCustomer(at, random.pick(CUSTOMER_LINES));
          else if (step === 'agent') agentSays(at, random.pick(AGENT_LINES));
          else if (step === 'note') agentSays(at, random.pick(PRIVATE_NOTES), true);
          else {
            transfers += 1;
            const next = chain[transfers] as number | undefined;
            if (next === undefined)
              system(at, `${context.agentName(holder)} transferred the conversation to the queue.`);
            else {
              system(at, `${context.agentName(holder)} transferred the conversation to ${context.agentName(next)}.`);
              holder = next;
            }
          }
        });
        if (closed) {
          agentSays(goodbyeAt, random.pick(GOODBYE_LINES));
          system(c.closedAt as number, `${context.agentName(holder)} closed the conversation.`);
        }
      }
    }
  }

  if (active && drafts.length > 0) {
    // An active conversation's newest message is its lastMessageAt; nothing lies after it.
    for (const draft of drafts) draft.at = Math.min(draft.at, c.lastMessageAt);
    drafts[drafts.length - 1].at = c.lastMessageAt;
  }
  return drafts.map((draft, index) => ({
    id: c.id * 1000 + index,
    conversationId: c.id,
    senderType: draft.senderType,
    senderId: draft.senderId,
    senderName: draft.senderName,
    isPrivate: draft.isPrivate ?? false,
    content: draft.content,
    createdAt: new Date(draft.at).toISOString(),
  }));
}

/**
 * Page 1 holds the newest `perPage` messages, page 2 the ones before them, and so on; each page is in
 * chronological order, so a chat view prepends page n + 1 above page n. `hasMore`: older pages exist.
 */
export function pageMessages(messages: readonly Message[], page: number, perPage: number): MessagePage {
  const safePage = Math.max(1, Math.floor(page));
  const safePerPage = Math.max(1, Math.floor(perPage));
  const end = Math.max(0, messages.length - (safePage - 1) * safePerPage);
  const start = Math.max(0, end - safePerPage);
  return {
    data: messages.slice(start, end),
    page: safePage,
    perPage: safePerPage,
    total: messages.length,
    hasMore: start > 0,
  };
}
