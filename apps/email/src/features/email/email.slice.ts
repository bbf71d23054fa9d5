// The `email` state area (docs/architecture.md, State): the listed mails and the counters, the list's params,
// the open mail with its previous/next flags, the selected ids, and the composer. Written by hand rather than
// with createCrudFeature: a mailbox is not a list-and-form resource (no paging, no record form, bulk updates
// by id list), so only the toolkit's vocabulary (RequestStatus, the feedback binding) is shared. Decisions:
// - Changes apply at once (optimistic), counters included, so opening a mail drops the unread counter before
//   the server answers; the server's answer then replaces the counters, and a failure reloads the list.
// - The selection survives a reload of the same list (ids no longer listed drop out) and resets when the
//   folder, label or search changes.
// - Send closes the composer at once and keeps what it held (`pendingSends`, by composer session) until the send is
//   final: Undo, or a send the server refuses, opens the composer again with exactly that.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestStatus } from '@live-agent/store';
import type {
  Email,
  EmailDraftInput,
  EmailLabel,
  EmailsMeta,
  EmailUpdate,
  EmailWithNeighbours,
  FieldErrors,
  PaginateDirection,
} from '@live-agent/contracts';
import { EMPTY_DRAFT } from './email.format';
import {
  DEFAULT_PARAMS,
  type ComposeDraft,
  type ComposeMode,
  type ComposerState,
  type EmailParams,
} from './email.types';

export interface EmailState {
  emails: Email[];
  emailsMeta: EmailsMeta;
  params: EmailParams;
  status: RequestStatus;
  currentMail: EmailWithNeighbours | null;
  mailStatus: RequestStatus;
  /** 'notFound' when the open mail does not exist (any more). */
  mailError: 'notFound' | 'failed' | null;
  /** A mail the screen should put in the URL (after previous/next), consumed by the page. */
  followMail: number | null;
  selectedIds: number[];
  composer: ComposerState;
  /** Mails sent but not final yet (Undo is still offered), by the session of the composer they were written in. */
  pendingSends: Record<number, SendPayload>;
}

const closedComposer: ComposerState = {
  open: false,
  minimised: false,
  session: 0,
  initial: EMPTY_DRAFT,
  mode: 'new',
  draftId: null,
  busy: null,
  errors: {},
};

export const initialEmailState: EmailState = {
  emails: [],
  emailsMeta: { inbox: 0, draft: 0, spam: 0 },
  params: DEFAULT_PARAMS,
  status: 'idle',
  currentMail: null,
  mailStatus: 'idle',
  mailError: null,
  followMail: null,
  selectedIds: [],
  composer: closedComposer,
  pendingSends: {},
};

const sameView = (a: EmailParams, b: EmailParams) => a.folder === b.folder && a.label === b.label && a.q === b.q;

/** What one mail adds to each counter (docs/demo-api.md, Email: unread in inbox and spam, every draft). */
function counts(mail: Pick<Email, 'folder' | 'isRead'>): EmailsMeta {
  return {
    inbox: mail.folder === 'inbox' && !mail.isRead ? 1 : 0,
    draft: mail.folder === 'draft' ? 1 : 0,
    spam: mail.folder === 'spam' && !mail.isRead ? 1 : 0,
  };
}

function adjustMeta(
  meta: EmailsMeta,
  before: Pick<Email, 'folder' | 'isRead'>,
  after: Pick<Email, 'folder' | 'isRead'>,
) {
  const a = counts(before);
  const b = counts(after);
  meta.inbox = Math.max(0, meta.inbox + b.inbox - a.inbox);
  meta.draft = Math.max(0, meta.draft + b.draft - a.draft);
  meta.spam = Math.max(0, meta.spam + b.spam - a.spam);
}

