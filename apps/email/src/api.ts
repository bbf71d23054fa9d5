// The email remote's server data: its endpoints on the page's one API slice (docs/architecture.md, "Server data";
// the routes: docs/demo-api.md, Email). Every list answer carries the counters, so every write refreshes the lists
// ('Mails': a moved, restored or unstarred mail may leave the view, and the counters follow). Changes show at once
// (optimistic): the lists, their counters and the open mail are patched before the server answers, and put back
// if it refuses (the screen says why); a list or mail read already on its way answers with the change laid over it
// (heldEdits), so a star or a move does not flick back meanwhile.
import type {
  Email,
  EmailDraftInput,
  EmailLabel,
  EmailListQuery,
  EmailListResponse,
  EmailSavedResponse,
  EmailsChangedResponse,
  EmailsDeletedResponse,
  EmailsMeta,
  EmailUpdate,
  EmailWithNeighbours,
  PaginateDirection,
} from '@live-agent/contracts';
import { api, heldEdits, holdUntilAnswered, type ApiMeta } from '@live-agent/store/api';

/** One mail of a viewed list (get-email: its flags say whether that list goes on). */
export type MailQuery = EmailListQuery & { id: number };

const post = (url: string, body: unknown) => ({ url: `/apps/email/${url}`, method: 'POST' as const, body });

/** What one mail adds to each counter (docs/demo-api.md, Email: unread in inbox and spam, every draft). */
function counts(mail: Pick<Email, 'folder' | 'isRead'>): EmailsMeta {
  return {
    inbox: mail.folder === 'inbox' && !mail.isRead ? 1 : 0,
    draft: mail.folder === 'draft' ? 1 : 0,
    spam: mail.folder === 'spam' && !mail.isRead ? 1 : 0,
  };
}

const COUNTERS = ['inbox', 'draft', 'spam'] as const;

/** Moves `counters` by what a mail changing from `was` to `now` changes in them (never below 0). */
function moveCounters(
  counters: EmailsMeta,
  was: Pick<Email, 'folder' | 'isRead'>,
  now: Pick<Email, 'folder' | 'isRead'>,
) {
  const before = counts(was);
  const after = counts(now);
  for (const key of COUNTERS) counters[key] = Math.max(0, counters[key] + after[key] - before[key]);
}

const heldMails = heldEdits<Email>();

/**
 * A list answer with the changes it may not know of laid over it (heldEdits), its counters moved by each mail it
 * shows changed, as the patch moved them. A changed mail the answer does not show leaves them as they came: whether
 * they count it already cannot be told.
 */
function withHeldMails(answer: EmailListResponse, meta: ApiMeta | undefined): EmailListResponse {
  const emails = heldMails.over(answer.emails, meta);
  const emailsMeta = { ...answer.emailsMeta };
  emails.forEach((mail, index) => moveCounters(emailsMeta, answer.emails[index], mail));
  return { ...answer, emails, emailsMeta };
}

const toggled = (labels: EmailLabel[], label: EmailLabel) =>
  labels.includes(label) ? labels.filter((item) => item !== label) : [...labels, label];

interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/**
 * Applies `change` to every cached copy of the mails `ids` (the lists, with their counters, and the open mails) until
 * the server answers; a refusal puts them back. `drop` takes them out of the lists instead (deleted for good).
 */
async function patchMails(
  { dispatch, getState, queryFulfilled }: Lifecycle,
  ids: number[],
  change: (mail: Email) => Partial<Email>,
  drop = false,
) {
  const state = getState() as Parameters<typeof emailApi.util.selectCachedArgsForQuery>[0];
  const lists = emailApi.util.selectCachedArgsForQuery(state, 'emails');
  const before = new Map<number, Email>();
  for (const list of lists)
    for (const mail of emailApi.endpoints.emails.select(list)(state).data?.emails ?? [])
      if (ids.includes(mail.id)) before.set(mail.id, mail);
  const opened = emailApi.util.selectCachedArgsForQuery(state, 'email').filter((open) => ids.includes(open.id));
  for (const open of opened) {
    const mail = emailApi.endpoints.email.select(open)(state).data;
    if (mail && !before.has(mail.id)) before.set(mail.id, mail);
  }
  // A mail deleted for good is not held: a read on its way may show it again until the refresh.
  const edits = drop ? [] : [...before.values()].map((mail) => heldMails.hold(mail.id, change(mail)));
  const patches = lists.map(
    (list) =>
      dispatch(
        emailApi.util.updateQueryData('emails', list, (answer) => {
          // The counters are the mailbox's, whatever the list: every changed mail moves them once.
          for (const mail of before.values())
            moveCounters(
              answer.emailsMeta,
              mail,
              drop ? { folder: 'trash', isRead: true } : { ...mail, ...change(mail) },
            );
          answer.emails = drop
            ? answer.emails.filter((mail) => !ids.includes(mail.id))
            : answer.emails.map((mail) => (ids.includes(mail.id) ? { ...mail, ...change(mail) } : mail));
        }),
      ) as { undo: () => void },
  );
  for (const open of opened)
    patches.push(
      dispatch(
        emailApi.util.updateQueryData('email', open, (mail) => {
          Object.assign(mail, change(mail));
        }),
      ) as { undo: () => void },
    );
  await holdUntilAnswered(edits, queryFulfilled, () => patches.forEach((patch) => patch.undo()));
}

