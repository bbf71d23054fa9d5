// The demo chat (docs/demo-api.md, Chat): contacts, chats and the profile user, as the mock server answers them
// and the chat remote reads them.
import type { z } from 'zod/mini';
import type * as schemas from './schemas/chat';

export const CHAT_STATUSES = ['online', 'busy', 'away', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** The signed-in side of the demo chat: its messages carry this senderId. */
export const CHAT_PROFILE_USER_ID = 11;
/** Longest message the server accepts (characters, after trimming). */
export const CHAT_MESSAGE_MAX = 2000;
/** Longest "about" text of the profile user. */
export const CHAT_ABOUT_MAX = 160;

export type ChatContact = z.output<typeof schemas.chatContactSchema>;
export type ChatMessage = z.output<typeof schemas.chatMessageRecordSchema>;
export type Chat = z.output<typeof schemas.chatSchema>;
export type ChatProfileSettings = z.output<typeof schemas.chatProfileSettingsSchema>;
export type ChatProfileUser = z.output<typeof schemas.chatProfileUserSchema>;
/** A chat as the list shows it. `typing`: the contact is writing a reply now. */
export type ChatSummary = z.output<typeof schemas.chatSummarySchema>;
export type ChatListContact = z.output<typeof schemas.chatListContactSchema>;
/** GET /apps/chat/chats-and-contacts?q= */
export type ChatsAndContactsQuery = z.input<typeof schemas.chatsAndContactsQuery>;
export type ChatsAndContactsResponse = z.output<typeof schemas.chatsAndContactsResponseSchema>;
/** GET /apps/chat/get-chat?id=<contact id>. `typing`: the contact is writing a reply now. */
export type GetChatResponse = z.output<typeof schemas.getChatResponseSchema>;
/** POST /apps/chat/send-msg */
export type SendMessageRequest = z.input<typeof schemas.sendMessageRequestSchema>;
/** `chat` only when this message started the chat. */
export type SendMessageResponse = z.output<typeof schemas.sendMessageResponseSchema>;
/** POST /apps/chat/users/profile-user: the fields to change (any of them); answers the whole ChatProfileUser. */
export type UpdateProfileUserRequest = z.input<typeof schemas.chatProfileSchema>;
