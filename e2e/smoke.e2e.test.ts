// The main journeys once, over whichever server globalSetup started: in `npm run e2e`, nginx with the deployment's
// configuration (deploy/nginx), so that configuration is proven with a real browser: sign in, the dashboard, each
// remote's first screen through the menu, a reload on a deep link, and a missing asset that is a 404 rather than the
// page.
import type { Page } from 'playwright-core';
import { SHELL, remotePort, signIn, setupBrowser, waitForPath } from './support/session';

const { open } = setupBrowser();

/** Each remote's first screen, reached through its menu item (the brand link for the e-commerce dashboard). */
const FIRST_SCREENS = [
  { remote: 'email', menu: 'menu-email', path: '/apps/email', testId: 'email-page' },
  { remote: 'chat', menu: 'menu-chat', path: '/apps/chat', testId: 'chat-page' },
  { remote: 'todoCalendar', menu: 'menu-todo', path: '/apps/todo', testId: 'todo-page' },
  { remote: 'pages', menu: 'menu-analytics', path: '/dashboard/analytics', testId: 'analytics-dashboard' },
  { remote: 'commerceInvoice', menu: null, path: '/', testId: 'ecommerce-dashboard' },
  { remote: 'liveAgent', menu: 'menu-dashboard', path: '/live-agent/dashboard', testId: 'dashboard-figures' },
] as const;

/** A screen rendered inside the area of the remote that owns the URL. */
const inRemote = (page: Page, remote: string, testId: string) =>
  page.locator(`[data-testid="remote-content"][data-remote="${remote}"]`).getByTestId(testId);

/** Every answer of 400 or more the page gets from the servers under test (the shell's and the remotes' ports). */
function recordServerErrors(page: Page): string[] {
  const ports = new Set([new URL(SHELL).port, ...FIRST_SCREENS.map((screen) => String(remotePort(screen.remote)))]);
  const errors: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.hostname === 'localhost' && ports.has(url.port) && response.status() >= 400)
      errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test('sign in lands on the dashboard, and each remote’s first screen opens from the menu', async () => {
  // As config.json ships: the remotes are preloaded after sign-in, and each menu click opens a readied screen.
  const page = await open({ config: (config) => ({ ...config, preloadRemotes: true }) });
  const errors = recordServerErrors(page);
  await signIn(page);
  await inRemote(page, 'liveAgent', 'dashboard-figures').waitFor();
  for (const screen of FIRST_SCREENS) {
    if (screen.menu) await page.getByTestId(screen.menu).click();
    else await page.getByTestId('app-sider').getByRole('link').first().click();
    await waitForPath(page, screen.path);
    await inRemote(page, screen.remote, screen.testId).waitFor();
  }
  expect(errors).toEqual([]);
});

test('a reload on a deep link gets the page and shows the same screen', async () => {
  const page = await open();
  await signIn(page);
  const deepLink = `${SHELL}/apps/email/inbox/26`;
  const first = await page.goto(deepLink);
  expect(first!.status()).toBe(200);
  await inRemote(page, 'email', 'email-page').waitFor();
  const reloaded = await page.reload();
  expect(reloaded!.status()).toBe(200);
  expect(reloaded!.url()).toBe(deepLink);
  await inRemote(page, 'email', 'email-page').waitFor();
});

test('a missing asset is a real 404 on the shell and on a remote, never the page', async () => {
  const page = await open();
  for (const origin of [SHELL, `http://localhost:${remotePort('email')}`]) {
    const response = await page.goto(`${origin}/missing.0123456789.js`);
    expect(response!.status()).toBe(404);
    expect(await response!.text()).not.toContain('id="boot-screen"');
  }
});