export const emailApi = api.enhanceEndpoints({ addTagTypes: ['Mails'] }).injectEndpoints({
  endpoints: (build) => ({
    emails: build.query<EmailListResponse, EmailListQuery>({
      query: (params) => ({ url: '/apps/email/emails', params }),
      transformResponse: withHeldMails,
      providesTags: ['Mails'],
    }),
    email: build.query<EmailWithNeighbours, MailQuery>({
      query: (params) => ({ url: '/apps/email/get-email', params }),
      transformResponse: (mail: EmailWithNeighbours, meta) => ({ ...mail, ...heldMails.over([mail], meta)[0] }),
    }),
    /** The mail before or after `emailId` in its list; it is then the one opened, asked for once. */
    neighbour: build.query<EmailWithNeighbours, EmailListQuery & { emailId: number; dir: PaginateDirection }>({
      query: (params) => ({ url: '/apps/email/paginate-email', params }),
      async onQueryStarted({ emailId, dir, ...list }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(emailApi.util.upsertQueryData('email', { ...list, id: data.id }, data));
        } catch {
          // The end of the list was reached meanwhile: the open mail stays, its flag turns off.
          dispatch(
            emailApi.util.updateQueryData('email', { ...list, id: emailId }, (mail) => {
              mail[dir === 'next' ? 'hasNextMail' : 'hasPreviousMail'] = false;
            }),
          );
        }
      },
    }),
    updateEmails: build.mutation<EmailsChangedResponse, { ids: number[]; changes: EmailUpdate }>({
      query: ({ ids, changes }) => post('update-emails', { emailIds: ids, dataToUpdate: changes }),
      onQueryStarted: ({ ids, changes }, lifecycle) => patchMails(lifecycle, ids, () => changes as Partial<Email>),
      invalidatesTags: ['Mails'],
    }),
    toggleLabel: build.mutation<EmailsChangedResponse, { ids: number[]; label: EmailLabel }>({
      query: ({ ids, label }) => post('update-emails-label', { emailIds: ids, label }),
      onQueryStarted: ({ ids, label }, lifecycle) =>
        patchMails(lifecycle, ids, (mail) => ({ labels: toggled(mail.labels, label) })),
      invalidatesTags: ['Mails'],
    }),
    restoreEmails: build.mutation<EmailsChangedResponse, number[]>({
      query: (ids) => post('restore-emails', { emailIds: ids }),
      onQueryStarted: (ids, lifecycle) =>
        patchMails(lifecycle, ids, (mail) => ({ folder: mail.trashedFrom ?? 'inbox' })),
      invalidatesTags: ['Mails'],
    }),
    deleteEmails: build.mutation<EmailsDeletedResponse, number[]>({
      query: (ids) => post('delete-emails', { emailIds: ids }),
      onQueryStarted: (ids, lifecycle) => patchMails(lifecycle, ids, () => ({}), true),
      invalidatesTags: ['Mails'],
    }),
    sendEmail: build.mutation<EmailSavedResponse, EmailDraftInput>({
      query: (email) => post('send-email', { email }),
      invalidatesTags: (answer) => (answer ? ['Mails'] : []),
    }),
    saveDraft: build.mutation<EmailSavedResponse, EmailDraftInput>({
      query: (draft) => post('save-draft', { draft }),
      invalidatesTags: (answer) => (answer ? ['Mails'] : []),
    }),
  }),
});

export const {
  useEmailsQuery,
  useEmailQuery,
  useLazyNeighbourQuery,
  useUpdateEmailsMutation,
  useToggleLabelMutation,
  useRestoreEmailsMutation,
  useDeleteEmailsMutation,
  useSendEmailMutation,
  useSaveDraftMutation,
} = emailApi;
