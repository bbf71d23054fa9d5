// The demo mailbox (docs/demo-api.md, Email): what the server answers (strict objects, so a field the contract does
// not name fails a test), and what the composer sends or saves: three recipient lists, the subject and the message.
// A draft may have no recipient; a mail sent needs one. Whether `draftId` names a draft depends on what is stored:
// the server checks it.
import {
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  EMAIL_VIEWS,
  PAGINATE_DIRECTIONS,
  type EmailAddress,
  type EmailFolder,
} from '../email';
import { isEmail } from '../rules/formats';
import { optionalText, ruleMessage, z } from '../rules/schema';

export const EMAIL_SUBJECT_MAX = 250;
export const EMAIL_MESSAGE_MAX = 100_000;
export const EMAIL_RECIPIENTS_MAX = 50;
/** A recipient's name beyond this is cut, not refused. */
const NAME_MAX = 200;

const about = (description: string) => z.describe(description);

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
  // Any value is checked; what a client is meant to send is a list of addresses (the type says so).
  z.transform<readonly EmailAddress[] | null | undefined, unknown>((value) => value ?? []),
  z.pipe(
    z.array(z.unknown(), { error: ruleMessage('choice') }).check(
      about(
        `Recipients \`{ name, email }\`, at most ${EMAIL_RECIPIENTS_MAX}, every address well formed; absent gives none.`,
      ),
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

/** What save-draft and send-email carry (`draft`, `email`): the mail, and the draft it was written in, if any. */
export const emailDraftInputSchema = z.extend(emailDraftSchema, {
  draftId: z.optional(z.int().check(about('The draft this mail was written in: sending it removes the draft.'))),
});

/** POST /apps/email/send-email (send-email also needs a recipient: `emailSendSchema` is its check). */
export const sendEmailRequestSchema = z.object({ email: emailDraftInputSchema });

/** POST /apps/email/save-draft. */
export const saveDraftRequestSchema = z.object({ draft: emailDraftInputSchema });

const emailIds = () => z.array(z.int()).check(z.minLength(1), about('At least one; every one must exist.'));

/** The change update-emails makes: at least one of these fields, and no other. */
export const emailUpdateSchema = z.strictObject({
  isRead: z.optional(z.boolean()),
  isStarred: z.optional(z.boolean()),
  folder: z.optional(z.enum(EMAIL_FOLDERS).check(about('Moving to the trash records where the mail came from.'))),
});

/** POST /apps/email/update-emails. */
export const updateEmailsRequestSchema = z.object({ emailIds: emailIds(), dataToUpdate: emailUpdateSchema });

/** POST /apps/email/update-emails-label: the label toggles on each mail. */
export const updateEmailsLabelRequestSchema = z.object({ emailIds: emailIds(), label: z.enum(EMAIL_LABELS) });

/** POST /apps/email/restore-emails and /apps/email/delete-emails: mails in the trash only. */
export const trashActionRequestSchema = z.object({ emailIds: emailIds() });

/**
 * The list being looked at; get-email and paginate-email take the same parameters. Not named `…Schema`: its fields
 * are parameters. An unknown folder or label falls back to the inbox, as a hand-edited address would.
 */
export const emailListQuery = z.object({
  q: z.optional(
    z.string().check(about('Case-insensitive, over subject, sender name and address, and the message text.')),
  ),
  folder: z.optional(z.enum(EMAIL_VIEWS).check(about('Default inbox. Ignored when `label` is given.'))),
  label: z.optional(
    z.enum(EMAIL_LABELS).check(about('Every mail outside the trash with this label, whatever its folder.')),
  ),
});

export const getEmailQuery = z.extend(emailListQuery, { id: z.int() });

export const paginateEmailQuery = z.extend(emailListQuery, {
  dir: z.enum(PAGINATE_DIRECTIONS).check(about('`previous`: the newer neighbour (above); `next`: the older one.')),
  emailId: z.int(),
});

/** A recipient: a name (maybe '') and an address. */
export const emailRecipientSchema = z.strictObject({ name: z.string(), email: z.string() });

export const emailSenderSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  avatar: z.string().check(about('An image URL (a data: URL in the demo).')),
});

export const emailAttachmentSchema = z.strictObject({
  fileName: z.string(),
  thumbnail: z.string().check(about('A small image for the file type.')),
  url: z.string(),
  size: z.int().check(about('Bytes.')),
});

const mailFields = {
  id: z.int(),
  from: emailSenderSchema,
  to: z.array(emailRecipientSchema),
  cc: z.array(emailRecipientSchema),
  bcc: z.array(emailRecipientSchema),
  subject: z.string(),
  message: z.string().check(about('HTML: show it only through the sanitiser.')),
  attachments: z.array(emailAttachmentSchema),
  time: z.string().check(about('ISO instant.')),
};

/** An earlier message of the thread. */
export const emailReplySchema = z.strictObject(mailFields);

const mailboxFields = {
  ...mailFields,
  isStarred: z.boolean(),
  isRead: z.boolean(),
  labels: z.array(z.enum(EMAIL_LABELS)),
  folder: z.enum(EMAIL_FOLDERS),
  replies: z.array(emailReplySchema).check(about('The earlier messages of the thread, oldest first.')),
  trashedFrom: z.optional(
    z
      .enum(
        EMAIL_FOLDERS.filter((folder) => folder !== 'trash') as [
          Exclude<EmailFolder, 'trash'>,
          ...Exclude<EmailFolder, 'trash'>[],
        ],
      )
      .check(about('Only in the trash: where restore puts the mail back.')),
  ),
};

export const emailSchema = z.strictObject(mailboxFields);

/** Counters, computed afresh on every answer and independent of the list's filters. */
export const emailsMetaSchema = z.strictObject({
  inbox: z.int().check(about('Unread mails in the inbox.')),
  draft: z.int().check(about('Every draft.')),
  spam: z.int().check(about('Unread mails in spam.')),
});

/** GET /apps/email/emails (newest first), and what every change answers: the changed mails. */
export const emailListResponseSchema = z.strictObject({ emails: z.array(emailSchema), emailsMeta: emailsMetaSchema });

/** GET /apps/email/get-email and paginate-email: the mail and whether the viewed list goes on. */
export const emailWithNeighboursSchema = z.strictObject({
  ...mailboxFields,
  hasPreviousMail: z.boolean().check(about('A newer mail is above this one in the viewed list.')),
  hasNextMail: z.boolean().check(about('An older mail is below this one in the viewed list.')),
});

/** What send-email and save-draft answer. */
export const emailSavedResponseSchema = z.strictObject({ email: emailSchema, emailsMeta: emailsMetaSchema });

/** What delete-emails answers: the ids removed for good. */
export const emailsDeletedResponseSchema = z.strictObject({ emailIds: z.array(z.int()), emailsMeta: emailsMetaSchema });
