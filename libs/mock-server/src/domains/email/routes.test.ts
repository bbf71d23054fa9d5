import axios, { type AxiosInstance } from 'axios';
import type { Email, EmailListResponse, EmailsMeta, EmailWithNeighbours } from '@live-agent/contracts';
import { serverPerTest } from '../../testing/server-per-test';
import { api, login, ids, listReader } from '../../testing';
import { EMAIL_FOLDERS, EMAIL_LABELS, HOSTILE_MESSAGE, buildEmails } from './seeds';

// A pinned clock: the seed sits at fixed offsets before it.
const NOW = new Date('2026-03-10T09:00:00.000Z');
const SEED = buildEmails(NOW);

const mock = serverPerTest(NOW);
const mail = mock.as('admin');

const newestFirst = (list: Email[]) =>
  [...list].sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id).map((email) => email.id);

const list = listReader<EmailListResponse>(mail, '/apps/email/emails');

const meta = async (): Promise<EmailsMeta> => (await list()).emailsMeta;
const stored = () => (mock.server.db.emails as unknown as Email[]).map((email) => ({ ...email, id: Number(email.id) }));
const inFolder = (folder: string) => SEED.filter((email) => email.folder === folder);
const update = (emailIds: unknown[], dataToUpdate: unknown) =>
  mail.post('/apps/email/update-emails', { emailIds, dataToUpdate });

describe('email seed', () => {
  it('has 26 mails over every folder and label, deterministic, with threads, attachments and a hostile body', () => {
    expect(SEED).toHaveLength(26);
    expect(buildEmails(NOW)).toEqual(SEED);
    for (const folder of EMAIL_FOLDERS) expect(inFolder(folder).length).toBeGreaterThan(0);
    for (const label of EMAIL_LABELS) expect(SEED.some((email) => email.labels.includes(label))).toBe(true);
    expect(SEED.some((email) => email.isStarred)).toBe(true);
    expect(SEED.some((email) => !email.isRead)).toBe(true);
    expect(SEED.some((email) => email.replies.length >= 3)).toBe(true);
    expect(SEED.some((email) => email.attachments.length > 1)).toBe(true);
    expect(SEED.some((email) => email.message.includes('<table>'))).toBe(true);
    expect(SEED.some((email) => email.message.includes('<img'))).toBe(true);
    expect(SEED.filter((email) => email.message === HOSTILE_MESSAGE)).toHaveLength(1);
    for (const email of inFolder('trash')) expect(email.trashedFrom).toBeDefined();
  });

  it('is recent: the newest mail minutes old, the oldest a month, and moves with the clock', () => {
    const ages = SEED.map((email) => (NOW.getTime() - Date.parse(email.time)) / 60_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.min(...ages)).toBeLessThan(30);
    expect(Math.max(...ages)).toBeLessThan(31 * 24 * 60 + 10);
    const later = buildEmails(new Date(NOW.getTime() + 3_600_000));
    expect(later.map((email) => Date.parse(email.time) - 3_600_000)).toEqual(
      SEED.map((email) => Date.parse(email.time)),
    );
  });
});

