// The demo mailbox (docs/demo-api.md, Email). Decisions:
// - Every route needs `read` on Demo (the ability of the email screen), so a signed-out call is a 401 and a
//   client account a 403, like the product routes (kit/guard.ts).
// - "The list the user is looking at" is one function (viewedList) used by the list, get-email and
//   paginate-email, so previous/next always agree with what is on screen. Newest first: previous is the
//   newer neighbour (above), next the older one (below).
// - A list query with an unknown folder or label falls back to the default view (inbox), as a hand-edited URL
//   would; writes are strict: anything outside the whitelist, an unknown folder or label is a 422.
// - Every write is all or nothing: any unknown id answers 404 before anything changes.
// - A mail sent or saved keeps its message sanitised (kit/html.ts) and its files as `data:` URLs, each checked by the
//   draft's schema (type, size, and that the content is what it says).
// - Counters are computed afresh on every answer and never depend on the list's filters.
import {
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  EMAIL_UPDATABLE_FIELDS,
  PAGINATE_DIRECTIONS,
  emailDraftSchema,
  fillRule,
  emailSendSchema,
  type Email,
  type EmailFolder,
  type EmailLabel,
  type EmailListResponse,
  type EmailSavedResponse,
  type EmailsChangedResponse,
  type EmailsDeletedResponse,
  type EmailsMeta,
  type EmailUpdate,
  type EmailAttachment,
  type EmailAttachmentUpload,
  type EmailWithNeighbours,
  type UserData,
} from '@live-agent/contracts';
import { Response, type Request, type Server } from 'miragejs';
import { guardedRoutes, read } from '../../kit/guard';
import { asObject, queryString, readJsonBody, toId } from '../../kit/request';
import { created, notFound, ok } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check } from '../../kit/validation';
import { sanitizeStoredHtml } from '../../kit/html';
import { fileIcon, initialsAvatar } from '../../images';
import type { MockContext } from '../../types';
import { EMAIL_MESSAGES, type EmailMessages } from './messages';

const NEED = read('Demo');

type Stored = Omit<Email, 'trashedFrom'> & { trashedFrom?: Email['trashedFrom'] | null };

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The record as it crosses HTTP: `trashedFrom` only while in the trash. */
function present(email: Stored): Email {
  const { trashedFrom, ...rest } = email;
  return email.folder === 'trash' && trashedFrom ? { ...rest, trashedFrom } : rest;
}

const byNewest = (a: Stored, b: Stored) => b.time.localeCompare(a.time) || b.id - a.id;

