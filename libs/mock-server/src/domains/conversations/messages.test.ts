// Transcripts of hand-built conversations and message paging.
import { buildMessages, messageCountOf, pageMessages, type MessageContext } from './messages';
import type { Conversation, Message } from './types';
import { conversationOf } from '../../testing/conversations';

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;
const NAMES: Record<number, string> = { 10: 'Emma Schneider', 11: 'Noah Weber', 12: 'Sofia Rossi' };
const CONTEXT: MessageContext = { customerName: 'Anna Müller', agentName: (id) => NAMES[id] };

const conversation = (fields: Partial<Conversation>): Conversation =>
  conversationOf({
    id: 42,
    customerId: 7,
    subject: 'Cannot log in',
    createdAt: at(0),
    lastMessageAt: at(0),
    ...fields,
  });

const ms = (message: Message) => Date.parse(message.createdAt);

// Bot for 2 turns, handoff at 60 s, assigned at 90 s, first reply at 120 s, 5 exchanges with two
// transfers (10 → 11 → 12) and a private note, closed at 900 s.
const HANDOFF = conversation({
  botHandled: true,
  botTurns: 2,
  handoffAt: at(60),
  handoffReason: 'billing',
  queuedAt: at(60),
  assignedAt: at(90),
  firstResponseAt: at(120),
  closedAt: at(900),
  lastMessageAt: at(900),
  agentId: 12,
  previousAgentIds: [10, 11],
  transferCount: 2,
  exchanges: 5,
});

