// The mail screen's own types: the composer's draft and state. The mail
// itself and its value lists are contracts (@live-agent/contracts, email).
import type { EmailAddress, EmailAttachment, EmailAttachmentUpload, FieldErrors } from '@live-agent/contracts';

/** What the composer edits: plain text typed by the user, and the quoted message it answers (HTML). */
export interface ComposeDraft {
  to: EmailAddress[];
  cc: EmailAddress[];
  bcc: EmailAddress[];
  subject: string;
  body: string;
  /** The message replied to or forwarded, shown under the text and sent with it. */
  quoted: string;
  /** The attached files, read (they travel as `data:` URLs). */
  attachments: EmailAttachmentUpload[];
  /** Files of a mail in the mailbox passed on by a forward: the server copies them from mail `from` by name. */
  forwarded: { from: number; files: EmailAttachment[] } | null;
  /** The saved draft this composition updates. */
  draftId?: number;
}

export type ComposeMode = 'new' | 'reply' | 'replyAll' | 'forward' | 'draft';

export interface ComposerState {
  open: boolean;
  minimised: boolean;
  /** Changes each time the composer opens, so the form starts from `initial` again. */
  session: number;
  initial: ComposeDraft;
  mode: ComposeMode;
  /** The saved draft, once there is one (Save draft twice updates it). */
  draftId: number | null;
  /** The server's messages on the last send or save, by field. */
  errors: FieldErrors;
}
