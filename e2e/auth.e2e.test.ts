// Sign-in, registration and sign-out as a user goes through them, with the demo accounts of the
// embedded Mirage server (docs/demo-api.md, auth).
import type { Locator, Page } from 'playwright-core';
import {
  ACCOUNTS,
  SHELL,
  clickInPopup,
  eventually,
  pathOf,
  signIn,
  signInWithForm,
  setupBrowser,
  waitForPath,
  submitSignIn,
  signInFromMenu,
} from './support/session';

const { open } = setupBrowser();

/** The input labelled `label`: its error is the element its aria-describedby names. */
function field(form: Locator, label: string): Locator {
  return form.getByLabel(label, { exact: true });
}

async function errorsOf(input: Locator): Promise<string[]> {
  const describedBy = await input.getAttribute('aria-describedby');
  if (!describedBy) return [];
  const text = await input.page().locator(`[id="${describedBy}"]`).innerText();
  return text.trim() ? [text.trim()] : [];
}

/** Exactly `message` under the field, announced to assistive technology and marked invalid. */
async function expectFieldError(input: Locator, message: string) {
  await eventually(async () => expect(await errorsOf(input)).toEqual([message]), 15000);
  expect(await input.getAttribute('aria-invalid')).toBe('true');
}

async function expectNoFieldError(item: Locator) {
  await eventually(async () => expect(await errorsOf(item)).toEqual([]), 3000);
}

async function openLogin(page: Page) {
  await page.goto(`${SHELL}/login`);
  const form = page.getByTestId('login-form');
  await form.waitFor();
  return form;
}

