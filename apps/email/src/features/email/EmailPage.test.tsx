// The mail screen with real antd against the real Mirage routes: what a user sees and does.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_SUBJECT_MAX, type Email } from '@live-agent/contracts';
import { settled, XSS_FLAG } from '@live-agent/test-fixtures';
import { clearSession, keepDraftsOfEndingSession } from '@live-agent/auth';
import { BAD_TEXT, BAD_TEXT_UI_PASS, countWrites } from '@live-agent/ui-kit/testing';
import { listQuery } from './email.paths';
import { textToHtml } from './email.format';
import { renderRoute, setupScreenTest } from '../../test/render';
import { emailTiming } from './useMailWrites';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const server = setupScreenTest({ now: NOW });

// Rows by class, not by role: role queries over a full antd page are slow in jsdom.
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.email-list > .email-row'));
const rowIds = () => rows().map((row) => Number(row.dataset.testid!.slice(6)));
const location = () => screen.getByTestId('location').textContent;
const stored = (id: number) => server().db.emails.find(id) as unknown as Email;
// db.emails.find is find-by-id (Mirage), so read the rows as a plain array first.
const storedAll = () =>
  (server().db.emails.where({}) as unknown as Email[]).map((mail) => ({ ...mail, id: Number(mail.id) }));
// The badge animates its digits; its title holds the number.
const counter = (name: string) =>
  screen.queryByTestId(`counter-${name}`)?.querySelector('sup')?.getAttribute('title') ?? '0';
const inboxCounter = () => counter('inbox');
const byNewest = (list: Email[]) =>
  [...list].sort((a, b) => b.time.localeCompare(a.time)).map((mail) => Number(mail.id));
const key = (k: string) => fireEvent.keyDown(document.body, { key: k });

async function addRecipient(composer: HTMLElement, address: string) {
  const to = within(composer).getByLabelText('To');
  fireEvent.change(to, { target: { value: address } });
  fireEvent.keyDown(to, { key: 'Enter' });
  await waitFor(() => expect(to).toHaveValue(''));
}

/** Writes into the message box as typing would leave it: a paragraph per block, a line break per line. */
async function typeMessage(composer: HTMLElement, text: string) {
  const box = within(composer).getByRole('textbox', { name: 'Message' });
  box.innerHTML = textToHtml(text);
  fireEvent.input(box);
}

const messageText = (composer: HTMLElement) => within(composer).getByRole('textbox', { name: 'Message' }).textContent;

/** A sent mail leaves at once: the tests that only look at what was sent need not wait. */
const { sendDelayMs } = emailTiming;
const quickSend = () => {
  emailTiming.sendDelayMs = 0;
};
afterEach(() => {
  emailTiming.sendDelayMs = sendDelayMs;
});

type Handler = (request: unknown) => unknown;
/** The next answer of a route is `status` with `body`, then the real route answers again. */
function refuseOnce(path: string, status: number, body: object = {}, verb: 'GET' | 'POST' = 'POST') {
  const pretender = server().pretender as unknown as {
    hosts: { forURL(url: string): Record<string, { recognize(path: string): Array<{ handler: Handler }> }> };
    get(path: string, handler: Handler): void;
    post(path: string, handler: Handler): void;
  };
  const original = pretender.hosts.forURL(path)[verb].recognize(path)[0].handler;
  let refusals = 1;
  pretender[verb === 'GET' ? 'get' : 'post'](path, (request) =>
    refusals-- > 0 ? [status, { 'Content-Type': 'application/json' }, JSON.stringify(body)] : original(request),
  );
}

async function showsRows(count: number) {
  await waitFor(() => expect(rows()).toHaveLength(count));
}

/** The mail screen with the composer opened by its key (c), each of `recipients` added to it. */
async function openComposer(...recipients: string[]) {
  await renderRoute('/apps/email');
  await showsRows(14);
  key('c');
  const composer = await screen.findByTestId('composer');
  for (const address of recipients) await addRecipient(composer, address);
  return composer;
}

/** A subject and a text typed into the composer. */
async function write(composer: HTMLElement, subject: string, text: string) {
  fireEvent.change(within(composer).getByLabelText('Subject'), { target: { value: subject } });
  await typeMessage(composer, text);
}

