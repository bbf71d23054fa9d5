// The users list with real antd against the real Mirage routes: statistics, filters and search kept in the
// URL, paging, the Add user drawer with the server's errors under their fields, delete after confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@live-agent/contracts';
import {
  BAD_TEXT_TIMEOUT_MS,
  buttonNamed,
  captureDownloads,
  discardFormDrawer,
  readBlob,
  silenceActWarnings,
  typeBadTextsIntoForm,
  blankOrTooLong,
  expectRulesOnEveryBadText,
  fieldErrors,
} from '@live-agent/ui-kit/testing';
import { userRules } from './users.rules';
import { openSelect, pickOption } from '@live-agent/ui-kit/testing';
import { englishFormRules, renderPrefetched, renderRoute, setupScreenTest } from '../../test/render';

// Big antd forms and tables in jsdom: slow on a loaded machine.
jest.setTimeout(60_000);

const server = setupScreenTest();
silenceActWarnings();

const seeded = () =>
  (server().db.appUsers as unknown as Array<User & { id: string }>).map((user) => ({ ...user, id: Number(user.id) }));
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row'));
const names = () => rows().map((row) => row.querySelector('.la-person-name')?.textContent);
const totalText = () => document.querySelector('.ant-pagination-total-text')?.textContent;
const location = () => screen.getByTestId('location').textContent;
const drawer = () => screen.getByTestId('user-drawer');

