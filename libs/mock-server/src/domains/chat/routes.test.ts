import axios, { type AxiosInstance } from 'axios';
import { CHAT_PROFILE_USER_ID, type ChatsAndContactsResponse, type GetChatResponse } from '@live-agent/contracts';
import { serverPerTest } from '../../testing/server-per-test';
import { fakeClockOnly, getOk } from '../../testing';
import { CHAT_CONTACTS, buildChats } from './seeds';
import { NUDGE_EVERY_MS, REPLY_AFTER_MS, TYPING_AFTER_MS } from './simulation';
import { REPLIES } from './messages';

// A pinned clock: the seed sits at fixed offsets from it.
const NOW = new Date('2026-03-10T09:00:00.000Z');
const SEED = buildChats(NOW);

const mock = serverPerTest(NOW);
const { tokens } = mock;
const chat = mock.as('admin');
afterEach(() => jest.useRealTimers());

function list(q?: string) {
  return getOk<ChatsAndContactsResponse>(chat, '/apps/chat/chats-and-contacts', q === undefined ? {} : { q });
}

function open(id: number | string) {
  return getOk<GetChatResponse>(chat, '/apps/chat/get-chat', { id });
}

const send = (contact: unknown, message: unknown, language = 'en') =>
  chat.post('/apps/chat/send-msg', { obj: { message, contact } }, { headers: { 'Accept-Language': language } });

describe('chat seed', () => {
  it('has a dozen and more contacts over every status, no contact with the profile user’s id, and chats with unread messages', () => {
    expect(CHAT_CONTACTS.length).toBeGreaterThanOrEqual(13);
    expect(new Set(CHAT_CONTACTS.map((contact) => contact.status))).toEqual(
      new Set(['online', 'offline', 'busy', 'away']),
    );
    expect(CHAT_CONTACTS.map((contact) => contact.id)).not.toContain(CHAT_PROFILE_USER_ID);
    expect(SEED.filter((item) => item.unseenMsgs > 0).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...SEED.map((item) => item.chat.length))).toBeGreaterThanOrEqual(25);
    // Every message lies before the clock; the same clock gives the same chats.
    for (const item of SEED)
      for (const message of item.chat) expect(Date.parse(message.time)).toBeLessThan(NOW.getTime());
    expect(buildChats(NOW)).toEqual(SEED);
  });
});

describe('GET /apps/chat/chats-and-contacts', () => {
  it('splits contacts with a chat (most recent first, with the chat summary) from the others (by name), with the profile user', async () => {
    const { chatsContacts, contacts, profileUser } = await list();
    const withChat = new Set(SEED.map((item) => item.userId));
    expect(chatsContacts.map((contact) => contact.id)).toEqual(
      [...SEED]
        .sort((a, b) => b.chat[b.chat.length - 1].time.localeCompare(a.chat[a.chat.length - 1].time))
        .map((item) => item.userId),
    );
    const first = SEED.find((item) => item.userId === chatsContacts[0].id)!;
    expect(chatsContacts[0].chat).toEqual({
      id: first.id,
      unseenMsgs: first.unseenMsgs,
      lastMessage: first.chat[first.chat.length - 1],
      typing: false,
    });
    expect(contacts.map((contact) => contact.fullName)).toEqual(
      CHAT_CONTACTS.filter((contact) => !withChat.has(contact.id))
        .map((contact) => contact.fullName)
        .sort((a, b) => a.localeCompare(b)),
    );
    expect(profileUser).toMatchObject({
      id: 11,
      fullName: 'John Doe',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    });
  });

  it('q filters both lists on the contact’s name, case-insensitively', async () => {
    const { chatsContacts, contacts } = await list('  AR ');
    const names = [...chatsContacts, ...contacts].map((contact) => contact.fullName);
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((name) => name.toLowerCase().includes('ar'))).toBe(true);
    expect(names.sort()).toEqual(
      CHAT_CONTACTS.filter((contact) => /ar/i.test(contact.fullName))
        .map((contact) => contact.fullName)
        .sort(),
    );
    expect(chatsContacts.length + contacts.length).toBeGreaterThan(0);
    const none = await list('zzz-nobody');
    expect([none.chatsContacts, none.contacts]).toEqual([[], []]);
  });
});