describe('GET /apps/email/emails', () => {
  it('defaults to the inbox, newest first, with the counters', async () => {
    const { emails, emailsMeta } = await list();
    expect(ids(emails)).toEqual(newestFirst(inFolder('inbox')));
    expect(emailsMeta).toEqual({
      inbox: inFolder('inbox').filter((email) => !email.isRead).length,
      draft: inFolder('draft').length,
      spam: inFolder('spam').filter((email) => !email.isRead).length,
    });
    expect(emailsMeta).toEqual({ inbox: 7, draft: 2, spam: 2 });
  });

  it.each(EMAIL_FOLDERS)('folder=%s shows only that folder', async (folder) => {
    expect(ids((await list({ folder })).emails)).toEqual(newestFirst(inFolder(folder)));
  });

  it('starred is every starred mail outside the trash', async () => {
    const trashed = inFolder('trash')[0];
    await update([trashed.id], { isStarred: true });
    const expected = newestFirst(SEED.filter((email) => email.isStarred && email.folder !== 'trash'));
    expect(expected.length).toBeGreaterThan(1);
    expect(ids((await list({ folder: 'starred' })).emails)).toEqual(expected);
  });

  it.each(EMAIL_LABELS)(
    'label=%s is every mail outside the trash with the label, whatever its folder',
    async (label) => {
      const expected = newestFirst(SEED.filter((email) => email.labels.includes(label) && email.folder !== 'trash'));
      expect(ids((await list({ label })).emails)).toEqual(expected);
    },
  );

  it('a label view spans folders and leaves the trash out', async () => {
    const personal = SEED.filter((email) => email.labels.includes('personal'));
    expect(new Set(personal.map((email) => email.folder)).size).toBeGreaterThan(2);
    expect(ids((await list({ label: 'personal' })).emails)).not.toContain(
      personal.find((email) => email.folder === 'trash')!.id,
    );
  });

  it('no view but trash shows a trashed mail', async () => {
    const target = SEED.find((email) => email.folder === 'inbox' && email.isStarred && email.labels.length)!;
    await update([target.id], { folder: 'trash' });
    for (const params of [{}, { folder: 'starred' }, { label: target.labels[0] }] as Array<Record<string, string>>)
      expect(ids((await list(params)).emails)).not.toContain(target.id);
    expect(ids((await list({ folder: 'trash' })).emails)).toContain(target.id);
  });

  it.each([
    ['the subject', 'CSAT REPORT', 'Monthly CSAT report'],
    ['the sender name', 'kowalska', 'Holiday working times'],
    ['the sender address', 'OMAR.HADDAD@', 'Photos from the team day'],
    ['the message text, not its markup', 'countersign', 'Re: Contract renewal'],
  ])('q searches %s case-insensitively', async (_what, q, subject) => {
    const found = (await list({ q })).emails;
    expect(found.map((email) => email.subject)).toContain(subject);
    for (const email of found) expect(email.folder).toBe('inbox');
  });

  it('q does not match markup, and combines with the folder and label', async () => {
    expect((await list({ q: 'strong' })).emails).toEqual([]);
    expect((await list({ q: 'table' })).emails).toEqual([]);
    expect(ids((await list({ q: 'prize', folder: 'spam' })).emails)).toHaveLength(1);
    expect((await list({ q: 'prize' })).emails).toEqual([]);
    const labelled = (await list({ q: 'proposal', label: 'company' })).emails;
    expect(labelled.map((email) => email.folder).sort()).toEqual(['draft', 'inbox', 'inbox']);
  });

  it('counters ignore the filters', async () => {
    const expected = await meta();
    for (const params of [
      { folder: 'spam' },
      { label: 'private' },
      { q: 'nothing matches this' },
      { folder: 'starred' },
    ] as Array<Record<string, string>>) {
      expect((await list(params)).emailsMeta).toEqual(expected);
    }
  });

  it('an unknown folder or label falls back to the inbox', async () => {
    const inbox = ids((await list()).emails);
    expect(ids((await list({ folder: 'bogus' })).emails)).toEqual(inbox);
    expect(ids((await list({ label: 'bogus' })).emails)).toEqual(inbox);
  });
});

