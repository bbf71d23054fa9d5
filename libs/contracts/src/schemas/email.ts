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
/** Files a mail may carry, and the size of each (bytes; the composer says "2 MB"). */
export const EMAIL_ATTACHMENTS_MAX = 5;
export const EMAIL_ATTACHMENT_MAX_BYTES = 2_000_000;
/** The file types a mail may carry: documents, images, text and archives, nothing that runs. */
export const EMAIL_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
] as const;
const ATTACHMENT_NAME_MAX = 255;
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

/** One attached file as it travels: its name, type, size in bytes and content as a base64 `data:` URL of that type. */
export interface EmailAttachmentUpload {
  fileName: string;
  type: string;
  size: number;
  content: string;
}

/** How files of a type begin (their first bytes): a picture named .png must be one. Text types have none. */
const SIGNATURES: Partial<Record<(typeof EMAIL_ATTACHMENT_TYPES)[number], number[][]>> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [[0x47, 0x49, 0x46, 0x38]],
  'image/webp': [[0x52, 0x49, 0x46, 0x46]],
  'application/msword': [[0xd0, 0xcf, 0x11, 0xe0]],
  'application/vnd.ms-excel': [[0xd0, 0xcf, 0x11, 0xe0]],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [[0x50, 0x4b]],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [[0x50, 0x4b]],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': [[0x50, 0x4b]],
  'application/zip': [[0x50, 0x4b]],
};

function beginsAsItsType(type: string, base64: string): boolean {
  const signatures = SIGNATURES[type as keyof typeof SIGNATURES];
  if (!signatures) return true;
  // Checked as well-formed base64 before; its first 16 characters are whole groups of four.
  const head = atob(base64.slice(0, 16));
  return signatures.some((bytes) => bytes.every((byte, index) => head.charCodeAt(index) === byte));
}

const base64Bytes = (base64: string): number | null => {
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  return (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
};

/**
 * What is wrong with an attached file, first thing first: its type, its size, then (when `content` is checked) whether
 * the content is what the name, type and size say. The composer checks a picked file without its content.
 */
function attachmentProblem(entry: unknown, withContent: boolean): string | null {
  const item = record(entry);
  const name = typeof item.fileName === 'string' ? item.fileName.trim() : '';
  if (!name || name.length > ATTACHMENT_NAME_MAX) return ruleMessage('attachmentBroken', { name: name.slice(0, 40) });
  if (!(EMAIL_ATTACHMENT_TYPES as readonly unknown[]).includes(item.type))
    return ruleMessage('attachmentType', { name });
  if (typeof item.size !== 'number' || !Number.isInteger(item.size) || item.size < 0)
    return ruleMessage('attachmentBroken', { name });
  if (item.size > EMAIL_ATTACHMENT_MAX_BYTES)
    return ruleMessage('attachmentSize', { name, max: EMAIL_ATTACHMENT_MAX_BYTES / 1_000_000 });
  if (!withContent) return null;
  const prefix = `data:${item.type as string};base64,`;
  const content = typeof item.content === 'string' ? item.content : '';
  const base64 = content.slice(prefix.length);
  if (!content.startsWith(prefix) || base64Bytes(base64) !== item.size)
    return ruleMessage('attachmentBroken', { name });
  if (!beginsAsItsType(item.type as string, base64)) return ruleMessage('attachmentType', { name });
  return null;
}

/** A file as picked, before it is read: its name, type and size must be ones a mail may carry. */
export const emailAttachmentFileSchema = z.unknown().check(
  about(`A file of one of the allowed types, at most ${EMAIL_ATTACHMENT_MAX_BYTES} bytes.`),
  z.superRefine((file, ctx) => {
    const problem = attachmentProblem(file, false);
    if (problem) ctx.addIssue({ code: 'custom', input: file, message: problem });
  }),
);

/** The attached files: absent gives none; at most EMAIL_ATTACHMENTS_MAX, each of an allowed type and size. */
const attachments = z.pipe(
  z.transform<readonly EmailAttachmentUpload[] | null | undefined, unknown>((value) => value ?? []),
  z.pipe(
    z.array(z.unknown(), { error: ruleMessage('choice') }).check(
      about(
        `Files \`{ fileName, type, size, content }\` (content a base64 \`data:\` URL of that type and size), at most ` +
          `${EMAIL_ATTACHMENTS_MAX}, each at most ${EMAIL_ATTACHMENT_MAX_BYTES} bytes, of the types ` +
          `${EMAIL_ATTACHMENT_TYPES.join(', ')}.`,
      ),
      z.superRefine((list, ctx) => {
        if (list.length > EMAIL_ATTACHMENTS_MAX)
          ctx.addIssue({
            code: 'custom',
            input: list,
            message: ruleMessage('attachmentCount', { max: EMAIL_ATTACHMENTS_MAX }),
          });
        for (const entry of list) {
          const problem = attachmentProblem(entry, true);
          if (problem) ctx.addIssue({ code: 'custom', input: list, message: problem });
        }
      }),
    ),
    z.transform((list: unknown[]): EmailAttachmentUpload[] =>
      list.map((entry) => {
        const { fileName, type, size, content } = record(entry) as unknown as EmailAttachmentUpload;
        return { fileName: fileName.trim(), type, size, content };
      }),
    ),
  ),
);

/**
 * Files of a mail in the mailbox passed on by a forward, by name: the server copies them from that mail (the client
 * never holds their content). Absent gives none.
 */
const forwardedFiles = z.pipe(
  z.transform((value: unknown): unknown => value ?? null),
  z.nullable(
    z
      .object(
        {
          from: z.int({ error: ruleMessage('choice') }).check(z.positive({ error: ruleMessage('choice') })),
          fileNames: z.array(z.string({ error: ruleMessage('choice') }), { error: ruleMessage('choice') }),
        },
        { error: ruleMessage('choice') },
      )
      .check(about('The mail forwarded, and the names of its files to pass on.')),
  ),
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
export const emailDraftSchema = z
  .object({
    to: emailRecipientsSchema,
    cc: emailRecipientsSchema,
    bcc: emailRecipientsSchema,
    subject: optionalText({ max: EMAIL_SUBJECT_MAX }),
    message,
    // Optional on the wire (a client without files sends none); absent means none.
    attachments: z.optional(attachments),
    forwardedFiles: z.optional(forwardedFiles),
  })
  .check(
    // Files attached and files passed on count together.
    z.superRefine((draft, ctx) => {
      const count = (draft.attachments?.length ?? 0) + (draft.forwardedFiles?.fileNames.length ?? 0);
      if (count > EMAIL_ATTACHMENTS_MAX)
        ctx.addIssue({
          code: 'custom',
          input: draft,
          message: ruleMessage('attachmentCount', { max: EMAIL_ATTACHMENTS_MAX }),
          path: ['attachments'],
        });
    }),
  );

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
