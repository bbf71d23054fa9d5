// What the composer sends or saves (docs/demo-api.md, Email): three recipient lists, the subject and the message.
// A draft may have no recipient; a mail sent needs one. Whether `draftId` names a draft depends on what is stored:
// the server checks it.
import type { EmailAddress } from '../email';
import { isEmail } from '../rules/formats';
import { optionalText, ruleMessage, z } from '../rules/schema';

export const EMAIL_SUBJECT_MAX = 250;
export const EMAIL_MESSAGE_MAX = 100_000;
export const EMAIL_RECIPIENTS_MAX = 50;
/** A recipient's name beyond this is cut, not refused. */
const NAME_MAX = 200;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** One entry of a recipient list as the server reads it: its trimmed address and name. */
function readRecipient(entry: unknown): { address: EmailAddress; valid: boolean; typed: string } {
  const item = record(entry);
  const email = typeof item.email === 'string' ? item.email.trim() : '';
  const name = typeof item.name === 'string' ? item.name.trim().slice(0, NAME_MAX) : '';
  return {
    address: { name, email },
    valid: email !== '' && isEmail(email),
    typed: email || (typeof entry === 'string' ? entry : ''),
  };
}

/** The well-formed recipients of a list (its first EMAIL_RECIPIENTS_MAX), whatever else it holds. */
const wellFormed = (value: unknown): EmailAddress[] =>
  Array.isArray(value)
    ? value
        .slice(0, EMAIL_RECIPIENTS_MAX)
        .map(readRecipient)
        .filter((entry) => entry.valid)
        .map((entry) => entry.address)
    : [];

/**
 * A recipient list: absent gives none; at most EMAIL_RECIPIENTS_MAX; every address well formed, each bad one
 * named in its own message (on the list's field, as the composer shows them).
 */
export const emailRecipientsSchema = z.pipe(
  z.transform((value: unknown) => value ?? []),
  z.pipe(
    z.array(z.unknown(), { error: ruleMessage('choice') }).check(
      z.superRefine((list, ctx) => {
        if (list.length > EMAIL_RECIPIENTS_MAX)
          ctx.addIssue({
            code: 'custom',
            input: list,
            message: ruleMessage('wholeNumber', { min: 0, max: EMAIL_RECIPIENTS_MAX }),
          });
        for (const entry of list.slice(0, EMAIL_RECIPIENTS_MAX).map(readRecipient)) {
          if (!entry.valid)
            ctx.addIssue({ code: 'custom', input: list, message: ruleMessage('badAddress', { address: entry.typed }) });
        }
      }),
    ),
    z.transform((list: unknown[]) => wellFormed(list)),
  ),
);

/** One typed address, as a recipient list would take it (the composer's tags). */
export const emailAddressSchema = z.pipe(
  z.transform((value: unknown): unknown => [{ email: value }]),
  emailRecipientsSchema,
);

/** The message: HTML as sent, not trimmed; absent gives ''. */
const message = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: ruleMessage('choice') })
        .check(z.maxLength(EMAIL_MESSAGE_MAX, { error: ruleMessage('maxLength', { max: EMAIL_MESSAGE_MAX }) })),
    ),
  ),
  z.transform((value: string | null | undefined) => value ?? ''),
);

/** What save-draft takes (`draft`, without `draftId`). */
export const emailDraftSchema = z.object({
  to: emailRecipientsSchema,
  cc: emailRecipientsSchema,
  bcc: emailRecipientsSchema,
  subject: optionalText({ max: EMAIL_SUBJECT_MAX }),
  message,
});

const recipientCount = (draft: Record<string, unknown>) =>
  wellFormed(draft.to).length + wellFormed(draft.cc).length + wellFormed(draft.bcc).length;

/**
 * What send-email takes (`email`, without `draftId`): a draft with at least one recipient, said on `to` even when
 * another field is wrong (an object's own check would not run then), but not over what is wrong with `to` itself.
 */
export const emailSendSchema = z.pipe(
  z.unknown().check(
    z.superRefine((input, ctx) => {
      const issues = z.safeParse(emailDraftSchema, input).error?.issues ?? [];
      for (const { message, path } of issues) ctx.addIssue({ code: 'custom', input, message, path });
      if (!issues.some((issue) => issue.path[0] === 'to') && recipientCount(record(input)) === 0)
        ctx.addIssue({ code: 'custom', input, message: ruleMessage('recipientRequired'), path: ['to'] });
    }),
  ),
  z.transform((input) => z.parse(emailDraftSchema, input)),
);
