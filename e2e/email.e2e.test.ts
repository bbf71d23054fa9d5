// The email remote as a user meets it inside the shell: read a mail (the counter drops), star, label, trash and
// restore it; search; compose and send, then find it in Sent; bulk mark unread; j/k; German. Mirage runs in the
// page, so each test starts from the seed.
import type { Page } from 'playwright-core';
import { clickInPopup, eventually, recordMockRequests, signIn, setupBrowser, waitForPath } from './support/session';

const { open } = setupBrowser();

const rows = (page: Page) => page.locator('.email-list > .email-row');
const subjects = (page: Page) => page.locator('.email-list .email-row-subject').allInnerTexts();
const folders = (page: Page) => page.getByTestId('email-folders').first();
const inboxCount = (page: Page) => page.getByTestId('counter-inbox').locator('sup').getAttribute('title');

async function openInbox(page: Page) {
  await signIn(page);
  await page.getByTestId('menu-email').click();
  await waitForPath(page, '/apps/email');
  await eventually(async () => expect(await rows(page).count()).toBe(14));
}

describe('email', () => {
  test('read a mail (its counter drops), star it, label it, trash it, find it in Trash and restore it', async () => {
    const page = await open();
    const asked = await recordMockRequests(page);
    await openInbox(page);
    expect(await inboxCount(page)).toBe('7');
    // The shell asked for the list as the menu click opened the URL, and the page took that answer over: asked once.
    expect((await asked()).filter((url) => url.includes('/apps/email/emails'))).toHaveLength(1);

    await page.getByRole('button', { name: /Open the mail from Lukas Becker: Server maintenance tonight/ }).click();
    const reader = page.getByTestId('email-reader');
    await reader.getByRole('heading', { name: 'Server maintenance tonight' }).waitFor();
    await eventually(async () => expect(await inboxCount(page)).toBe('6'));

    await reader.getByTestId('action-star').click();
    await eventually(async () =>
      expect(await reader.getByTestId('action-star').getAttribute('aria-label')).toBe('Remove the star'),
    );
    await reader.getByTestId('action-label').click();
    await clickInPopup(page, page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: 'Important' }));
    await reader.getByText('Important', { exact: true }).waitFor();

    await reader.getByTestId('action-trash').click();
    await waitForPath(page, '/apps/email');
    await eventually(async () => expect(await subjects(page)).not.toContain('Server maintenance tonight'));
    await folders(page).getByRole('menuitem', { name: /Trash/ }).click();
    await waitForPath(page, '/apps/email/trash');
    await eventually(async () => expect(await subjects(page)).toContain('Server maintenance tonight'));

    await page.locator('.email-row', { hasText: 'Server maintenance tonight' }).getByRole('checkbox').check();
    await page.getByTestId('action-restore').click();
    await eventually(async () => expect(await subjects(page)).not.toContain('Server maintenance tonight'));
    await folders(page).getByRole('menuitem', { name: /Inbox/ }).click();
    await eventually(async () => expect((await subjects(page))[0]).toBe('Server maintenance tonight'));
  });

  test('search, then compose and send a mail and find it in Sent', async () => {
    const page = await open();
    await openInbox(page);
    await page.getByLabel('Search mail').fill('proposal');
    await eventually(async () => expect(await rows(page).count()).toBe(2));
    expect(page.url()).toContain('q=proposal');
    await page.getByLabel('Search mail').fill('');

    await folders(page)
      .getByRole('button', { name: /Compose/ })
      .click();
    const composer = page.getByTestId('composer');
    await composer.getByLabel('To').fill('maria.santos@acme.test');
    await composer.getByLabel('To').press('Enter');
    await composer.getByLabel('Subject').fill('Onboarding on day 4');
    await composer.getByLabel('Message').fill('Agreed, day 4 it is.');
    await composer.getByTestId('compose-send').click();
    await page.getByText('Your mail was sent.').waitFor();
    await folders(page).getByRole('menuitem', { name: /Sent/ }).click();
    await waitForPath(page, '/apps/email/sent');
    await eventually(async () => expect((await subjects(page))[0]).toBe('Onboarding on day 4'));
  });

  test('bulk mark unread, then j/k between mails', async () => {
    const page = await open();
    await openInbox(page);
    const read = page.locator('.email-row.is-read');
    await read.nth(0).getByRole('checkbox').check();
    await read.nth(1).getByRole('checkbox').check();
    await page.getByTestId('selected-count').waitFor();
    await page.getByTestId('action-read').click();
    await eventually(async () => expect(await inboxCount(page)).toBe('9'));

    await page.locator('body').press('Escape');
    await page.locator('.email-row-open').first().click();
    await page.getByTestId('email-reader').waitFor();
    const first = new URL(page.url()).pathname;
    await page.locator('body').press('j');
    await eventually(async () => expect(new URL(page.url()).pathname).not.toBe(first));
    await page.locator('body').press('k');
    await eventually(async () => expect(new URL(page.url()).pathname).toBe(first));
  });

  test('switches to German', async () => {
    const page = await open();
    await openInbox(page);
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-de').click();
    await folders(page)
      .getByRole('menuitem', { name: /Posteingang/ })
      .waitFor();
    await page.getByLabel('E-Mails durchsuchen').waitFor();
  });
});