describe('mail list', () => {
  it('shows the inbox newest first, unread rows bold, counters in the sidebar', async () => {
    await renderRoute('/apps/email');
    await showsRows(14);
    expect(rowIds()).toEqual(byNewest(storedAll().filter((mail) => mail.folder === 'inbox')));
    expect(inboxCounter()).toBe('7');
    expect(counter('draft')).toBe('2');
    expect(counter('spam')).toBe('2');
    expect(document.querySelectorAll('.email-row.is-unread')).toHaveLength(7);
    const photos = rows().find((row) => row.textContent?.includes('Photos from the team day'))!;
    expect(within(photos).getByLabelText('2 attachments')).toBeInTheDocument();
    expect(within(photos).getByRole('button', { name: 'Remove the star' })).toBeInTheDocument();
    // A label's dot is named for screen readers and, on hover, by the browser's tooltip.
    expect(within(photos).getByLabelText('Personal')).toHaveAttribute('title', 'Personal');
    expect(photos.querySelector('time[datetime]')).not.toBeNull();
  });

  it('opens folders, starred and labels from the sidebar, with an empty state', async () => {
    await renderRoute('/apps/email');
    await showsRows(14);
    const sidebar = screen.getAllByLabelText('Mail folders')[0];
    fireEvent.click(within(sidebar).getByText('Spam'));
    await waitFor(() => expect(location()).toBe('/apps/email/spam'));
    await showsRows(3);
    fireEvent.click(within(sidebar).getByText('Starred'));
    await waitFor(() => expect(location()).toBe('/apps/email/starred'));
    await waitFor(() =>
      expect(rowIds().sort()).toEqual(
        storedAll()
          .filter((mail) => mail.isStarred && mail.folder !== 'trash')
          .map((mail) => Number(mail.id))
          .sort(),
      ),
    );
    fireEvent.click(within(sidebar).getByText('Private'));
    await waitFor(() => expect(location()).toBe('/apps/email/label/private'));
    // The starred mails stay on screen until the label's answer replaces them.
    await waitFor(() => {
      expect(rows().length).toBeGreaterThan(0);
      for (const id of rowIds()) expect(stored(id).labels).toContain('private');
    });
  });

  it('searches from the URL and as the user types', async () => {
    await renderRoute('/apps/email?q=proposal');
    await showsRows(2);
    expect(screen.getByLabelText('Search mail')).toHaveValue('proposal');
    fireEvent.change(screen.getByLabelText('Search mail'), { target: { value: 'nothing like this' } });
    await waitFor(() => expect(location()).toBe('/apps/email?q=nothing+like+this'));
    await waitFor(() =>
      expect(screen.getByTestId('email-empty')).toHaveTextContent('No mails match “nothing like this”.'),
    );
  });

  it('asks for every hostile search as typed (trimmed), and for the whole folder when it is blank', () => {
    for (const { name, value } of BAD_TEXT) {
      const expected = value.trim() ? { folder: 'inbox', q: value.trim() } : { folder: 'inbox' };
      expect([name, listQuery({ folder: 'inbox', label: null, q: value })]).toEqual([name, expected]);
    }
  });

  it('a hostile search in the URL is asked for once, kept in the search box as typed, and runs nothing', async () => {
    const asked: string[] = [];
    const pretender = (
      server() as unknown as {
        pretender: { handledRequest: (verb: string, path: string, request: { url: string }) => void };
      }
    ).pretender;
    pretender.handledRequest = (_verb, _path, request) => {
      if (new URL(request.url, 'http://localhost').pathname === '/apps/email/emails') asked.push(request.url);
    };
    // A few entries through the page (what it asks for, for each one, is checked above without it).
    for (const { name, value } of BAD_TEXT_UI_PASS) {
      asked.length = 0;
      const view = await renderRoute(`/apps/email?q=${encodeURIComponent(value)}`);
      await waitFor(() => expect(document.querySelector('.email-skeleton')).toBeNull());
      // Started while the page rendered and taken over by its load: one request, not two.
      expect([name, asked.length]).toEqual([name, 1]);
      // A one-line input holds no line breaks (the HTML value sanitisation); everything else stays as typed.
      expect([name, screen.getByLabelText<HTMLInputElement>('Search mail').value]).toEqual([
        name,
        value.replace(/[\r\n]/g, ''),
      ]);
      expect((window as unknown as Record<string, unknown>)[XSS_FLAG]).toBeUndefined();
      view.unmount();
    }
  });

  it('selects all (indeterminate in between), marks the selection unread, keeps it over a reload, resets it on a folder change', async () => {
    await renderRoute('/apps/email');
    await showsRows(14);
    const selectAll = () => document.querySelector<HTMLInputElement>('.email-subbar input[type=checkbox]')!;
    fireEvent.click(within(rows()[0]).getByRole('checkbox'));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 selected');
    expect(document.querySelector('.email-subbar [class*=indeterminate]')).not.toBeNull();
    fireEvent.click(selectAll());
    expect(screen.getByTestId('selected-count')).toHaveTextContent('14 selected');
    fireEvent.click(selectAll());
    expect(screen.queryByTestId('selected-count')).toBeNull();

    const read = rows()
      .filter((row) => row.classList.contains('is-read'))
      .slice(0, 2);
    for (const row of read) fireEvent.click(within(row).getByRole('checkbox'));
    const ids = read.map((row) => Number(row.dataset.testid!.slice(6)));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(inboxCounter()).toBe('9'));
    await waitFor(() => expect(ids.every((id) => !stored(id).isRead)).toBe(true));
    // The list reloaded after the change; the selection is still there.
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 selected');
    await screen.findByText('2 mails marked as unread.');

    fireEvent.click(within(screen.getAllByLabelText('Mail folders')[0]).getByText('Sent'));
    await showsRows(4);
    expect(screen.queryByTestId('selected-count')).toBeNull();
  });

  it('stars from the row and moves the selection to the trash', async () => {
    await renderRoute('/apps/email');
    await showsRows(14);
    const first = rowIds()[0];
    fireEvent.click(within(rows()[0]).getByRole('button', { name: 'Star' }));
    await waitFor(() => expect(stored(first).isStarred).toBe(true));
    fireEvent.click(within(rows()[0]).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Move to Trash' }));
    await waitFor(() => expect(stored(first).folder).toBe('trash'));
    await showsRows(13);
    expect(inboxCounter()).toBe('6');
  });

  /** The label menu of the selection (the only dropdown opened here), and one of its labels. */
  async function pickLabel(name: string) {
    fireEvent.click(screen.getByTestId('action-label'));
    const menu = await waitFor(() => {
      const opened = document.querySelector<HTMLElement>('.ant-dropdown');
      expect(opened).not.toBeNull();
      return opened!;
    });
    fireEvent.click(within(menu).getByText(name));
  }

  it('shows a star and a label at once, and puts them back with the reason when the server refuses', async () => {
    await renderRoute('/apps/email');
    await showsRows(14);
    const first = rowIds()[0];
    const row = () => screen.getByTestId(`email-${first}`);
    expect(stored(first).isStarred).toBe(false);
    refuseOnce('/apps/email/update-emails', 500);
    fireEvent.click(within(row()).getByRole('button', { name: 'Star' }));
    // At once, before the server has answered.
    expect(within(row()).getByRole('button', { name: 'Remove the star' })).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong, try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(row()).getByRole('button', { name: 'Star' })).toBeInTheDocument());
    expect(stored(first).isStarred).toBe(false);

    // A label the same way, from the selection's menu; then one the server takes.
    fireEvent.click(within(row()).getByRole('checkbox'));
    const labelsOf = () =>
      Array.from(row().querySelectorAll('.email-label-dot')).map((dot) => dot.getAttribute('title'));
    const before = labelsOf();
    expect(before).not.toContain('Private');
    refuseOnce('/apps/email/update-emails-label', 500);
    await pickLabel('Private');
    expect(labelsOf()).toContain('Private');
    await waitFor(() => expect(labelsOf()).toEqual(before));
    expect(stored(first).labels).not.toContain('private');
    await pickLabel('Private');
    expect(labelsOf()).toContain('Private');
    await waitFor(() => expect(stored(first).labels).toContain('private'));
    expect(labelsOf()).toContain('Private');
  });

  it('offers Undo after moving mails to the trash: Undo puts them back where they were', async () => {
    await renderRoute('/apps/email');
    await showsRows(14);
    const [first, second] = rowIds();
    // As the mails cross HTTP (the store keeps a cleared `trashedFrom` as null).
    const shown = (id: number) => {
      const { trashedFrom: _where, ...mail } = stored(id) as Email & { trashedFrom?: unknown };
      return mail;
    };
    const before = [shown(first), shown(second)];
    fireEvent.click(within(rows()[0]).getByRole('checkbox'));
    fireEvent.click(within(rows()[1]).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Move to Trash' }));
    await waitFor(() => expect(stored(first).folder).toBe('trash'));
    await showsRows(12);
    const toastUndo = await screen.findByRole('button', { name: 'Undo' });
    expect(screen.getByText('2 mails moved to the Trash.')).toBeInTheDocument();
    fireEvent.click(toastUndo);
    await showsRows(14);
    expect([shown(first), shown(second)]).toEqual(before);
    expect(rowIds().slice(0, 2)).toEqual([first, second]);
    await screen.findByText('2 mails restored.');
  });

  it('restores from the trash and deletes forever after confirming', async () => {
    await renderRoute('/apps/email/trash');
    await showsRows(3);
    const [a, b] = rowIds();
    fireEvent.click(within(rows()[0]).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await showsRows(2);
    expect(stored(a).folder).toBe('inbox');
    fireEvent.click(within(rows()[0]).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('action-delete-forever'));
    // The confirmation takes focus on Cancel, so Enter never deletes by accident.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    fireEvent.click(document.querySelector<HTMLButtonElement>('.ant-popconfirm .ant-btn-dangerous')!);
    await showsRows(1);
    expect(server().db.emails.find(b)).toBeNull();
  });

  it('says why the list could not be read, and Try again reads it', async () => {
    refuseOnce('/apps/email/emails', 500, {}, 'GET');
    await renderRoute('/apps/email');
    expect(await screen.findByText('The mails could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong, try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await showsRows(14);
  });

  it('shows a not-found page for an unknown folder or label', async () => {
    await renderRoute('/apps/email/archive');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});

describe('reader', () => {
  it('opens a mail: marks it read (the counter drops), shows its header, thread and attachments', async () => {
    await renderRoute('/apps/email');
    await showsRows(14);
    const onboarding = storedAll().find(
      (mail) => mail.subject === 'Re: Agent onboarding plan' && mail.folder === 'inbox',
    )!;
    fireEvent.click(screen.getByRole('button', { name: /^Maria Santos Re: Agent onboarding plan/ }));
    await waitFor(() => expect(location()).toBe(`/apps/email/inbox/${onboarding.id}`));
    const reader = await screen.findByTestId('email-reader');
    await waitFor(() => expect(inboxCounter()).toBe('6'));
    expect(stored(Number(onboarding.id)).isRead).toBe(true);
    expect(within(reader).getByText(/Cc:/).parentElement).toHaveTextContent('Priya Nair <priya.nair@acme.test>');
    expect(within(reader).getByText('Company')).toBeInTheDocument();
    fireEvent.click(within(reader).getByTestId('earlier-messages'));
    expect(within(reader).getAllByRole('article')).toHaveLength(4);
    expect(within(reader).getByTestId('reader-previous')).not.toBeDisabled();
    fireEvent.click(within(reader).getByTestId('reader-back'));
    await waitFor(() => expect(location()).toBe('/apps/email'));
  });

  it('pages with previous/next, disabled at the ends, and with j/k', async () => {
    await renderRoute('/apps/email');
    await showsRows(14);
    const ids = rowIds();
    fireEvent.click(rows()[0].querySelector('.email-row-open')!);
    await screen.findByTestId('email-reader');
    await waitFor(() => expect(screen.getByTestId('reader-next')).not.toBeDisabled());
    expect(screen.getByTestId('reader-previous')).toBeDisabled();
    fireEvent.click(screen.getByTestId('reader-next'));
    await waitFor(() => expect(location()).toBe(`/apps/email/inbox/${ids[1]}`));
    key('j');
    await waitFor(() => expect(location()).toBe(`/apps/email/inbox/${ids[2]}`));
    key('k');
    await waitFor(() => expect(location()).toBe(`/apps/email/inbox/${ids[1]}`));
    key('Escape');
    await waitFor(() => expect(location()).toBe('/apps/email'));
  });

  it('renders the hostile mail with nothing executed and no script in the DOM', async () => {
    const hostile = storedAll().find((mail) => mail.message.includes('<script>'))!;
    await renderRoute(`/apps/email/inbox/${hostile.id}`);
    const body = await screen.findByTestId('email-body');
    expect(body).toHaveTextContent('Your invoice is attached.');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('iframe, form')).toBeNull();
    expect(document.querySelector('[onerror], [onclick]')).toBeNull();
    for (const link of Array.from(body.querySelectorAll('a'))) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
      if (link.getAttribute('href')) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Whatever the page queued has run (jsdom runs no script and loads no image: nothing else could fire).
    await act(() => settled());
    expect((window as unknown as { __emailPwned?: boolean }).__emailPwned).toBeUndefined();
  });

  it('shows a not-found state for an unknown mail', async () => {
    await renderRoute('/apps/email/inbox/999');
    expect(await screen.findByText('This mail does not exist (any more).')).toBeInTheDocument();
  });
});

describe('composer', () => {
  it('keeps an invalid address as typed with a message, and sends; the mail is then in Sent', async () => {
    quickSend();
    await renderRoute('/apps/email');
    await showsRows(14);
    fireEvent.click(screen.getAllByRole('button', { name: /Compose/ })[0]);
    const composer = await screen.findByTestId('composer');
    const to = within(composer).getByLabelText('To');
    fireEvent.change(to, { target: { value: 'not-an-address' } });
    fireEvent.keyDown(to, { key: 'Enter' });
    expect(within(composer).getByRole('alert')).toHaveTextContent('“not-an-address” is not a valid e-mail address.');
    expect(to).toHaveValue('not-an-address');
    fireEvent.change(to, { target: { value: 'Maria Santos <maria.santos@acme.test>' } });
    fireEvent.keyDown(to, { key: 'Enter' });
    expect(within(composer).getByText('Maria Santos')).toBeInTheDocument();
    await write(composer, 'Day 4 <b>it is</b>', 'Agreed.\n<script>x()</script>');
    fireEvent.click(within(composer).getByTestId('compose-send'));
    await waitFor(() => expect(screen.queryByTestId('composer')).toBeNull());
    const sent = storedAll().find((mail) => mail.folder === 'sent' && mail.subject === 'Day 4 <b>it is</b>')!;
    expect(sent.message).toBe('<p>Agreed.<br>&lt;script&gt;x()&lt;/script&gt;</p>');
    await screen.findByText('Your mail was sent.');
  });

  it('asks a recipient before sending, saves a draft (the counter follows) and asks before discarding', async () => {
    const composer = await openComposer();
    fireEvent.change(within(composer).getByLabelText('Subject'), { target: { value: 'Plans' } });
    fireEvent.click(within(composer).getByTestId('compose-send'));
    expect(within(composer).getByRole('alert')).toHaveTextContent('Add at least one recipient.');
    fireEvent.click(within(composer).getByTestId('compose-save'));
    await waitFor(() => expect(counter('draft')).toBe('3'));
    fireEvent.click(within(composer).getByTestId('compose-save'));
    await screen.findAllByText('Draft saved.');
    expect(storedAll().filter((mail) => mail.folder === 'draft')).toHaveLength(3);
    fireEvent.click(within(composer).getByTestId('compose-discard'));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-dangerous')).not.toBeNull());
    fireEvent.click(document.querySelector<HTMLButtonElement>('.ant-popconfirm .ant-btn-dangerous')!);
    await waitFor(() => expect(screen.queryByTestId('composer')).toBeNull());
    await waitFor(() => expect(counter('draft')).toBe('2'));
  });

  it('shows the subject limit of the schema as a counter and refuses a longer subject with a message, never cutting it', async () => {
    const user = userEvent.setup();
    const composer = await openComposer('maria.santos@acme.test');
    const subject = within(composer).getByLabelText('Subject');
    await user.click(subject);
    await user.paste('a'.repeat(EMAIL_SUBJECT_MAX));
    expect(within(composer).getByText(`${EMAIL_SUBJECT_MAX} / ${EMAIL_SUBJECT_MAX}`)).toBeInTheDocument();
    expect(within(composer).queryByRole('alert')).toBeNull();
    await user.paste('bcdefghijk');
    // Everything pasted is kept: the user sees what is too much and decides what to cut.
    expect(subject).toHaveValue(`${'a'.repeat(EMAIL_SUBJECT_MAX)}bcdefghijk`);
    expect(within(composer).getByText(`${EMAIL_SUBJECT_MAX + 10} / ${EMAIL_SUBJECT_MAX}`)).toBeInTheDocument();
    expect(within(composer).getByRole('alert')).toHaveTextContent(`Use at most ${EMAIL_SUBJECT_MAX} characters.`);
    const writes = countWrites(server());
    await typeMessage(composer, 'Hello');
    fireEvent.click(within(composer).getByTestId('compose-send'));
    expect(within(composer).getByRole('alert')).toHaveTextContent(`Use at most ${EMAIL_SUBJECT_MAX} characters.`);
    await act(() => settled());
    expect(writes()).toBe(0);
    await user.type(subject, '{Backspace>10/}');
    expect(within(composer).queryByRole('alert')).toBeNull();
  });

  it('asks before sending a mail whose subject or text is blank; Cancel keeps it, Send anyway sends it', async () => {
    const user = userEvent.setup();
    quickSend();
    const composer = await openComposer('maria.santos@acme.test');
    await write(composer, '   ', ' \n\t ');
    const writes = countWrites(server());
    await user.click(within(composer).getByTestId('compose-send'));
    const question = await screen.findByText('Send this mail without a subject or text?');
    const popup = question.closest<HTMLElement>('.ant-popover')!;
    // The question takes the focus, on Cancel first; Escape closes it and gives the focus back to Send.
    await waitFor(() => expect(within(popup).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(composer).getByTestId('compose-send')).toHaveFocus());
    expect(writes()).toBe(0);
    expect(screen.getByTestId('composer')).toBeInTheDocument();

    fireEvent.change(within(composer).getByLabelText('Subject'), { target: { value: 'Rota' } });
    await user.click(within(composer).getByTestId('compose-send'));
    const again = (await screen.findByText('Send this mail without any text?')).closest<HTMLElement>('.ant-popover')!;
    // Tab from Cancel, once the question has taken the focus.
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    expect(within(again).getByRole('button', { name: 'Send anyway' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('composer')).toBeNull());
    await waitFor(() =>
      expect(storedAll().some((mail) => mail.folder === 'sent' && mail.subject === 'Rota')).toBe(true),
    );
  });

  it('asks before sending a mail without a subject, and sends one with both at once', async () => {
    const user = userEvent.setup();
    quickSend();
    const composer = await openComposer('maria.santos@acme.test');
    await typeMessage(composer, 'The rota is out.');
    await user.click(within(composer).getByTestId('compose-send'));
    await screen.findByText('Send this mail without a subject?');
    await user.keyboard('{Escape}');
    fireEvent.change(within(composer).getByLabelText('Subject'), { target: { value: 'Rota' } });
    await user.click(within(composer).getByTestId('compose-send'));
    await waitFor(() => expect(screen.queryByTestId('composer')).toBeNull());
  });

  it('holds a sent mail back a moment with Undo, which brings the composer back exactly as it was', async () => {
    // The screen's own feature, with its real delay before a send is final.
    let composer = await openComposer('maria.santos@acme.test');
    fireEvent.click(within(composer).getByRole('button', { name: 'Cc / Bcc' }));
    const cc = within(composer).getByLabelText('Cc');
    fireEvent.change(cc, { target: { value: 'lukas.becker@acme.test' } });
    fireEvent.keyDown(cc, { key: 'Enter' });
    await write(composer, 'Rota for March', 'Here it is.');
    const writes = countWrites(server());
    fireEvent.click(within(composer).getByTestId('compose-send'));
    await waitFor(() => expect(screen.queryByTestId('composer')).toBeNull());
    expect(await screen.findByText('Sending your mail…')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));

    composer = await screen.findByTestId('composer');
    expect(
      within(composer.querySelector<HTMLElement>('[data-testid="compose-to"]')!).getByText('maria.santos@acme.test'),
    ).toBeInTheDocument();
    expect(
      within(composer.querySelector<HTMLElement>('[data-testid="compose-cc"]')!).getByText('lukas.becker@acme.test'),
    ).toBeInTheDocument();
    expect(within(composer).getByLabelText('Subject')).toHaveValue('Rota for March');
    expect(messageText(composer)).toBe('Here it is.');
    await act(() => settled());
    expect(writes()).toBe(0);
    expect(storedAll().some((mail) => mail.subject === 'Rota for March')).toBe(false);
  });

  it('opens the composer again, as written and with the server’s words, when the server refuses the mail', async () => {
    quickSend();
    let composer = await openComposer('maria.santos@acme.test');
    await write(composer, 'Rota', 'Here it is.');
    refuseOnce('/apps/email/send-email', 422, {
      message: 'The mail cannot be sent.',
      errors: { to: ['This mailbox does not take mail.'] },
    });
    fireEvent.click(within(composer).getByTestId('compose-send'));
    expect(await screen.findByText('The mail cannot be sent.')).toBeInTheDocument();
    composer = await screen.findByTestId('composer');
    expect(within(composer).getByText('This mailbox does not take mail.')).toBeInTheDocument();
    expect(within(composer).getByLabelText('Subject')).toHaveValue('Rota');
    expect(messageText(composer)).toBe('Here it is.');
    expect(storedAll().some((mail) => mail.subject === 'Rota')).toBe(false);
  });

  it('sends the mail once the moment to undo has passed', async () => {
    quickSend();
    const composer = await openComposer('maria.santos@acme.test');
    await write(composer, 'Rota for March', 'Here it is.');
    fireEvent.click(within(composer).getByTestId('compose-send'));
    await screen.findByText('Your mail was sent.');
    expect(storedAll().filter((mail) => mail.folder === 'sent' && mail.subject === 'Rota for March')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Sending your mail…')).toBeNull());
  });

  it('attaches picked and dropped files, names each refused one, and the sent mail offers them for download', async () => {
    const user = userEvent.setup({ applyAccept: false });
    quickSend();
    const composer = await openComposer('maria.santos@acme.test');
    await write(composer, 'Files', 'Two files.');
    const note = new File(['hello'], 'note.txt', { type: 'text/plain' });
    const tool = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });
    await user.upload(within(composer).getByLabelText('Attach files'), [note, tool]);
    expect(within(composer).getByRole('alert')).toHaveTextContent(
      '“tool.exe” cannot be attached: attach a PDF, an image, a text, CSV or Office file, or a ZIP archive.',
    );
    const files = await within(composer).findByRole('list', { name: 'Attached files' });
    expect(within(files).getByText('note.txt')).toBeInTheDocument();
    expect(within(files).getByText('5 byte')).toBeInTheDocument();

    const csv = new File(['a,b\n1,2'], 'rota.csv', { type: 'text/csv' });
    const body = composer.querySelector<HTMLElement>('.email-composer-body')!;
    fireEvent.dragOver(body, { dataTransfer: { types: ['Files'], files: [csv] } });
    expect(body).toHaveAttribute('data-drop-hint', 'Drop the files to attach them');
    fireEvent.drop(body, { dataTransfer: { types: ['Files'], files: [csv] } });
    await within(files).findByText('rota.csv');
    expect(within(composer).queryByRole('alert')).toBeNull();
    fireEvent.click(within(files).getByRole('button', { name: 'Remove note.txt' }));
    expect(within(files).queryByText('note.txt')).toBeNull();

    fireEvent.click(within(composer).getByTestId('compose-send'));
    await screen.findByText('Your mail was sent.');
    const sent = storedAll().find((mail) => mail.folder === 'sent' && mail.subject === 'Files')!;
    expect(sent.attachments).toEqual([
      expect.objectContaining({ fileName: 'rota.csv', size: 7, url: `data:text/csv;base64,${btoa('a,b\n1,2')}` }),
    ]);
    fireEvent.click(within(screen.getAllByLabelText('Mail folders')[0]).getByText('Sent'));
    fireEvent.click(await screen.findByRole('button', { name: /^maria\.santos@acme\.test Files/ }));
    const download = await screen.findByRole('link', { name: 'Download rota.csv' });
    expect(download).toHaveAttribute('href', sent.attachments[0].url);
    expect(download).toHaveAttribute('download', 'rota.csv');
  });

  it('forwards a mail with its files, any of which can be left out, and the sent mail carries those kept', async () => {
    quickSend();
    await renderRoute('/apps/email');
    await showsRows(14);
    const proposal = storedAll().find((mail) => mail.subject === 'Partnership proposal')!;
    const [pdf, sheet] = proposal.attachments;
    fireEvent.click(screen.getByRole('button', { name: /^[^—:]+ Partnership proposal/ }));
    const reader = await screen.findByTestId('email-reader');
    fireEvent.click(within(reader).getByRole('button', { name: 'Forward' }));
    const composer = await screen.findByTestId('composer');
    const files = within(composer).getByRole('list', { name: 'Attached files' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.email-attachment-name')!.textContent),
    ).toEqual([pdf.fileName, sheet.fileName]);
    fireEvent.click(within(files).getByRole('button', { name: `Remove ${sheet.fileName}` }));
    expect(within(files).queryByText(sheet.fileName)).toBeNull();
    await addRecipient(composer, 'maria.santos@acme.test');
    fireEvent.click(within(composer).getByTestId('compose-send'));
    await screen.findByText('Your mail was sent.');
    const sent = storedAll().find((mail) => mail.folder === 'sent' && mail.subject === 'Fwd: Partnership proposal')!;
    expect(sent.attachments).toEqual([pdf]);
  });

  it('formats the text from a toolbar, cleans pasted markup, and sends the formatting sanitised', async () => {
    quickSend();
    const composer = await openComposer();
    const toolbar = within(composer).getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    // A link asks for its address, refused unless it is a web address.
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const address = within(composer).getByLabelText('Link address');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(within(composer).getByRole('alert')).toHaveTextContent(
      'Enter a web address starting with http:// or https://.',
    );
    fireEvent.keyDown(address, { key: 'Escape' });
    expect(within(composer).queryByLabelText('Link address')).toBeNull();

    await addRecipient(composer, 'maria.santos@acme.test');
    fireEvent.change(within(composer).getByLabelText('Subject'), { target: { value: 'Formatted' } });
    const box = within(composer).getByRole('textbox', { name: 'Message' });
    box.innerHTML = '<p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul>';
    fireEvent.input(box);
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.assign(paste, {
      clipboardData: {
        getData: (type: string) =>
          type === 'text/html'
            ? '<p>Pasted <a href="https://acme.test">link</a><img src=x onerror="window.__xss=1"></p>'
            : 'Pasted',
      },
    });
    fireEvent(box, paste);
    expect(box.querySelector('[onerror]')).toBeNull();
    expect(within(box).getByText('link')).toHaveAttribute('href', 'https://acme.test');
    fireEvent.click(within(composer).getByTestId('compose-send'));
    await screen.findByText('Your mail was sent.');
    const sent = storedAll().find((mail) => mail.folder === 'sent' && mail.subject === 'Formatted')!;
    expect(sent.message).toContain('<p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul>');
    expect(sent.message).toContain('<a href="https://acme.test" target="_blank" rel="noopener noreferrer">link</a>');
    expect(sent.message).not.toMatch(/onerror|<script/);
    await act(() => settled());
    expect((window as unknown as Record<string, unknown>)[XSS_FLAG]).toBeUndefined();
  });

  it('keeps the mail being written when the session ends, and offers it back in the composer after signing in', async () => {
    const first = await renderRoute('/apps/email');
    await showsRows(14);
    key('c');
    const composer = await screen.findByTestId('composer');
    await write(composer, 'Quarterly figures', 'Dear all, the figures');
    // The session cannot be renewed: the client keeps the open forms' drafts, then forgets the user.
    act(() => keepDraftsOfEndingSession());
    clearSession();
    first.unmount();

    await renderRoute('/apps/email');
    const offered = await screen.findByTestId('composer');
    expect(within(offered).getByLabelText('Subject')).toHaveValue('');
    expect(within(offered).getByTestId('kept-draft')).toBeInTheDocument();
    fireEvent.click(within(offered).getByRole('button', { name: 'Restore' }));
    expect(within(offered).getByLabelText('Subject')).toHaveValue('Quarterly figures');
    expect(messageText(offered)).toBe('Dear all, the figures');
    expect(within(offered).queryByTestId('kept-draft')).toBeNull();
  });

  it('replies to all with the quote and the other recipients, never the user', async () => {
    const onboarding = storedAll().find(
      (mail) => mail.subject === 'Re: Agent onboarding plan' && mail.folder === 'inbox',
    )!;
    await renderRoute(`/apps/email/inbox/${onboarding.id}`);
    await screen.findByTestId('email-reader');
    fireEvent.click(await screen.findByRole('button', { name: /Reply all/ }));
    const composer = await screen.findByTestId('composer');
    expect(
      within(composer.querySelector('[data-testid="compose-to"]') as HTMLElement).getByText('Maria Santos'),
    ).toBeInTheDocument();
    expect(
      within(composer.querySelector('[data-testid="compose-cc"]') as HTMLElement).getByText('Lukas Becker'),
    ).toBeInTheDocument();
    expect(composer.querySelector('[data-testid="compose-cc"]')).not.toHaveTextContent('John Doe');
    expect(within(composer).getByLabelText('Subject')).toHaveValue('Re: Agent onboarding plan');
    expect(composer.querySelector('.email-quoted')).toHaveTextContent('Maria Santos wrote:');
  });

  it('minimises to its title bar and opens again', async () => {
    const composer = await openComposer();
    fireEvent.click(within(composer).getByRole('button', { name: 'Minimise' }));
    expect(within(composer).queryByLabelText('Subject')).toBeNull();
    fireEvent.click(within(composer).getByRole('button', { name: 'Open the composer again' }));
    expect(within(composer).getByLabelText('Subject')).toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('moves with j/k, selects with x, stars with s, opens with Enter, shows the shortcuts with ?', async () => {
    await renderRoute('/apps/email');
    await showsRows(14);
    const ids = rowIds();
    key('j');
    key('j');
    await waitFor(() => expect(document.querySelector('.email-row.is-active')).toBe(rows()[1]));
    key('k');
    await waitFor(() => expect(document.querySelector('.email-row.is-active')).toBe(rows()[0]));
    key('x');
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 selected');
    const starred = stored(ids[0]).isStarred;
    key('s');
    await waitFor(() => expect(stored(ids[0]).isStarred).toBe(!starred));
    key('?');
    expect(await screen.findByTestId('shortcuts-help')).toHaveTextContent('Move to Trash');
    fireEvent.keyDown(screen.getByTestId('shortcuts-help'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('shortcuts-help')).toBeNull());
    key('/');
    expect(document.activeElement).toBe(screen.getByLabelText('Search mail'));
    act(() => (document.activeElement as HTMLElement).blur());
    key('Enter');
    await waitFor(() => expect(location()).toBe(`/apps/email/inbox/${ids[0]}`));
  });

  it('leaves its keys to the next page once the address has left the mail screen, while it is still shown', async () => {
    await renderRoute('/apps/email');
    await showsRows(14);
    // A navigation elsewhere keeps this screen until the next one is ready: the address has moved on already.
    window.history.replaceState(null, '', '/apps/chat');
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    document.body.dispatchEvent(slash);
    expect(slash.defaultPrevented).toBe(false);
    expect(document.activeElement).not.toBe(screen.getByLabelText('Search mail'));
    key('c');
    expect(screen.queryByTestId('composer')).toBeNull();
  });
});
