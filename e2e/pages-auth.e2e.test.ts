// The sign-in page variants of the pages remote, signed out as a visitor meets them: drawn without the app's
// layout, signing in and registering for real (Mirage). Each at each width and in each skin: the walks
// (every-route*.e2e.test.ts).
import { SHELL, setupBrowser, waitForPath, submitSignIn } from './support/session';

const { open } = setupBrowser();

test('signs in through /pages/login-v2 and lands signed in on the dashboard', async () => {
  const page = await open();
  await page.goto(`${SHELL}/pages/login-v2`);
  const form = page.getByTestId('login-form');
  await form.waitFor();
  expect(await page.getByTestId('navbar').count()).toBe(0);
  await submitSignIn(form, 'admin@demo.com', 'admin');
  await waitForPath(page, '/live-agent/dashboard');
  await page.getByTestId('navbar').waitFor();
});

test('registering through /pages/register-v1 with a taken e-mail says so by the field and keeps what was typed', async () => {
  const page = await open();
  await page.goto(`${SHELL}/pages/register-v1`);
  const form = page.getByTestId('register-form');
  await form.getByLabel('Username').fill('newcomer');
  await form.getByLabel('Email').fill('admin@demo.com');
  await form.getByLabel('Password', { exact: true }).fill('secret12');
  await form.getByLabel('I agree to the privacy policy and terms').check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await form.getByText('This email is already in use.').waitFor();
  expect(await form.getByLabel('Username').inputValue()).toBe('newcomer');
  expect(await form.getByLabel('Email').inputValue()).toBe('admin@demo.com');
  expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('secret12');
  expect(new URL(page.url()).pathname).toBe('/pages/register-v1');
});
