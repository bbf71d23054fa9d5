// Demo chat (docs/demo-api.md, Chat). Decisions: every route needs a signed-in user allowed the Demo screens
// (reads `read Demo`, writes `manage Demo`); an unknown contact answers 404 and nothing is created; a message is
// trimmed and must hold 1–2,000 characters (422 otherwise); the profile user saves status, about and settings;
// and online contacts answer after a typing pause (simulation.ts), brought up to date by each request.
import {
  CHAT_PROFILE_USER_ID,
  chatProfileSchema,
  chatSendSchema,
  type Chat,
  type ChatContact,
  type ChatListContact,
  type ChatProfileUser,
  type ChatsAndContactsResponse,
  type GetChatResponse,
  type SendMessageResponse,
} from '@live-agent/contracts';
import type { Request, Server } from 'miragejs';
import type { MockContext } from '../../types';
import { guardedRoutes, manage, read } from '../../kit/guard';
import { pickLanguage } from '../../kit/messages';
import { asObject, getHeader, queryString, readJsonBody, toId } from '../../kit/request';
import { created, notFound, ok } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check } from '../../kit/validation';
import { CHAT_MESSAGES } from './messages';
import { ChatSimulation, nextMessageId, type ChatCollections } from './simulation';

const READ = read('Demo');
const WRITE = manage('Demo');

const lastTime = (chat: Chat): string => chat.chat[chat.chat.length - 1]?.time ?? '';

export function chatRoutes(server: Server, ctx: MockContext): void {
  const store = new ResourceStore<ChatCollections>(server);
  const simulation = new ChatSimulation(server, store);

  const profileUser = (): ChatProfileUser => store.find<ChatProfileUser>('chatProfileUsers', CHAT_PROFILE_USER_ID)!;
  const chatWith = (contactId: number): Chat | null =>
    store.all<Chat>('chats').find((chat) => chat.userId === contactId) ?? null;
  /** Brings the simulated contacts up to date before answering. */
  const settled = (handler: (request: Request) => object) => (request: Request) => {
    simulation.settle(pickLanguage(getHeader(request, 'Accept-Language')));
    return handler(request);
  };

  const route = guardedRoutes(server, ctx, READ);
  route.get(
    '/apps/chat/chats-and-contacts',
    settled((request) => {
      const q = (queryString(request, 'q') ?? '').trim().toLowerCase();
      const contacts = store
        .all<ChatContact>('chatContacts')
        .filter((contact) => contact.fullName.toLowerCase().includes(q));
      const chats = new Map(store.all<Chat>('chats').map((chat) => [chat.userId, chat]));
      const chatsContacts: ChatListContact[] = contacts
        .filter((contact) => chats.has(contact.id))
        .map((contact) => {
          const chat = chats.get(contact.id)!;
          return {
            ...contact,
            chat: {
              id: chat.id,
              unseenMsgs: chat.unseenMsgs,
              lastMessage: chat.chat[chat.chat.length - 1] ?? null,
              typing: simulation.isTyping(contact.id),
            },
          };
        })
        .sort((a, b) => lastTime(chats.get(b.id)!).localeCompare(lastTime(chats.get(a.id)!)) || a.id - b.id);
      return ok<ChatsAndContactsResponse>({
        chatsContacts,
        contacts: contacts
          .filter((contact) => !chats.has(contact.id))
          .sort((a, b) => a.fullName.localeCompare(b.fullName)),
        profileUser: profileUser(),
      });
    }),
  );

  route.get('/apps/chat/users/profile-user', () => ok<ChatProfileUser>(profileUser()));

  route.post(
    '/apps/chat/users/profile-user',
    (request) => {
      const input = asObject(readJsonBody(request));
      const current = profileUser();
      const check = new Check(CHAT_MESSAGES.for(request), store);
      // What is not given (or blank, for the status and settings) keeps its stored value.
      const given = check.parse(chatProfileSchema, input);
      const status = given?.status ?? current.status;
      const about = given?.about ?? current.about;
      const settings = {
        isTwoStepAuthVerificationEnabled:
          given?.settings.isTwoStepAuthVerificationEnabled ?? current.settings.isTwoStepAuthVerificationEnabled,
        isNotificationsOn: given?.settings.isNotificationsOn ?? current.settings.isNotificationsOn,
      };
      if (check.failed) return check.response();
      return ok<ChatProfileUser>(
        store.update<ChatProfileUser>('chatProfileUsers', CHAT_PROFILE_USER_ID, { status, about, settings }),
      );
    },
    WRITE,
  );

  route.get(
    '/apps/chat/get-chat',
    settled((request) => {
      const contact = store.find<ChatContact>('chatContacts', queryString(request, 'id'));
      if (!contact) return notFound();
      simulation.opened(contact.id);
      let chat = chatWith(contact.id);
      // Opening a chat reads it.
      if (chat && chat.unseenMsgs > 0) chat = store.update<Chat>('chats', chat.id, { unseenMsgs: 0 });
      return ok<GetChatResponse>({ chat, contact, typing: simulation.isTyping(contact.id) });
    }),
  );

  route.post(
    '/apps/chat/send-msg',
    settled((request) => {
      const obj = asObject(asObject(readJsonBody(request)).obj);
      const contactField = obj.contact;
      const contactId =
        typeof contactField === 'object' && contactField !== null ? asObject(contactField).id : contactField;
      const contact = toId(contactId) === null ? null : store.find<ChatContact>('chatContacts', contactId);
      if (!contact) return notFound();
      const check = new Check(CHAT_MESSAGES.for(request), store);
      const sent = check.parse(chatSendSchema, obj);
      if (!sent) return check.response();
      const { message } = sent;

      const existing = chatWith(contact.id);
      const base: Chat = existing ?? store.insert<Chat>('chats', { userId: contact.id, unseenMsgs: 0, chat: [] });
      const newMessageData = {
        id: nextMessageId(base),
        message,
        time: new Date(simulation.now()).toISOString(),
        senderId: CHAT_PROFILE_USER_ID,
      };
      const chat = store.update<Chat>('chats', base.id, { chat: [...base.chat, newMessageData] });
      simulation.sent(contact, pickLanguage(getHeader(request, 'Accept-Language')));
      return created<SendMessageResponse>({
        response: { newMessageData, id: chat.id, ...(existing ? {} : { chat }) },
      });
    }),
    WRITE,
  );
}