describe('buildMessages', () => {
  it('a bot handoff with transfers: every instant the metrics use is a message', () => {
    const messages = buildMessages(HANDOFF, CONTEXT);
    // 1 opener + (1 greeting + 2 × 2 bot turns + 1 handoff) + 1 assigned + 1 first reply + 2 × 5 + 2 transfers + 1 note + 2 closing.
    expect(messageCountOf(HANDOFF)).toBe(24);
    expect(messages).toHaveLength(24);
    expect(messages.map((message) => message.id)).toEqual(Array.from({ length: 24 }, (_, index) => 42_000 + index));

    const times = messages.map(ms);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBe(HANDOFF.createdAt);
    expect(times[times.length - 1]).toBe(HANDOFF.closedAt);

    expect(messages[0]).toMatchObject({
      senderType: 'customer',
      senderId: 7,
      senderName: 'Anna Müller',
      isPrivate: false,
    });
    for (const bot of messages.filter((message) => message.senderType === 'bot'))
      expect(ms(bot)).toBeLessThanOrEqual(at(60));
    expect(messages.find((message) => message.content.startsWith('Handed over'))).toMatchObject({
      senderType: 'system',
      createdAt: new Date(at(60)).toISOString(),
    });
    expect(messages.find((message) => message.content.endsWith('joined the conversation.'))).toMatchObject({
      content: 'Emma Schneider joined the conversation.',
      createdAt: new Date(at(90)).toISOString(),
    });

    // The first agent message is the first response, by the first agent.
    const agentMessages = messages.filter((message) => message.senderType === 'agent');
    expect(agentMessages[0]).toMatchObject({
      senderId: 10,
      createdAt: new Date(at(120)).toISOString(),
      isPrivate: false,
    });
    expect(agentMessages.filter((message) => message.isPrivate)).toHaveLength(1);
    // Transfers hand the chat on in order; the last agent closes it.
    expect(
      messages.filter((message) => message.content.includes('transferred')).map((message) => message.content),
    ).toEqual([
      'Emma Schneider transferred the conversation to Noah Weber.',
      'Noah Weber transferred the conversation to Sofia Rossi.',
    ]);
    expect(messages[messages.length - 2]).toMatchObject({ senderType: 'agent', senderId: 12 });
    expect(messages[messages.length - 1]).toMatchObject({
      senderType: 'system',
      content: 'Sofia Rossi closed the conversation.',
    });
  });

  it('is deterministic', () => {
    expect(buildMessages(HANDOFF, CONTEXT)).toEqual(buildMessages(HANDOFF, CONTEXT));
    expect(buildMessages({ ...HANDOFF, id: 43 }, CONTEXT)).not.toEqual(buildMessages(HANDOFF, CONTEXT));
  });

  it('a chat contained by the bot has no agent message and ends with the bot closing it', () => {
    const contained = conversation({ botHandled: true, botTurns: 3, closedAt: at(200), lastMessageAt: at(200) });
    const messages = buildMessages(contained, CONTEXT);
    expect(messages).toHaveLength(messageCountOf(contained));
    expect(messages).toHaveLength(1 + 1 + 6 + 2);
    expect(messages.some((message) => message.senderType === 'agent')).toBe(false);
    expect(messages[messages.length - 1]).toMatchObject({
      senderType: 'system',
      content: 'Acme Bot closed the conversation.',
      createdAt: new Date(at(200)).toISOString(),
    });
  });

  it('missed and abandoned chats end with a system message at that instant', () => {
    const missed = conversation({
      status: 'missed',
      queuedAt: at(20),
      missedAt: at(320),
      lastMessageAt: at(320),
      exchanges: 2,
    });
    const abandoned = conversation({
      status: 'abandoned',
      queuedAt: at(20),
      abandonedAt: at(100),
      lastMessageAt: at(100),
      exchanges: 1,
    });
    const missedMessages = buildMessages(missed, CONTEXT);
    expect(missedMessages).toHaveLength(1 + 2 + 1);
    expect(missedMessages[3]).toMatchObject({ senderType: 'system', createdAt: new Date(at(320)).toISOString() });
    const abandonedMessages = buildMessages(abandoned, CONTEXT);
    expect(abandonedMessages).toHaveLength(1 + 1 + 1);
    expect(abandonedMessages[2]).toMatchObject({
      content: 'Anna Müller left the conversation.',
      createdAt: new Date(at(100)).toISOString(),
    });
  });

  it('an open chat ends at its last message and has nothing after it', () => {
    const open = conversation({
      status: 'open',
      queuedAt: at(5),
      assignedAt: at(30),
      firstResponseAt: at(50),
      lastMessageAt: at(400),
      agentId: 11,
      exchanges: 3,
    });
    const messages = buildMessages(open, CONTEXT);
    expect(messages).toHaveLength(messageCountOf(open));
    expect(messages).toHaveLength(1 + 1 + 1 + 6);
    expect(ms(messages[messages.length - 1])).toBe(at(400));
    expect(messages.filter((message) => message.senderType === 'agent')[0].createdAt).toBe(
      new Date(at(50)).toISOString(),
    );
    expect(messages.some((message) => message.content.includes('closed'))).toBe(false);
  });
});

describe('pageMessages', () => {
  const messages = buildMessages(HANDOFF, CONTEXT); // 24
  const ids = (list: Message[]) => list.map((message) => message.id - 42_000);

  it('page 1 holds the newest messages, later pages the older ones, each in chronological order', () => {
    const first = pageMessages(messages, 1, 10);
    expect(ids(first.data)).toEqual([14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(first).toMatchObject({ page: 1, perPage: 10, total: 24, hasMore: true });
    const second = pageMessages(messages, 2, 10);
    expect(ids(second.data)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(second.hasMore).toBe(true);
    const third = pageMessages(messages, 3, 10);
    expect(ids(third.data)).toEqual([0, 1, 2, 3]);
    expect(third.hasMore).toBe(false);
    expect(pageMessages(messages, 4, 10)).toEqual({ data: [], page: 4, perPage: 10, total: 24, hasMore: false });
  });

  it('prepending pages rebuilds the whole transcript', () => {
    const pages = [3, 2, 1].flatMap((page) => pageMessages(messages, page, 10).data);
    expect(pages).toEqual(messages);
  });
});