describe('Users list', () => {
  it('shows the statistics and the first page of 10 with role, plan and status', async () => {
    await renderRoute('/apps/user/list');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const users = seeded();
    expect(names()).toEqual(users.slice(0, 10).map((user) => user.fullName));
    expect(totalText()).toBe('1–10 of 50');
    await waitFor(() => expect(screen.getByTestId('stat-total-value')).toHaveTextContent('50'));
    expect(screen.getByTestId('stat-active-value')).toHaveTextContent(
      String(users.filter((user) => user.status === 'active').length),
    );
    expect(screen.getByTestId('stat-pending-value')).toHaveTextContent(
      String(users.filter((user) => user.status === 'pending').length),
    );
    const first = rows()[0];
    expect(within(first).getByText('Admin')).toBeInTheDocument();
    expect(first.querySelector('[data-status]')).toHaveTextContent(
      users[0].status === 'active' ? 'Active' : /Inactive|Pending/,
    );
  });

  it('shows the letters of a name that starts with an emoji in its avatar, never a piece of the emoji', async () => {
    const [first] = seeded();
    server().db.appUsers.update(String(first.id), { fullName: '🙂Ana Lima', avatar: '' });
    await renderRoute('/apps/user/list');
    const row = await waitFor(() => {
      const found = rows().find(
        (candidate) => candidate.querySelector('.la-person-name')?.textContent === '🙂Ana Lima',
      );
      expect(found).toBeDefined();
      return found!;
    });
    expect(row.querySelector('.ant-avatar')).toHaveTextContent(/^AL$/);
  });

  it('filters by role and status, searches, pages, and keeps it all in the URL', async () => {
    await renderRoute('/apps/user/list');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const users = seeded();

    openSelect('Role');
    await pickOption('Editor');
    await waitFor(() => expect(location()).toBe('/apps/user/list?role=editor'));
    const editors = users.filter((user) => user.role === 'editor');
    await waitFor(() => expect(names()).toEqual(editors.slice(0, 10).map((user) => user.fullName)));

    openSelect('Status');
    await pickOption('Active');
    await waitFor(() => expect(location()).toBe('/apps/user/list?role=editor&status=active'));
    const activeEditors = editors.filter((user) => user.status === 'active');
    await waitFor(() => expect(names()).toEqual(activeEditors.slice(0, 10).map((user) => user.fullName)));

    const target = activeEditors[0];
    fireEvent.change(screen.getByLabelText('Search name, username or e-mail'), { target: { value: target.username } });
    await waitFor(() => expect(names()).toEqual([target.fullName]));
    expect(location()).toBe(`/apps/user/list?role=editor&status=active&q=${encodeURIComponent(target.username)}`);
  });

  it('opens on the view the URL names: page 2 of the subscribers, sorted by name', async () => {
    await renderRoute('/apps/user/list?role=subscriber&page=2&perPage=10&sort=fullName');
    const subscribers = seeded()
      .filter((user) => user.role === 'subscriber')
      .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id - b.id);
    await waitFor(() => expect(names()).toEqual(subscribers.slice(10, 20).map((user) => user.fullName)));
    expect(totalText()).toBe(`11–${Math.min(20, subscribers.length)} of ${subscribers.length}`);
  });

  it('adds a user: the server’s errors land under their fields and nothing typed is lost; then a good save', async () => {
    await renderRoute('/apps/user/list');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const taken = seeded()[3];
    fireEvent.click(screen.getByText('Add user'));
    await screen.findByText('Add a user');
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await within(drawer()).findAllByText('This field is required.')).toHaveLength(3);

    fireEvent.change(within(drawer()).getByLabelText('Full name'), { target: { value: '<b>Marta</b> Nunes' } });
    fireEvent.change(within(drawer()).getByLabelText('Username'), { target: { value: taken.username } });
    fireEvent.change(within(drawer()).getByLabelText('E-mail'), { target: { value: taken.email } });
    fireEvent.change(within(drawer()).getByLabelText('Phone'), { target: { value: 'call me' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(
      await within(drawer()).findByText(
        'Enter a phone number (digits, spaces, +, - and brackets; 6 to 20 characters).',
      ),
    ).toBeInTheDocument();

    fireEvent.change(within(drawer()).getByLabelText('Phone'), { target: { value: '+351 912 345 678' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    // Only the server knows these are taken: it says so under each field.
    expect(await within(drawer()).findByText('This username is already in use.')).toBeInTheDocument();
    expect(within(drawer()).getByText('This email is already in use.')).toBeInTheDocument();
    expect(within(drawer()).getByLabelText('Full name')).toHaveValue('<b>Marta</b> Nunes');
    expect(within(drawer()).getByLabelText('Phone')).toHaveValue('+351 912 345 678');
    expect(server().db.appUsers).toHaveLength(50);

    fireEvent.change(within(drawer()).getByLabelText('Username'), { target: { value: 'marta.nunes' } });
    fireEvent.change(within(drawer()).getByLabelText('E-mail'), { target: { value: 'marta@acme.test' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await screen.findByText('User added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-total-value')).toHaveTextContent('51'));
    fireEvent.change(screen.getByLabelText('Search name, username or e-mail'), { target: { value: 'marta.nunes' } });
    // The name is text, never markup.
    await waitFor(() => expect(names()).toEqual(['<b>Marta</b> Nunes']));
  });

  it("refuses by its rules exactly the blank and the over-long hostile texts as a full name (the add drawer's and the edit page's), and takes every other one", async () => {
    await expectRulesOnEveryBadText(
      userRules(englishFormRules()).fullName,
      blankOrTooLong('This field is required.', 'Use at most 100 characters.'),
    );
  });

  it(
    "shows its rules' refusals of hostile texts as a full name in the form, keeping what was typed, and saves the rest exactly as typed",
    async () => {
      await renderRoute('/apps/user/list');
      await waitFor(() => expect(rows()).toHaveLength(10));
      let count = 0;
      await typeBadTextsIntoForm({
        verdict: (typed) => fieldErrors(userRules(englishFormRules()).fullName, typed),
        open: async () => {
          count += 1;
          fireEvent.click(buttonNamed(document, 'Add user')!);
          await waitFor(() => expect(drawer().querySelector('.ant-drawer-title')).toHaveTextContent('Add a user'));
          // A fresh username and e-mail each time: only the name is under test.
          fireEvent.change(within(drawer()).getByLabelText('Username'), { target: { value: `hostile.${count}` } });
          fireEvent.change(within(drawer()).getByLabelText('E-mail'), {
            target: { value: `hostile.${count}@acme.test` },
          });
          return drawer();
        },
        field: (form) => within(form).getByLabelText('Full name') as HTMLInputElement,
        save: (form) => fireEvent.click(buttonNamed(form, 'Save')!),
        stored: () => seeded().find((user) => user.username === `hostile.${count}`)?.fullName,
        close: discardFormDrawer,
      });
    },
    BAD_TEXT_TIMEOUT_MS,
  );

  it('deletes a user after confirmation, and only them', async () => {
    await renderRoute('/apps/user/list');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const victim = seeded()[2];
    fireEvent.click(screen.getByLabelText(`Delete ${victim.fullName}`));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted.')).toBeInTheDocument();
    await waitFor(() => expect(names()).not.toContain(victim.fullName));
    expect(server().db.appUsers).toHaveLength(49);
  });

  it('opens a user from View, and exports the filtered rows as CSV', async () => {
    const downloads = captureDownloads();
    await renderRoute('/apps/user/list?status=pending');
    const pending = seeded().filter((user) => user.status === 'pending');
    await waitFor(() => expect(names()).toEqual(pending.slice(0, 10).map((user) => user.fullName)));
    fireEvent.click(screen.getByText('Export CSV'));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const csv = await readBlob(downloads.blobs[0]);
    expect(csv.trim().split('\r\n')).toHaveLength(pending.length + 1);
    expect(csv).toContain('Pending');

    fireEvent.click(screen.getByLabelText(`View ${pending[0].fullName}`));
    await waitFor(() => expect(location()).toBe(`/apps/user/view/${pending[0].id}`));
  });

  it('steps back to the last page when its only row is deleted, and the URL follows', async () => {
    // 41 users: page 5 of 10 holds one.
    for (const user of seeded().slice(41)) server().db.appUsers.remove(user.id);
    const last = seeded()[40];
    await renderRoute('/apps/user/list?page=5');
    await waitFor(() => expect(names()).toEqual([last.fullName]));
    fireEvent.click(screen.getByLabelText(`Delete ${last.fullName}`));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/apps/user/list?page=4'));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(names()).toEqual(
      seeded()
        .slice(30, 40)
        .map((user) => user.fullName),
    );
  });

  it('asks for the page and the statistics once when its route already asked as the URL opened', async () => {
    const userAsks = await renderPrefetched(server, '/apps/user/list?page=2&perPage=25', '/api/users/list');
    await waitFor(() =>
      expect(names()).toEqual(
        seeded()
          .slice(25, 50)
          .map((user) => user.fullName),
      ),
    );
    expect(userAsks().sort()).toEqual(['/api/users/list/all-data', '/api/users/list/data?page=2&perPage=25']);
  });
});
