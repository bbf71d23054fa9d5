// The user view and edit screens with real antd against the real Mirage routes: an unknown id, the card and
// plan upgrade, editing with Save and Reset, and the picture rules (type and size) before anything is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@live-agent/contracts';
import { BAD_TEXT_TIMEOUT_MS, silenceActWarnings } from '@live-agent/ui-kit/testing';
import { userRules } from './users.rules';
import { englishFormRules, renderRoute, setupScreenTest, typeBadTextsIntoEditPage } from '../../test/render';

// Big antd forms and tables in jsdom: slow on a loaded machine.
jest.setTimeout(60_000);

const server = setupScreenTest();
silenceActWarnings();

const stored = (id: number) => {
  const user = server().db.appUsers.find(id) as unknown as User;
  return { ...user, id: Number(user.id) };
};

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

const sized = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe('User view', () => {
  it('shows the Not Found page for an unknown id', async () => {
    await renderRoute('/apps/user/view/999');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to home'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/apps/user/list'));
  });

  it('shows the card, the permissions of the role and the activity; upgrading the plan saves it', async () => {
    const user = stored(6);
    await renderRoute('/apps/user/view/6');
    const card = await screen.findByTestId('user-card');
    expect(within(card).getByText(user.fullName)).toBeInTheDocument();
    expect(within(card).getByText(`@${user.username}`)).toBeInTheDocument();
    expect(within(screen.getByTestId('permissions')).getByText('Billing')).toBeInTheDocument();
    expect(screen.getByTestId('activity').querySelectorAll('.ant-timeline-item').length).toBeGreaterThan(3);

    const plan = screen.getByTestId('plan-card');
    expect(within(plan).getByText('Basic')).toBeInTheDocument();
    fireEvent.click(within(plan).getByText('Upgrade plan'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText(/^Company ·/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('User saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('plan-card')).getByText('Company')).toBeInTheDocument());
    expect(stored(6).currentPlan).toBe('company');
  });
});

describe('User edit', () => {
  it('shows the Not Found page for an unknown id', async () => {
    await renderRoute('/apps/user/edit/abc');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('saves a new name, and Reset puts back what was saved', async () => {
    const user = stored(3);
    await renderRoute('/apps/user/edit/3');
    const name = await screen.findByLabelText('Full name');
    await waitFor(() => expect(name).toHaveValue(user.fullName));
    fireEvent.change(name, { target: { value: 'Renamed Person' } });
    fireEvent.click(screen.getByText('Reset'));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(user.fullName));

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Renamed Person' } });
    fireEvent.click(screen.getByText('Save changes'));
    expect(await screen.findByText('User saved.')).toBeInTheDocument();
    await waitFor(() => expect(stored(3).fullName).toBe('Renamed Person'));
    expect(stored(3).email).toBe(user.email);
    await waitFor(() => expect(screen.getByText('Reset').closest('button')).toBeDisabled());
  });

  it(
    "shows its rules' refusals of hostile texts as a name in the form, keeping what was typed, and saves the rest exactly as typed",
    () =>
      typeBadTextsIntoEditPage({
        path: '/apps/user/edit/3',
        label: 'Full name',
        formTestId: 'user-edit-form',
        rules: userRules(englishFormRules()).fullName,
        setBefore: (fullName) => server().db.appUsers.update(3, { fullName }),
        stored: () => stored(3).fullName,
      }),
    BAD_TEXT_TIMEOUT_MS,
  );

  it('puts the server’s error on its tab and field, keeping what was typed', async () => {
    const other = stored(4);
    await renderRoute('/apps/user/edit/3');
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue(stored(3).username));
    fireEvent.click(screen.getByRole('tab', { name: 'Social' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: other.username } });
    fireEvent.click(screen.getByText('Save changes'));
    expect(await screen.findByText('This username is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue(other.username);
    expect(stored(3).username).not.toBe(other.username);
  });

  it('checks the Information and Social tabs: no birth date in the future, links must be web addresses', async () => {
    await renderRoute('/apps/user/edit/3');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(stored(3).fullName));
    fireEvent.click(screen.getByRole('tab', { name: 'Social' }));
    fireEvent.change(screen.getByLabelText('GitHub'), { target: { value: 'github' } });
    fireEvent.click(screen.getByText('Save changes'));
    expect(await screen.findByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Social' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.change(screen.getByLabelText('GitHub'), { target: { value: 'https://github.com/someone' } });
    fireEvent.click(screen.getByText('Save changes'));
    expect(await screen.findByText('User saved.')).toBeInTheDocument();
    await waitFor(() => expect(stored(3).social.github).toBe('https://github.com/someone'));
  });

  it('refuses a 2 MB picture and a PDF with a clear message, and takes a small PNG', async () => {
    await renderRoute('/apps/user/edit/3');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(stored(3).fullName));
    const before = stored(3).avatar;

    chooseFile(sized('holiday.png', 'image/png', 2 * 1024 * 1024));
    expect(
      await screen.findByText('“holiday.png” is larger than 800 KB. Choose a smaller picture.'),
    ).toBeInTheDocument();
    chooseFile(sized('cv.pdf', 'application/pdf', 20_000));
    expect(
      await screen.findByText('“cv.pdf” is not a JPG, PNG or GIF image. Choose one of those.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Save changes'));
    expect(await screen.findByText('User saved.')).toBeInTheDocument();
    expect(stored(3).avatar).toBe(before);

    chooseFile(sized('me.png', 'image/png', 2_000));
    await waitFor(() =>
      expect(screen.getByTestId('avatar-preview').querySelector('img')?.getAttribute('src')).toMatch(
        /^data:image\/png;base64,/,
      ),
    );
    expect(screen.queryByTestId('avatar-problem')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Save changes'));
    await waitFor(() => expect(stored(3).avatar).toMatch(/^data:image\/png;base64,/));
  });
});
