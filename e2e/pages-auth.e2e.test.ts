// The sign-in page variants of the pages remote, signed out as a visitor meets them: drawn without the app's
// layout, signing in and registering for real (Mirage), and on a phone in both skins and right to left with
// no axe violation and nothing scrolling sideways. Signed in, BUILT_SCREENS walks them too.
import { seriousViolations } from './support/axe';
import { overflowingElements, settled } from './support/screens';
import { SHELL, setupBrowser, waitForPath } from './support/session';

const { open } = setupBrowser();

const VARIANTS = [
  '/pages/login-v1',
  '/pages/login-v2',
  '/pages/register-v1',
  '/pages/register-v2',
  '/pages/forgot-password-v1',
  '/pages/forgot-password-v2',
  '/pages/reset-password-v1',
  '/pages/reset-password-v2',
];

test('signs in through /pages/login-v2 and lands signed in on the dashboard', async () => {
  const page = await open();
  await page.goto(`${SHELL}/pages/login-v2`);
  const form = page.getByTestId('login-form');
  await form.waitFor();
  expect(await page.getByTestId('navbar').count()).toBe(0);
  await form.getByLabel('Email').fill('admin@demo.com');
  await form.getByLabel('Password', { exact: true }).fill('admin');
  await form.getByRole('button', { name: 'Sign in' }).click();
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

describe.each([
  ['light', false],
  ['dark', false],
  ['dark', true],
] as const)('signed out on a phone, %s skin, right to left: %s', (skin, isRTL) => {
  test('every variant fits 390 px, has one h1 and no serious axe violation', async () => {
    const page = await open({
      viewport: { width: 390, height: 844 },
      initScript: `localStorage.setItem('liveAgent.layout', ${JSON.stringify(JSON.stringify({ skin, isRTL }))});`,
    });
    await page.goto(`${SHELL}/login`);
    await page.getByTestId('login-form').waitFor();
    await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    const found: Record<string, unknown> = {};
    for (const path of VARIANTS) {
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await settled(page);
      const problems: unknown[] = [
        ...(await seriousViolations(page, { wholePage: true })),
        ...(await overflowingElements(page)),
      ];
      if ((await page.locator('[data-testid="remote-content"] h1').count()) !== 1) problems.push('not one h1');
      if (await page.getByTestId('navbar').count()) problems.push('the app layout is drawn');
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
  }, 240_000);
});