describe('POST /apps/email/update-emails', () => {
  const unread = () => SEED.filter((email) => email.folder === 'inbox' && !email.isRead);

  it('marks read and unread, and the inbox counter follows', async () => {
    const [a, b] = unread();
    const response = await update([a.id, b.id], { isRead: true });
    expect(response.status).toBe(200);
    expect(response.data.emails.map((email: Email) => [email.id, email.isRead])).toEqual([
      [a.id, true],
      [b.id, true],
    ]);
    expect(response.data.emailsMeta.inbox).toBe(5);
    expect((await meta()).inbox).toBe(5);
    await update([a.id], { isRead: false });
    expect((await meta()).inbox).toBe(6);
  });

  it('spam counts unread spam; moving mails changes the counters of both folders', async () => {
    const spam = inFolder('spam').find((email) => !email.isRead)!;
    await update([spam.id], { folder: 'inbox' });
    expect(await meta()).toEqual({ inbox: 8, draft: 2, spam: 1 });
    await update([spam.id], { isRead: true });
    expect(await meta()).toEqual({ inbox: 7, draft: 2, spam: 1 });
    await update([inFolder('draft')[0].id], { folder: 'trash' });
    expect((await meta()).draft).toBe(1);
  });

  it('stars and unstars', async () => {
    const target = SEED.find((email) => !email.isStarred && email.folder === 'inbox')!;
    await update([target.id], { isStarred: true });
    expect(ids((await list({ folder: 'starred' })).emails)).toContain(target.id);
    await update([target.id], { isStarred: false });
    expect(ids((await list({ folder: 'starred' })).emails)).not.toContain(target.id);
  });

  it('moving to the trash remembers the folder; moving out forgets it', async () => {
    const target = inFolder('sent')[0];
    const trashed = (await update([target.id], { folder: 'trash' })).data.emails[0];
    expect(trashed).toMatchObject({ folder: 'trash', trashedFrom: 'sent' });
    const moved = (await update([target.id], { folder: 'inbox' })).data.emails[0];
    expect(moved.folder).toBe('inbox');
    expect(moved).not.toHaveProperty('trashedFrom');
  });

  it.each([
    ['a field outside the whitelist', { subject: 'x' }, 'subject'],
    ['a whitelisted field beside a forbidden one', { isRead: true, labels: [] }, 'labels'],
    ['an unknown folder', { folder: 'archive' }, 'folder'],
    ['the virtual starred folder', { folder: 'starred' }, 'folder'],
    ['a non-boolean flag', { isRead: 'yes' }, 'isRead'],
    ['nothing to change', {}, 'dataToUpdate'],
  ])('answers 422 for %s and changes nothing', async (_case, dataToUpdate, field) => {
    const before = stored();
    const response = await update([1, 2], dataToUpdate);
    expect(response.status).toBe(422);
    expect(response.data.errors[field]).toHaveLength(1);
    expect(stored()).toEqual(before);
  });

  it('answers 422 for a missing or empty id list', async () => {
    expect((await update([], { isRead: true })).status).toBe(422);
    expect((await mail.post('/apps/email/update-emails', { dataToUpdate: { isRead: true } })).status).toBe(422);
  });

  it.each([[[1, 999]], [[999]], [['abc']], [[1, null]]])(
    'answers 404 for ids %p and changes nothing (all or nothing)',
    async (emailIds) => {
      const before = stored();
      const response = await update(emailIds, { isRead: false, isStarred: true });
      expect(response.status).toBe(404);
      expect(response.data).toEqual({ message: 'Not Found' });
      expect(stored()).toEqual(before);
    },
  );

  it('localises the 422 by Accept-Language', async () => {
    const response = await mail.post(
      '/apps/email/update-emails',
      { emailIds: [1], dataToUpdate: { subject: 'x' } },
      { headers: { 'Accept-Language': 'de' } },
    );
    expect(response.data.errors.subject).toEqual(['Dieses Feld kann nicht geändert werden.']);
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label per mail: added where missing, removed where present', async () => {
    const withIt = SEED.find((email) => email.labels.includes('important'))!;
    const without = SEED.find((email) => !email.labels.includes('important'))!;
    const response = await mail.post('/apps/email/update-emails-label', {
      emailIds: [withIt.id, without.id],
      label: 'important',
    });
    expect(response.status).toBe(200);
    const [a, b] = response.data.emails as Email[];
    expect(a.labels).not.toContain('important');
    expect(b.labels).toContain('important');
    const view = ids((await list({ label: 'important' })).emails);
    expect(view).toContain(without.id);
    expect(view).not.toContain(withIt.id);
  });

  it('answers 422 for an unknown label and 404 for an unknown id, changing nothing', async () => {
    const before = stored();
    const bad = await mail.post('/apps/email/update-emails-label', { emailIds: [1], label: 'work' });
    expect(bad.status).toBe(422);
    expect(bad.data.errors.label).toHaveLength(1);
    expect((await mail.post('/apps/email/update-emails-label', { emailIds: [1, 999], label: 'private' })).status).toBe(
      404,
    );
    expect(stored()).toEqual(before);
  });
});

