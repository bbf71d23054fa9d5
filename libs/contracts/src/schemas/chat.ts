// The demo chat (docs/demo-api.md, Chat): what the server answers (strict objects, so a field the contract does not
// name fails a test), and its writes: a message sent, and the profile user's status, about text and settings, each
// kept when not given. Whether the contact exists depends on what is stored: the server checks it.
import { CHAT_ABOUT_MAX, CHAT_MESSAGE_MAX, CHAT_PROFILE_USER_ID, CHAT_STATUSES } from '../chat';
import { choice, ruleMessage, z } from '../rules/schema';
import { isBlank, unlessBlank } from './blank';

/** A message: trimmed, 1 to CHAT_MESSAGE_MAX characters. */
export const chatMessageSchema = z
  .string({ error: (issue) => ruleMessage(isBlank(issue.input) ? 'messageRequired' : 'invalid') })
  .check(
    z.trim(),
    z.minLength(1, { error: ruleMessage('messageRequired'), abort: true }),
    z.maxLength(CHAT_MESSAGE_MAX, { error: ruleMessage('messageTooLong', { max: CHAT_MESSAGE_MAX }) }),
  );

/** POST /apps/chat/send-msg's `obj` without the contact. */
export const chatSendSchema = z.object({ message: chatMessageSchema });

/** The about text: trimmed, at most CHAT_ABOUT_MAX characters; null or blank clears it. */
export const chatAboutSchema = z.pipe(
  z.nullable(
    z
      .string({ error: ruleMessage('invalid') })
      .check(z.trim(), z.maxLength(CHAT_ABOUT_MAX, { error: ruleMessage('aboutTooLong', { max: CHAT_ABOUT_MAX }) })),
  ),
  z.transform((value: string | null) => value ?? ''),
);

const FLAGS = new Map<unknown, boolean>([
  ['true', true],
  ['1', true],
  [1, true],
  ['false', false],
  ['0', false],
  [0, false],
]);
/** A setting: a boolean, or 1/0 and 'true'/'false'/'1'/'0' as a form post sends it; blank keeps the stored one. */
const flag = unlessBlank(
  z.pipe(
    // Any value is checked; what a client is meant to send is one of these (the type says so).
    z.transform<boolean | 0 | 1 | 'true' | 'false' | '1' | '0', unknown>((value) =>
      typeof value === 'boolean' ? value : (FLAGS.get(value) ?? value),
    ),
    z.boolean({ error: ruleMessage('boolean') }),
  ),
);

type FlagInput = z.input<typeof flag>;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** POST /apps/chat/users/profile-user: what is absent (or blank, for the status and settings) is kept. */
export const chatProfileSchema = z.object({
  status: unlessBlank(choice(CHAT_STATUSES)),
  about: z.optional(chatAboutSchema),
  // Absent gives no change; anything but an object reads as one without settings.
  settings: z._default(
    z.pipe(
      z.transform<{ isTwoStepAuthVerificationEnabled?: FlagInput; isNotificationsOn?: FlagInput } | null, unknown>(
        record,
      ),
      z.object({ isTwoStepAuthVerificationEnabled: flag, isNotificationsOn: flag }),
    ),
    () => ({}),
  ),
});

const about = (description: string) => z.describe(description);

/** POST /apps/chat/send-msg. */
export const sendMessageRequestSchema = z.object({
  obj: z.extend(chatSendSchema, { contact: z.object({ id: z.int().check(about('The contact’s id.')) }) }),
});

/** The query of GET /apps/chat/chats-and-contacts. Not named `…Schema`: its fields are parameters. */
export const chatsAndContactsQuery = z.object({
  q: z.optional(z.string().check(about('Part of the contact’s name, case-insensitive, trimmed.'))),
});

/** The query of GET /apps/chat/get-chat. */
export const getChatQuery = z.object({ id: z.int().check(about('The contact’s id.')) });

const status = () => z.enum(CHAT_STATUSES);

export const chatContactSchema = z.strictObject({
  id: z.int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: status(),
});

export const chatMessageRecordSchema = z.strictObject({
  id: z.int().check(about('Unique within its chat; stable across reads (so a thread can key on it).')),
  message: z.string(),
  time: z.string().check(about('ISO date-time.')),
  senderId: z.int().check(about(`${CHAT_PROFILE_USER_ID} for the profile user, else the contact’s id.`)),
});

export const chatSchema = z.strictObject({
  id: z.int(),
  userId: z.int().check(about('The contact this chat is with.')),
  unseenMsgs: z.int(),
  chat: z.array(chatMessageRecordSchema),
});

export const chatProfileSettingsSchema = z.strictObject({
  isTwoStepAuthVerificationEnabled: z.boolean(),
  isNotificationsOn: z.boolean(),
});

export const chatProfileUserSchema = z.strictObject({
  id: z.int(),
  avatar: z.string(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  status: status(),
  settings: chatProfileSettingsSchema,
});

/** A chat as the list shows it. */
export const chatSummarySchema = z.strictObject({
  id: z.int(),
  unseenMsgs: z.int(),
  lastMessage: z.nullable(chatMessageRecordSchema),
  typing: z.boolean().check(about('The contact is writing a reply now.')),
});

export const chatListContactSchema = z.extend(chatContactSchema, { chat: chatSummarySchema });

/** GET /apps/chat/chats-and-contacts. */
export const chatsAndContactsResponseSchema = z.strictObject({
  chatsContacts: z.array(chatListContactSchema).check(about('Contacts with a chat, the most recent message first.')),
  contacts: z.array(chatContactSchema).check(about('Contacts without a chat, by name.')),
  profileUser: chatProfileUserSchema,
});

/** GET /apps/chat/get-chat?id=<contact id>. */
export const getChatResponseSchema = z.strictObject({
  chat: z.nullable(chatSchema),
  contact: chatContactSchema,
  typing: z.boolean().check(about('The contact is writing a reply now.')),
});

/** POST /apps/chat/send-msg. */
export const sendMessageResponseSchema = z.strictObject({
  response: z.strictObject({
    newMessageData: chatMessageRecordSchema,
    id: z.int().check(about('The chat’s id.')),
    chat: z.optional(chatSchema),
  }),
});
