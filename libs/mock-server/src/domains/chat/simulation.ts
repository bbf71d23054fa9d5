// Contacts that answer (docs/demo-api.md, Chat: contacts that answer). Decision: the simulation keeps no timer.
// It is a function of the clock, brought up to date at the start of every chat request (`settle`): a reply is
// due at a known instant, so whichever request comes after that instant sees it, with the time it was due. So
// nothing runs while nobody asks (a hidden tab, a finished test), server.shutdown() has nothing to stop, and
// tests move it with a fake clock alone.
import { type Chat, type ChatContact, type ChatMessage } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import type { Language } from '../../kit/messages';
import type { ResourceStore } from '../../kit/store';
import { NUDGES, REPLIES } from './messages';

/** After a message to an online contact: they start typing after this long… */
export const TYPING_AFTER_MS = 800;
/** …and their reply arrives this long after the message. */
export const REPLY_AFTER_MS = 4000;
/** Every this long (of the server's clock), a contact writes unprompted in another chat. */
export const NUDGE_EVERY_MS = 45_000;

export type ChatCollections = 'chatContacts' | 'chats' | 'chatProfileUsers';

interface PendingReply {
  contactId: number;
  typingFrom: number;
  dueAt: number;
  language: Language;
}

/** The seed's `now` and the real moment it was taken: the domain's clock runs on from there. */
const clocks = new WeakMap<Server, { seedNow: number; seededAt: number }>();

export function startClock(server: Server, seedNow: Date): void {
  clocks.set(server, { seedNow: seedNow.getTime(), seededAt: Date.now() });
}

export class ChatSimulation {
  private pending: PendingReply[] = [];
  private repliesBy = new Map<number, number>();
  private nudgeSlot = 0;
  private nudges = 0;
  /** The last chat opened and the last contact written to: nudges go to another chat. */
  private lastOpened: number | null = null;
  private lastWritten: number | null = null;

  constructor(
    private readonly server: Server,
    private readonly store: ResourceStore<ChatCollections>,
  ) {}

  /** The server's clock (ms): the seed's `now`, running on at the real pace. */
  now(): number {
    const clock = clocks.get(this.server);
    return clock ? clock.seedNow + (Date.now() - clock.seededAt) : Date.now();
  }

  private elapsed(): number {
    const clock = clocks.get(this.server);
    return clock ? Date.now() - clock.seededAt : 0;
  }

  /** Adds what is due by now: the replies whose moment has come, and at most one nudge. */
  settle(language: Language): void {
    const now = this.now();
    const due = this.pending.filter((reply) => reply.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt);
    this.pending = this.pending.filter((reply) => reply.dueAt > now);
    for (const reply of due) {
      const count = this.repliesBy.get(reply.contactId) ?? 0;
      this.repliesBy.set(reply.contactId, count + 1);
      const texts = REPLIES[reply.language];
      this.append(reply.contactId, texts[(reply.contactId + count) % texts.length], reply.dueAt);
    }
    // Only the latest slot counts: after a long pause one message arrives, not a backlog.
    const slot = Math.floor(this.elapsed() / NUDGE_EVERY_MS);
    if (slot > this.nudgeSlot) {
      this.nudgeSlot = slot;
      this.nudge(language, now);
    }
  }

  /** The profile user wrote to `contact`: an online contact types, then answers (once per burst). */
  sent(contact: ChatContact, language: Language): void {
    this.lastWritten = contact.id;
    if (contact.status !== 'online' || this.pending.some((reply) => reply.contactId === contact.id)) return;
    const now = this.now();
    this.pending.push({
      contactId: contact.id,
      typingFrom: now + TYPING_AFTER_MS,
      dueAt: now + REPLY_AFTER_MS,
      language,
    });
  }

  opened(contactId: number): void {
    this.lastOpened = contactId;
  }

  isTyping(contactId: number): boolean {
    const now = this.now();
    return this.pending.some((reply) => reply.contactId === contactId && reply.typingFrom <= now && now < reply.dueAt);
  }

  private nudge(language: Language, now: number): void {
    const contacts = new Map(this.store.all<ChatContact>('chatContacts').map((contact) => [contact.id, contact]));
    const candidates = this.store
      .all<Chat>('chats')
      .filter(
        (chat) =>
          chat.userId !== this.lastOpened &&
          chat.userId !== this.lastWritten &&
          contacts.get(chat.userId)?.status !== 'offline',
      )
      .sort((a, b) => a.id - b.id);
    if (candidates.length === 0) return;
    const chat = candidates[this.nudges % candidates.length];
    const texts = NUDGES[language];
    this.append(chat.userId, texts[this.nudges % texts.length], now);
    this.nudges += 1;
  }

  /** A message from the contact, unread, at `at`. */
  private append(contactId: number, message: string, at: number): void {
    const chat = this.store.all<Chat>('chats').find((item) => item.userId === contactId);
    if (!chat) return;
    const entry: ChatMessage = {
      id: nextMessageId(chat),
      message,
      time: new Date(at).toISOString(),
      senderId: contactId,
    };
    this.store.update<Chat>('chats', chat.id, { chat: [...chat.chat, entry], unseenMsgs: chat.unseenMsgs + 1 });
  }
}

export const nextMessageId = (chat: Chat): number =>
  chat.chat.reduce((max, message) => Math.max(max, message.id), 0) + 1;
