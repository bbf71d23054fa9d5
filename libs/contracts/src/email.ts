// The demo mailbox (docs/demo-api.md, Email): GET /apps/email/emails, POST /apps/email/update-emails,
// POST /apps/email/update-emails-label, GET /apps/email/get-email, GET /apps/email/paginate-email, and the
// additions send, save draft, restore and delete forever.
import type { z } from 'zod/mini';
import type * as schemas from './schemas/email';

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];

/** What the list can show: a folder, or `starred` (every starred mail outside the trash). */
export const EMAIL_VIEWS = [...EMAIL_FOLDERS, 'starred'] as const;
export type EmailView = (typeof EMAIL_VIEWS)[number];

export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

/** The fields update-emails accepts; any other field answers 422. */
export const EMAIL_UPDATABLE_FIELDS = ['isRead', 'isStarred', 'folder'] as const;

/** A recipient: a name (maybe '') and an address. */
export type EmailAddress = z.output<typeof schemas.emailRecipientSchema>;
export type EmailSender = z.output<typeof schemas.emailSenderSchema>;
export type EmailAttachment = z.output<typeof schemas.emailAttachmentSchema>;
/** An earlier message of the thread, oldest first in `replies`. */
export type EmailReply = z.output<typeof schemas.emailReplySchema>;
/** A mail; `trashedFrom` (where restore puts it back) only while it is in the trash. */
export type Email = z.output<typeof schemas.emailSchema>;
/** Counters, computed afresh on every answer and independent of the list's filters. */
export type EmailsMeta = z.output<typeof schemas.emailsMetaSchema>;
/** The list being looked at; get-email and paginate-email take the same parameters. */
export type EmailListQuery = z.input<typeof schemas.emailListQuery>;
/** GET /apps/email/emails: newest first. */
export type EmailListResponse = z.output<typeof schemas.emailListResponseSchema>;
export type EmailUpdate = z.input<typeof schemas.emailUpdateSchema>;
export type UpdateEmailsRequest = z.input<typeof schemas.updateEmailsRequestSchema>;
export type UpdateEmailsLabelRequest = z.input<typeof schemas.updateEmailsLabelRequestSchema>;
/** The answer of every change: the changed mails and the new counters. */
export type EmailsChangedResponse = EmailListResponse;
/** GET /apps/email/get-email?id= and paginate-email: the mail and whether the viewed list goes on. */
export type EmailWithNeighbours = z.output<typeof schemas.emailWithNeighboursSchema>;
export type GetEmailQuery = z.input<typeof schemas.getEmailQuery>;

export const PAGINATE_DIRECTIONS = ['previous', 'next'] as const;
export type PaginateDirection = (typeof PAGINATE_DIRECTIONS)[number];

export type PaginateEmailQuery = z.input<typeof schemas.paginateEmailQuery>;

/** What the composer sends or saves: the message is HTML the client built from the typed text (escaped). */
export type EmailDraftInput = z.input<typeof schemas.emailDraftInputSchema>;
/** POST /apps/email/send-email → 201 `{ email, emailsMeta }`, filed in Sent. */
export type SendEmailRequest = z.input<typeof schemas.sendEmailRequestSchema>;
/** POST /apps/email/save-draft → 201 (new) or 200 (`draftId` given) `{ email, emailsMeta }`. */
export type SaveDraftRequest = z.input<typeof schemas.saveDraftRequestSchema>;
export type EmailSavedResponse = z.output<typeof schemas.emailSavedResponseSchema>;
/** POST /apps/email/restore-emails and /apps/email/delete-emails: mails in the trash only. */
export type TrashActionRequest = z.input<typeof schemas.trashActionRequestSchema>;
export type EmailsDeletedResponse = z.output<typeof schemas.emailsDeletedResponseSchema>;