/** Applies `change` to every known copy of the mails (list and open mail), counters included. */
function patchMails(state: EmailState, ids: number[], change: (mail: Email) => Partial<Email>) {
  const seen = new Set<number>();
  const apply = (mail: Email) => {
    const next = { ...mail, ...change(mail) };
    if (!seen.has(mail.id)) {
      seen.add(mail.id);
      adjustMeta(state.emailsMeta, mail, next);
    }
    return next;
  };
  state.emails = state.emails.map((mail) => (ids.includes(mail.id) ? apply(mail) : mail));
  if (state.currentMail && ids.includes(state.currentMail.id))
    state.currentMail = { ...state.currentMail, ...apply(state.currentMail) };
}

const toggled = (labels: EmailLabel[], label: EmailLabel) =>
  labels.includes(label) ? labels.filter((item) => item !== label) : [...labels, label];

export interface UpdatePayload {
  ids: number[];
  changes: EmailUpdate;
  /** A toast key to show when the server agrees; none for quiet changes (marking read on open). */
  message?: string;
}

/** A mail to send: what goes to the server, and the composition it was written as (to restore it). */
export interface SendPayload {
  input: EmailDraftInput;
  draft: ComposeDraft;
  mode: ComposeMode;
  /** The session of the composer it was written in. */
  session: number;
}

export interface OpenComposerPayload {
  mode: ComposeMode;
  draft: ComposeDraft;
}

