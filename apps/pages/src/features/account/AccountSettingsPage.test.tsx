// Account settings with real antd against the real Mirage routes: the tab in the URL, each tab saving on its
// own, the password rules (client, then the server's check of the current password), a bad field keeping
// what was typed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { authFeature, getUserData, selectAuthUser } from '@live-agent/auth';
import {
  authorised,
  BAD_TEXT_TIMEOUT_MS,
  buttonNamed,
  countWrites,
  silenceActWarnings,
  typeBadTextsIntoForm,
  expectRulesOnEveryBadText,
  fieldErrors,
} from '@live-agent/ui-kit/testing';
import { accountRules } from './account.rules';
import { englishFormRules, renderPrefetched, renderRoute, setupScreenTest } from '../../test/render';

const server = setupScreenTest();
silenceActWarnings();

const location = () => screen.getByTestId('location').textContent;

describe('Account settings', () => {
  it('opens on General with the account’s values; the tab follows the URL', async () => {
    await renderRoute('/pages/account-settings');
    const general = await screen.findByTestId('account-general');
    await waitFor(() => expect(within(general).getByLabelText('Full name')).toHaveValue('John Doe'));
    fireEvent.click(screen.getByRole('tab', { name: /Notifications/ }));
    await waitFor(() => expect(location()).toBe('/pages/account-settings?tab=notifications'));
  });

  it('asks for the settings once when its route already asked as the URL opened, whichever tabs are shown', async () => {
    const asked = await renderPrefetched(server, '/pages/account-settings', '/account-setting');
    const general = await screen.findByTestId('account-general');
    await waitFor(() => expect(within(general).getByLabelText('Full name')).toHaveValue('John Doe'));
    fireEvent.click(screen.getByRole('tab', { name: /Notifications/ }));
    await screen.findByTestId('account-notifications');
    expect(asked()).toEqual(['/account-setting/data']);
  });

  it('saves General on its own; a bad e-mail is refused and keeps what was typed', async () => {
    await renderRoute('/pages/account-settings');
    const general = await screen.findByTestId('account-general');
    await waitFor(() => expect(within(general).getByLabelText('Full name')).toHaveValue('John Doe'));
    fireEvent.change(within(general).getByLabelText('Full name'), { target: { value: 'Johnny Doe' } });
    fireEvent.change(within(general).getByLabelText('Company'), { target: { value: 'Acme & Co' } });
    fireEvent.change(within(general).getByLabelText('E-mail'), { target: { value: 'john@' } });
    fireEvent.click(within(general).getByText('Save changes'));
    expect(await within(general).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(general).getByLabelText('Full name')).toHaveValue('Johnny Doe');
    expect(within(general).getByLabelText('E-mail')).toHaveValue('john@');
    fireEvent.change(within(general).getByLabelText('E-mail'), { target: { value: 'admin@demo.com' } });
    fireEvent.click(within(general).getByText('Save changes'));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    const { data } = await axios.get('/account-setting/data', authorised());
    expect(data.general).toMatchObject({ fullName: 'Johnny Doe', company: 'Acme & Co' });
    expect(within(general).getByLabelText('Full name')).toHaveValue('Johnny Doe');
  });

  it('a saved name becomes the signed-in user’s everywhere: the navbar’s store, a reload, the next sign-in', async () => {
    const { store } = await renderRoute('/pages/account-settings');
    store.injectSlice(authFeature.slice);
    store.injectSaga('auth', authFeature.saga);
    const general = await screen.findByTestId('account-general');
    await waitFor(() => expect(within(general).getByLabelText('Full name')).toHaveValue('John Doe'));
    fireEvent.change(within(general).getByLabelText('Full name'), { target: { value: 'Jane Roe' } });
    fireEvent.click(within(general).getByText('Save changes'));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(selectAuthUser(store.getState())).toMatchObject({ fullName: 'Jane Roe', role: 'admin' }),
    );
    expect(getUserData()).toMatchObject({ fullName: 'Jane Roe', role: 'admin' });
    const { data } = await axios.post('/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(data.userData.fullName).toBe('Jane Roe');
  });

  it('refuses by its rules exactly the over-long hostile texts as the company, and takes every other one', async () => {
    await expectRulesOnEveryBadText(accountRules(englishFormRules()).general.company, {
      'very long (5,000 characters)': 'Use at most 100 characters.',
    });
  });

  it(
    "shows its rules' refusals of hostile texts as the company in the form, keeping what was typed, and saves the rest exactly as typed",
    async () => {
      type Settings = { id: string; general: { company: string } };
      const settings = () => (server().db.accountSettings as unknown as Settings[])[0];
      let unmount = () => {};
      let count = 0;
      await typeBadTextsIntoForm({
        verdict: (typed) => fieldErrors(accountRules(englishFormRules()).general.company, typed),
        open: async () => {
          unmount();
          ({ unmount } = await renderRoute('/pages/account-settings'));
          const general = await screen.findByTestId('account-general');
          await waitFor(() => expect(within(general).getByLabelText('Full name')).toHaveValue('John Doe'));
          // A known company before each entry, so a save shows as a change.
          const row = settings();
          server().db.accountSettings.update(row.id, {
            general: { ...row.general, company: `Before ${(count += 1)}` },
          });
          return general;
        },
        field: (form) => within(form).getByLabelText('Company') as HTMLInputElement,
        save: (form) => fireEvent.click(buttonNamed(form, 'Save changes')!),
        stored: () => {
          const company = settings().general.company;
          return company === `Before ${count}` ? undefined : company;
        },
        close: async () => {
          unmount();
          unmount = () => {};
        },
      });
      unmount();
    },
    BAD_TEXT_TIMEOUT_MS,
  );

  it('checks the password rules, refuses a wrong current password under its field, then changes it', async () => {
    await renderRoute('/pages/account-settings?tab=password');
    const form = await screen.findByTestId('account-password');
    const field = (label: string) => within(form).getByLabelText(label);
    fireEvent.change(field('Current password'), { target: { value: 'wrong' } });
    fireEvent.change(field('New password'), { target: { value: 'short' } });
    fireEvent.change(field('Confirm the new password'), { target: { value: 'other' } });
    fireEvent.click(within(form).getByText('Save changes'));
    expect(await within(form).findByText('Use at least 8 characters with a letter and a digit.')).toBeInTheDocument();
    expect(within(form).getByText('The two passwords do not match.')).toBeInTheDocument();

    fireEvent.change(field('New password'), { target: { value: 'secret12' } });
    fireEvent.change(field('Confirm the new password'), { target: { value: 'secret12' } });
    fireEvent.click(within(form).getByText('Save changes'));
    expect(await within(form).findByText('The current password is not correct.')).toBeInTheDocument();
    expect(field('New password')).toHaveValue('secret12');

    // Show and hide.
    expect(field('Current password')).toHaveAttribute('type', 'password');
    fireEvent.click(form.querySelector('.ant-input-password-icon')!);
    expect(field('Current password')).toHaveAttribute('type', 'text');

    fireEvent.change(field('Current password'), { target: { value: 'admin' } });
    fireEvent.click(within(form).getByText('Save changes'));
    expect(await screen.findByText('Password changed.')).toBeInTheDocument();
    await waitFor(() => expect(field('New password')).toHaveValue(''));
    expect((await axios.post('/jwt/login', { email: 'admin@demo.com', password: 'secret12' })).status).toBe(200);
  });

  it('Information: the bio counts characters, a future birth date is refused; a good save persists', async () => {
    await renderRoute('/pages/account-settings?tab=info');
    const form = await screen.findByTestId('account-info');
    fireEvent.change(within(form).getByLabelText('Bio'), { target: { value: 'Hello there' } });
    expect(within(form).getByText('11 / 500')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Website'), { target: { value: 'example' } });
    fireEvent.click(within(form).getByText('Save changes'));
    expect(await within(form).findByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Website'), { target: { value: 'https://john.example.com' } });
    fireEvent.click(within(form).getByText('Save changes'));
    expect(await screen.findByText('Information saved.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Bio')).toHaveValue('Hello there');
  });

  it('keeps an over-long bio whole beside its counter and refuses it in words: nothing is cut nor saved', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/account-settings?tab=info');
    const form = await screen.findByTestId('account-info');
    const bio = within(form).getByLabelText('Bio');
    await user.click(bio);
    await user.paste('b'.repeat(501));
    expect(bio).toHaveValue('b'.repeat(501));
    expect(within(form).getByText('501 / 500')).toBeInTheDocument();
    fireEvent.click(within(form).getByText('Save changes'));
    expect(await within(form).findByText('Use at most 500 characters.')).toBeInTheDocument();
    expect(bio).toHaveValue('b'.repeat(501));
    expect(
      server()
        .db.accountSettings.where({})
        .every((row: { info: { bio: string } }) => row.info.bio === ''),
    ).toBe(true);
  });

  it('keeps an impossible birth date as typed with a message by the field; Enter never saves the tab', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/account-settings?tab=info');
    const sent = countWrites(server());
    const form = await screen.findByTestId('account-info');
    const born = within(form).getByLabelText('Birth date');
    await user.click(born);
    await user.type(born, '02/31/2026');
    await user.keyboard('{Enter}');
    expect(sent()).toBe(0);
    await user.tab();
    expect(born).toHaveValue('02/31/2026');
    expect(await within(form).findByText('Enter a valid date.')).toBeInTheDocument();
    fireEvent.click(within(form).getByText('Save changes'));
    expect(await within(form).findByText('Enter a valid date.')).toBeInTheDocument();
    expect(born).toHaveValue('02/31/2026');
    expect(sent()).toBe(0);
  });

  it('connects and disconnects a service, and saves the notification switches', async () => {
    await renderRoute('/pages/account-settings?tab=connections');
    const list = await screen.findByTestId('account-connections');
    fireEvent.click(within(list).getByRole('button', { name: 'Connect Google' }));
    expect(await screen.findByText('Connections saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(list.querySelector('[data-service="google"] .pages-connection-state')).toHaveTextContent(
        'Connected as @johndoe',
      ),
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Disconnect Google' }));
    await waitFor(() =>
      expect(list.querySelector('[data-service="google"] .pages-connection-state')).toHaveTextContent('Not connected'),
    );

    fireEvent.click(screen.getByRole('tab', { name: /Notifications/ }));
    const notifications = await screen.findByTestId('account-notifications');
    const follow = within(notifications).getByRole('switch', { name: 'Someone follows me' });
    expect(follow).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(follow);
    fireEvent.click(within(notifications).getByText('Save changes'));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(within(notifications).getByRole('switch', { name: 'Someone follows me' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