describe('GET /apps/chat/get-chat', () => {
  it('answers the chat and contact, and opening it sets unseenMsgs to 0', async () => {
    const unread = SEED.find((item) => item.unseenMsgs > 0)!;
    const answer = await open(unread.userId);
    expect(answer.contact).toEqual(CHAT_CONTACTS.find((contact) => contact.id === unread.userId));
    expect(answer.chat).toEqual({ ...unread, unseenMsgs: 0 });
    expect(answer.typing).toBe(false);
    expect((await list()).chatsContacts.find((contact) => contact.id === unread.userId)!.chat.unseenMsgs).toBe(0);
    // Other chats keep theirs.
    const other = SEED.find((item) => item.unseenMsgs > 0 && item.id !== unread.id)!;
    expect((await list()).chatsContacts.find((contact) => contact.id === other.userId)!.chat.unseenMsgs).toBe(
      other.unseenMsgs,
    );
  });

  it('answers chat null for a contact without one', async () => {
    const answer = await open(7);
    expect(answer).toEqual({ chat: null, contact: CHAT_CONTACTS.find((contact) => contact.id === 7), typing: false });
  });

  it.each([['999'], [String(CHAT_PROFILE_USER_ID)], ['abc'], ['']])('answers 404 for id=%p', async (id) => {
    const response = await chat.get('/apps/chat/get-chat', { params: { id } });
    expect(response.status).toBe(404);
    expect(response.data).toEqual({ message: 'Not Found' });
  });
});

describe('POST /apps/chat/send-msg', () => {
  it('appends a message from the profile user to an existing chat: 201 without chat; the chat moves to the top', async () => {
    const target = SEED[SEED.length - 1];
    const response = await send({ id: target.userId }, '  See you then!  ');
    expect(response.status).toBe(201);
    expect(response.data).toEqual({
      response: {
        id: target.id,
        newMessageData: {
          id: target.chat.length + 1,
          message: 'See you then!',
          time: expect.any(String),
          senderId: 11,
        },
      },
    });
    const { chatsContacts } = await list();
    expect(chatsContacts[0].id).toBe(target.userId);
    expect(chatsContacts[0].chat.lastMessage!.message).toBe('See you then!');
    expect((await open(target.userId)).chat!.chat).toHaveLength(target.chat.length + 1);
  });

  it('creates the chat when none exists, and answers it; the contact leaves the Contacts list', async () => {
    const response = await send({ id: 9 }, 'Hello Bridgett');
    expect(response.status).toBe(201);
    const created = response.data.response.chat;
    expect(created).toEqual({
      id: SEED.length + 1,
      userId: 9,
      unseenMsgs: 0,
      chat: [response.data.response.newMessageData],
    });
    expect(response.data.response.id).toBe(created.id);
    const { chatsContacts, contacts } = await list();
    expect(chatsContacts[0].id).toBe(9);
    expect(contacts.map((contact) => contact.id)).not.toContain(9);
  });

  it('keeps a multi-line message and accepts exactly 2,000 characters', async () => {
    expect((await send({ id: 9 }, 'line one\nline two')).data.response.newMessageData.message).toBe(
      'line one\nline two',
    );
    expect((await send({ id: 9 }, 'x'.repeat(2000))).status).toBe(201);
  });

  it.each([
    ['an empty message', '', 'Write a message first.'],
    ['a whitespace-only message', ' \n\t ', 'Write a message first.'],
    ['a message over 2,000 characters', 'x'.repeat(2001), 'A message can have at most 2000 characters.'],
    ['no message at all', undefined, 'Write a message first.'],
  ])('answers 422 for %s and creates nothing', async (_case, message, error) => {
    const response = await send({ id: 9 }, message);
    expect(response.status).toBe(422);
    expect(response.data.errors.message).toEqual([error]);
    expect(mock.server.db.chats).toHaveLength(SEED.length);
    expect((await list()).contacts.map((contact) => contact.id)).toContain(9);
  });

  it('answers 422 in the request’s language', async () => {
    const response = await send({ id: 9 }, ' ', 'de-DE');
    expect(response.data.errors.message).toEqual(['Schreiben Sie zuerst eine Nachricht.']);
  });

  it.each([[{ id: 999 }], [{ id: CHAT_PROFILE_USER_ID }], [{}], [null], ['abc']])(
    'answers 404 for the contact %p and creates nothing',
    async (contact) => {
      const response = await send(contact, 'Hello');
      expect(response.status).toBe(404);
      expect(mock.server.db.chats).toHaveLength(SEED.length);
      expect(mock.server.db.chats.map((item) => item.chat.length)).toEqual(SEED.map((item) => item.chat.length));
    },
  );
});

describe('the profile user', () => {
  it('GET /apps/chat/users/profile-user answers it', async () => {
    const response = await chat.get('/apps/chat/users/profile-user');
    expect(response.status).toBe(200);
    expect(response.data).toEqual((await list()).profileUser);
  });

  it('saves status, about and settings, each alone; a later read sees them', async () => {
    expect((await chat.post('/apps/chat/users/profile-user', { status: 'busy' })).data.status).toBe('busy');
    const about = await chat.post('/apps/chat/users/profile-user', { about: '  Back at 2 pm  ' });
    expect(about.status).toBe(200);
    expect(about.data).toMatchObject({ status: 'busy', about: 'Back at 2 pm' });
    await chat.post('/apps/chat/users/profile-user', { settings: { isNotificationsOn: true } });
    const read = (await chat.get('/apps/chat/users/profile-user')).data;
    expect(read).toMatchObject({
      status: 'busy',
      about: 'Back at 2 pm',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: true },
    });
  });

  it('answers 422 for an unknown status, a long about or a non-boolean setting, and changes nothing', async () => {
    const before = (await chat.get('/apps/chat/users/profile-user')).data;
    const response = await chat.post('/apps/chat/users/profile-user', {
      status: 'asleep',
      about: 'x'.repeat(161),
      settings: { isNotificationsOn: 'maybe' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.data.errors).sort()).toEqual(['about', 'settings.isNotificationsOn', 'status']);
    expect((await chat.get('/apps/chat/users/profile-user')).data).toEqual(before);
  });
});

