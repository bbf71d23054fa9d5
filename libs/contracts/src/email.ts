// The demo mailbox (docs/demo-api.md, Email): GET /apps/email/emails, POST /apps/email/update-emails,
// POST /apps/email/update-emails-label, GET /apps/email/get-email, GET /apps/email/paginate-email, and the
// additions send, save draft, restore and delete forever.

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];

/** What the list can show: a folder, or `starred` (every starred mail outside the trash). */
export const EMAIL_VIEWS = [...EMAIL_FOLDERS, 'starred'] as const;
export type EmailView = (typeof EMAIL_VIEWS)[number];

export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

/** The fields update-emails accepts; any other field answers 422. */
export const EMAIL_UPDATABLE_FIELDS = ['isRead', 'isStarred', 'folder'] as const;

export interface EmailAddress {
  name: string;
  email: string;
}

export interface EmailSender extends EmailAddress {
  /** An image URL (a data: URL in the demo). */
  avatar: string;
}

export interface EmailAttachment {
  fileName: string;
  /** A small image for the file type. */
  thumbnail: string;
  url: string;
  /** Bytes. */
  size: number;
}

/** An earlier message of the thread, oldest first in `replies`. */
export interface EmailReply {
  id: number;
  from: EmailSender;
  to: EmailAddress[];
  cc: EmailAddress[];
  bcc: EmailAddress[];
  subject: string;
  /** HTML. */
  message: string;
  attachments: EmailAttachment[];
  /** ISO instant. */
  time: string;
}

export interface Email extends EmailReply {
  isStarred: boolean;
  isRead: boolean;
  labels: EmailLabel[];
  folder: EmailFolder;
  replies: EmailReply[];
  /** Where a mail in the trash came from, so restore puts it back there; absent outside the trash. */
  trashedFrom?: Exclude<EmailFolder, 'trash'>;
}

/** Counters, computed afresh on every answer and independent of the list's filters. */
export interface EmailsMeta {
  /** Unread mails in the inbox. */
  inbox: number;
  /** Every draft. */
  draft: number;
  /** Unread mails in spam. */
  spam: number;
}

/** The list being looked at; get-email and paginate-email take the same parameters. */
export interface EmailListQuery {
  /** Case-insensitive, over subject, sender name and address, and the message text. */
  q?: string;
  /** Default inbox. Ignored when `label` is given. */
  folder?: EmailView;
  /** Every mail outside the trash with this label, whatever its folder. */
  label?: EmailLabel;
}

export interface EmailListResponse {
  /** Newest first. */
  emails: Email[];
  emailsMeta: EmailsMeta;
}

export type EmailUpdate = Partial<Pick<Email, 'isRead' | 'isStarred' | 'folder'>>;

export interface UpdateEmailsRequest {
  emailIds: number[];
  dataToUpdate: EmailUpdate;
}

export interface UpdateEmailsLabelRequest {
  emailIds: number[];
  label: EmailLabel;
}

/** The answer of every change: the changed mails and the new counters. */
export interface EmailsChangedResponse {
  emails: Email[];
  emailsMeta: EmailsMeta;
}

/** GET /apps/email/get-email?id= and paginate-email: the mail and whether the viewed list goes on. */
export interface EmailWithNeighbours extends Email {
  /** A newer mail is above this one in the viewed list. */
  hasPreviousMail: boolean;
  /** An older mail is below this one in the viewed list. */
  hasNextMail: boolean;
}

export interface GetEmailQuery extends EmailListQuery {
  id: number;
}

export const PAGINATE_DIRECTIONS = ['previous', 'next'] as const;
export type PaginateDirection = (typeof PAGINATE_DIRECTIONS)[number];

export interface PaginateEmailQuery extends EmailListQuery {
  dir: PaginateDirection;
  emailId: number;
}

/** What the composer sends or saves. */
export interface EmailDraftInput {
  to: EmailAddress[];
  cc: EmailAddress[];
  bcc: EmailAddress[];
  subject: string;
  /** HTML built by the client from the typed text (escaped) and the quoted message. */
  message: string;
  /** The draft this mail was written in: sending it removes the draft. */
  draftId?: number;
}

/** POST /apps/email/send-email → 201 `{ email, emailsMeta }`, filed in Sent. */
export interface SendEmailRequest {
  email: EmailDraftInput;
}

/** POST /apps/email/save-draft → 201 (new) or 200 (`draftId` given) `{ email, emailsMeta }`. */
export interface SaveDraftRequest {
  draft: EmailDraftInput;
}

export interface EmailSavedResponse {
  email: Email;
  emailsMeta: EmailsMeta;
}

/** POST /apps/email/restore-emails and /apps/email/delete-emails: mails in the trash only. */
export interface TrashActionRequest {
  emailIds: number[];
}

export interface EmailsDeletedResponse {
  emailIds: number[];
  emailsMeta: EmailsMeta;
}