export const emailSlice = createSlice({
  name: 'email',
  initialState: initialEmailState,
  reducers: {
    fetchEmails(state, { payload }: PayloadAction<EmailParams>) {
      if (!sameView(state.params, payload)) state.selectedIds = [];
      state.params = payload;
      state.status = 'loading';
    },
    emailsLoaded(state, { payload }: PayloadAction<{ emails: Email[]; emailsMeta: EmailsMeta }>) {
      state.emails = payload.emails;
      state.emailsMeta = payload.emailsMeta;
      state.status = 'ready';
      const listed = new Set(payload.emails.map((mail) => mail.id));
      state.selectedIds = state.selectedIds.filter((id) => listed.has(id));
    },
    emailsFailed(state) {
      state.status = 'error';
    },
    metaChanged(state, { payload }: PayloadAction<EmailsMeta>) {
      state.emailsMeta = payload;
    },

    openMail(state, { payload }: PayloadAction<{ id: number; params: EmailParams }>) {
      state.mailStatus = 'loading';
      state.mailError = null;
      if (state.currentMail?.id !== payload.id) state.currentMail = null;
    },
    paginate(state, _action: PayloadAction<{ id: number; dir: PaginateDirection; params: EmailParams }>) {
      state.mailStatus = 'loading';
    },
    mailLoaded(state, { payload }: PayloadAction<{ mail: EmailWithNeighbours; follow?: boolean }>) {
      state.currentMail = payload.mail;
      state.mailStatus = 'ready';
      state.mailError = null;
      if (payload.follow) state.followMail = payload.mail.id;
    },
    mailFailed(state, { payload }: PayloadAction<'notFound' | 'failed'>) {
      state.mailStatus = 'error';
      state.mailError = payload;
    },
    /** The end of the list was reached between two key presses: the open mail stays, its flag turns off. */
    edgeReached(state, { payload }: PayloadAction<PaginateDirection>) {
      state.mailStatus = 'ready';
      if (state.currentMail) state.currentMail[payload === 'next' ? 'hasNextMail' : 'hasPreviousMail'] = false;
    },
    followed(state) {
      state.followMail = null;
    },
    closeMail(state) {
      state.currentMail = null;
      state.mailStatus = 'idle';
      state.mailError = null;
    },

    toggleSelected(state, { payload }: PayloadAction<number>) {
      state.selectedIds = state.selectedIds.includes(payload)
        ? state.selectedIds.filter((id) => id !== payload)
        : [...state.selectedIds, payload];
    },
    /** Every listed mail, or none when all are selected already. */
    selectAll(state, { payload }: PayloadAction<boolean>) {
      state.selectedIds = payload ? state.emails.map((mail) => mail.id) : [];
    },
    setSelection(state, { payload }: PayloadAction<number[]>) {
      state.selectedIds = payload;
    },
    resetSelection(state) {
      state.selectedIds = [];
    },

    updateEmails(state, { payload }: PayloadAction<UpdatePayload>) {
      patchMails(state, payload.ids, () => payload.changes);
    },
    toggleLabel(state, { payload }: PayloadAction<{ ids: number[]; label: EmailLabel }>) {
      patchMails(state, payload.ids, (mail) => ({ labels: toggled(mail.labels, payload.label) }));
    },
    restoreEmails(state, { payload }: PayloadAction<number[]>) {
      patchMails(state, payload, (mail) => ({ folder: mail.trashedFrom ?? 'inbox' }));
    },
    deleteForever(state, { payload }: PayloadAction<number[]>) {
      state.emails = state.emails.filter((mail) => !payload.includes(mail.id));
      state.selectedIds = state.selectedIds.filter((id) => !payload.includes(id));
    },
    /** The server's copies of changed mails (they replace the optimistic ones). */
    emailsChanged(state, { payload }: PayloadAction<{ emails: Email[]; emailsMeta: EmailsMeta }>) {
      const byId = new Map(payload.emails.map((mail) => [mail.id, mail]));
      state.emails = state.emails.map((mail) => byId.get(mail.id) ?? mail);
      const current = state.currentMail && byId.get(state.currentMail.id);
      if (state.currentMail && current) state.currentMail = { ...state.currentMail, ...current };
      state.emailsMeta = payload.emailsMeta;
    },

    openComposer(state, { payload }: PayloadAction<OpenComposerPayload>) {
      state.composer = {
        ...closedComposer,
        open: true,
        session: state.composer.session + 1,
        initial: payload.draft,
        mode: payload.mode,
        draftId: payload.draft.draftId ?? null,
      };
    },
    minimiseComposer(state, { payload }: PayloadAction<boolean>) {
      state.composer.minimised = payload;
    },
    closeComposer(state) {
      state.composer = { ...closedComposer, session: state.composer.session };
    },
    /** Discarding a saved draft (its id given) moves it to the trash, where it can still be restored. */
    discardComposer(state, _action: PayloadAction<number | null>) {
      state.composer = { ...closedComposer, session: state.composer.session };
    },
    sendEmail(state, { payload }: PayloadAction<SendPayload>) {
      // A plain copy of the payload; the draft type of the store does not take its read-only lists.
      (state.pendingSends as Record<number, SendPayload>)[payload.session] = payload;
      state.composer = { ...closedComposer, session: state.composer.session };
    },
    /** Undo, or a refused send: the composition comes back as it was (and with the server's messages). */
    sendTakenBack(state, { payload }: PayloadAction<{ session: number; errors?: FieldErrors }>) {
      const pending = state.pendingSends[payload.session];
      if (!pending) return;
      delete state.pendingSends[payload.session];
      state.composer = {
        ...closedComposer,
        open: true,
        session: state.composer.session + 1,
        initial: { ...pending.draft, draftId: pending.input.draftId },
        mode: pending.mode,
        draftId: pending.input.draftId ?? null,
        errors: payload.errors ?? {},
      };
    },
    sendFinished(state, { payload }: PayloadAction<{ session: number; emailsMeta: EmailsMeta }>) {
      delete state.pendingSends[payload.session];
      state.emailsMeta = payload.emailsMeta;
    },
    saveDraft(state, _action: PayloadAction<EmailDraftInput>) {
      state.composer.busy = 'saving';
      state.composer.errors = {};
    },
    draftSaved(state, { payload }: PayloadAction<{ id: number; emailsMeta: EmailsMeta }>) {
      state.composer.busy = null;
      state.composer.draftId = payload.id;
      state.emailsMeta = payload.emailsMeta;
    },
    composerFailed(state, { payload }: PayloadAction<FieldErrors>) {
      state.composer.busy = null;
      state.composer.errors = payload;
    },
  },
});

export const emailActions = emailSlice.actions;
