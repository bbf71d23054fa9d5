/**
 * @jest-environment @live-agent/build-config/jest/jsdom-in-zone
 * @jest-environment-options {"timeZone": "Pacific/Kiritimati"}
 */
// A birth date is a calendar day, not an instant: picked in a zone far from UTC (Kiritimati, UTC+14, where the day
// begins first), it is saved as that day ('YYYY-MM-DD') and shown as that day again, and the form and the server
// agree on which days are "in the future" (contracts' latestDayOnEarth: a day already begun somewhere). The zone is
// the test environment's (set before anything reads a date); the page's and the server's clocks are pinned to the
// same instant.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { authorised, fakeClockOnly, silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

// 12:00 UTC on 10 March 2026 is 02:00 on 11 March in Kiritimati: the page's today is a day ahead of UTC's.
const NOW = new Date('2026-03-10T12:00:00.000Z');

const server = setupScreenTest({ now: NOW });
silenceActWarnings();

// Only the date is pinned: timers, animation frames and microtasks stay real, as the server and antd need them.
beforeEach(() => fakeClockOnly(NOW.getTime()));
afterEach(() => jest.useRealTimers());

const storedDob = () => (server().db.accountSettings as unknown as { info: { dob: string } }[])[0].info.dob;

it('runs in Kiritimati, a day ahead of UTC', () => {
  expect(new Date().getDate()).toBe(11);
});

it('saves the day picked in a zone far from UTC as that day, and shows it as that day again', async () => {
  const user = userEvent.setup();
  const { unmount } = await renderRoute('/pages/account-settings?tab=info');
  const form = await screen.findByTestId('account-info');
  const born = within(form).getByLabelText('Birth date');
  // Today on this page: the form takes it, and so must the server.
  await user.click(born);
  await user.type(born, '03/11/2026');
  await user.keyboard('{Enter}');
  await user.tab();
  await user.click(within(form).getByText('Save changes'));
  expect(await screen.findByText('Information saved.')).toBeInTheDocument();
  expect(storedDob()).toBe('2026-03-11');
  const { data } = await axios.get('/account-setting/data', authorised());
  expect(data.info.dob).toBe('2026-03-11');
  expect(born).toHaveValue('03/11/2026');

  unmount();
  await renderRoute('/pages/account-settings?tab=info');
  const again = await screen.findByTestId('account-info');
  await waitFor(() => expect(within(again).getByLabelText('Birth date')).toHaveValue('03/11/2026'));
});

it('refuses the day after, which has begun nowhere yet, in the form as the server does', async () => {
  const user = userEvent.setup();
  await renderRoute('/pages/account-settings?tab=info');
  const form = await screen.findByTestId('account-info');
  const born = within(form).getByLabelText('Birth date');
  await user.click(born);
  await user.type(born, '03/12/2026');
  await user.keyboard('{Enter}');
  await user.tab();
  await user.click(within(form).getByText('Save changes'));
  expect(await within(form).findByText('The birth date cannot be in the future.')).toBeInTheDocument();
  expect(storedDob()).toBe('');
  const refused = await axios.post(
    '/account-setting/info',
    { dob: '2026-03-12' },
    { ...authorised(), validateStatus: () => true },
  );
  expect(refused.data.errors).toEqual({ dob: ['The birth date cannot be in the future.'] });
});