/** The text of an HTML message, for search: tags dropped, the common entities read. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

interface ListParams {
  q: string;
  folder: EmailFolder | 'starred';
  label: EmailLabel | null;
}

function listParams(request: Request): ListParams {
  const folder = queryString(request, 'folder');
  const label = queryString(request, 'label');
  return {
    q: (queryString(request, 'q') ?? '').trim().toLowerCase(),
    folder: folder === 'starred' || isOneOf(EMAIL_FOLDERS, folder) ? folder : 'inbox',
    label: isOneOf(EMAIL_LABELS, label) ? label : null,
  };
}

function inView(email: Stored, { folder, label }: ListParams): boolean {
  if (label) return email.folder !== 'trash' && email.labels.includes(label);
  if (folder === 'starred') return email.folder !== 'trash' && email.isStarred;
  return email.folder === folder;
}

function matches(email: Stored, q: string): boolean {
  if (!q) return true;
  return [email.subject, email.from.name, email.from.email, textOf(email.message)].some((text) =>
    text.toLowerCase().includes(q),
  );
}

export function countersOf(emails: readonly Stored[]): EmailsMeta {
  return {
    inbox: emails.filter((email) => email.folder === 'inbox' && !email.isRead).length,
    draft: emails.filter((email) => email.folder === 'draft').length,
    spam: emails.filter((email) => email.folder === 'spam' && !email.isRead).length,
  };
}

export function emailRoutes(server: Server, ctx: MockContext): void {
  const store = new ResourceStore<'emails'>(server);
  const all = () => store.all<Stored>('emails');
  const meta = () => countersOf(all());
  const viewedList = (params: ListParams) =>
    all()
      .filter((email) => inView(email, params) && matches(email, params.q))
      .sort(byNewest);

  const withNeighbours = (email: Stored, list: Stored[]): EmailWithNeighbours => {
    const index = list.findIndex((item) => item.id === email.id);
    return { ...present(email), hasPreviousMail: index > 0, hasNextMail: index >= 0 && index < list.length - 1 };
  };

  /**
   * The stored mails for `emailIds`, or an answer to return: 422 when the list is missing or empty, 404 when
   * any id is unknown (so nothing changes).
   */
  function findAll(value: unknown, check: Check<EmailMessages>): Stored[] | Response | null {
    if (!Array.isArray(value) || value.length === 0) {
      check.add('emailIds', check.m.pickAtLeastOne);
      return null;
    }
    const found: Stored[] = [];
    for (const raw of value) {
      const email = store.find<Stored>('emails', raw);
      if (!email) return notFound();
      if (!found.some((item) => item.id === email.id)) found.push(email);
    }
    return found;
  }

  /** A file as the mail keeps it: its content is its download URL. */
  const stored = ({ fileName, size, content }: EmailAttachmentUpload): EmailAttachment => ({
    fileName,
    thumbnail: fileIcon(fileName.includes('.') ? (fileName.split('.').pop() ?? '') : ''),
    url: content,
    size,
  });

  /** The composer's fields by their schema (contracts): a mail sent needs a recipient, a draft does not. */
  function readDraft(request: Request, input: Record<string, unknown>, needsRecipient: boolean) {
    const check = new Check(EMAIL_MESSAGES.for(request), store);
    const parsed = check.parse(needsRecipient ? emailSendSchema : emailDraftSchema, input);
    const passedOn = parsed ? forwarded(check, parsed.forwardedFiles) : [];
    if (!parsed || check.failed) return { check, fields: undefined };
    const { forwardedFiles: _named, ...rest } = parsed;
    const fields = {
      ...rest,
      message: sanitizeStoredHtml(parsed.message),
      attachments: [...(parsed.attachments ?? []).map(stored), ...passedOn],
    };
    return { check, fields };
  }

  /** The files a forward passes on, copied from the mail forwarded; a name that mail no longer has is refused. */
  function forwarded(check: Check<EmailMessages>, named: { from: number; fileNames: string[] } | null | undefined) {
    if (!named) return [];
    const source = store.find<Stored>('emails', named.from);
    const copies: EmailAttachment[] = [];
    for (const name of named.fileNames) {
      const file = source?.attachments.find((item) => item.fileName === name);
      if (file) copies.push({ ...file });
      else check.add('forwardedFiles', fillRule(check.m.rules.attachmentGone, { name }));
    }
    return copies;
  }

  /** A new mail is never older than the newest one, so it lists first even under a pinned clock. */
  const newTime = () => {
    const newest = all().reduce((max, email) => Math.max(max, Date.parse(email.time) || 0), 0);
    return new Date(Math.max(Date.now(), newest + 60_000)).toISOString();
  };

  /** The draft named by `draftId`, null when none was named, or a 404 to return. */
  function namedDraft(value: unknown): Stored | null | Response {
    if (value === undefined || value === null) return null;
    const draft = store.find<Stored>('emails', value);
    return draft && draft.folder === 'draft' ? draft : notFound();
  }

  /**
   * The mail a send or a save carries under `key`, checked, and the draft it names (null: none), or the answer to
   * return: 404 for a named draft that is not one, then the 422.
   */
  function readComposed(request: Request, key: 'email' | 'draft', needsRecipient: boolean) {
    const input = asObject(asObject(readJsonBody(request))[key]);
    const { check, fields } = readDraft(request, input, needsRecipient);
    const draft = namedDraft(input.draftId);
    if (draft instanceof Response) return draft;
    if (!fields) return check.response();
    return { fields, draft };
  }

  /** A new mail from the signed-in user, read, in `folder`. */
  function fileNew(
    user: UserData,
    fields: NonNullable<ReturnType<typeof readDraft>['fields']>,
    folder: EmailFolder,
    labels: EmailLabel[],
  ): Stored {
    return store.insert<Stored>('emails', {
      ...fields,
      from: { name: user.fullName, email: user.email, avatar: user.avatar || initialsAvatar(user.fullName) },
      isStarred: false,
      isRead: true,
      labels,
      time: newTime(),
      folder,
      replies: [],
    } satisfies Omit<Email, 'id'>);
  }

  const route = guardedRoutes(server, ctx, NEED);
  route.get('/apps/email/emails', (request) =>
    ok<EmailListResponse>({ emails: viewedList(listParams(request)).map(present), emailsMeta: meta() }),
  );

  route.post('/apps/email/update-emails', (request) => {
    const body = asObject(readJsonBody(request));
    const check = new Check(EMAIL_MESSAGES.for(request), store);
    const data = asObject(body.dataToUpdate);
    const keys = Object.keys(data);
    if (keys.length === 0) check.add('dataToUpdate', check.m.noChange);
    for (const key of keys) if (!isOneOf(EMAIL_UPDATABLE_FIELDS, key)) check.add(key, check.m.notUpdatable);
    const update: EmailUpdate = {};
    for (const key of ['isRead', 'isStarred'] as const) {
      if (!(key in data)) continue;
      if (typeof data[key] === 'boolean') update[key] = data[key] as boolean;
      else check.add(key, check.m.boolean);
    }
    if ('folder' in data) {
      if (isOneOf(EMAIL_FOLDERS, data.folder)) update.folder = data.folder;
      else check.add('folder', check.m.choice);
    }
    const emails = findAll(body.emailIds, check);
    if (emails instanceof Response) return emails;
    if (check.failed || !emails) return check.response();
    const changed = emails.map((email) => {
      const patch: Partial<Stored> = { ...update };
      if (update.folder === 'trash' && email.folder !== 'trash')
        patch.trashedFrom = email.folder as Exclude<EmailFolder, 'trash'>;
      if (update.folder && update.folder !== 'trash') patch.trashedFrom = null;
      return present(store.update<Stored>('emails', email.id, patch));
    });
    return ok<EmailsChangedResponse>({ emails: changed, emailsMeta: meta() });
  });

  route.post('/apps/email/update-emails-label', (request) => {
    const body = asObject(readJsonBody(request));
    const check = new Check(EMAIL_MESSAGES.for(request), store);
    const label = isOneOf(EMAIL_LABELS, body.label) ? body.label : null;
    if (!label) check.add('label', check.m.choice);
    const emails = findAll(body.emailIds, check);
    if (emails instanceof Response) return emails;
    if (check.failed || !emails || !label) return check.response();
    const changed = emails.map((email) => {
      const labels = email.labels.includes(label)
        ? email.labels.filter((item) => item !== label)
        : [...email.labels, label];
      return present(store.update<Stored>('emails', email.id, { labels }));
    });
    return ok<EmailsChangedResponse>({ emails: changed, emailsMeta: meta() });
  });

  route.get('/apps/email/get-email', (request) => {
    const email = store.find<Stored>('emails', queryString(request, 'id'));
    if (!email) return notFound();
    return ok<EmailWithNeighbours>(withNeighbours(email, viewedList(listParams(request))));
  });

  route.get('/apps/email/paginate-email', (request) => {
    const dir = queryString(request, 'dir');
    if (!isOneOf(PAGINATE_DIRECTIONS, dir)) {
      const check = new Check(EMAIL_MESSAGES.for(request), store);
      check.add('dir', check.m.choice);
      return check.response();
    }
    const list = viewedList(listParams(request));
    const index = list.findIndex((email) => email.id === toId(queryString(request, 'emailId')));
    const neighbour = index < 0 ? undefined : list[dir === 'previous' ? index - 1 : index + 1];
    return neighbour ? ok<EmailWithNeighbours>(withNeighbours(neighbour, list)) : notFound();
  });

  route.post('/apps/email/send-email', (request) => {
    const composed = readComposed(request, 'email', true);
    if (composed instanceof Response) return composed;
    const { fields, draft } = composed;
    const user = ctx.requireUser(request);
    if (user instanceof Response) return user;
    if (draft) store.remove('emails', draft.id);
    const email = fileNew(user, fields, 'sent', draft?.labels ?? []);
    return created<EmailSavedResponse>({ email: present(email), emailsMeta: meta() });
  });

  route.post('/apps/email/save-draft', (request) => {
    const composed = readComposed(request, 'draft', false);
    if (composed instanceof Response) return composed;
    const { fields, draft } = composed;
    if (draft) {
      const email = store.update<Stored>('emails', draft.id, { ...fields, time: newTime() });
      return ok<EmailSavedResponse>({ email: present(email), emailsMeta: meta() });
    }
    const user = ctx.requireUser(request);
    if (user instanceof Response) return user;
    const email = fileNew(user, fields, 'draft', []);
    return created<EmailSavedResponse>({ email: present(email), emailsMeta: meta() });
  });

  /** The trashed mails named by the body, or the answer to return (422 / 404; nothing changes). */
  function trashed(request: Request): Stored[] | Response {
    const check = new Check(EMAIL_MESSAGES.for(request), store);
    const emails = findAll(asObject(readJsonBody(request)).emailIds, check);
    if (emails instanceof Response) return emails;
    if (!emails) return check.response();
    if (emails.some((email) => email.folder !== 'trash')) {
      check.add('emailIds', check.m.notInTrash);
      return check.response();
    }
    return emails;
  }

  route.post('/apps/email/restore-emails', (request) => {
    const emails = trashed(request);
    if (emails instanceof Response) return emails;
    const changed = emails.map((email) => {
      // Every way into the trash records where the mail came from; the inbox is only a safety net.
      const folder = email.trashedFrom ?? 'inbox';
      return present(store.update<Stored>('emails', email.id, { folder, trashedFrom: null }));
    });
    return ok<EmailsChangedResponse>({ emails: changed, emailsMeta: meta() });
  });

  route.post('/apps/email/delete-emails', (request) => {
    const emails = trashed(request);
    if (emails instanceof Response) return emails;
    for (const email of emails) store.remove('emails', email.id);
    return ok<EmailsDeletedResponse>({ emailIds: emails.map((email) => email.id), emailsMeta: meta() });
  });
}
