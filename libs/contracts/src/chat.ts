// The demo chat (docs/demo-api.md, Chat): contacts, chats and the profile user, as the mock server answers them
// and the chat remote reads them.
import type { z } from 'zod/mini';
import type { chatSendSchema } from './schemas/chat';

export const CHAT_STATUSES = ['online', 'busy', 'away', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** The signed-in side of the demo chat: its messages carry this senderId. */
export const CHAT_PROFILE_USER_ID = 11;
/** Longest message the server accepts (characters, after trimming). */
export const CHAT_MESSAGE_MAX = 2000;
/** Longest "about" text of the profile user. */
export const CHAT_ABOUT_MAX = 160;

export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  status: ChatStatus;
}

export interface ChatMessage {
  /** Unique within its chat; stable across reads (beyond the original theme, so a thread can key on it). */
  id: number;
  message: string;
  /** ISO date-time. */
  time: string;
  /** CHAT_PROFILE_USER_ID for the profile user, else the contact's id. */
  senderId: number;
}

export interface Chat {
  id: number;
  /** The contact this chat is with. */
  userId: number;
  unseenMsgs: number;
  chat: ChatMessage[];
}

export interface ChatProfileSettings {
  isTwoStepAuthVerificationEnabled: boolean;
  isNotificationsOn: boolean;
}

export interface ChatProfileUser {
  id: number;
  avatar: string;
  fullName: string;
  role: string;
  about: string;
  status: ChatStatus;
  settings: ChatProfileSettings;
}

/** A chat as the list shows it. `typing`: the contact is writing a reply now. */
export interface ChatSummary {
  id: number;
  unseenMsgs: number;
  lastMessage: ChatMessage | null;
  typing: boolean;
}

export interface ChatListContact extends ChatContact {
  chat: ChatSummary;
}

/** GET /apps/chat/chats-and-contacts?q= */
export interface ChatsAndContactsQuery {
  q?: string;
}

export interface ChatsAndContactsResponse {
  /** Contacts with a chat, the most recent message first. */
  chatsContacts: ChatListContact[];
  /** Contacts without a chat, by name. */
  contacts: ChatContact[];
  profileUser: ChatProfileUser;
}

/** GET /apps/chat/get-chat?id=<contact id>. `typing`: the contact is writing a reply now. */
export interface GetChatResponse {
  chat: Chat | null;
  contact: ChatContact;
  typing: boolean;
}

/** POST /apps/chat/send-msg */
export interface SendMessageRequest {
  obj: z.input<typeof chatSendSchema> & { contact: { id: number } };
}

export interface SendMessageResponse {
  response: {
    newMessageData: ChatMessage;
    /** The chat's id. */
    id: number;
    /** Only when this message started the chat. */
    chat?: Chat;
  };
}

/** POST /apps/chat/users/profile-user: the fields to change (any of them); answers the whole ChatProfileUser. */
export interface UpdateProfileUserRequest {
  status?: ChatStatus;
  about?: string;
  settings?: Partial<ChatProfileSettings>;
}
