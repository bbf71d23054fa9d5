// The Admins screen with real antd against the real Mirage routes: what an administrator sees and does.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { adminRules } from './admins.rules';
import { englishFormRules, renderRoute, setupScreenTest } from '../../test/render';
import { itChecksBadTexts, openSelect, pickOption, tableRows, totalText } from '../../test/lists';

const server = setupScreenTest();

// Rows and controls by class or attribute: role queries over a whole antd page are slow in jsdom.
const rows = tableRows;
const names = () => rows().map((row) => row.querySelector('.la-person-name')?.textContent);
const drawer = () => screen.getByTestId('admin-drawer');

async function showsAdmins(count: number) {
  await waitFor(() => expect(rows()).toHaveLength(count));
}

describe('Admins screen', () => {
  it('lists the seeded admins with role, departments, status and total; search and the role filter narrow them', async () => {
    await renderRoute('/live-agent/admins');
    await showsAdmins(3);
    expect(names()).toEqual(['Ada Admin', 'Marta Kowalski', 'Tom Becker']);
    expect(totalText()).toBe('1–3 of 3');
    const marta = rows()[1];
    expect(within(marta).getByText('Supervisor')).toBeInTheDocument();
    // Department names come from their own list, which may arrive after the admins (`#1` until then).
    expect(await within(marta).findByText('Sales')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('All departments')).toBeInTheDocument();
    expect(within(rows()[2]).getByText('Inactive')).toBeInTheDocument();
    expect(within(rows()[2]).getByText('Never')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search by name, e-mail or phone'), { target: { value: 'becker' } });
    await waitFor(() => expect(names()).toEqual(['Tom Becker']));
    expect(totalText()).toBe('1–1 of 1');

    fireEvent.change(screen.getByLabelText('Search by name, e-mail or phone'), { target: { value: '' } });
    await showsAdmins(3);
    openSelect('Role');
    await pickOption('Supervisor');
    await waitFor(() => expect(names()).toEqual(['Marta Kowalski', 'Tom Becker']));
  });

  it('creates an admin: client rules first, then the server()’s duplicate e-mail under its field, then success', async () => {
    await renderRoute('/live-agent/admins');
    await showsAdmins(3);
    fireEvent.click(screen.getByText('Add admin'));
    await screen.findByText('New admin');
    fireEvent.click(within(drawer()).getByText('Save'));
    // The name and the e-mail, in the server's words.
    expect(await within(drawer()).findAllByText('This field is required.')).toHaveLength(2);

    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: 'Nina Park' } });
    fireEvent.change(within(drawer()).getByLabelText('E-mail'), { target: { value: 'nina@' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await within(drawer()).findByText('Enter a valid e-mail address.')).toBeInTheDocument();

    // An agent already uses this address: only the server() knows, and says so under the field.
    fireEvent.change(within(drawer()).getByLabelText('E-mail'), { target: { value: 'emma.schneider@acme.test' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await within(drawer()).findByText('This e-mail is already in use.')).toBeInTheDocument();
    expect(within(drawer()).getByLabelText('Name')).toHaveValue('Nina Park');
    expect(server().db.admins).toHaveLength(3);

    fireEvent.change(within(drawer()).getByLabelText('E-mail'), { target: { value: 'nina.park@acme.test' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await screen.findByText('Admin added')).toBeInTheDocument();
    await showsAdmins(4);
    expect(names()).toContain('Nina Park');
    const stored = server().db.admins.where({ email: 'nina.park@acme.test' })[0] as unknown as {
      role: string;
      isActive: boolean;
    };
    expect(stored).toMatchObject({ role: 'supervisor', isActive: true });
  });

  it.each([
    [
      'the server fails (500)',
      () => new Response(500, {}, { message: 'URI malformed' }),
      'Something went wrong, try again.',
    ],
  ])('says so when %s, and keeps every value typed', async (_name, answer, line) => {
    await renderRoute('/live-agent/admins');
    await showsAdmins(3);
    server().post(`${window.location.origin}/api/v1/admins`, answer);
    fireEvent.click(screen.getByText('Add admin'));
    await screen.findByText('New admin');
    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: '😀 Smile & Co' } });
    fireEvent.change(within(drawer()).getByLabelText('E-mail'), { target: { value: 'smile@acme.test' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await screen.findByText(line)).toBeInTheDocument();
    expect(within(drawer()).getByLabelText('Name')).toHaveValue('😀 Smile & Co');
    expect(within(drawer()).getByLabelText('E-mail')).toHaveValue('smile@acme.test');
    expect(screen.queryByText('URI malformed')).not.toBeInTheDocument();
  });

  it('adds an admin whose name starts with an emoji or holds "&" (the avatar handles both)', async () => {
    await renderRoute('/live-agent/admins');
    await showsAdmins(3);
    fireEvent.click(screen.getByText('Add admin'));
    await screen.findByText('New admin');
    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: '😀 Smile & Co' } });
    fireEvent.change(within(drawer()).getByLabelText('E-mail'), { target: { value: 'smile@acme.test' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await screen.findByText('Admin added')).toBeInTheDocument();
    await showsAdmins(4);
    expect(names()).toContain('😀 Smile & Co');
  });

  it('edits an admin, and deletes one after confirmation', async () => {
    await renderRoute('/live-agent/admins');
    await showsAdmins(3);
    fireEvent.click(screen.getByLabelText('Edit Marta Kowalski'));
    await screen.findByText('Edit Marta Kowalski', { selector: '.ant-drawer-title' });
    expect(within(drawer()).getByLabelText('E-mail')).toHaveValue('marta.kowalski@acme.test');
    fireEvent.change(within(drawer()).getByLabelText('Phone'), { target: { value: '+49 30 555 0000' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await screen.findByText('Admin saved')).toBeInTheDocument();
    await waitFor(() =>
      expect((server().db.admins.find(2) as unknown as { phone: string }).phone).toBe('+49 30 555 0000'),
    );
    await waitFor(() => expect(within(rows()[1]).getByText('+49 30 555 0000')).toBeInTheDocument());

    fireEvent.click(screen.getByLabelText('Delete Tom Becker'));
    expect(await screen.findByText('Delete Tom Becker?')).toBeInTheDocument();
    fireEvent.click(within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByText('Delete'));
    expect(await screen.findByText('Admin deleted')).toBeInTheDocument();
    await showsAdmins(2);
    expect(names()).not.toContain('Tom Becker');
    expect(server().db.admins).toHaveLength(2);
  });

  it('shows the list read-only, without add, edit or delete, to a user who may not manage admins', async () => {
    // The server enforces roles: this agent may read admins (not manage them), as its token then says too.
    const agent = server().db.users.find(3) as unknown as { ability: object[] };
    server().db.users.update(3, { ability: [...agent.ability, { action: 'read', subject: 'Admin' }] });
    await renderRoute('/live-agent/admins', { role: 'agent' });
    await showsAdmins(3);
    expect(screen.getByText('You can view these but not change them.')).toBeInTheDocument();
    expect(screen.queryByText('Add admin')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Edit Marta Kowalski')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete Marta Kowalski')).not.toBeInTheDocument();
  });
  let count = 0;
  itChecksBadTexts({
    what: 'a name',
    rules: () => adminRules(englishFormRules()).fullName,
    tooLong: 'Use at most 120 characters.',
    route: '/live-agent/admins',
    shown: () => showsAdmins(3),
    records: () => server().db.admins as unknown as { id: string; fullName: string }[],
    storedText: (row) => row.fullName,
    add: 'Add admin',
    title: 'New admin',
    drawer,
    // A fresh, valid e-mail each time: only the name is under test.
    fill: (form) => {
      fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: `bad.${(count += 1)}@acme.test` } });
    },
  });
});
