// The demo chat's writes (docs/demo-api.md, Chat): a message sent, and the profile user's status, about text and
// settings, each kept when not given. Whether the contact exists depends on what is stored: the server checks it.
import { CHAT_ABOUT_MAX, CHAT_MESSAGE_MAX, CHAT_STATUSES } from '../chat';
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
    z.transform((value: unknown) => (typeof value === 'boolean' ? value : (FLAGS.get(value) ?? value))),
    z.boolean({ error: ruleMessage('boolean') }),
  ),
);

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** POST /apps/chat/users/profile-user: what is absent (or blank, for the status and settings) is kept. */
export const chatProfileSchema = z.object({
  status: unlessBlank(choice(CHAT_STATUSES)),
  about: z.optional(chatAboutSchema),
  settings: z.pipe(z.transform(record), z.object({ isTwoStepAuthVerificationEnabled: flag, isNotificationsOn: flag })),
});
