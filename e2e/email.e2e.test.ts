// The email remote as a user meets it inside the shell: read a mail (the counter drops), star, label, trash and
// restore it; search; compose and send, then find it in Sent; bulk mark unread; j/k; `/` focuses the mail search,
// not the navbar's; attach a file, format the text, undo a send and send again; German. Mirage runs in the page, so
// each test starts from the seed.
import type { Page } from 'playwright-core';
import {
  clickInPopup,
  eventually,
  recordMockRequests,
  setupBrowser,
  waitForPath,
  openFromMenu,
  signInFromMenu,
} from './support/session';

const { open } = setupBrowser();

const rows = (page: Page) => page.locator('.email-list > .email-row');
const subjects = (page: Page) => page.locator('.email-list .email-row-subject').allInnerTexts();
const folders = (page: Page) => page.getByTestId('email-folders').first();
const inboxCount = (page: Page) => page.getByTestId('counter-inbox').locator('sup').getAttribute('title');

async function openInbox(page: Page) {
  await signInFromMenu(page, 'email', '/apps/email');
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

    await page.getByRole('button', { name: /^Lukas Becker Server maintenance tonight/ }).click();
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

  test('"/" focuses the mail search on the email screen, not the navbar search, which "/" opens elsewhere', async () => {
    const page = await open();
    await openInbox(page);
    await page.locator('body').press('/');
    await eventually(async () =>
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search mail'),
    );
    expect(await page.getByTestId('navbar-search-input').count()).toBe(0);
    await page.keyboard.type('proposal');
    await eventually(async () => expect(await rows(page).count()).toBe(2));

    // Off the email screen the shell's shortcut is back, even before the next screen is drawn.
    await openFromMenu(page, 'chat', '/apps/chat');
    await page.locator('body').press('/');
    await page.getByTestId('navbar-search-input').waitFor();
  });

  test('attach a file, make a word bold, undo the send (the composer comes back), send, download it from Sent', async () => {
    const page = await open();
    await openInbox(page);
    await page.locator('body').press('c');
    const composer = page.getByTestId('composer');
    await composer.getByLabel('To').fill('maria.santos@acme.test');
    await composer.getByLabel('To').press('Enter');
    await composer.getByLabel('Subject').fill('Rota attached');
    const text = composer.getByRole('textbox', { name: 'Message' });
    await text.click();
    await page.keyboard.type('Here is the rota.');
    await page.keyboard.press('Shift+Home');
    await composer.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    await eventually(async () => expect(await text.innerHTML()).toMatch(/<b>Here is the rota\.<\/b>|<strong>/));
    await composer.getByTestId('compose-file-input').setInputFiles([
      { name: 'rota.csv', mimeType: 'text/csv', buffer: Buffer.from('day,early\nMonday,Maria\n') },
      { name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ]);
    await composer.getByText(/“tool\.exe” cannot be attached/).waitFor();
    await composer.getByRole('list', { name: 'Attached files' }).getByText('rota.csv').waitFor();

    await composer.getByTestId('compose-send').click();
    await page.getByText('Sending your mail…').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await composer.getByLabel('Subject').waitFor();
    expect(await composer.getByLabel('Subject').inputValue()).toBe('Rota attached');
    expect(await text.innerText()).toBe('Here is the rota.');
    await composer.getByRole('list', { name: 'Attached files' }).getByText('rota.csv').waitFor();

    await composer.getByTestId('compose-send').click();
    await page.getByText('Your mail was sent.').waitFor({ timeout: 15000 });
    await folders(page).getByRole('menuitem', { name: /Sent/ }).click();
    await waitForPath(page, '/apps/email/sent');
    await page.getByRole('button', { name: /^maria\.santos@acme\.test Rota attached/ }).click();
    const body = page.getByTestId('email-body');
    await body.locator('b, strong').filter({ hasText: 'Here is the rota.' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download rota.csv' }).click();
    expect((await download).suggestedFilename()).toBe('rota.csv');
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