describe('GET /apps/email/get-email and paginate-email', () => {
  const inbox = () => newestFirst(inFolder('inbox'));

  it('gives the mail with its neighbours in the viewed list, newest first', async () => {
    const order = inbox();
    const first = (await mail.get('/apps/email/get-email', { params: { id: order[0] } })).data as EmailWithNeighbours;
    expect(first).toMatchObject({ id: order[0], hasPreviousMail: false, hasNextMail: true });
    const middle = (await mail.get('/apps/email/get-email', { params: { id: order[3] } })).data as EmailWithNeighbours;
    expect(middle).toMatchObject({ hasPreviousMail: true, hasNextMail: true });
    const last = (await mail.get('/apps/email/get-email', { params: { id: order.at(-1) } }))
      .data as EmailWithNeighbours;
    expect(last).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
  });

  it('computes the neighbours in the list the user looks at (folder, label, q)', async () => {
    const spam = newestFirst(inFolder('spam'));
    expect((await mail.get('/apps/email/get-email', { params: { id: spam[0], folder: 'spam' } })).data).toMatchObject({
      hasPreviousMail: false,
      hasNextMail: true,
    });
    const hits = ids((await list({ q: 'proposal' })).emails);
    expect(hits).toHaveLength(2);
    expect((await mail.get('/apps/email/get-email', { params: { id: hits[1], q: 'proposal' } })).data).toMatchObject({
      hasPreviousMail: true,
      hasNextMail: false,
    });
    // Outside the viewed list there is nowhere to go.
    expect((await mail.get('/apps/email/get-email', { params: { id: spam[0] } })).data).toMatchObject({
      hasPreviousMail: false,
      hasNextMail: false,
    });
  });

  it('paginates both ways within the viewed list and answers 404 at both ends', async () => {
    const order = inbox();
    const next = await mail.get('/apps/email/paginate-email', { params: { dir: 'next', emailId: order[0] } });
    expect(next.status).toBe(200);
    expect(next.data).toMatchObject({ id: order[1], hasPreviousMail: true });
    const previous = await mail.get('/apps/email/paginate-email', { params: { dir: 'previous', emailId: order[1] } });
    expect(previous.data).toMatchObject({ id: order[0], hasPreviousMail: false });
    expect(
      (await mail.get('/apps/email/paginate-email', { params: { dir: 'previous', emailId: order[0] } })).status,
    ).toBe(404);
    expect(
      (await mail.get('/apps/email/paginate-email', { params: { dir: 'next', emailId: order.at(-1) } })).status,
    ).toBe(404);
    const labelled = ids((await list({ label: 'company' })).emails);
    expect(
      (
        await mail.get('/apps/email/paginate-email', {
          params: { dir: 'next', emailId: labelled[0], label: 'company' },
        })
      ).data.id,
    ).toBe(labelled[1]);
  });

  it('answers 404 for an unknown or absent id, or a mail outside the list; 422 for another dir', async () => {
    expect((await mail.get('/apps/email/get-email', { params: { id: 999 } })).status).toBe(404);
    expect((await mail.get('/apps/email/get-email')).status).toBe(404);
    expect((await mail.get('/apps/email/paginate-email', { params: { dir: 'next', emailId: 999 } })).status).toBe(404);
    expect(
      (await mail.get('/apps/email/paginate-email', { params: { dir: 'next', emailId: inFolder('spam')[0].id } }))
        .status,
    ).toBe(404);
    const bad = await mail.get('/apps/email/paginate-email', { params: { dir: 'sideways', emailId: 1 } });
    expect(bad.status).toBe(422);
    expect(bad.data.errors.dir).toHaveLength(1);
  });
});