describe('contacts that answer', () => {
  it('an online contact types, then replies after the delay (deterministic text, unread until opened)', async () => {
    fakeClockOnly(Date.now());
    // Contact 7 is online and has no chat yet.
    await send({ id: 7 }, 'Hi Miguel, can you test the new widget?');
    expect((await open(7)).typing).toBe(false);
    jest.advanceTimersByTime(TYPING_AFTER_MS);
    expect((await open(7)).typing).toBe(true);
    expect((await list()).chatsContacts.find((contact) => contact.id === 7)!.chat.typing).toBe(true);
    jest.advanceTimersByTime(REPLY_AFTER_MS - TYPING_AFTER_MS);
    const { chatsContacts } = await list();
    expect(chatsContacts[0]).toMatchObject({
      id: 7,
      chat: {
        unseenMsgs: 1,
        typing: false,
        lastMessage: { senderId: 7, message: REPLIES.en[(7 + 0) % REPLIES.en.length] },
      },
    });
    const opened = await open(7);
    expect(opened.chat!.chat.map((message) => message.senderId)).toEqual([11, 7]);
    expect(opened.chat!.unseenMsgs).toBe(0);
    // The next reply is the contact's next text, in the language written in.
    await send({ id: 7 }, 'Danke!', 'de');
    jest.advanceTimersByTime(REPLY_AFTER_MS);
    expect((await open(7)).chat!.chat.at(-1)!.message).toBe(REPLIES.de[(7 + 1) % REPLIES.de.length]);
  });

  it('one reply per burst, and contacts who are not online do not answer', async () => {
    fakeClockOnly(Date.now());
    await send({ id: 7 }, 'One');
    await send({ id: 7 }, 'Two');
    await send({ id: 2 }, 'Adalberto is busy');
    jest.advanceTimersByTime(REPLY_AFTER_MS);
    expect((await open(7)).chat!.chat.map((message) => message.senderId)).toEqual([11, 11, 7]);
    expect((await open(2)).chat!.chat.map((message) => message.senderId)).toEqual([11]);
  });

  it('now and then a contact writes unprompted in another chat (one message after a long pause)', async () => {
    fakeClockOnly(Date.now());
    await open(12);
    const before = await list();
    jest.advanceTimersByTime(NUDGE_EVERY_MS * 5);
    const after = await list();
    const unread = (answer: ChatsAndContactsResponse) =>
      answer.chatsContacts.reduce((sum, contact) => sum + contact.chat.unseenMsgs, 0);
    expect(unread(after)).toBe(unread(before) + 1);
    expect(after.chatsContacts[0].id).not.toBe(12);
    expect(after.chatsContacts[0].chat.unseenMsgs).toBeGreaterThan(0);
  });
});

describe('guard', () => {
  it.each([
    ['get', '/apps/chat/chats-and-contacts'],
    ['get', '/apps/chat/users/profile-user'],
    ['get', '/apps/chat/get-chat?id=12'],
    ['post', '/apps/chat/users/profile-user'],
    ['post', '/apps/chat/send-msg'],
  ] as const)('%s %s: 401 without a token, 403 for the agent role; nothing created', async (method, path) => {
    const anonymous = axios.create({ validateStatus: () => true });
    const agent = axios.create({
      validateStatus: () => true,
      headers: { Authorization: `Bearer ${tokens.agent}`, 'Accept-Language': 'fr' },
    });
    const body = { obj: { message: 'hi', contact: { id: 9 } }, status: 'busy' };
    const call = (client: AxiosInstance) => (method === 'get' ? client.get(path) : client.post(path, body));
    const unauthenticated = await call(anonymous);
    expect([unauthenticated.status, unauthenticated.data]).toEqual([401, { message: 'Unauthenticated.' }]);
    const forbidden = await call(agent);
    expect([forbidden.status, forbidden.data]).toEqual([
      403,
      { message: 'Vous n’avez pas l’autorisation d’effectuer cette action.' },
    ]);
    expect(mock.server.db.chats).toHaveLength(SEED.length);
    expect(mock.server.db.chatProfileUsers[0].status).toBe('online');
  });
});