describe('sign in', () => {
  test('an admin lands on the live-agent dashboard', async () => {
    const page = await open();
    const form = await openLogin(page);
    await submitSignIn(form, 'admin@demo.com', 'admin');
    await waitForPath(page, '/live-agent/dashboard');
    await page.getByTestId('dashboard-figures').waitFor();
    expect(await page.getByTestId('user-menu').innerText()).toContain('Admin');
  });

  test('a client lands on the access-control page', async () => {
    const page = await open();
    await signInWithForm(page, 'client');
    expect(pathOf(page)).toBe(ACCOUNTS.client.home);
    await page.getByTestId('acl-card-readAcl').waitFor();
  });

  test('a wrong password shows the server error under the email field and stays on the sign-in page', async () => {
    const page = await open();
    const form = await openLogin(page);
    await submitSignIn(form, 'admin@demo.com', 'not-the-password');
    await expectFieldError(field(form, 'Email'), 'Email or Password is Invalid');
    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  test('empty and malformed input is refused on the page, with a message under each field', async () => {
    const page = await open();
    const form = await openLogin(page);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expectFieldError(field(form, 'Email'), 'Enter your email address.');
    await expectFieldError(field(form, 'Password'), 'Enter your password.');

    await submitSignIn(form, 'admin-at-demo', 'admin');
    await expectFieldError(field(form, 'Email'), 'Enter a valid e-mail address.');
    await expectNoFieldError(field(form, 'Password'));
    expect(pathOf(page)).toBe('/login');
  });
});

describe('register', () => {
  async function register(page: Page, values: { username: string; email: string; password: string }) {
    await page.goto(`${SHELL}/register`);
    const form = page.getByTestId('register-form');
    await form.waitFor();
    await form.getByLabel('Username').fill(values.username);
    await form.getByLabel('Email').fill(values.email);
    await form.getByLabel('Password', { exact: true }).fill(values.password);
    await form.getByLabel('I agree to the privacy policy and terms').check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    return form;
  }

  const unique = () => `e2e${Date.now().toString(36)}`;

  test('an email already in use is refused under the email field', async () => {
    const page = await open();
    const form = await register(page, { username: unique(), email: 'admin@demo.com', password: 'secret12' });
    await expectFieldError(field(form, 'Email'), 'This email is already in use.');
    await expectNoFieldError(field(form, 'Username'));
    expect(pathOf(page)).toBe('/register');
  });

  test('a username already in use is refused under the username field', async () => {
    const page = await open();
    // johndoe is the seeded admin's username (libs/mock-server/src/domains/auth/seeds.ts).
    const form = await register(page, { username: 'johndoe', email: `${unique()}@example.com`, password: 'secret12' });
    await expectFieldError(field(form, 'Username'), 'This username is already in use.');
    await expectNoFieldError(field(form, 'Email'));
    expect(pathOf(page)).toBe('/register');
  });

  test('a new email and username sign the new user in as a member of the demo apps, never of the product', async () => {
    const page = await open();
    const name = unique();
    await register(page, { username: name, email: `${name}@example.com`, password: 'secret12' });
    await waitForPath(page, ACCOUNTS.client.home);
    // The demo apps are in the menu; the product's screens are not, and the server refuses them (mock-server tests).
    await page.getByTestId('menu-email').waitFor();
    for (const key of ['dashboard', 'admins', 'agents']) expect(await page.getByTestId(`menu-${key}`).count()).toBe(0);
  });
});

describe('sign out', () => {
  test('signing out from the user menu returns to sign-in, and the dashboard then asks to sign in again', async () => {
    const page = await open();
    await signIn(page);
    await page.getByTestId('user-menu').click();
    await clickInPopup(page, page.getByTestId('sign-out'));
    await waitForPath(page, '/login');
    await page.getByTestId('login-form').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();

    await page.goto(`${SHELL}/live-agent/dashboard`);
    await waitForPath(page, '/login');
    await page.getByTestId('login-form').waitFor();
    await eventually(async () => expect(await page.getByTestId('navbar').count()).toBe(0));
  });
});

// The session while the page is in use (docs/architecture.md, State, and "Drafts kept when a session ends"). The
// page's clock is Playwright's (page.clock): the client's renewal timers and the page's side of the mock, which plays
// the browser's cookie store and drops the refresh cookie once its Max-Age has run out, follow it, so ten minutes pass
// in a few seconds. The mock's worker keeps the real clock: what ends an idle session here is the refresh cookie, as a
// browser's would.
describe('a session while the page is in use', () => {
  const COMPOSER_SUBJECT = 'Quarterly figures, draft';

  async function composeInEmail(page: Page) {
    await page.clock.install({ time: Date.now() });
    await signInFromMenu(page, 'email', '/apps/email');
    await page.locator('.email-list > .email-row').first().waitFor();
    await page
      .getByTestId('email-folders')
      .first()
      .getByRole('button', { name: /Compose/ })
      .click();
    const composer = page.getByTestId('composer');
    await composer.getByLabel('Subject').fill(COMPOSER_SUBJECT);
    await composer.getByLabel('Message').fill('Dear all, the figures are in.');
    return composer;
  }

  /** The refresh cookie the page's side of the mock holds (changes with each renewal). */
  const refreshCookie = (page: Page) =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('live-agent-mock:cookies') ?? '{}').refreshToken?.value ?? null,
    );

  test('a person writing a mail and switching folders every two minutes is still signed in after twenty', async () => {
    const page = await open();
    const composer = await composeInEmail(page);
    const cookies = new Set([await refreshCookie(page)]);
    const folders = page.getByTestId('email-folders').first();
    for (let minute = 2; minute <= 20; minute += 2) {
      await page.clock.fastForward('02:00');
      await folders.getByRole('menuitem', { name: minute % 4 ? /Sent/ : /Inbox/ }).click();
      await waitForPath(page, minute % 4 ? '/apps/email/sent' : '/apps/email');
      cookies.add(await refreshCookie(page));
    }
    // Renewed on the way, never sent to sign in, and the mail being written is as it was.
    expect(cookies.size).toBeGreaterThan(2);
    expect(pathOf(page)).toBe('/apps/email');
    expect(await composer.getByLabel('Subject').inputValue()).toBe(COMPOSER_SUBJECT);
    await page.getByTestId('navbar').waitFor();
  });

  test('a tab left alone for eleven minutes ends its session; the mail being written is offered back after signing in', async () => {
    const page = await open();
    await composeInEmail(page);
    await page.clock.fastForward('11:00');
    // The first use renews, the refresh cookie is gone: the sign-in page says why, and returns to the mail.
    await page.mouse.move(200, 200);
    await page.mouse.move(260, 240);
    await waitForPath(page, '/login');
    await page.getByText('Your session has ended. Sign in again to go on where you were.').waitFor();
    const form = page.getByTestId('login-form');
    await submitSignIn(form, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    await waitForPath(page, '/apps/email');

    const composer = page.getByTestId('composer');
    await composer.getByTestId('kept-draft').waitFor();
    expect(await composer.getByLabel('Subject').inputValue()).toBe('');
    await composer.getByRole('button', { name: 'Restore' }).click();
    expect(await composer.getByLabel('Subject').inputValue()).toBe(COMPOSER_SUBJECT);
    expect(await composer.getByRole('textbox', { name: 'Message' }).innerText()).toBe('Dear all, the figures are in.');
  });
});