describe('sending and drafts', () => {
  const outgoing = {
    to: [{ name: 'Maria Santos', email: 'maria.santos@acme.test' }],
    cc: [],
    bcc: [],
    subject: '  Day 4 it is  ',
    message: '<p>Agreed.</p>',
  };

  it('sends: 201, filed first in Sent from the signed-in user, read, counters unchanged', async () => {
    const before = await meta();
    const response = await mail.post('/apps/email/send-email', { email: outgoing });
    expect(response.status).toBe(201);
    expect(response.data.email).toMatchObject({
      folder: 'sent',
      subject: 'Day 4 it is',
      isRead: true,
      from: { name: 'John Doe', email: 'admin@demo.com' },
      to: outgoing.to,
    });
    expect(response.data.emailsMeta).toEqual(before);
    expect((await list({ folder: 'sent' })).emails[0].id).toBe(response.data.email.id);
  });

  it('sends and saves attached files, each shown with its size and downloadable from its data: URL', async () => {
    const pdf = `%PDF-1.4 rota`;
    const file = {
      fileName: 'rota.pdf',
      type: 'application/pdf',
      size: pdf.length,
      content: `data:application/pdf;base64,${btoa(pdf)}`,
    };
    const sent = await mail.post('/apps/email/send-email', { email: { ...outgoing, attachments: [file] } });
    expect(sent.status).toBe(201);
    expect(sent.data.email.attachments).toEqual([
      { fileName: 'rota.pdf', size: pdf.length, url: file.content, thumbnail: expect.stringMatching(/^data:image/) },
    ]);
    const draft = await mail.post('/apps/email/save-draft', { draft: { ...outgoing, attachments: [file] } });
    expect(draft.data.email.attachments).toHaveLength(1);
  });

  it('passes on the files of a forwarded mail by name, and refuses a name that mail does not have', async () => {
    const source = stored().find((email) => email.attachments.length >= 2)!;
    const [first, second] = source.attachments;
    const forward = { ...outgoing, forwardedFiles: { from: source.id, fileNames: [second.fileName] } };
    const sent = await mail.post('/apps/email/send-email', { email: forward });
    expect(sent.status).toBe(201);
    expect(sent.data.email.attachments).toEqual([second]);
    expect(sent.data.email).not.toHaveProperty('forwardedFiles');

    const before = stored().length;
    const refused = await mail.post(
      '/apps/email/send-email',
      { email: { ...outgoing, forwardedFiles: { from: source.id, fileNames: [first.fileName, 'gone.pdf'] } } },
      { headers: { 'Accept-Language': 'fr' } },
    );
    expect(refused.status).toBe(422);
    expect(refused.data.errors.forwardedFiles).toEqual([
      '« gone.pdf » n’est plus dans le message transféré. Retirez-le pour envoyer.',
    ]);
    const tooMany = await mail.post('/apps/email/send-email', {
      email: { ...outgoing, forwardedFiles: { from: source.id, fileNames: Array(6).fill(first.fileName) } },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.data.errors.attachments).toEqual(['Attach at most 5 files.']);
    expect(stored()).toHaveLength(before);
  });

  it('refuses a file of another type, too large, or not what it says, naming it, in the language asked for', async () => {
    const before = stored().length;
    const refused = await mail.post(
      '/apps/email/send-email',
      {
        email: {
          ...outgoing,
          attachments: [
            { fileName: 'tool.exe', type: 'application/x-msdownload', size: 2, content: 'data:;base64,TVo=' },
            { fileName: 'fake.png', type: 'image/png', size: 2, content: `data:image/png;base64,${btoa('hi')}` },
          ],
        },
      },
      { headers: { 'Accept-Language': 'de' } },
    );
    expect(refused.status).toBe(422);
    expect(refused.data.errors.attachments).toEqual([
      '„tool.exe“ kann nicht angehängt werden: Hängen Sie ein PDF, ein Bild, eine Text-, CSV- oder Office-Datei oder ein ZIP-Archiv an.',
      '„fake.png“ kann nicht angehängt werden: Hängen Sie ein PDF, ein Bild, eine Text-, CSV- oder Office-Datei oder ein ZIP-Archiv an.',
    ]);
    expect(stored()).toHaveLength(before);
  });

  it('stores the message sanitised: formatting, lists and links stay, nothing that could run', async () => {
    const message =
      '<p onclick="x()">Hi <strong>all</strong>, <em>see</em> <a href="https://acme.test/rota">the rota</a>' +
      '<a href="javascript:x()">bad</a></p><ul><li>One</li></ul><script>x()</script><img src=x onerror="x()">';
    const sent = await mail.post('/apps/email/send-email', { email: { ...outgoing, message } });
    expect(sent.data.email.message).toBe(
      '<p>Hi <strong>all</strong>, <em>see</em> ' +
        '<a href="https://acme.test/rota" target="_blank" rel="noopener noreferrer">the rota</a><a>bad</a></p>' +
        '<ul><li>One</li></ul><img src="x">',
    );
  });

  it('needs a recipient and valid addresses (the address is named), changing nothing', async () => {
    const none = await mail.post('/apps/email/send-email', { email: { ...outgoing, to: [] } });
    expect(none.status).toBe(422);
    expect(none.data.errors.to).toEqual(['Add at least one recipient.']);
    const bad = await mail.post('/apps/email/send-email', {
      email: { ...outgoing, cc: [{ name: '', email: 'not-an-address' }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.data.errors.cc).toEqual(['“not-an-address” is not a valid e-mail address.']);
    expect(stored()).toHaveLength(26);
  });

  it('saves a new draft (201) and updates it (200); the draft counter follows; sending it removes the draft', async () => {
    const saved = await mail.post('/apps/email/save-draft', { draft: { ...outgoing, to: [] } });
    expect(saved.status).toBe(201);
    expect(saved.data.email.folder).toBe('draft');
    expect(saved.data.emailsMeta.draft).toBe(3);
    const draftId = saved.data.email.id;
    const updated = await mail.post('/apps/email/save-draft', { draft: { ...outgoing, subject: 'Changed', draftId } });
    expect(updated.status).toBe(200);
    expect(updated.data.email).toMatchObject({ id: draftId, subject: 'Changed', to: outgoing.to });
    expect((await meta()).draft).toBe(3);
    const sent = await mail.post('/apps/email/send-email', { email: { ...outgoing, draftId } });
    expect(sent.status).toBe(201);
    expect(sent.data.emailsMeta.draft).toBe(2);
    expect(ids((await list({ folder: 'draft' })).emails)).not.toContain(draftId);
  });

  it('answers 404 for a draftId that is unknown or not a draft, changing nothing', async () => {
    const before = stored();
    expect((await mail.post('/apps/email/save-draft', { draft: { ...outgoing, draftId: 999 } })).status).toBe(404);
    expect(
      (await mail.post('/apps/email/send-email', { email: { ...outgoing, draftId: inFolder('inbox')[0].id } })).status,
    ).toBe(404);
    expect(stored()).toEqual(before);
  });
});

describe('restore and delete forever', () => {
  it('restores trashed mails to the folder they came from', async () => {
    const sent = inFolder('sent')[0];
    await update([sent.id], { folder: 'trash' });
    const trashedInbox = inFolder('trash')[0];
    const response = await mail.post('/apps/email/restore-emails', { emailIds: [sent.id, trashedInbox.id] });
    expect(response.status).toBe(200);
    expect(response.data.emails.map((email: Email) => email.folder)).toEqual(['sent', 'inbox']);
    expect(ids((await list({ folder: 'sent' })).emails)).toContain(sent.id);
    expect(ids((await list({ folder: 'trash' })).emails)).not.toContain(sent.id);
  });

  it('deletes forever only from the trash', async () => {
    const [a, b] = inFolder('trash');
    const response = await mail.post('/apps/email/delete-emails', { emailIds: [a.id, b.id] });
    expect(response.status).toBe(200);
    expect(response.data.emailIds).toEqual([a.id, b.id]);
    expect(stored()).toHaveLength(24);
    expect((await mail.get('/apps/email/get-email', { params: { id: a.id } })).status).toBe(404);
  });

  it('answers 422 when a mail is not in the trash and 404 for an unknown id, changing nothing', async () => {
    const before = stored();
    for (const path of ['/apps/email/restore-emails', '/apps/email/delete-emails']) {
      const notTrash = await mail.post(path, { emailIds: [inFolder('trash')[0].id, inFolder('inbox')[0].id] });
      expect(notTrash.status).toBe(422);
      expect(notTrash.data.errors.emailIds).toEqual(['Only mails in the Trash can be restored or deleted forever.']);
      expect((await mail.post(path, { emailIds: [inFolder('trash')[0].id, 999] })).status).toBe(404);
      expect((await mail.post(path, { emailIds: [] })).status).toBe(422);
    }
    expect(stored()).toEqual(before);
  });
});

describe('access', () => {
  const calls: Array<[string, (client: AxiosInstance) => Promise<{ status: number }>]> = [
    ['list', (client) => client.get('/apps/email/emails')],
    ['update', (client) => client.post('/apps/email/update-emails', { emailIds: [1], dataToUpdate: { isRead: true } })],
    ['label', (client) => client.post('/apps/email/update-emails-label', { emailIds: [1], label: 'private' })],
    ['get', (client) => client.get('/apps/email/get-email', { params: { id: 1 } })],
    ['paginate', (client) => client.get('/apps/email/paginate-email', { params: { dir: 'next', emailId: 1 } })],
    ['send', (client) => client.post('/apps/email/send-email', { email: { to: [{ name: '', email: 'a@b.test' }] } })],
    ['draft', (client) => client.post('/apps/email/save-draft', { draft: {} })],
    ['restore', (client) => client.post('/apps/email/restore-emails', { emailIds: [2] })],
    ['delete', (client) => client.post('/apps/email/delete-emails', { emailIds: [2] })],
  ];

  it.each(calls)('%s: 401 without a token, 403 for the client role, nothing changed', async (_name, call) => {
    const before = stored();
    const anonymous = await call(api);
    expect(anonymous.status).toBe(401);
    const { accessToken } = await login('client@demo.com', 'client');
    const client = axios.create({ validateStatus: () => true, headers: { Authorization: `Bearer ${accessToken}` } });
    const denied = await call(client);
    expect(denied.status).toBe(403);
    expect(stored()).toEqual(before);
  });
});
